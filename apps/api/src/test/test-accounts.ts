import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { afterAll, expect } from 'vitest';
import { buildApp } from '../app';
import { testConfig, type Config } from '../config';
import { createTestDatabase } from './test-database';
import type { AuthLimits } from '../modules/users/auth-throttle';
import { createMemoryCounterStore } from '../modules/users/rate-limiter';
import type { LoginHook } from '../modules/users/sign-in';

/**
 * Helpers for the accounts tests: unique addresses, a distinct client address per call
 * (so the per-IP throttles of one test do not leak into the next), and reading the codes
 * from the dev outbox the way a user reads their inbox.
 */

/**
 * The real app on a fresh database, like createTestApp, with the throttle counters on a
 * clock the test moves (`clock.advance(61_000)` instead of waiting a minute).
 */
export async function createAccountsTestApp(
  options: { config?: Partial<Config>; onLogin?: LoginHook; limits?: Partial<AuthLimits> } = {},
) {
  let now = Date.now();
  const clock = { now: () => now, advance: (ms: number) => void (now += ms) };
  const database = await createTestDatabase();
  const app = await buildApp({
    // As behind the production proxy: tests give each caller its own X-Forwarded-For address.
    config: testConfig({
      webDistDir: '/nonexistent-web-dist',
      trustProxy: true,
      ...options.config,
    }),
    database,
    accounts: {
      counters: createMemoryCounterStore(clock.now),
      onLogin: options.onLogin,
      limits: options.limits,
    },
  });
  await app.ready();
  afterAll(async () => {
    await app.close();
    await database.close();
  });
  return { app, database, clock };
}

export const STRONG_PASSWORD = 'correct horse battery staple';

let ipCounter = 0;
/** A fresh X-Forwarded-For value (trustProxy is on, so it becomes request.ip). */
export function clientIp(): Record<string, string> {
  ipCounter += 1;
  return { 'x-forwarded-for': `198.51.${Math.floor(ipCounter / 250)}.${(ipCounter % 250) + 1}` };
}

export function uniqueEmail(label = 'user'): string {
  return `${label}-${randomUUID().slice(0, 8)}@example.com`;
}

export const bearer = (access: string) => ({ authorization: `Bearer ${access}` });

interface OutboxMessage {
  to: string;
  subject: string;
  text: string;
}

/** Waits for a message to `to` whose subject matches (emails go out in the background). */
export async function waitForEmail(
  app: FastifyInstance,
  to: string,
  subject: RegExp,
  { after = 0 }: { after?: number } = {},
): Promise<OutboxMessage> {
  for (let attempt = 0; attempt < 100; attempt += 1) {
    const res = await app.inject({ url: `/api/dev/outbox?to=${encodeURIComponent(to)}` });
    const matching = (res.json().messages as OutboxMessage[]).filter((m) =>
      subject.test(m.subject),
    );
    if (matching.length > after) return matching[matching.length - 1]!;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  throw new Error(`no email "${subject}" to ${to}`);
}

export async function countEmails(app: FastifyInstance, to: string): Promise<number> {
  const res = await app.inject({ url: `/api/dev/outbox?to=${encodeURIComponent(to)}` });
  return res.json().messages.length;
}

/** The six-digit code of the newest matching email (the `after`+1-th one). */
export async function readCode(
  app: FastifyInstance,
  to: string,
  subject: RegExp,
  options: { after?: number } = {},
): Promise<string> {
  const message = await waitForEmail(app, to, subject, options);
  const code = /\b(\d{6})\b/.exec(message.text)?.[1];
  expect(code, message.text).toBeDefined();
  return code!;
}

export interface SignedUp {
  email: string;
  password: string;
  access: string;
  refresh: string;
  userId: string;
}

export async function signUp(
  app: FastifyInstance,
  overrides: Record<string, unknown> = {},
): Promise<SignedUp> {
  const email = (overrides.email as string | undefined) ?? uniqueEmail();
  const password = (overrides.password as string | undefined) ?? STRONG_PASSWORD;
  const res = await app.inject({
    method: 'POST',
    url: '/api/users/sign-up/',
    headers: clientIp(),
    payload: { email, password, first_name: 'Alex', ...overrides },
  });
  expect(res.statusCode, res.body).toBe(201);
  const body = res.json();
  return { email, password, access: body.access, refresh: body.refresh, userId: body.user_data.id };
}

/** Signs up and confirms the address with the emailed code. */
export async function verifiedUser(
  app: FastifyInstance,
  overrides: Record<string, unknown> = {},
): Promise<SignedUp> {
  const user = await signUp(app, overrides);
  const otp = await readCode(app, user.email, /verification code/);
  const res = await app.inject({
    method: 'POST',
    url: '/api/users/verify-otp/',
    headers: bearer(user.access),
    payload: { otp },
  });
  expect(res.statusCode, res.body).toBe(200);
  return user;
}
