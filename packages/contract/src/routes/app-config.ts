import { z } from 'zod';
import { brandIds } from '../brands';
import { defineRoute } from '../route';

/**
 * The explicit public subset of the server's configuration that the browser may see. Served
 * at run time, so one built bundle works behind any set of brand hosts.
 */
export const publicConfig = z.object({
  brandHosts: z
    .record(z.string(), z.enum(brandIds))
    .describe('Host name (no port) → brand shown on that host; other hosts are the generic host'),
  publicUrl: z.string().describe('Base URL of the generic host, e.g. http://localhost:8080'),
  environment: z.enum(['development', 'test', 'production']),
});
export type PublicConfig = z.infer<typeof publicConfig>;

export const appConfigRoutes = {
  publicConfig: defineRoute({
    method: 'GET',
    path: '/api/public-config/',
    summary: 'Public run-time configuration for the web app (brand hosts, public URL)',
    tag: 'Token and health',
    auth: 'public',
    response: publicConfig,
  }),
};
