import { randomBytes } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, describe, expect, it } from 'vitest';
import { oauth1Signature } from './oauth1';
import { clientIp, createAccountsTestApp, uniqueEmail } from '../../test/test-accounts';

const consumer = { key: 'mhp-consumer-key', secret: 'mhp-consumer-secret' };

/**
 * X cannot run here, so its three OAuth 1.0a endpoints are stood in for at the HTTP
 * boundary. The stand-in checks every signature (with the signer that reproduces X's
 * documented example) and the token each step must carry.
 */
async function startXStandIn(account: { id_str: string; email: string | null; name: string }) {
  const requestTokens = new Map<string, { secret: string; verifier: string }>();
  const accessTokens = new Map<string, string>();
  const calls: string[] = [];

  const server = http.createServer(async (req, res) => {
    const url = new URL(req.url!, `http://${req.headers.host}`);
    calls.push(`${req.method} ${url.pathname}`);
    const params = Object.fromEntries(
      [
        ...(req.headers.authorization ?? '').replace(/^OAuth /, '').matchAll(/(\w+)="([^"]*)"/g),
      ].map(([, key, value]) => [key!, decodeURIComponent(value!)]),
    );
    const { oauth_signature: signature, ...signed } = params;
    const tokenSecret =
      url.pathname === '/oauth/access_token'
        ? requestTokens.get(params.oauth_token ?? '')?.secret
        : url.pathname.startsWith('/1.1/')
          ? accessTokens.get(params.oauth_token ?? '')
          : '';
    const expected =
      tokenSecret !== undefined &&
      oauth1Signature(
        {
          method: req.method!,
          url: url.toString(),
          consumerKey: consumer.key,
          consumerSecret: consumer.secret,
          tokenSecret,
        },
        signed as Record<string, string>,
      );
    if (params.oauth_consumer_key !== consumer.key || signature !== expected) {
      res.writeHead(401).end('Could not authenticate you.');
      return;
    }

    if (url.pathname === '/oauth/request_token' && params.oauth_callback) {
      const token = `request-${randomBytes(4).toString('hex')}`;
      requestTokens.set(token, { secret: randomBytes(8).toString('hex'), verifier: `v-${token}` });
      res.end(
        `oauth_token=${token}&oauth_token_secret=${requestTokens.get(token)!.secret}&oauth_callback_confirmed=true`,
      );
    } else if (url.pathname === '/oauth/access_token') {
      const pending = requestTokens.get(params.oauth_token!)!;
      if (params.oauth_verifier !== pending.verifier) {
        res.writeHead(401).end('Invalid oauth_verifier');
        return;
      }
      const token = `access-${randomBytes(4).toString('hex')}`;
      accessTokens.set(token, randomBytes(8).toString('hex'));
      res.end(
        `oauth_token=${token}&oauth_token_secret=${accessTokens.get(token)}&user_id=${account.id_str}&screen_name=someone`,
      );
    } else if (url.pathname === '/1.1/account/verify_credentials.json') {
      expect(url.searchParams.get('include_email')).toBe('true');
      res.setHeader('content-type', 'application/json');
      res.end(JSON.stringify(account));
    } else {
      res.writeHead(404).end();
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    apiUrl: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    calls,
    /** What X puts in the callback URL after the user authorises the app. */
    verifierFor: (token: string) => requestTokens.get(token)?.verifier ?? 'unknown',
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

describe('sign in with X', async () => {
  const email = uniqueEmail('x-user');
  const x = await startXStandIn({ id_str: '1234567890', email, name: 'Kai Tanaka Smith' });
  afterAll(() => x.close());
  const { app } = await createAccountsTestApp({
    config: {
      x: {
        consumerKey: consumer.key,
        consumerSecret: consumer.secret,
        apiUrl: x.apiUrl,
        callbackUrl: 'http://localhost:8080/login',
      },
    },
  });
  const socialLogin = (payload: object) =>
    app.inject({ method: 'POST', url: '/api/social-media-login/', headers: clientIp(), payload });

  it('gets a request token, then signs in with the verifier X returns', async () => {
    const start = await app.inject({ url: '/api/request-X-token/' });
    expect(start.statusCode, start.body).toBe(200);
    const { oauth_token: token, authorization_url: authorizationUrl } = start.json();
    expect(authorizationUrl).toBe(`${x.apiUrl}/oauth/authenticate?oauth_token=${token}`);

    const res = await socialLogin({
      provider: 'x',
      oauth_token: token,
      oauth_verifier: x.verifierFor(token),
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      is_verified: true,
      user_data: { email, first_name: 'Kai', last_name: 'Tanaka Smith' },
    });
    expect(x.calls).toEqual([
      'POST /oauth/request_token',
      'POST /oauth/access_token',
      'GET /1.1/account/verify_credentials.json',
    ]);

    // A request token is single use.
    const replay = await socialLogin({
      provider: 'x',
      oauth_token: token,
      oauth_verifier: x.verifierFor(token),
    });
    expect(replay.statusCode).toBe(400);
  });

  it('refuses an unknown request token and a wrong verifier', async () => {
    const unknown = await socialLogin({
      provider: 'x',
      oauth_token: 'made-up',
      oauth_verifier: 'v',
    });
    expect(unknown.statusCode).toBe(400);
    const { oauth_token: token } = (await app.inject({ url: '/api/request-X-token/' })).json();
    const wrong = await socialLogin({ provider: 'x', oauth_token: token, oauth_verifier: 'wrong' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().error).toBe('invalid_token');
  });
});

describe('sign in with X, not configured', async () => {
  const { app } = await createAccountsTestApp();

  it('answers 503 with a clear message', async () => {
    const start = await app.inject({ url: '/api/request-X-token/' });
    expect(start.statusCode).toBe(503);
    expect(start.json()).toMatchObject({
      error: 'not_configured',
      message: expect.stringMatching(/Sign-in with X is not set up/),
    });
    const login = await app.inject({
      method: 'POST',
      url: '/api/social-media-login/',
      payload: { provider: 'x', oauth_token: 't', oauth_verifier: 'v' },
    });
    expect(login.statusCode).toBe(503);
  });
});
