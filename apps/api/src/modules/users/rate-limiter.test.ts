import { randomUUID } from 'node:crypto';
import { afterAll, describe, expect, it } from 'vitest';
import { createMemoryCounterStore, type CounterStore } from './rate-limiter';
import { createRedisCounterStore } from './redis-counter-store';

/** The same behaviour is required of every store. */
function counterStoreContract(
  name: string,
  make: () => { store: CounterStore; wait: (ms: number) => Promise<void> },
) {
  describe(name, () => {
    const { store, wait } = make();
    afterAll(() => store.close());
    const key = () => `test:${randomUUID()}`;

    it('counts hits within a window and reports the time left', async () => {
      const k = key();
      expect(await store.peek(k)).toBeNull();
      expect((await store.hit(k, 60_000)).count).toBe(1);
      const second = await store.hit(k, 60_000);
      expect(second.count).toBe(2);
      expect(second.resetInMs).toBeGreaterThan(50_000);
      expect(second.resetInMs).toBeLessThanOrEqual(60_000);
      expect((await store.peek(k))?.count).toBe(2);
    });

    it('starts again after the window and after a reset', async () => {
      const k = key();
      await store.hit(k, 200);
      await store.hit(k, 200);
      await wait(250);
      expect(await store.peek(k)).toBeNull();
      expect((await store.hit(k, 200)).count).toBe(1);
      await store.reset(k);
      expect(await store.peek(k)).toBeNull();
    });

    it('does not extend a window with later hits', async () => {
      const k = key();
      await store.hit(k, 300);
      await wait(150);
      const later = await store.hit(k, 300);
      expect(later.resetInMs).toBeLessThanOrEqual(160);
    });

    it('takes back a hit on release, never below zero', async () => {
      const k = key();
      await store.hit(k, 60_000);
      await store.hit(k, 60_000);
      await store.release(k);
      expect((await store.peek(k))?.count).toBe(1);
      await store.release(k);
      await store.release(k);
      expect((await store.peek(k))?.count ?? 0).toBe(0);
      expect(await store.peek(key())).toBeNull();
      await store.release(key());
    });

    it('counts concurrent hits exactly', async () => {
      const k = key();
      await Promise.all(Array.from({ length: 25 }, () => store.hit(k, 60_000)));
      expect((await store.peek(k))?.count).toBe(25);
    });
  });
}

counterStoreContract('memory counter store', () => {
  let now = 1_000_000;
  return {
    store: createMemoryCounterStore(() => now),
    wait: async (ms) => {
      now += ms;
    },
  };
});

const redisUrl = process.env.TEST_REDIS_URL;
describe.runIf(redisUrl)('with TEST_REDIS_URL', () => {
  counterStoreContract('redis counter store', () => ({
    store: createRedisCounterStore(redisUrl!, { prefix: `mhp-test:${randomUUID()}:` }),
    wait: (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
  }));
});
