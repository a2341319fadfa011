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
 *
 * For browser journeys (e2e/support/oidc-server.ts) a client may instead be a public one with
 * its own redirect URIs and the implicit `id_token` response the web app asks for; without a
 * known `login_hint` the interaction step is a small sign-in page where any email address
 * signs in (with `openSignIn`) and a "Deny" button answers access_denied.
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

/** A browser app's client: no secret, ID tokens in the redirect (implicit flow). */
export interface LocalPublicClient {
  clientId: string;
  redirectUris: string[];
}

const REDIRECT_URI = 'https://app.example.test/auth/callback';

/** The subject of an account signed in by email on the sign-in page: stable per address. */
export function subjectForEmail(email: string): string {
  return createHash('sha256').update(email.trim().toLowerCase()).digest('hex').slice(0, 24);
}

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

function signInPage(uid: string, clientId: string, error?: string) {
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width">
<title>Local OpenID provider: sign in</title>
<style>body{font:16px system-ui;max-width:24rem;margin:3rem auto;padding:0 1rem}
label,input,button{display:block;width:100%;box-sizing:border-box;margin-top:.5rem;min-height:44px}</style>
</head><body>
<h1>Local OpenID provider</h1>
<p>Sign in to continue to <strong>${escapeHtml(clientId)}</strong>.</p>
${error ? `<p role="alert">${escapeHtml(error)}</p>` : ''}
<form method="post" action="/interaction/${escapeHtml(uid)}">
<label for="email">Email</label>
<input id="email" name="email" type="email" autocomplete="email" required>
<button type="submit" name="action" value="allow">Sign in</button>
<button type="submit" name="action" value="deny" formnovalidate>Deny</button>
</form></body></html>`;
}

async function readForm(req: http.IncomingMessage): Promise<URLSearchParams> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return new URLSearchParams(Buffer.concat(chunks).toString('utf8'));
}

export async function startLocalOidcProvider(options: {
  clients: LocalClient[];
  /** Browser clients (implicit `id_token` flow to their own redirect URIs). */
  publicClients?: LocalPublicClient[];
  accounts: LocalAccount[];
  /** Any address typed on the sign-in page signs in, as a verified account. */
  openSignIn?: boolean;
  /** Defaults to a free port on 127.0.0.1. */
  port?: number;
  host?: string;
}) {
  const host = options.host ?? '127.0.0.1';
  const server = http.createServer();
  // The issuer names the port, so the server listens before the provider exists; a request
  // that arrives in between (a readiness probe) waits for the provider instead of hanging.
  let providerReady: (listener: http.RequestListener) => void = () => {};
  const listener = new Promise<http.RequestListener>((resolve) => (providerReady = resolve));
  server.on('request', (req, res) => void listener.then((handle) => handle(req, res)));
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, host, resolve);
  });
  const issuer = `http://${host}:${(server.address() as AddressInfo).port}`;

  const { privateKey } = await generateKeyPair('RS256', { extractable: true });
  const signingKey = {
    ...(await exportJWK(privateKey)),
    kid: 'local-test-key',
    alg: 'RS256',
    use: 'sig',
  };
  const accounts = new Map(options.accounts.map((account) => [account.sub, account]));

  const provider = new Provider(issuer, {
    clients: [
      ...options.clients.map((client) => ({
        client_id: client.clientId,
        client_secret: client.clientSecret,
        redirect_uris: [REDIRECT_URI],
        grant_types: ['authorization_code'],
        response_types: ['code'],
        token_endpoint_auth_method: 'client_secret_post',
      })),
      ...(options.publicClients ?? []).map((client) => ({
        client_id: client.clientId,
        redirect_uris: client.redirectUris,
        grant_types: ['implicit'],
        response_types: ['id_token'],
        token_endpoint_auth_method: 'none',
      })),
    ],
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
  // Local redirect URIs are plain http on *.localhost: allowed here, for tests only (the
  // library refuses them for implicit clients by default).
  const schema = provider.Client.Schema.prototype;
  const invalidate = schema.invalidate;
  schema.invalidate = function (this: unknown, message: string, code?: string) {
    if (code === 'implicit-force-https' || code === 'implicit-forbid-localhost') return;
    invalidate.call(this, message, code);
  };
  const handle = provider.callback();

  const finish = async (
    req: http.IncomingMessage,
    res: http.ServerResponse,
    params: Record<string, string | undefined>,
    account: LocalAccount,
  ) => {
    accounts.set(account.sub, account);
    const grant = new provider.Grant({ accountId: account.sub, clientId: params.client_id! });
    grant.addOIDCScope(params.scope ?? 'openid');
    const grantId = await grant.save();
    await provider.interactionFinished(
      req,
      res,
      { login: { accountId: account.sub }, consent: { grantId } },
      { mergeWithLastSubmission: false },
    );
  };

  providerReady((req, res) => {
    if (!req.url?.startsWith('/interaction/')) return handle(req, res);
    void (async () => {
      const interaction = await provider.interactionDetails(req, res);
      const { params } = interaction;
      const hinted = params.login_hint ? accounts.get(params.login_hint) : undefined;
      if (hinted) return finish(req, res, params, hinted);

      if (req.method !== 'POST') {
        res.setHeader('content-type', 'text/html; charset=utf-8');
        res.end(signInPage(interaction.uid, params.client_id ?? ''));
        return;
      }
      const form = await readForm(req);
      if (form.get('action') === 'deny') {
        await provider.interactionFinished(
          req,
          res,
          { error: 'access_denied', error_description: 'The user denied the sign-in.' },
          { mergeWithLastSubmission: false },
        );
        return;
      }
      const email = (form.get('email') ?? '').trim().toLowerCase();
      const known = [...accounts.values()].find((account) => account.email === email);
      if (!known && !(options.openSignIn && /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email))) {
        res.statusCode = 400;
        res.setHeader('content-type', 'text/html; charset=utf-8');
        res.end(signInPage(interaction.uid, params.client_id ?? '', 'Unknown account.'));
        return;
      }
      await finish(
        req,
        res,
        params,
        known ?? { sub: subjectForEmail(email), email, email_verified: true },
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
