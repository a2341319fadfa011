import type { FastifyRequest } from 'fastify';
import type { Config } from '../../config';
import { requestOrigin } from '../checkout/return-urls';

/**
 * The base URL of the varicocele site as the caller sees it: its own host when the request
 * came to one (varicocele.localhost, BRAND_HOSTS), else the generic host's /varicocele prefix.
 * Emailed links then open on the site the visitor booked from.
 */
export function varicoceleSiteBase(config: Config, request: FastifyRequest): string {
  const hostname = request.hostname.replace(/:\d+$/, '');
  if (config.brandHosts[hostname] === 'varicocele') return requestOrigin(request);
  return `${config.publicUrl}/varicocele`;
}
