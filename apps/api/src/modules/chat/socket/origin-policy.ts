import type { Config } from '../../../config';

/**
 * Which browser pages may open the chat socket: our brand hosts (the *.localhost ones and
 * BRAND_HOSTS), any localhost, PUBLIC_URL's host, the CORS origins, and the host the socket
 * itself was asked on (the page and the API share a port). Browsers always send Origin on a
 * websocket, so this stops another site's page from opening a socket with a stolen token;
 * a client without Origin (an app, a script) is judged by its token alone.
 */
export function socketOriginPolicy(config: Config) {
  const hosts = new Set([
    ...Object.keys(config.brandHosts).map((host) => host.toLowerCase()),
    new URL(config.publicUrl).hostname.toLowerCase(),
  ]);
  const origins = new Set(config.corsOrigins);

  return function allowed(origin: string | undefined, requestHost: string): boolean {
    if (origin === undefined) return true;
    let url: URL;
    try {
      url = new URL(origin);
    } catch {
      return false;
    }
    if (url.protocol !== 'http:' && url.protocol !== 'https:') return false;
    const host = url.hostname.toLowerCase();
    return (
      host === 'localhost' ||
      host.endsWith('.localhost') ||
      hosts.has(host) ||
      origins.has(url.origin) ||
      url.host.toLowerCase() === requestHost.toLowerCase()
    );
  };
}
