// A local OpenID provider for the browser journeys (account-social.spec.ts), started by
// Playwright as a second web server: `node --import tsx e2e/support/oidc-server.mjs`.
// It is the API tests' provider (apps/api/src/modules/users/local-oidc-provider.ts) with a
// public client for the web app's redirect URIs and a sign-in page where any address signs in.
//
//   OIDC_PORT           port on 127.0.0.1 (issuer http://127.0.0.1:<port>), default 8091
//   OIDC_CLIENT_ID      the web app's client id, default mhp-web-e2e
//   OIDC_REDIRECT_URIS  comma-separated redirect URIs (each brand's /login on the e2e port)
import { startLocalOidcProvider } from '../../apps/api/src/test/test-oidc-provider.ts';

const port = Number(process.env.OIDC_PORT ?? 8091);
const clientId = process.env.OIDC_CLIENT_ID ?? 'mhp-web-e2e';
const redirectUris = (process.env.OIDC_REDIRECT_URIS ?? `http://localhost:8090/login`)
  .split(',')
  .map((uri) => uri.trim())
  .filter(Boolean);

const provider = await startLocalOidcProvider({
  clients: [],
  publicClients: [{ clientId, redirectUris }],
  accounts: [],
  openSignIn: true,
  port,
});
console.log(`Local OpenID provider at ${provider.issuer} for ${clientId}`);

for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    void provider.close().then(() => process.exit(0));
  });
}
