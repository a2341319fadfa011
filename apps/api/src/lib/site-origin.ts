import type { FastifyRequest } from 'fastify';
import type { Config } from '../config';

/**
 * Absolute URLs of this site (payment return pages, og:image, paging links) come from the
 * configuration, never from whatever Host header a request carries: the caller's host is
 * used only when it is one of ours (PUBLIC_URL's host, a brand host, an allowed CORS
 * origin's host); any other host gets PUBLIC_URL.
 */
export function createSiteOrigins(config: Config) {
  const publicUrl = new URL(config.publicUrl);
  const ownHosts = new Set(
    [
      publicUrl.hostname,
      ...Object.keys(config.brandHosts),
      ...config.corsOrigins.map((origin) => new URL(origin).hostname),
    ].map((host) => host.toLowerCase()),
  );
  const isOwnHost = (hostname: string) => ownHosts.has(hostname.toLowerCase());

  return {
    /** The origin the caller sees when its host is ours; PUBLIC_URL's origin otherwise. */
    of(request: FastifyRequest): string {
      if (!isOwnHost(request.hostname)) return publicUrl.origin;
      // Through URL, so a default port (":80") is dropped as browsers drop it.
      return new URL(`${request.protocol}://${request.host}`).origin;
    },
    /** An http(s) URL on one of our hosts (any port: only we listen on our hosts). */
    isOwnUrl(url: URL): boolean {
      return (url.protocol === 'http:' || url.protocol === 'https:') && isOwnHost(url.hostname);
    },
  };
}

export type SiteOrigins = ReturnType<typeof createSiteOrigins>;

const PORT = /^\d{1,5}$/;
const HOST_NAME = /^[a-z0-9_-]+(?:\.[a-z0-9_-]+)*\.?$/i;
const IPV6 = /^\[[0-9a-f:.]+\]$/i;

/**
 * A Host (or X-Forwarded-Host) a URL can be built from: a name or an IP, an optional port up
 * to 65535. Anything else (`a b`, `[::`, `x:99999`, `%`) is refused before a handler runs.
 */
export function isValidHost(host: string): boolean {
  if (host.length === 0 || host.length > 300) return false;
  let name = host;
  let port: string | undefined;
  if (host.startsWith('[')) {
    const end = host.indexOf(']');
    if (end === -1) return false;
    name = host.slice(0, end + 1);
    const rest = host.slice(end + 1);
    if (rest && !rest.startsWith(':')) return false;
    port = rest ? rest.slice(1) : undefined;
    if (!IPV6.test(name)) return false;
  } else {
    const colon = host.indexOf(':');
    if (colon !== -1) {
      name = host.slice(0, colon);
      port = host.slice(colon + 1);
    }
    if (!HOST_NAME.test(name)) return false;
  }
  return port === undefined || (PORT.test(port) && Number(port) <= 65535);
}
