import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { oneTimeCodes, users } from '../../db/schema';
import {
  bearer,
  clientIp,
  countEmails,
  createAccountsTestApp,
  readCode,
  signUp,
  STRONG_PASSWORD,
  uniqueEmail,
  verifiedUser,
  waitForEmail,
} from '../../test/test-accounts';

describe('sign-up and account verification', async () => {
  const { app, database } = await createAccountsTestApp();
  const verifyOtp = (access: string, otp: string) =>
    app.inject({
      method: 'POST',
      url: '/api/users/verify-otp/',
      headers: bearer(access),
      payload: { otp },
    });

  it('creates an unverified account, answers a session and emails a code', async () => {
    const email = uniqueEmail('new');
    const res = await app.inject({
      method: 'POST',
      url: '/api/users/sign-up/',
      headers: clientIp(),
      payload: {
        email: email.toUpperCase(),
        password: STRONG_PASSWORD,
        first_name: 'Sam',
        last_name: '',
        project_type: 'stud',
      },
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({
      is_verified: false,
      access: expect.any(String),
      refresh: expect.any(String),
      user_data: {
        id: expect.any(String),
        email,
        first_name: 'Sam',
        last_name: null,
        phone_number: null,
        address_line_1: null,
        address_line_2: null,
        country: null,
        city: null,
        province: null,
        postal_code: null,
        age: null,
        height: null,
        height_measurement: null,
        weight: null,
        weight_measurement: null,
        biological_sex: null,
        on_boarding_step: null,
        next_step: 'age',
      },
    });
    const mail = await waitForEmail(app, email, /verification code/);
    expect(mail.text).toMatch(/\b\d{6}\b/);
    expect(mail.text).toMatch(/10 minutes/);
  });

  it('stores an argon2id hash and only a keyed hash of the code', async () => {
    const user = await signUp(app);
    const code = await readCode(app, user.email, /verification code/);
    const [row] = await database.db
      .select({ passwordHash: users.passwordHash, codeHash: oneTimeCodes.codeHash })
      .from(users)
      .innerJoin(oneTimeCodes, eq(oneTimeCodes.userId, users.id))
      .where(eq(users.id, user.userId));
    expect(row!.passwordHash).toMatch(/^\$argon2id\$v=19\$m=47104,p=1,t=1\$/);
    expect(row!.codeHash).not.toContain(code);
  });

  it('verifies the account with the emailed code, once, and sends the welcome email', async () => {
    const user = await signUp(app);
    const otp = await readCode(app, user.email, /verification code/);

    const res = await verifyOtp(user.access, otp);
    expect(res.statusCode).toBe(200);
    expect(res.json().is_verified).toBe(true);
    const me = await app.inject({ url: '/api/users/me/', headers: bearer(user.access) });
    expect(me.json().is_verified).toBe(true);
    const welcome = await waitForEmail(app, user.email, /Welcome/);
    expect(welcome.text).toMatch(/\/manage-communications\?i_hash=[\w-]+/);
  });

  it('refuses a wrong code and an anonymous caller', async () => {
    const user = await signUp(app);
    const code = await readCode(app, user.email, /verification code/);
    const wrong = String((Number(code) + 1) % 1_000_000).padStart(6, '0');
    const res = await verifyOtp(user.access, wrong);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      error: 'invalid_code',
      fields: { otp: [expect.any(String)] },
    });

    const anonymous = await app.inject({
      method: 'POST',
      url: '/api/users/verify-otp/',
      payload: { otp: code },
    });
    expect(anonymous.statusCode).toBe(401);
    const malformed = await verifyOtp(user.access, '12ab56');
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().fields.otp).toEqual(['Enter the 6-digit code.']);
  });

  it('voids a code after five wrong tries, even for the right code afterwards', async () => {
    const user = await signUp(app);
    const code = await readCode(app, user.email, /verification code/);
    const wrong = String((Number(code) + 1) % 1_000_000).padStart(6, '0');
    for (let i = 0; i < 5; i += 1)
      expect((await verifyOtp(user.access, wrong)).statusCode).toBe(400);
    expect((await verifyOtp(user.access, code)).statusCode).toBe(400);
  });

  it('refuses an expired code', async () => {
    const user = await signUp(app);
    const code = await readCode(app, user.email, /verification code/);
    await database.db.execute(
      sql`update one_time_codes set expires_at = now() - interval '1 second' where user_id = ${user.userId}`,
    );
    expect((await verifyOtp(user.access, code)).statusCode).toBe(400);
  });

  it('refuses a taken address, a common password and a malformed body', async () => {
    const user = await signUp(app);
    const taken = await app.inject({
      method: 'POST',
      url: '/api/users/sign-up/',
      headers: clientIp(),
      payload: { email: user.email.toUpperCase(), password: STRONG_PASSWORD },
    });
    expect(taken.statusCode).toBe(409);

    const common = await app.inject({
      method: 'POST',
      url: '/api/users/sign-up/',
      headers: clientIp(),
      payload: { email: uniqueEmail(), password: 'Password123' },
    });
    expect(common.statusCode).toBe(400);
    expect(common.json().fields.password[0]).toMatch(/too common/);

    const invalid = await app.inject({
      method: 'POST',
      url: '/api/users/sign-up/',
      headers: clientIp(),
      payload: { email: 'not-an-email', password: 'short' },
    });
    expect(invalid.statusCode).toBe(400);
    expect(Object.keys(invalid.json().fields).sort()).toEqual(['email', 'password']);
  });

  it('throttles sign-ups from one IP', async () => {
    const ip = clientIp();
    const statuses: number[] = [];
    for (let i = 0; i < 11; i += 1) {
      const res = await app.inject({
        method: 'POST',
        url: '/api/users/sign-up/',
        headers: ip,
        // A refused password still counts, and needs no hashing.
        payload: { email: uniqueEmail(), password: 'password' },
      });
      statuses.push(res.statusCode);
    }
    expect(statuses.slice(0, 10)).toEqual(Array(10).fill(400));
    expect(statuses[10]).toBe(429);
  });
});

