import { z } from 'zod';
import { defineRoute } from '../route';

const TAG = 'Token and health';

export const statusRoutes = {
  restCheck: defineRoute({
    method: 'GET',
    path: '/api/rest/rest-check/',
    summary: 'Health check: service status and database reachability',
    tag: TAG,
    auth: 'public',
    response: z.object({
      status: z.enum(['ok', 'degraded']).describe('degraded when the database does not answer'),
      database: z.enum(['up', 'down']),
      version: z.string(),
      uptimeSeconds: z.number().nonnegative(),
      time: z.iso.datetime(),
    }),
  }),
};
