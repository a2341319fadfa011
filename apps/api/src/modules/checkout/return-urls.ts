import type { FastifyRequest } from 'fastify';
import { badRequest } from '../../lib/http-error';
import type { SiteOrigins } from '../../lib/site-origin';

/**
 * Where gateways may send the shopper back: pages of this site only (the public URL's host,
 * a brand host or an allowed CORS origin's host, from the configuration), never elsewhere (no
 * open redirect), whatever Host or X-Forwarded-Host the request came with.
 */
export function returnUrlPolicy(site: SiteOrigins) {
  return function resolve(
    value: string | undefined,
    fallbackPath: string,
    request: FastifyRequest,
    field: string,
  ): string {
    if (value === undefined) return `${site.of(request)}${fallbackPath}`;
    const url = new URL(value);
    if (!site.isOwnUrl(url)) {
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
