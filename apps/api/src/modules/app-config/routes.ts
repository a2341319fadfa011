import type { FastifyInstance } from 'fastify';
import { apiRoutes } from '@mhp/contract/api-routes';
import type { OidcSignIn } from '@mhp/contract/routes/app-config';
import type { Config, OidcProviderConfig } from '../../config';
import { fetchDiscoveryDocument } from '../../lib/oidc-discovery';
import { registerRoute } from '../../plugins/contract-routes';

/**
 * Authorization endpoints of the providers' usual issuers. Any other issuer (a local test
 * provider) is looked up in its discovery document here: the web app's CSP keeps the browser
 * from fetching other origins.
 */
const KNOWN_AUTHORIZATION_ENDPOINTS: Record<string, string> = {
  'https://accounts.google.com': 'https://accounts.google.com/o/oauth2/v2/auth',
  'https://appleid.apple.com': 'https://appleid.apple.com/auth/authorize',
};

/** How long the public config waits for a discovery document before answering without it. */
const DISCOVERY_WAIT_MS = 1500;

async function discoverAuthorizationEndpoint(issuer: string): Promise<string | null> {
  try {
    return (await fetchDiscoveryDocument(issuer, 3000)).authorization_endpoint ?? null;
  } catch {
    return null;
  }
}

/**
 * The public half of an OpenID provider's settings: the web client id (the first configured
 * id), the issuer and its authorization endpoint (null while it cannot be discovered).
 */
function oidcSignIn(provider: OidcProviderConfig | undefined) {
  const clientId = provider?.clientIds[0];
  if (!provider || !clientId) return async () => null;
  const known = KNOWN_AUTHORIZATION_ENDPOINTS[provider.issuer];
  let discovery: Promise<string | null> | undefined;
  const endpoint = () => {
    if (known) return Promise.resolve(known);
    discovery ??= discoverAuthorizationEndpoint(provider.issuer).then((found) => {
      if (found === null) discovery = undefined; // try again on the next request
      return found;
    });
    return discovery;
  };
  // Discovered at start-up, so the first visitor does not wait for it.
  void endpoint();
  return async (): Promise<OidcSignIn> => {
    const waited = await Promise.race([
      endpoint(),
      new Promise<null>((resolve) => setTimeout(resolve, DISCOVERY_WAIT_MS, null).unref()),
    ]);
    return { clientId, issuer: provider.issuer, authorizationEndpoint: waited };
  };
}

/** Only this explicit subset of the configuration ever reaches the browser. */
export function appConfigRoutes(app: FastifyInstance, deps: { config: Config }) {
  const { config } = deps;
  // Client ids, issuers and endpoints only: never a consumer secret or other credential.
  const google = oidcSignIn(config.oidc.google);
  const apple = oidcSignIn(config.oidc.apple);
  registerRoute(app, apiRoutes.publicConfig, async ({ reply }) => {
    const socialLogin = { google: await google(), apple: await apple(), x: config.x !== undefined };
    const complete = [socialLogin.google, socialLogin.apple].every(
      (provider) => provider === null || provider.authorizationEndpoint !== null,
    );
    reply.header('cache-control', complete ? 'public, max-age=60' : 'no-store');
    return {
      brandHosts: config.brandHosts,
      publicUrl: config.publicUrl,
      environment: config.env,
      socialLogin,
      consultEmbed: config.consultEmbed
        ? {
            provider: config.consultEmbed.provider,
            url: config.consultEmbed.url,
            scriptUrl: config.consultEmbed.scriptUrl,
          }
        : null,
    };
  });
}
