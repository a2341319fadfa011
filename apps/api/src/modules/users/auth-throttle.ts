import { HttpError } from '../../lib/http-error';
import type { CounterStore } from './rate-limiter';

export interface Limit {
  max: number;
  windowMs: number;
}

const MINUTE = 60_000;

/**
 * Throttles of the accounts module. Counters are keyed by the normalised email whether or not
 * an account exists, so a 429 says nothing about which addresses are registered.
 */
export const DEFAULT_AUTH_LIMITS = {
  /** Attempts (wrong passwords or codes) for one address: login, reset code, change password. */
  failuresPerAccount: { max: 5, windowMs: 15 * MINUTE },
  /** Wrong passwords or codes from one IP, across addresses (credential stuffing). */
  failuresPerIp: { max: 20, windowMs: 15 * MINUTE },
  /** Emailed codes per address: one a minute and five an hour (mail bombing, guessing). */
  codeSendsPerMinute: { max: 1, windowMs: MINUTE },
  codeSendsPerHour: { max: 5, windowMs: 60 * MINUTE },
  /** New accounts per IP: sign-up answers 409 for a taken address, so slow the probing. */
  signUpsPerIp: { max: 10, windowMs: 60 * MINUTE },
} satisfies Record<string, Limit>;

export type AuthLimits = typeof DEFAULT_AUTH_LIMITS;

export function tooManyRequests(resetInMs: number, what = 'attempts'): HttpError {
  const seconds = Math.max(1, Math.ceil(resetInMs / 1000));
  const wait = seconds < 90 ? `${seconds} seconds` : `${Math.ceil(seconds / 60)} minutes`;
  return new HttpError(
    429,
    'too_many_requests',
    `Too many ${what}. Please try again in ${wait}.`,
    undefined,
    { 'retry-after': String(seconds) },
  );
}

export function createAuthThrottle(store: CounterStore, limits: AuthLimits = DEFAULT_AUTH_LIMITS) {
  const accountKey = (email: string) => `auth-fail:account:${email}`;
  const ipKey = (ip: string) => `auth-fail:ip:${ip}`;

  return {
    /**
     * Counts an attempt (password or code) before it is checked, and refuses it once either
     * budget is spent. Counting first, in one atomic step (memory here, INCR in Redis), is
     * what stops a burst of concurrent guesses: each takes its own number, so at most `max`
     * of them ever reach the slow password check.
     */
    async takeAttempt(email: string, ip: string): Promise<void> {
      const [account, byIp] = await Promise.all([
        store.hit(accountKey(email), limits.failuresPerAccount.windowMs),
        store.hit(ipKey(ip), limits.failuresPerIp.windowMs),
      ]);
      const spent = [
        account.count > limits.failuresPerAccount.max ? account : null,
        byIp.count > limits.failuresPerIp.max ? byIp : null,
      ].filter((counter) => counter !== null);
      if (spent.length > 0) {
        throw tooManyRequests(Math.max(...spent.map((counter) => counter.resetInMs)));
      }
    },

    /** The attempt was right: it does not count against the address or the IP. */
    async giveBack(email: string, ip: string): Promise<void> {
      await Promise.all([store.release(accountKey(email)), store.release(ipKey(ip))]);
    },

    /** The owner got in: their address starts with a clean slate (the IP count stays). */
    async recordSuccess(email: string): Promise<void> {
      await store.reset(accountKey(email));
    },

    /** Counts one emailed code for `email`; throws 429 when the address had enough. */
    async takeCodeSend(email: string): Promise<void> {
      const perMinute = await store.hit(
        `code-send:minute:${email}`,
        limits.codeSendsPerMinute.windowMs,
      );
      if (perMinute.count > limits.codeSendsPerMinute.max) {
        throw tooManyRequests(perMinute.resetInMs, 'code requests');
      }
      const perHour = await store.hit(`code-send:hour:${email}`, limits.codeSendsPerHour.windowMs);
      if (perHour.count > limits.codeSendsPerHour.max) {
        throw tooManyRequests(perHour.resetInMs, 'code requests');
      }
    },

    /** Counts a code sent without asking (sign-up), so an instant "resend" waits its turn. */
    async countCodeSend(email: string): Promise<void> {
      await Promise.all([
        store.hit(`code-send:minute:${email}`, limits.codeSendsPerMinute.windowMs),
        store.hit(`code-send:hour:${email}`, limits.codeSendsPerHour.windowMs),
      ]);
    },

    async takeSignUp(ip: string): Promise<void> {
      const counter = await store.hit(`sign-up:ip:${ip}`, limits.signUpsPerIp.windowMs);
      if (counter.count > limits.signUpsPerIp.max)
        throw tooManyRequests(counter.resetInMs, 'sign-ups');
    },

    /** Marks a one-time use (e.g. an ID token) and tells whether it had been seen before. */
    async firstUse(key: string, windowMs: number): Promise<boolean> {
      const counter = await store.hit(`once:${key}`, Math.max(1000, windowMs));
      return counter.count === 1;
    },
  };
}

export type AuthThrottle = ReturnType<typeof createAuthThrottle>;
