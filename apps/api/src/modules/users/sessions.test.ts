import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { SignJWT } from 'jose';
import { afterAll, describe, expect, it } from 'vitest';
import { SOCKET_CLOSE } from '@mhp/contract/socket';
import { buildApp } from '../../app';
import { testConfig, type Config } from '../../config';
import type { DatabaseHandle } from '../../db/client';
import { assessments } from '../../db/schema';
import { listen, openSocket } from '../../test/test-chat';
import { createTestDatabase } from '../../test/test-database';
import {
  bearer,
  clientIp,
  readCode,
  signUp,
  STRONG_PASSWORD,
  uniqueEmail,
  type SignedUp,
} from '../../test/test-accounts';
import { createMemoryCounterStore } from './rate-limiter';

/**
 * Sessions that end (issue 25, N3, N4, N10): an access token names its session, and a session
 * that ended refuses its access tokens at once, closes its open chat sockets at once, and
 * refuses new ones: sign-out, a password change or reset, the address's owner taking the
 * account over, account deletion, the token's own expiry.
 */
let now = Date.now();
/** The throttles' clock: a code may be sent again once it moved a minute. */
const clock = { now: () => now, advance: (ms: number) => void (now += ms) };

async function sessionsApp(options: { database?: DatabaseHandle; config?: Partial<Config> } = {}) {
  const database = options.database ?? (await createTestDatabase());
  const app = await buildApp({
    config: testConfig({
      webDistDir: '/nonexistent-web-dist',
      trustProxy: true,
      ...options.config,
    }),
    database,
    accounts: { counters: createMemoryCounterStore(clock.now) },
    chat: { heartbeatMs: 300 },
  });
  await app.ready();
  afterAll(async () => {
    await app.close();
    if (!options.database) await database.close();
  });
  return { app, database, base: await listen(app) };
}

const { app, database, base } = await sessionsApp();
const { accessSecret } = testConfig().jwt;

const post = (url: string, payload: object, access?: string) =>
  app.inject({
    method: 'POST',
    url,
    payload,
    headers: { ...clientIp(), ...(access ? bearer(access) : {}) },
  });
const me = (access: string) => app.inject({ url: '/api/users/me/', headers: bearer(access) });
const sidOf = (access: string) =>
  JSON.parse(Buffer.from(access.split('.')[1]!, 'base64url').toString()).sid as string;

async function login(user: SignedUp) {
  const res = await post('/api/users/login/', { email: user.email, password: user.password });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as { access: string; refresh: string };
}

async function roomOf(access: string) {
  const res = await post('/api/chat-room/', { name: 'Mine' }, access);
  expect(res.statusCode, res.body).toBe(201);
  return res.json().slug as string;
}

/** An open socket on `access`, proven live by a sync. */
async function liveSocket(slug: string, access: string) {
  const socket = await openSocket(base, slug, access);
  socket.send({ type: 'resume', last_id: null });
  await socket.next('sync');
  return socket;
}

describe('sign-out', () => {
  it('closes the session’s open socket, refuses its access token and any new socket, and leaves other sessions alone', async () => {
    const user = await signUp(app);
    const other = await login(user);
    const slug = await roomOf(user.access);
    const socket = await liveSocket(slug, user.access);
    const otherSocket = await liveSocket(slug, other.access);

    expect((await post('/api/users/logout/', { refresh: user.refresh })).statusCode).toBe(200);
    expect(await socket.closed).toEqual(SOCKET_CLOSE.sessionEnded);
    expect((await me(user.access)).statusCode).toBe(401);
    const again = await openSocket(base, slug, user.access);
    expect(await again.closed).toEqual(SOCKET_CLOSE.unauthorized);

    // The other sign-in is another session: it goes on.
    expect((await me(other.access)).statusCode).toBe(200);
    otherSocket.send({ message: 'What is a varicocele?' });
    expect((await otherSocket.next('ai_message')).stopped).toBe(false);
    await otherSocket.close();
  });

  it('stores nothing sent on a socket after its session ended', async () => {
    const user = await signUp(app);
    const slug = await roomOf(user.access);
    const socket = await liveSocket(slug, user.access);
    await post('/api/users/logout/', { refresh: user.refresh });
    if (socket.ws.readyState === socket.ws.OPEN) socket.send({ message: 'After sign-out' });
    await socket.closed;
    const fresh = await login(user);
    const stored = await app.inject({
      url: `/api/chat-room-messages/${slug}/`,
      headers: bearer(fresh.access),
    });
    expect(stored.json().results).toEqual([]);
  });
});

