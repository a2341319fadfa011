import type { FastifyInstance } from 'fastify';
import { apiRoutes } from '@mhp/contract/api-routes';
import type { DatabaseHandle } from '../../db/client';
import { apiVersion } from '../../lib/paths';
import { registerRoute } from '../../plugins/contract-routes';

const startedAt = Date.now();

export function statusRoutes(app: FastifyInstance, deps: { database: DatabaseHandle }) {
  registerRoute(app, apiRoutes.restCheck, async ({ reply }) => {
    const up = await deps.database.ping();
    // A load balancer should stop sending traffic to an instance that lost its database.
    // The 503 body keeps the health shape, not the error shape, so it bypasses the 5xx schema.
    if (!up) reply.code(503).serializer(JSON.stringify);
    return {
      status: up ? ('ok' as const) : ('degraded' as const),
      database: up ? ('up' as const) : ('down' as const),
      version: apiVersion,
      uptimeSeconds: Math.round((Date.now() - startedAt) / 1000),
      time: new Date().toISOString(),
    };
  });
}
