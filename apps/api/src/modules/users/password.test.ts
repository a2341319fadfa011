import { describe, expect, it } from 'vitest';
import {
  bearer,
  clientIp,
  createAccountsTestApp,
  readCode,
  signUp,
  uniqueEmail,
  waitForEmail,
} from '../../test/test-accounts';

const NEW_PASSWORD = 'a brand new passphrase';

describe('password reset', async () => {
  const { app, clock } = await createAccountsTestApp();
  const post = (url: string, payload: object, headers = clientIp()) =>
    app.inject({ method: 'POST', url, headers, payload });
  const sendCode = (email: string) => post('/api/users/send-reset-password-otp/', { email });
  const verifyCode = (email: string, otp: string, headers = clientIp()) =>
    post('/api/users/verify-reset-password-otp/', { email, otp }, headers);
  const reset = (email: string, resetToken: string, password = NEW_PASSWORD) =>
    post('/api/users/reset-password/', { email, reset_token: resetToken, password });
  const login = (email: string, password: string) => post('/api/users/login/', { email, password });

  it('resets the password through code → reset token → new password, ending every session', async () => {
    const user = await signUp(app);
    clock.advance(61_000);
    const sent = await sendCode(user.email);
    expect(sent.statusCode).toBe(200);
    const otp = await readCode(app, user.email, /password reset code/);

    const verified = await verifyCode(user.email, otp);
    expect(verified.statusCode).toBe(200);
    const resetToken = verified.json().reset_token as string;
    expect(resetToken.length).toBeGreaterThanOrEqual(40);

    const res = await reset(user.email, resetToken);
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toMatch(/reset/);
    await waitForEmail(app, user.email, /password was changed/);

    expect((await login(user.email, user.password)).statusCode).toBe(400);
    const fresh = await login(user.email, NEW_PASSWORD);
    expect(fresh.statusCode).toBe(200);
    expect(fresh.json().is_verified).toBe(true);
    const oldSession = await post('/api/users/refresh-token/', { refresh: user.refresh });
    expect(oldSession.statusCode).toBe(401);
    // The reset token works once.
    expect((await reset(user.email, resetToken, 'yet another passphrase')).statusCode).toBe(400);
  });

  it('answers send-reset-password-otp the same whether or not the account exists', async () => {
    const user = await signUp(app);
    clock.advance(61_000);
    const known = await sendCode(user.email);
    const unknown = await sendCode(uniqueEmail('nobody'));
    expect(known.statusCode).toBe(200);
    expect(unknown.statusCode).toBe(200);
    expect(known.json()).toEqual(unknown.json());
  });

  it('refuses a wrong code the same way for unknown addresses, and voids it after five tries', async () => {
    const user = await signUp(app);
    clock.advance(61_000);
    await sendCode(user.email);
    const otp = await readCode(app, user.email, /password reset code/);
    const wrong = String((Number(otp) + 1) % 1_000_000).padStart(6, '0');

    const unknown = await verifyCode(uniqueEmail('nobody'), wrong);
    const first = await verifyCode(user.email, wrong);
    expect(unknown.statusCode).toBe(400);
    expect(first.statusCode).toBe(400);
    expect(unknown.json().message).toBe(first.json().message);

    for (let i = 0; i < 4; i += 1)
      expect((await verifyCode(user.email, wrong)).statusCode).toBe(400);
    // Five wrong tries: the code is void, and the address is throttled besides.
    const after = await verifyCode(user.email, otp);
    expect([400, 429]).toContain(after.statusCode);
    clock.advance(15 * 60_000 + 1000);
    expect((await verifyCode(user.email, otp)).statusCode).toBe(400);
  });

  it('needs the reset token issued for that address', async () => {
    const victim = await signUp(app);
    const attacker = await signUp(app);
    clock.advance(61_000);
    await sendCode(attacker.email);
    const otp = await readCode(app, attacker.email, /password reset code/);
    const token = (await verifyCode(attacker.email, otp)).json().reset_token;
    expect((await reset(victim.email, token)).statusCode).toBe(400);
    expect((await reset(attacker.email, 'made-up-token')).statusCode).toBe(400);
  });

  it('refuses a common password without spending the reset token', async () => {
    const user = await signUp(app);
    clock.advance(61_000);
    await sendCode(user.email);
    const otp = await readCode(app, user.email, /password reset code/);
    const token = (await verifyCode(user.email, otp)).json().reset_token;
    const weak = await reset(user.email, token, 'iloveyou123');
    expect(weak.statusCode).toBe(400);
    expect(weak.json().fields.password).toBeDefined();
    expect((await reset(user.email, token)).statusCode).toBe(200);
  });
});

describe('change password', async () => {
  const { app } = await createAccountsTestApp();
  const change = (access: string | undefined, payload: object) =>
    app.inject({
      method: 'POST',
      url: '/api/users/change-password/',
      headers: { ...clientIp(), ...(access ? bearer(access) : {}) },
      payload,
    });

  it('changes the password, keeps this session and ends the others', async () => {
    const user = await signUp(app);
    const otherDevice = await app.inject({
      method: 'POST',
      url: '/api/users/login/',
      payload: { email: user.email, password: user.password },
    });
    const res = await change(user.access, {
      old_password: user.password,
      new_password: NEW_PASSWORD,
    });
    expect(res.statusCode).toBe(200);
    await waitForEmail(app, user.email, /password was changed/);

    const refresh = (token: string) =>
      app.inject({ method: 'POST', url: '/api/users/refresh-token/', payload: { refresh: token } });
    expect((await refresh(user.refresh)).statusCode).toBe(200);
    expect((await refresh(otherDevice.json().refresh)).statusCode).toBe(401);

    const login = await app.inject({
      method: 'POST',
      url: '/api/users/login/',
      payload: { email: user.email, password: NEW_PASSWORD },
    });
    expect(login.statusCode).toBe(200);
  });

  it('refuses a wrong current password, a common or unchanged new one, and anonymous callers', async () => {
    const user = await signUp(app);
    const wrong = await change(user.access, {
      old_password: 'not my password',
      new_password: NEW_PASSWORD,
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().fields.old_password).toBeDefined();

    const common = await change(user.access, {
      old_password: user.password,
      new_password: 'qwerty123456',
    });
    expect(common.statusCode).toBe(400);
    expect(common.json().fields.new_password[0]).toMatch(/too common/);

    const same = await change(user.access, {
      old_password: user.password,
      new_password: user.password,
    });
    expect(same.statusCode).toBe(400);

    expect(
      (await change(undefined, { old_password: 'x', new_password: NEW_PASSWORD })).statusCode,
    ).toBe(401);
  });
});
