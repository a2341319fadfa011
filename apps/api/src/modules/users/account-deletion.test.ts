import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { users } from '../../db/schema';
import {
  bearer,
  clientIp,
  createAccountsTestApp,
  readCode,
  verifiedUser,
  waitForEmail,
  type SignedUp,
} from '../../test/test-accounts';

/** Issue 26: deleting the account asks for the password, or a mailed code, and mails after. */
const { app, database, clock } = await createAccountsTestApp();
const { db } = database;

const deleteAccount = (owner: SignedUp, payload: object) =>
  app.inject({
    method: 'POST',
    url: '/api/my-data/delete-account/',
    headers: { ...bearer(owner.access), ...clientIp() },
    payload: { confirm: true, ...payload },
  });
const sendCode = (owner: SignedUp) =>
  app.inject({
    method: 'POST',
    url: '/api/my-data/delete-account/send-code/',
    headers: { ...bearer(owner.access), ...clientIp() },
  });
const deletionMails = async (owner: SignedUp) => {
  const res = await app.inject({ url: `/api/dev/outbox?to=${encodeURIComponent(owner.email)}` });
  return (res.json().messages as { subject: string }[]).filter((m) => /deleted/i.test(m.subject));
};
const exists = async (owner: SignedUp) =>
  (await db.select().from(users).where(eq(users.id, owner.userId))).length === 1;

describe('POST /api/my-data/delete-account/ with a password', () => {
  it('refuses a wrong password with a field message and deletes nothing', async () => {
    const owner = await verifiedUser(app);
    const res = await deleteAccount(owner, { password: 'not my password' });
    expect(res.statusCode).toBe(400);
    expect(res.json().fields).toEqual({
      password: ['That password is not right. Nothing was deleted.'],
    });
    expect(await exists(owner)).toBe(true);
    // No deletion mail. (Counting all of them raced the welcome mail of a new account, which
    // is sent after the answer: on Postgres it arrived between the two counts.)
    expect(await deletionMails(owner)).toEqual([]);
  });

  it('refuses a request with neither password nor code, naming the password field', async () => {
    const owner = await verifiedUser(app);
    const res = await deleteAccount(owner, {});
    expect(res.statusCode).toBe(400);
    expect(res.json().fields).toEqual({
      password: ['Enter your password, or the code we emailed you.'],
    });
    expect(await exists(owner)).toBe(true);
  });

  it('refuses a code for an account that has a password', async () => {
    const owner = await verifiedUser(app);
    expect((await sendCode(owner)).json().fields).toEqual({
      password: ['Enter your password to confirm.'],
    });
    const res = await deleteAccount(owner, { otp: '123456' });
    expect(res.statusCode).toBe(400);
    expect(await exists(owner)).toBe(true);
  });

  it('deletes with the right password and mails a confirmation', async () => {
    const owner = await verifiedUser(app);
    const res = await deleteAccount(owner, { password: owner.password });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ deleted: true });
    expect(await exists(owner)).toBe(false);
    const mail = await waitForEmail(app, owner.email, /Your account was deleted/);
    expect(mail.text).toContain('If this was not you, contact our support');
  });
});

describe('an account without a password (code or social sign-in)', () => {
  async function passwordless() {
    const owner = await verifiedUser(app);
    await db.update(users).set({ passwordHash: null }).where(eq(users.id, owner.userId));
    return owner;
  }

  it('asks for a mailed code; a wrong code deletes nothing; the right one deletes', async () => {
    const owner = await passwordless();
    expect((await deleteAccount(owner, { password: 'anything' })).json().fields).toEqual({
      otp: ['Your account has no password: ask for a code by email to confirm, and enter it.'],
    });
    // The sign-up's code was this address's one code of the minute: the next comes after it.
    expect((await sendCode(owner)).statusCode).toBe(429);
    clock.advance(61_000);
    const sent = await sendCode(owner);
    expect(sent.statusCode, sent.body).toBe(200);

    const code = await readCode(app, owner.email, /delete your account/);
    const wrong = await deleteAccount(owner, { otp: code === '000000' ? '111111' : '000000' });
    expect(wrong.statusCode).toBe(400);
    expect(Object.keys(wrong.json().fields)).toEqual(['otp']);
    expect(await exists(owner)).toBe(true);

    const res = await deleteAccount(owner, { otp: code });
    expect(res.statusCode, res.body).toBe(200);
    expect(await exists(owner)).toBe(false);
    await waitForEmail(app, owner.email, /Your account was deleted/);
  });
});
