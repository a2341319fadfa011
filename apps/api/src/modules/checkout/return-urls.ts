import type { FastifyRequest } from 'fastify';
import type { Config } from '../../config';
import { badRequest } from '../../lib/http-error';

/** Scheme and host as the shopper's browser sees this site (trustProxy honours X-Forwarded-*). */
export function requestOrigin(request: FastifyRequest): string {
  // Through URL, so a default port (":80") is dropped as browsers drop it.
  return new URL(`${request.protocol}://${request.host}`).origin;
}

/**
 * Where gateways may send the shopper back: pages of this site only (the calling host, the
 * public URL, a brand host or an allowed CORS origin), never elsewhere (no open redirect).
 */
export function returnUrlPolicy(config: Config) {
  const origins = new Set([new URL(config.publicUrl).origin, ...config.corsOrigins]);
  const brandHosts = new Set(Object.keys(config.brandHosts));

  return function resolve(
    value: string | undefined,
    fallbackPath: string,
    request: FastifyRequest,
    field: string,
  ): string {
    const own = requestOrigin(request);
    if (value === undefined) return `${own}${fallbackPath}`;
    const url = new URL(value);
    const allowed =
      (url.protocol === 'http:' || url.protocol === 'https:') &&
      (url.origin === own || origins.has(url.origin) || brandHosts.has(url.hostname));
    if (!allowed) {
      throw badRequest('The return address must be a page of this site.', {
        [field]: ['Must be a page of this site.'],
      });
    }
    url.hash = '';
    return url.toString();
  };
}

export type ReturnUrlPolicy = ReturnType<typeof returnUrlPolicy>;

/** The URL with a query parameter set (replacing any earlier value). */
export function withParam(url: string, name: string, value: string): string {
  const parsed = new URL(url);
  parsed.searchParams.set(name, value);
  return parsed.toString();
}
