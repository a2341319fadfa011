import type { FastifyInstance } from 'fastify';
import { apiRoutes } from '@mhp/contract/api-routes';
import type { Config } from '../../config';
import { registerRoute } from '../../plugins/contract-routes';

/** Only this explicit subset of the configuration ever reaches the browser. */
export function appConfigRoutes(app: FastifyInstance, deps: { config: Config }) {
  const { config } = deps;
  registerRoute(app, apiRoutes.publicConfig, async ({ reply }) => {
    reply.header('cache-control', 'public, max-age=60');
    return {
      brandHosts: config.brandHosts,
      publicUrl: config.publicUrl,
      environment: config.env,
    };
  });
}