describe('password change', () => {
  it('ends every other session at once (sockets and tokens); the caller’s own goes on', async () => {
    const user = await signUp(app);
    const elsewhere = await login(user);
    const slug = await roomOf(user.access);
    const mine = await liveSocket(slug, user.access);
    const theirs = await liveSocket(slug, elsewhere.access);

    const change = await post(
      '/api/users/change-password/',
      { old_password: STRONG_PASSWORD, new_password: 'a different long passphrase 77' },
      user.access,
    );
    expect(change.statusCode, change.body).toBe(200);
    expect(await theirs.closed).toEqual(SOCKET_CLOSE.sessionEnded);
    expect((await me(elsewhere.access)).statusCode).toBe(401);

    expect((await me(user.access)).statusCode).toBe(200);
    mine.send({ type: 'resume', last_id: null });
    expect((await mine.next('sync')).room).toBe(slug);
    await mine.close();
  });

  it('a reset by emailed code ends every session, sockets included', async () => {
    const user = await signUp(app);
    const slug = await roomOf(user.access);
    const socket = await liveSocket(slug, user.access);
    clock.advance(61_000);
    await post('/api/users/send-reset-password-otp/', { email: user.email });
    const otp = await readCode(app, user.email, /password reset code/);
    const verified = await post('/api/users/verify-reset-password-otp/', {
      email: user.email,
      otp,
    });
    expect(verified.statusCode, verified.body).toBe(200);
    const reset = await post('/api/users/reset-password/', {
      email: user.email,
      reset_token: verified.json().reset_token,
      password: 'a brand new long passphrase 12',
    });
    expect(reset.statusCode, reset.body).toBe(200);
    expect(await socket.closed).toEqual(SOCKET_CLOSE.sessionEnded);
    expect((await me(user.access)).statusCode).toBe(401);
  });
});

describe('token expiry', () => {
  it('closes a socket when its access token expires (the page refreshes and reconnects)', async () => {
    const user = await signUp(app);
    const slug = await roomOf(user.access);
    const now = Math.floor(Date.now() / 1000);
    const shortLived = await new SignJWT({ typ: 'access', sid: sidOf(user.access) })
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setSubject(user.userId)
      .setIssuedAt(now)
      .setExpirationTime(now + 2)
      .setJti(randomUUID())
      .sign(new TextEncoder().encode(accessSecret));
    const socket = await liveSocket(slug, shortLived);
    expect(await socket.closed).toEqual(SOCKET_CLOSE.unauthorized);
    // The session itself is live: a fresh token opens a socket again.
    const fresh = await liveSocket(slug, user.access);
    await fresh.close();
  });

  it('closes a socket whose session was revoked without a message (the heartbeat checks again)', async () => {
    const user = await signUp(app);
    const slug = await roomOf(user.access);
    const socket = await liveSocket(slug, user.access);
    // Revoked behind the API's back: no end is announced, the periodic check finds it.
    await database.db.execute(
      sql`update refresh_tokens set revoked_at = now() where user_id = ${user.userId}`,
    );
    expect(await socket.closed).toEqual(SOCKET_CLOSE.sessionEnded);
  }, 20_000);
});

