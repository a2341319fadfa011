import type { FastifyRequest } from 'fastify';
import type { Config } from '../../config';
import { createSiteOrigins } from '../../lib/site-origin';

/**
 * The base URL of the varicocele site as the caller sees it: its own host when the request
 * came to one (varicocele.localhost, BRAND_HOSTS), else the generic host's /varicocele prefix.
 * Emailed links then open on the site the visitor booked from. The origin comes from the
 * configuration (lib/site-origin), never from an unknown Host header.
 */
export function varicoceleSiteBase(config: Config, request: FastifyRequest): string {
  const hostname = request.hostname.replace(/:\d+$/, '');
  if (config.brandHosts[hostname] === 'varicocele') {
    return createSiteOrigins(config).of(request);
  }
  return `${config.publicUrl}/varicocele`;
}
