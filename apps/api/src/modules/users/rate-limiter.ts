/**
 * Fixed-window counters for throttling (login failures, code sends, sign-ups). The store is
 * an interface so one process can keep counters in memory while several instances share
 * them in Redis (see redis-counter-store.ts, chosen when REDIS_URL is set).
 */
export interface Counter {
  count: number;
  /** Milliseconds until this window ends and the count starts again from zero. */
  resetInMs: number;
}

export interface CounterStore {
  /** Adds one event under `key`; the window starts with the first event and lasts `windowMs`. */
  hit(key: string, windowMs: number): Promise<Counter>;
  /** The current window's count, or null when there is none. */
  peek(key: string): Promise<Counter | null>;
  /** Takes back one event counted by `hit` (an attempt that turned out to be the owner's). */
  release(key: string): Promise<void>;
  reset(key: string): Promise<void>;
  close(): Promise<void>;
}

/** Sweep expired windows once the map grows past this, so memory stays bounded. */
const SWEEP_THRESHOLD = 10_000;

export function createMemoryCounterStore(now: () => number = Date.now): CounterStore {
  const windows = new Map<string, { count: number; endsAt: number }>();

  const live = (key: string) => {
    const window = windows.get(key);
    if (window && window.endsAt <= now()) {
      windows.delete(key);
      return undefined;
    }
    return window;
  };

  const sweep = () => {
    const time = now();
    for (const [key, window] of windows) if (window.endsAt <= time) windows.delete(key);
  };

  return {
    async hit(key, windowMs) {
      if (windows.size >= SWEEP_THRESHOLD) sweep();
      const window = live(key) ?? { count: 0, endsAt: now() + windowMs };
      window.count += 1;
      windows.set(key, window);
      return { count: window.count, resetInMs: window.endsAt - now() };
    },
    async peek(key) {
      const window = live(key);
      return window ? { count: window.count, resetInMs: window.endsAt - now() } : null;
    },
    async release(key) {
      const window = live(key);
      if (window && window.count > 0) window.count -= 1;
    },
    async reset(key) {
      windows.delete(key);
    },
    async close() {
      windows.clear();
    },
  };
}
