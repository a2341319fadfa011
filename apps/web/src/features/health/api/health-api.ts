import type { ApiRoutes } from '@mhp/contract/api-routes';
import type { ResponseOf } from '@mhp/contract/route';
import { baseApi } from '../../../shared/api/base-api';
import { routeRequest } from '../../../shared/api/http-client';

type RestCheck = ApiRoutes['restCheck'];
export type HealthStatus = ResponseOf<RestCheck>;

export const healthApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    /** The API is up and reaches its database. */
    restCheck: build.query<HealthStatus, void>({
      async queryFn(_arg, _api, _extraOptions, baseQuery) {
        // Method and path are checked against the contract's literal types, so a change there
        // fails type-checking here; importing the route object instead would put zod in the chunk.
        const result = await baseQuery(
          routeRequest<RestCheck>({ method: 'GET', path: '/api/rest/rest-check/' }),
        );
        // An instance that lost its database answers 503 with the health report (not an error
        // body), so load balancers skip it; for this page that report is the answer.
        if (result.error) {
          const report = result.error.data;
          return isHealthStatus(report) ? { data: report } : { error: result.error };
        }
        return { data: result.data as HealthStatus };
      },
    }),
  }),
});

export const { useRestCheckQuery } = healthApi;

function isHealthStatus(value: unknown): value is HealthStatus {
  if (typeof value !== 'object' || value === null) return false;
  const report = value as Partial<Record<keyof HealthStatus, unknown>>;
  return (
    (report.status === 'ok' || report.status === 'degraded') &&
    (report.database === 'up' || report.database === 'down') &&
    typeof report.version === 'string'
  );
}