describe('send-otp', async () => {
  const { app, clock } = await createAccountsTestApp();
  const sendOtp = (email: string, purpose: 'verify_account' | 'login') =>
    app.inject({ method: 'POST', url: '/api/users/send-otp/', payload: { email, purpose } });

  it('answers the same for unknown, unverified and verified addresses', async () => {
    const unverified = await signUp(app);
    const verified = await verifiedUser(app);
    clock.advance(61_000);
    const answers = await Promise.all(
      [uniqueEmail('nobody'), unverified.email, verified.email].map(async (email) => {
        const res = await sendOtp(email, 'verify_account');
        return { status: res.statusCode, body: res.json() };
      }),
    );
    expect(answers[0]!.status).toBe(200);
    expect(answers[1]).toEqual(answers[0]);
    expect(answers[2]).toEqual(answers[0]);
    // Only the unverified account needed (and got) a new verification code.
    const codes = await readCode(app, unverified.email, /verification code/, { after: 1 });
    expect(codes).toMatch(/^\d{6}$/);
  });

  it('limits sends to one a minute and five an hour per address, with Retry-After', async () => {
    const email = uniqueEmail('resend');
    expect((await sendOtp(email, 'login')).statusCode).toBe(200);
    const again = await sendOtp(email, 'login');
    expect(again.statusCode).toBe(429);
    expect(again.json().error).toBe('too_many_requests');
    const retryAfter = Number(again.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(60);

    for (let i = 0; i < 4; i += 1) {
      clock.advance(61_000);
      expect((await sendOtp(email, 'login')).statusCode).toBe(200);
    }
    clock.advance(61_000);
    const hourly = await sendOtp(email, 'login');
    expect(hourly.statusCode).toBe(429);
    expect(Number(hourly.headers['retry-after'])).toBeGreaterThan(60);
  });

  it('sends nothing to an address without an account', async () => {
    const email = uniqueEmail('ghost');
    await sendOtp(email, 'login');
    await sendOtp(email, 'verify_account');
    await app.inject({
      method: 'POST',
      url: '/api/users/send-reset-password-otp/',
      payload: { email },
    });
    expect(await countEmails(app, email)).toBe(0);
  });
});
