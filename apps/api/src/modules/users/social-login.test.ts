import { randomUUID } from 'node:crypto';
import { afterAll, describe, expect, it } from 'vitest';
import { startLocalOidcProvider } from '../../test/test-oidc-provider';
import {
  bearer,
  clientIp,
  createAccountsTestApp,
  signUp,
  STRONG_PASSWORD,
  uniqueEmail,
} from '../../test/test-accounts';

const ourClient = { clientId: 'mhp-web', clientSecret: 'mhp-web-secret-0123456789' };
const otherClient = { clientId: 'someone-else', clientSecret: 'other-secret-0123456789' };

describe('OpenID Connect sign-in against a local provider', async () => {
  const existingEmail = uniqueEmail('existing');
  const squattedEmail = uniqueEmail('squatted');
  const accounts = {
    fresh: {
      sub: randomUUID(),
      email: uniqueEmail('fresh'),
      email_verified: true,
      given_name: 'Ada',
      family_name: 'Okafor',
    },
    existing: { sub: randomUUID(), email: existingEmail, email_verified: true },
    squatted: { sub: randomUUID(), email: squattedEmail, email_verified: true },
    unverified: { sub: randomUUID(), email: uniqueEmail('unverified'), email_verified: false },
  };
  const provider = await startLocalOidcProvider({
    clients: [ourClient, otherClient],
    accounts: Object.values(accounts),
  });
  afterAll(() => provider.close());

  const { app } = await createAccountsTestApp({
    config: { oidc: { google: { issuer: provider.issuer, clientIds: [ourClient.clientId] } } },
  });
  const socialLogin = (payload: object) =>
    app.inject({ method: 'POST', url: '/api/social-media-login/', headers: clientIp(), payload });

  it('creates a verified account from a real ID token and signs it in', async () => {
    const nonce = randomUUID();
    const idToken = await provider.idToken({ client: ourClient, sub: accounts.fresh.sub, nonce });
    const res = await socialLogin({ provider: 'google', id_token: idToken, nonce });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      access: expect.any(String),
      refresh: expect.any(String),
      is_verified: true,
      user_data: { email: accounts.fresh.email, first_name: 'Ada', last_name: 'Okafor' },
    });
    const me = await app.inject({ url: '/api/users/me/', headers: bearer(res.json().access) });
    expect(me.json().user_data.email).toBe(accounts.fresh.email);

    // The next sign-in finds the same account through the link.
    const again = await provider.idToken({ client: ourClient, sub: accounts.fresh.sub });
    const second = await socialLogin({ provider: 'google', id_token: again });
    expect(second.json().user_data.id).toBe(res.json().user_data.id);
  });

  it('links an existing account with the same verified email', async () => {
    const user = await signUp(app, { email: existingEmail });
    const idToken = await provider.idToken({ client: ourClient, sub: accounts.existing.sub });
    const res = await socialLogin({ provider: 'google', id_token: idToken });
    expect(res.statusCode).toBe(200);
    expect(res.json().user_data.id).toBe(user.userId);
    expect(res.json().is_verified).toBe(true);
  });

  it('takes an unverified account back from whoever set its password', async () => {
    const squatter = await signUp(app, { email: squattedEmail });
    const idToken = await provider.idToken({ client: ourClient, sub: accounts.squatted.sub });
    const first = await socialLogin({ provider: 'google', id_token: idToken });
    expect(first.statusCode, first.body).toBe(200);
    const login = await app.inject({
      method: 'POST',
      url: '/api/users/login/',
      headers: clientIp(),
      payload: { email: squattedEmail, password: STRONG_PASSWORD },
    });
    expect(login.statusCode).toBe(400);
    const refresh = await app.inject({
      method: 'POST',
      url: '/api/users/refresh-token/',
      payload: { refresh: squatter.refresh },
    });
    expect(refresh.statusCode).toBe(401);
  });

  it('accepts each ID token once', async () => {
    // A nonce makes this token unlike any other test's, even within the same second.
    const nonce = randomUUID();
    const idToken = await provider.idToken({ client: ourClient, sub: accounts.fresh.sub, nonce });
    const first = await socialLogin({ provider: 'google', id_token: idToken, nonce });
    expect(first.statusCode, first.body).toBe(200);
    const replay = await socialLogin({ provider: 'google', id_token: idToken, nonce });
    expect(replay.statusCode).toBe(400);
    expect(replay.json().error).toBe('invalid_token');
  });

  it('refuses a token for another client, a wrong or missing nonce, and a tampered token', async () => {
    const foreign = await provider.idToken({ client: otherClient, sub: accounts.fresh.sub });
    expect((await socialLogin({ provider: 'google', id_token: foreign })).statusCode).toBe(400);

    const nonce = randomUUID();
    const withNonce = await provider.idToken({ client: ourClient, sub: accounts.fresh.sub, nonce });
    expect(
      (await socialLogin({ provider: 'google', id_token: withNonce, nonce: 'another' })).statusCode,
    ).toBe(400);
    const withNonce2 = await provider.idToken({
      client: ourClient,
      sub: accounts.fresh.sub,
      nonce,
    });
    expect((await socialLogin({ provider: 'google', id_token: withNonce2 })).statusCode).toBe(400);
    const without = await provider.idToken({ client: ourClient, sub: accounts.fresh.sub });
    expect(
      (await socialLogin({ provider: 'google', id_token: without, nonce: 'unexpected' }))
        .statusCode,
    ).toBe(400);

    const [header, payload, signature] = (
      await provider.idToken({ client: ourClient, sub: accounts.fresh.sub })
    ).split('.');
    const claims = JSON.parse(Buffer.from(payload!, 'base64url').toString());
    const forged = Buffer.from(
      JSON.stringify({ ...claims, email: uniqueEmail('victim') }),
    ).toString('base64url');
    const tampered = await socialLogin({
      provider: 'google',
      id_token: `${header}.${forged}.${signature}`,
    });
    expect(tampered.statusCode).toBe(400);
    expect((await socialLogin({ provider: 'google', id_token: 'not.a.jwt' })).statusCode).toBe(400);
  });

  it('refuses an account whose email the provider has not verified', async () => {
    const idToken = await provider.idToken({ client: ourClient, sub: accounts.unverified.sub });
    const res = await socialLogin({ provider: 'google', id_token: idToken });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(/no verified email/);
  });

  it('answers 503 for providers that are not configured', async () => {
    const apple = await socialLogin({ provider: 'apple', id_token: 'x.y.z' });
    expect(apple.statusCode).toBe(503);
    expect(apple.json()).toMatchObject({
      error: 'not_configured',
      message: expect.stringMatching(/Apple/),
    });
    const facebook = await socialLogin({ provider: 'facebook', access_token: 'token' });
    expect(facebook.statusCode).toBe(503);
  });
});