describe('the address’s owner takes a pre-registered account over', () => {
  it('the pre-registering attacker’s access token, refresh token and socket stop at once', async () => {
    const email = uniqueEmail('victim');
    // The attacker signs up first with the victim's address and a password of their own.
    const attacker = await signUp(app, { email, password: 'attacker long passphrase 99' });
    const slug = await roomOf(attacker.access);
    const socket = await liveSocket(slug, attacker.access);
    expect(
      (await app.inject({ url: '/api/my-data/', headers: bearer(attacker.access) })).statusCode,
    ).toBe(200);

    // The real owner signs in with a code sent to their mailbox.
    clock.advance(61_000);
    await post('/api/users/send-otp/', { email, purpose: 'login' });
    const otp = await readCode(app, email, /sign-in code/);
    const owner = await post('/api/users/login/', { email, otp });
    expect(owner.statusCode, owner.body).toBe(200);

    expect(
      (await app.inject({ url: '/api/my-data/', headers: bearer(attacker.access) })).statusCode,
    ).toBe(401);
    expect(
      (await post('/api/my-disease/create/', { name: 'Varicocele' }, attacker.access)).statusCode,
    ).toBe(401);
    expect(
      (
        await post(
          '/api/user-processor-variable/create/',
          { processor_variable: 'smoking', value: 'daily' },
          attacker.access,
        )
      ).statusCode,
    ).toBe(401);
    expect(await socket.closed).toEqual(SOCKET_CLOSE.sessionEnded);
    expect(
      (await post('/api/users/refresh-token/', { refresh: attacker.refresh })).statusCode,
    ).toBe(401);
    // The owner's own session works.
    expect((await me(owner.json().access)).statusCode).toBe(200);
  });
});

describe('account deletion', () => {
  it('closes the account’s sockets, refuses its token, and a self-assessment with it is 401 and not stored', async () => {
    const user = await signUp(app);
    const slug = await roomOf(user.access);
    const socket = await liveSocket(slug, user.access);
    const deleted = await post(
      '/api/my-data/delete-account/',
      { confirm: true, password: user.password },
      user.access,
    );
    expect(deleted.statusCode, deleted.body).toBe(200);
    expect(await socket.closed).toEqual(SOCKET_CLOSE.sessionEnded);
    expect((await me(user.access)).statusCode).toBe(401);

    const assessment = await post(
      '/api/varicocele/submit-assess/',
      {
        assessment_type: 'pain',
        answers: {
          red_flags: ['none'],
          pain_score: 5,
          onset: 'gradual',
          character: 'dull_ache',
          timing: 'after_standing',
          relief_lying_down: 'yes',
        },
      },
      user.access,
    );
    expect(assessment.statusCode).toBe(401);
    expect(
      await database.db.select().from(assessments).where(eq(assessments.userId, user.userId)),
    ).toEqual([]);
  });
});

const redisUrl = process.env.TEST_REDIS_URL;

describe.runIf(redisUrl)('two instances over Redis (TEST_REDIS_URL)', async () => {
  const shared = await createTestDatabase();
  afterAll(() => shared.close());
  const first = await sessionsApp({ database: shared, config: { redisUrl } });
  const second = await sessionsApp({ database: shared, config: { redisUrl } });

  it('a sign-out on one instance closes the socket on the other and its token is refused there at once', async () => {
    const user = await signUp(first.app);
    const slug = (
      await second.app.inject({
        method: 'POST',
        url: '/api/chat-room/',
        headers: bearer(user.access),
        payload: {},
      })
    ).json().slug as string;
    const socket = await openSocket(second.base, slug, user.access);
    socket.send({ type: 'resume', last_id: null });
    await socket.next('sync');
    // The second instance has the session in its cache as live.
    expect(
      (await second.app.inject({ url: '/api/users/me/', headers: bearer(user.access) })).statusCode,
    ).toBe(200);

    await first.app.inject({
      method: 'POST',
      url: '/api/users/logout/',
      payload: { refresh: user.refresh },
    });
    expect(await socket.closed).toEqual(SOCKET_CLOSE.sessionEnded);
    expect(
      (await second.app.inject({ url: '/api/users/me/', headers: bearer(user.access) })).statusCode,
    ).toBe(401);
  });
});
