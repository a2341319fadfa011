import { createHash, randomBytes } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { exportJWK, generateKeyPair } from 'jose';
import { Provider } from 'oidc-provider';

/**
 * A real OpenID provider (panva's certified `oidc-provider`) on a local port, for the
 * social-login tests: discovery, JWKS, authorization-code flow with PKCE, signed ID tokens.
 * Its interaction step signs in the account named by `login_hint` and grants the requested
 * scopes at once, so a test can run the whole flow without a browser.
 */

export interface LocalAccount {
  sub: string;
  email: string;
  email_verified: boolean;
  given_name?: string;
  family_name?: string;
}

export interface LocalClient {
  clientId: string;
  clientSecret: string;
}

const REDIRECT_URI = 'https://app.example.test/auth/callback';

export async function startLocalOidcProvider(options: {
  clients: LocalClient[];
  accounts: LocalAccount[];
}) {
  const server = http.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  const { privateKey } = await generateKeyPair('RS256', { extractable: true });
  const signingKey = {
    ...(await exportJWK(privateKey)),
    kid: 'local-test-key',
    alg: 'RS256',
    use: 'sig',
  };
  const accounts = new Map(options.accounts.map((account) => [account.sub, account]));

  const provider = new Provider(issuer, {
    clients: options.clients.map((client) => ({
      client_id: client.clientId,
      client_secret: client.clientSecret,
      redirect_uris: [REDIRECT_URI],
      grant_types: ['authorization_code'],
      response_types: ['code'],
      token_endpoint_auth_method: 'client_secret_post',
    })),
    jwks: { keys: [signingKey] },
    cookies: { keys: [randomBytes(16).toString('hex')] },
    claims: {
      openid: ['sub'],
      email: ['email', 'email_verified'],
      profile: ['given_name', 'family_name'],
    },
    // Put the profile claims into the ID token, as Google and Apple do.
    conformIdTokenClaims: false,
    features: { devInteractions: { enabled: false } },
    ttl: {
      AuthorizationCode: 60,
      AccessToken: 600,
      Grant: 600,
      IdToken: 600,
      Interaction: 600,
      Session: 600,
    },
    findAccount: async (_ctx: unknown, sub: string) => {
      const account = accounts.get(sub);
      return account && { accountId: sub, claims: async () => ({ ...account }) };
    },
  });
  const handle = provider.callback();

  server.on('request', (req, res) => {
    if (!req.url?.startsWith('/interaction/')) return handle(req, res);
    void (async () => {
      const interaction = await provider.interactionDetails(req, res);
      const accountId = interaction.params.login_hint!;
      const grant = new provider.Grant({ accountId, clientId: interaction.params.client_id! });
      grant.addOIDCScope(interaction.params.scope ?? 'openid');
      const grantId = await grant.save();
      await provider.interactionFinished(
        req,
        res,
        { login: { accountId }, consent: { grantId } },
        { mergeWithLastSubmission: false },
      );
    })().catch((error: unknown) => {
      res.statusCode = 500;
      res.end(String(error));
    });
  });

  /** Runs the authorization-code flow as a browser would and returns the ID token. */
  async function idToken(request: { client: LocalClient; sub: string; nonce?: string }) {
    const cookies = new Map<string, string>();
    const send = async (url: string, init: RequestInit = {}) => {
      const response = await fetch(new URL(url, issuer), {
        ...init,
        redirect: 'manual',
        headers: {
          ...(init.headers as Record<string, string>),
          cookie: [...cookies].map(([name, value]) => `${name}=${value}`).join('; '),
        },
      });
      for (const header of response.headers.getSetCookie()) {
        const [pair] = header.split(';');
        const [name, value] = pair!.split('=');
        cookies.set(name!, value ?? '');
      }
      return response;
    };

    const verifier = randomBytes(32).toString('base64url');
    const authorize = new URL('/auth', issuer);
    authorize.search = new URLSearchParams({
      client_id: request.client.clientId,
      response_type: 'code',
      scope: 'openid email profile',
      redirect_uri: REDIRECT_URI,
      state: randomBytes(8).toString('hex'),
      login_hint: request.sub,
      code_challenge: createHash('sha256').update(verifier).digest('base64url'),
      code_challenge_method: 'S256',
      ...(request.nonce ? { nonce: request.nonce } : {}),
    }).toString();

    // /auth → /interaction/:uid → /auth/:uid → redirect_uri?code=…
    let location = authorize.toString();
    for (let hop = 0; hop < 5 && !location.startsWith(REDIRECT_URI); hop += 1) {
      const response = await send(location);
      const next = response.headers.get('location');
      if (!next) throw new Error(`no redirect from ${location}: ${await response.text()}`);
      location = new URL(next, issuer).toString();
    }
    const code = new URL(location).searchParams.get('code');
    if (!code) throw new Error(`no code in ${location}`);

    const token = await send('/token', {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({
        grant_type: 'authorization_code',
        code,
        redirect_uri: REDIRECT_URI,
        client_id: request.client.clientId,
        client_secret: request.client.clientSecret,
        code_verifier: verifier,
      }),
    });
    const body = (await token.json()) as { id_token?: string; error?: string };
    if (!body.id_token) throw new Error(`token endpoint: ${JSON.stringify(body)}`);
    return body.id_token;
  }

  return {
    issuer,
    idToken,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
