import { Redis } from 'ioredis';
import type { Counter, CounterStore } from './rate-limiter';

/**
 * INCR and the window's expiry in one script, so concurrent hits from several instances
 * count exactly once each and a window can never be left without an expiry.
 */
const HIT_SCRIPT = `
local count = redis.call('INCR', KEYS[1])
local ttl = redis.call('PTTL', KEYS[1])
if ttl < 0 then
  redis.call('PEXPIRE', KEYS[1], ARGV[1])
  ttl = tonumber(ARGV[1])
end
return {count, ttl}
`;

/** DECR only an existing, positive count: a release never creates a key without expiry. */
const RELEASE_SCRIPT = `
local count = tonumber(redis.call('GET', KEYS[1]) or '0')
if count > 0 then
  return redis.call('DECR', KEYS[1])
end
return 0
`;

/** Counters shared by every API instance (REDIS_URL). Keys live under `prefix`. */
export function createRedisCounterStore(
  url: string,
  { prefix = 'mhp:throttle:', onError }: { prefix?: string; onError?: (error: Error) => void } = {},
): CounterStore {
  // Few retries: while Redis is down, a throttled call fails (500) rather than hanging.
  const redis = new Redis(url, { maxRetriesPerRequest: 2 });
  // ioredis reconnects by itself; without a listener it would print every failure.
  redis.on('error', (error: Error) => onError?.(error));
  const keyOf = (key: string) => prefix + key;

  return {
    async hit(key, windowMs): Promise<Counter> {
      const [count, ttl] = (await redis.eval(HIT_SCRIPT, 1, keyOf(key), String(windowMs))) as [
        number,
        number,
      ];
      return { count, resetInMs: ttl };
    },
    async peek(key) {
      const [[, value], [, ttl]] = (await redis
        .multi()
        .get(keyOf(key))
        .pttl(keyOf(key))
        .exec()) as [[unknown, string | null], [unknown, number]];
      if (value === null || ttl < 0) return null;
      return { count: Number(value), resetInMs: ttl };
    },
    async release(key) {
      await redis.eval(RELEASE_SCRIPT, 1, keyOf(key));
    },
    async reset(key) {
      await redis.del(keyOf(key));
    },
    async close() {
      await redis.quit().catch(() => redis.disconnect());
    },
  };
}
