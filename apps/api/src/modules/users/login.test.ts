import { afterAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app';
import { testConfig } from '../../config';
import type { DatabaseHandle } from '../../db/client';
import { createTestApp } from '../../test/test-app';
import type { LoginEvent } from './sign-in';
import {
  bearer,
  clientIp,
  createAccountsTestApp,
  readCode,
  signUp,
  STRONG_PASSWORD,
  uniqueEmail,
  verifiedUser,
  waitForEmail,
} from '../../test/test-accounts';

describe('login', async () => {
  const logins: LoginEvent[] = [];
  const { app, clock } = await createAccountsTestApp({
    onLogin: (event) => {
      if (event.checkoutId === 'broken-cart') throw new Error('cart service down');
      logins.push(event);
    },
  });
  const login = (payload: object, ip = clientIp()) =>
    app.inject({ method: 'POST', url: '/api/users/login/', headers: ip, payload });

  it('signs in with the password and calls the onLogin hook with the guest cart', async () => {
    const user = await signUp(app);
    const res = await login({
      email: user.email.toUpperCase(),
      password: user.password,
      checkout_id: 'guest-cart-1',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      access: expect.any(String),
      refresh: expect.any(String),
      is_verified: false,
      user_data: { id: user.userId, email: user.email },
    });
    const me = await app.inject({ url: '/api/users/me/', headers: bearer(res.json().access) });
    expect(me.statusCode).toBe(200);
    expect(me.json().user_data.id).toBe(user.userId);
    expect(logins.at(-1)).toEqual({
      userId: user.userId,
      checkoutId: 'guest-cart-1',
      method: 'password',
    });
  });

  it('calls onLogin on sign-up too, and signs in even when the hook fails', async () => {
    const user = await signUp(app, { checkout_id: 'guest-cart-2' });
    expect(logins.at(-1)).toEqual({
      userId: user.userId,
      checkoutId: 'guest-cart-2',
      method: 'sign_up',
    });
    const res = await login({
      email: user.email,
      password: user.password,
      checkout_id: 'broken-cart',
    });
    expect(res.statusCode).toBe(200);
  });

  it('signs in without a password with an emailed code, which also verifies the address', async () => {
    const user = await signUp(app);
    clock.advance(61_000);
    const send = await app.inject({
      method: 'POST',
      url: '/api/users/send-otp/',
      payload: { email: user.email, purpose: 'login' },
    });
    expect(send.statusCode).toBe(200);
    const otp = await readCode(app, user.email, /sign-in code/);

    const res = await login({ email: user.email, otp });
    expect(res.statusCode).toBe(200);
    expect(res.json().is_verified).toBe(true);
    expect(logins.at(-1)).toEqual({ userId: user.userId, method: 'code' });
    // Single use.
    expect((await login({ email: user.email, otp })).statusCode).toBe(400);
    // A verification code is not a sign-in code.
    const verification = await readCode(app, user.email, /verification code/);
    expect((await login({ email: user.email, otp: verification })).statusCode).toBe(400);
  });

  it('lets the mailbox owner take over an account someone else created with their address', async () => {
    // The attacker signs up with the victim's address and a password of his own; the address
    // stays unverified.
    const victimEmail = uniqueEmail('victim');
    const attacker = await signUp(app, {
      email: victimEmail,
      password: 'attacker chosen secret 1',
    });
    clock.advance(61_000);

    // Later the victim signs in with a code sent to their mailbox.
    await app.inject({
      method: 'POST',
      url: '/api/users/send-otp/',
      payload: { email: victimEmail, purpose: 'login' },
    });
    const otp = await readCode(app, victimEmail, /sign-in code/);
    const victim = await login({ email: victimEmail, otp });
    expect(victim.statusCode).toBe(200);
    expect(victim.json().is_verified).toBe(true);

    // The attacker's password and refresh token no longer work...
    const byPassword = await login({ email: victimEmail, password: attacker.password });
    expect(byPassword.statusCode).toBe(400);
    const refreshed = await app.inject({
      method: 'POST',
      url: '/api/users/refresh-token/',
      payload: { refresh: attacker.refresh },
    });
    expect(refreshed.statusCode).toBe(401);
    // ...the victim's own session does, and the victim is told what happened.
    const me = await app.inject({ url: '/api/users/me/', headers: bearer(victim.json().access) });
    expect(me.statusCode).toBe(200);
    const notice = await waitForEmail(app, victimEmail, /address is confirmed/);
    expect(notice.text).toMatch(/removed that password and signed out every other device/);
  });

  it('keeps a verified account as it is when its owner signs in with a code', async () => {
    const user = await verifiedUser(app);
    clock.advance(61_000);
    await app.inject({
      method: 'POST',
      url: '/api/users/send-otp/',
      payload: { email: user.email, purpose: 'login' },
    });
    const otp = await readCode(app, user.email, /sign-in code/);
    expect((await login({ email: user.email, otp })).statusCode).toBe(200);
    expect((await login({ email: user.email, password: user.password })).statusCode).toBe(200);
    const refreshed = await app.inject({
      method: 'POST',
      url: '/api/users/refresh-token/',
      payload: { refresh: user.refresh },
    });
    expect(refreshed.statusCode).toBe(200);
  });

  it('answers the same for an unknown address and a wrong password or code', async () => {
    const user = await signUp(app);
    const unknown = await login({ email: uniqueEmail('nobody'), password: STRONG_PASSWORD });
    const wrong = await login({ email: user.email, password: 'not the right password' });
    expect(unknown.statusCode).toBe(400);
    expect(wrong.statusCode).toBe(400);
    const { requestId: _a, ...unknownBody } = unknown.json();
    const { requestId: _b, ...wrongBody } = wrong.json();
    expect(unknownBody).toEqual(wrongBody);
    expect(unknownBody.message).toBe('Incorrect email or password.');

    const unknownCode = await login({ email: uniqueEmail('nobody'), otp: '123456' });
    const wrongCode = await login({ email: user.email, otp: '123456' });
    expect(unknownCode.statusCode).toBe(wrongCode.statusCode);
    expect(unknownCode.json().message).toBe(wrongCode.json().message);
  });

  it('needs exactly one of password and code', async () => {
    const neither = await login({ email: uniqueEmail() });
    expect(neither.statusCode).toBe(400);
    expect(neither.json().fields.password).toBeDefined();
    const both = await login({ email: uniqueEmail(), password: 'x', otp: '123456' });
    expect(both.statusCode).toBe(400);
  });

  it('locks an address after five wrong passwords (429 with Retry-After), known or not', async () => {
    const user = await signUp(app);
    for (let i = 0; i < 5; i += 1) {
      expect((await login({ email: user.email, password: `wrong password ${i}` })).statusCode).toBe(
        400,
      );
    }
    // Even the right password now waits, from any IP.
    const locked = await login({ email: user.email, password: user.password });
    expect(locked.statusCode).toBe(429);
    const retryAfter = Number(locked.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(60);
    expect(retryAfter).toBeLessThanOrEqual(15 * 60);

    const ghost = uniqueEmail('ghost');
    for (let i = 0; i < 5; i += 1) await login({ email: ghost, password: `wrong password ${i}` });
    const ghostLocked = await login({ email: ghost, password: 'wrong password' });
    expect(ghostLocked.statusCode).toBe(429);
    expect(ghostLocked.json().message).toBe(locked.json().message);

    // The window ends and the owner gets in.
    clock.advance(15 * 60_000 + 1000);
    expect((await login({ email: user.email, password: user.password })).statusCode).toBe(200);
  });

  it('counts concurrent wrong passwords before checking them: a burst of 60 gets 5 checks', async () => {
    const user = await signUp(app);
    const ip = clientIp();
    const answers = await Promise.all(
      Array.from({ length: 60 }, (_, i) =>
        login({ email: user.email, password: `wrong password ${i}` }, ip),
      ),
    );
    const statuses = answers.map((res) => res.statusCode);
    expect(statuses.filter((status) => status === 400)).toHaveLength(5);
    expect(statuses.filter((status) => status === 429)).toHaveLength(55);
  });

  it('refuses the right password when it comes inside a burst beyond the limit', async () => {
    const user = await signUp(app);
    const burst = Array.from({ length: 40 }, (_, i) =>
      login({ email: user.email, password: `wrong password ${i}` }),
    );
    const right = login({ email: user.email, password: user.password });
    const answers = await Promise.all([...burst, right]);
    expect(answers.at(-1)!.statusCode).toBe(429);
    expect(answers.filter((res) => res.statusCode === 400)).toHaveLength(5);
  });

  it("counts one IP's concurrent guesses across addresses before checking them", async () => {
    const ip = clientIp();
    const answers = await Promise.all(
      Array.from({ length: 60 }, () =>
        login({ email: uniqueEmail('burst'), password: 'sprayed password' }, ip),
      ),
    );
    expect(answers.filter((res) => res.statusCode === 400)).toHaveLength(20);
  });

  // 21 argon2 checks in a row: the limit is a hang guard for a busy machine, not a speed goal.
  it("does not count the owner's right passwords against the IP", { timeout: 90_000 }, async () => {
    const user = await signUp(app);
    const ip = clientIp();
    // One more than the per-IP budget of 20.
    for (let i = 0; i < 21; i += 1) {
      expect((await login({ email: user.email, password: user.password }, ip)).statusCode).toBe(
        200,
      );
    }
  });

  it('throttles one IP spraying passwords over many addresses', { timeout: 90_000 }, async () => {
    const ip = clientIp();
    for (let i = 0; i < 20; i += 1) {
      const res = await login({ email: uniqueEmail('spray'), password: 'sprayed password' }, ip);
      expect(res.statusCode).toBe(400);
    }
    const blocked = await login({ email: uniqueEmail('spray'), password: 'sprayed password' }, ip);
    expect(blocked.statusCode).toBe(429);
    expect(blocked.headers['retry-after']).toBeDefined();
    // Another IP is not affected.
    expect((await login({ email: uniqueEmail('spray'), password: 'x' })).statusCode).toBe(400);
  });
});

const redisUrl = process.env.TEST_REDIS_URL;
describe.runIf(redisUrl)('login throttle shared through Redis (TEST_REDIS_URL)', async () => {
  // Two instances of the API on one database and one Redis, as when scaled out.
  const first = await createTestApp({ config: { redisUrl, trustProxy: true } });
  const second = await buildSecondInstance(first.database);
  const login = (app: typeof first.app, payload: object, ip: string) =>
    app.inject({
      method: 'POST',
      url: '/api/users/login/',
      headers: { 'x-forwarded-for': ip },
      payload,
    });

  it('counts failures across instances and answers 429 on either', async () => {
    const email = uniqueEmail('redis');
    const ip = `203.0.113.${Math.floor(Math.random() * 250) + 1}`;
    for (let i = 0; i < 5; i += 1) {
      const app = i % 2 === 0 ? first.app : second;
      expect((await login(app, { email, password: `wrong password ${i}` }, ip)).statusCode).toBe(
        400,
      );
    }
    const locked = await login(second, { email, password: 'wrong password' }, ip);
    expect(locked.statusCode).toBe(429);
    expect(Number(locked.headers['retry-after'])).toBeGreaterThan(0);
  });

  async function buildSecondInstance(database: DatabaseHandle) {
    const app = await buildApp({
      config: testConfig({ webDistDir: '/nonexistent-web-dist', redisUrl }),
      database: { ...database, close: async () => {} },
    });
    await app.ready();
    afterAll(() => app.close());
    return app;
  }
});
