import { HttpError } from '../../lib/http-error';
import { type Limit } from '../users/auth-throttle';
import type { CounterStore } from '../users/rate-limiter';
import { deriveKey, hmacSha256 } from '../users/secrets';

const HOUR = 60 * 60_000;

/**
 * Booking mails go to whatever address the form names, so without a budget the form relays
 * mail to anyone (issue 25, N5). A patient books once, maybe moves once or twice: five mails
 * an hour per address and per IP is far above that and far below a spammer's hundreds.
 * Holds take slots from everyone else for five minutes each; ten at once is more than any
 * person comparing times needs (N6).
 */
export const DEFAULT_BOOKING_LIMITS = {
  mailsPerAddress: { max: 5, windowMs: HOUR },
  mailsPerIp: { max: 5, windowMs: HOUR },
  activeHoldsPerVisitor: 10,
} satisfies { mailsPerAddress: Limit; mailsPerIp: Limit; activeHoldsPerVisitor: number };
export type BookingLimits = typeof DEFAULT_BOOKING_LIMITS;

function inMinutes(ms: number): { seconds: number; wait: string } {
  const seconds = Math.max(1, Math.ceil(ms / 1000));
  const wait = seconds < 90 ? `${seconds} seconds` : `${Math.ceil(seconds / 60)} minutes`;
  return { seconds, wait };
}

/** 429 with Retry-After, saying plainly that nothing was booked or changed. */
function refused(ms: number, message: (wait: string) => string): HttpError {
  const { seconds, wait } = inMinutes(ms);
  return new HttpError(429, 'too_many_requests', message(wait), undefined, {
    'retry-after': String(seconds),
  });
}

export const tooManyBookingMails = (ms: number) =>
  refused(
    ms,
    (wait) =>
      `We have sent enough booking emails to this address or from your network for now, so ` +
      `nothing was booked or changed. Please try again in ${wait}.`,
  );

export const tooManyHolds = (ms: number, max: number) =>
  refused(
    ms,
    (wait) =>
      `You are already holding ${max} times. Book or release one of them, or try again in ` +
      `${wait} when they are released.`,
  );

/**
 * Counts booking mails (confirmations and "moved" notices) per address and per IP in the
 * shared counters (Redis when REDIS_URL is set, so every instance sees the same budget).
 */
export function createBookingMailBudget(
  counters: CounterStore,
  limits: BookingLimits = DEFAULT_BOOKING_LIMITS,
) {
  const keys = (ip: string, email: string) => ({
    ip: `booking-mail:ip:${ip}`,
    address: `booking-mail:address:${email.trim().toLowerCase()}`,
  });
  return {
    /**
     * Takes one mail from both budgets before anything is written; throws 429 when either is
     * spent. Counting first (one atomic step per key) keeps a burst of parallel requests
     * within the budget.
     */
    async take(ip: string, email: string): Promise<void> {
      const key = keys(ip, email);
      const [byIp, byAddress] = await Promise.all([
        counters.hit(key.ip, limits.mailsPerIp.windowMs),
        counters.hit(key.address, limits.mailsPerAddress.windowMs),
      ]);
      const spent = [
        byIp.count > limits.mailsPerIp.max ? byIp : null,
        byAddress.count > limits.mailsPerAddress.max ? byAddress : null,
      ].filter((counter) => counter !== null);
      if (spent.length > 0) {
        throw tooManyBookingMails(Math.max(...spent.map((counter) => counter.resetInMs)));
      }
    },
    /** The booking failed (slot taken), so no mail went out: it does not count. */
    async giveBack(ip: string, email: string): Promise<void> {
      const key = keys(ip, email);
      await Promise.all([counters.release(key.ip), counters.release(key.address)]);
    },
  };
}
export type BookingMailBudget = ReturnType<typeof createBookingMailBudget>;

/**
 * A hold remembers its IP only as a keyed hash (an unkeyed hash of an IPv4 address is undone
 * by trying all four billion), and only while it is a hold.
 */
export function createHoldIpHasher(serverSecret: string) {
  const key = deriveKey(serverSecret, 'consult-hold-ip');
  return (ip: string) => hmacSha256(key, ip);
}
