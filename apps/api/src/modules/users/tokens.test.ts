import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { SignJWT, UnsecuredJWT } from 'jose';
import { describe, expect, it } from 'vitest';
import { testConfig } from '../../config';
import { bearer, createAccountsTestApp, signUp } from '../../test/test-accounts';

const { accessSecret } = testConfig().jwt;
const key = new TextEncoder().encode(accessSecret);

describe('access tokens', async () => {
  const { app } = await createAccountsTestApp();
  const user = await signUp(app);
  const me = (token: string) => app.inject({ url: '/api/users/me/', headers: bearer(token) });

  it('is an HS256 JWT with sub, sid, iat, exp (15 minutes), jti and typ access', async () => {
    const [header, payload] = user.access
      .split('.')
      .slice(0, 2)
      .map((part) => JSON.parse(Buffer.from(part, 'base64url').toString()));
    expect(header).toEqual({ alg: 'HS256', typ: 'JWT' });
    expect(payload).toEqual({
      sub: user.userId,
      sid: expect.any(String),
      typ: 'access',
      iat: expect.any(Number),
      exp: payload.iat + 15 * 60,
      jti: expect.any(String),
    });
    expect((await me(user.access)).statusCode).toBe(200);
  });

  const sid = (token: string) =>
    JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString()).sid as string;
  const sign = (claims: Record<string, unknown>) =>
    new SignJWT({ typ: 'access', sid: sid(user.access), ...claims })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(user.userId)
      .setIssuedAt()
      .setJti(randomUUID())
      .setExpirationTime('15m')
      .sign(key);

  it('refuses an expired token', async () => {
    const expired = await new SignJWT({ typ: 'access', sid: randomUUID() })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(user.userId)
      .setIssuedAt(Math.floor(Date.now() / 1000) - 20 * 60)
      .setJti(randomUUID())
      .setExpirationTime(Math.floor(Date.now() / 1000) - 60)
      .sign(key);
    const res = await me(expired);
    expect(res.statusCode).toBe(401);
    expect(res.json().message).toMatch(/invalid or has expired/);
  });

  it('refuses a tampered token', async () => {
    const [header, payload, signature] = user.access.split('.');
    const claims = JSON.parse(Buffer.from(payload!, 'base64url').toString());
    const forged = Buffer.from(JSON.stringify({ ...claims, sub: randomUUID() })).toString(
      'base64url',
    );
    expect((await me(`${header}.${forged}.${signature}`)).statusCode).toBe(401);
    expect((await me(`${user.access.slice(0, -2)}xx`)).statusCode).toBe(401);
  });

  it('refuses alg none, another key, and tokens that are not access tokens', async () => {
    const unsecured = new UnsecuredJWT({ typ: 'access', sid: randomUUID() })
      .setSubject(user.userId)
      .setIssuedAt()
      .setExpirationTime('15m')
      .setJti(randomUUID())
      .encode();
    expect((await me(unsecured)).statusCode).toBe(401);

    const otherKey = await new SignJWT({ typ: 'access', sid: randomUUID() })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(user.userId)
      .setIssuedAt()
      .setJti(randomUUID())
      .setExpirationTime('15m')
      .sign(new TextEncoder().encode('another-secret-of-at-least-32-characters!'));
    expect((await me(otherKey)).statusCode).toBe(401);

    const hs512 = await new SignJWT({ typ: 'access', sid: randomUUID() })
      .setProtectedHeader({ alg: 'HS512' })
      .setSubject(user.userId)
      .setIssuedAt()
      .setJti(randomUUID())
      .setExpirationTime('15m')
      .sign(key);
    expect((await me(hs512)).statusCode).toBe(401);

    expect((await me(await sign({ typ: 'refresh' }))).statusCode).toBe(401);
    // Issued more than 15 minutes ago, whatever its exp says.
    const old = await new SignJWT({ typ: 'access', sid: randomUUID() })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(user.userId)
      .setIssuedAt(Math.floor(Date.now() / 1000) - 16 * 60)
      .setJti(randomUUID())
      .setExpirationTime('1h')
      .sign(key);
    expect((await me(old)).statusCode).toBe(401);
    expect((await me(await sign({}))).statusCode).toBe(200);
    // Signed with our key, but for a session we never started (or one that ended).
    expect((await me(await sign({ sid: randomUUID() }))).statusCode).toBe(401);
    expect((await me(await sign({ sid: 'not-a-uuid' }))).statusCode).toBe(401);
  });
});

describe('refresh tokens', async () => {
  const { app, database } = await createAccountsTestApp();
  const refresh = (token: string) =>
    app.inject({ method: 'POST', url: '/api/users/refresh-token/', payload: { refresh: token } });

  it('rotates on every use: a new pair, and the old refresh token stops working', async () => {
    const user = await signUp(app);
    const first = await refresh(user.refresh);
    expect(first.statusCode).toBe(200);
    const pair = first.json();
    expect(pair).toEqual({ access: expect.any(String), refresh: expect.any(String) });
    expect(pair.refresh).not.toBe(user.refresh);
    expect(
      (await app.inject({ url: '/api/users/me/', headers: bearer(pair.access) })).statusCode,
    ).toBe(200);
    const second = await refresh(pair.refresh);
    expect(second.statusCode).toBe(200);
  });

  it('revokes the whole family when a used refresh token comes back', async () => {
    const user = await signUp(app);
    const rotated = (await refresh(user.refresh)).json();
    // An attacker replays the stolen first token…
    const replay = await refresh(user.refresh);
    expect(replay.statusCode).toBe(401);
    // …and the legitimate, newest token dies with the family.
    expect((await refresh(rotated.refresh)).statusCode).toBe(401);
  });

  it('keeps other sign-ins of the same user when one family is revoked', async () => {
    const user = await signUp(app);
    const other = await app.inject({
      method: 'POST',
      url: '/api/users/login/',
      payload: { email: user.email, password: user.password },
    });
    await refresh(user.refresh);
    await refresh(user.refresh);
    expect((await refresh(other.json().refresh)).statusCode).toBe(200);
  });

  it('ends a family 30 days after sign-in, however often it was refreshed', async () => {
    const user = await signUp(app);
    const rotated = (await refresh(user.refresh)).json();
    await database.db.execute(
      sql`update refresh_tokens set family_expires_at = now() - interval '1 second' where user_id = ${user.userId}`,
    );
    expect((await refresh(rotated.refresh)).statusCode).toBe(401);
  });

  it('refuses unknown tokens and a missing body field', async () => {
    expect((await refresh('not-a-token')).statusCode).toBe(401);
    const missing = await app.inject({
      method: 'POST',
      url: '/api/users/refresh-token/',
      payload: {},
    });
    expect(missing.statusCode).toBe(400);
  });

  it('logout revokes the session; logging out twice or with an unknown token is fine', async () => {
    const user = await signUp(app);
    const rotated = (await refresh(user.refresh)).json();
    const logout = (token: string) =>
      app.inject({ method: 'POST', url: '/api/users/logout/', payload: { refresh: token } });
    const res = await logout(rotated.refresh);
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toMatch(/signed out/);
    expect((await refresh(rotated.refresh)).statusCode).toBe(401);
    expect((await logout(rotated.refresh)).statusCode).toBe(200);
    expect((await logout('unknown')).statusCode).toBe(200);
  });
});
