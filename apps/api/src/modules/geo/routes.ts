import type { FastifyInstance } from 'fastify';
import { apiRoutes } from '@mhp/contract/api-routes';
import type { Database } from '../../db/client';
import { badRequest } from '../../lib/http-error';
import { registerRoute } from '../../plugins/contract-routes';
import { createGeoRepo } from './geo-repo';

/** Reference data changes only with a seed run: browsers and proxies may keep it an hour. */
const REFERENCE_CACHE_CONTROL = 'public, max-age=3600';

export const UNKNOWN_COUNTRY = 'There is no country with this code.';

/** Countries and their subdivisions, for the checkout's address form. */
export function geoRoutes(app: FastifyInstance, deps: { db: Database }) {
  const repo = createGeoRepo(deps.db);

  registerRoute(app, apiRoutes.countriesList, async ({ reply }) => {
    reply.header('cache-control', REFERENCE_CACHE_CONTROL);
    const rows = await repo.countries();
    return rows.map((row) => ({ code: row.code, country: row.name }));
  });

  registerRoute(app, apiRoutes.subDivision, async ({ params, reply }) => {
    const code = params.id.toUpperCase();
    const [country, rows] = await Promise.all([repo.country(code), repo.subdivisions(code)]);
    if (!country) throw badRequest(UNKNOWN_COUNTRY, { 'params.id': [UNKNOWN_COUNTRY] });
    reply.header('cache-control', REFERENCE_CACHE_CONTROL);
    return rows.map((row) => ({ [row.code]: row.name }));
  });
}
