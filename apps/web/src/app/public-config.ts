import type { ApiRoutes } from '@mhp/contract/api-routes';
import { defaultBrandHosts, isBrandId } from '@mhp/contract/brands';
import type { BrandId } from '@mhp/contract/brands';
import type { PublicConfig } from '@mhp/contract/routes/app-config';

/**
 * What the app needs of the server's public configuration. `socialLogin` is absent when the
 * config could not be fetched (or in tests that do not need it): no social buttons then.
 */
export type RuntimeConfig = Pick<PublicConfig, 'brandHosts' | 'publicUrl'> & {
  socialLogin?: PublicConfig['socialLogin'];
  /** A configured third-party scheduling widget for /consult; absent = our booking. */
  consultEmbed?: NonNullable<PublicConfig['consultEmbed']>;
};

/** Path of GET /api/public-config/ (checked against the contract's literal type). */
export const PUBLIC_CONFIG_PATH = '/api/public-config/' satisfies ApiRoutes['publicConfig']['path'];

/**
 * Used when the config cannot be fetched: the local `*.localhost` hosts, and the current
 * origin as the generic host.
 */
export function fallbackConfig(origin = window.location.origin): RuntimeConfig {
  return { brandHosts: { ...defaultBrandHosts }, publicUrl: origin };
}

/**
 * Fetches the brand host map once at start-up (index.html preloads the same URL, so the answer
 * is usually there before this runs). Never rejects: a failure, a malformed answer or a slow
 * server (after `timeoutMs`) gives the fallback, so the first paint is never held up long.
 */
export async function loadPublicConfig(
  options: { timeoutMs?: number; fetch?: typeof fetch } = {},
): Promise<RuntimeConfig> {
  const doFetch = options.fetch ?? ((input, init) => globalThis.fetch(input, init));
  try {
    const response = await doFetch(PUBLIC_CONFIG_PATH, {
      headers: { Accept: 'application/json' },
      signal: AbortSignal.timeout(options.timeoutMs ?? 2500),
    });
    if (!response.ok) throw new Error(`status ${response.status}`);
    const parsed = parseConfig(await response.json());
    if (!parsed) throw new Error('unexpected shape');
    return parsed;
  } catch (error) {
    console.warn('Public config unavailable; using the default brand hosts.', error);
    return fallbackConfig();
  }
}

/** A light check instead of the contract's zod schema, which would weigh on the entry chunk. */
function parseConfig(value: unknown): RuntimeConfig | null {
  if (typeof value !== 'object' || value === null) return null;
  const { brandHosts, publicUrl, socialLogin, consultEmbed } = value as Record<string, unknown>;
  if (typeof publicUrl !== 'string' || typeof brandHosts !== 'object' || brandHosts === null) {
    return null;
  }
  const hosts: Record<string, BrandId> = {};
  for (const [host, brand] of Object.entries(brandHosts)) {
    if (typeof brand === 'string' && isBrandId(brand)) hosts[host] = brand;
  }
  const social = parseSocialLogin(socialLogin);
  const embed = parseConsultEmbed(consultEmbed);
  return {
    brandHosts: hosts,
    publicUrl: publicUrl.replace(/\/$/, ''),
    ...(social ? { socialLogin: social } : {}),
    ...(embed ? { consultEmbed: embed } : {}),
  };
}

type OidcSignIn = NonNullable<PublicConfig['socialLogin']['google']>;

function parseOidcSignIn(value: unknown): OidcSignIn | null {
  if (typeof value !== 'object' || value === null) return null;
  const { clientId, issuer, authorizationEndpoint } = value as Record<string, unknown>;
  if (typeof clientId !== 'string' || typeof issuer !== 'string') return null;
  return {
    clientId,
    issuer,
    authorizationEndpoint: typeof authorizationEndpoint === 'string' ? authorizationEndpoint : null,
  };
}

/** The sign-in providers; a provider with a malformed entry is treated as not configured. */
function parseSocialLogin(value: unknown): PublicConfig['socialLogin'] | undefined {
  if (typeof value !== 'object' || value === null) return undefined;
  const { google, apple, x } = value as Record<string, unknown>;
  return { google: parseOidcSignIn(google), apple: parseOidcSignIn(apple), x: x === true };
}

function parseConsultEmbed(value: unknown): RuntimeConfig['consultEmbed'] {
  if (typeof value !== 'object' || value === null) return undefined;
  const { provider, url, scriptUrl } = value as Record<string, unknown>;
  if ((provider !== 'cal' && provider !== 'calendly') || typeof url !== 'string') return undefined;
  if (typeof scriptUrl !== 'string') return undefined;
  return { provider, url, scriptUrl };
}
