import { createContext, use } from 'react';
import type { Query, QueryState } from './use-api-query';

/**
 * The answers of one server render (entry-server.tsx). On the server `useApiQuery` reads
 * through this instead of the browser's module-wide cache, which would be shared by every
 * request: a query is loaded in-process the first time a component asks for it, the render
 * waits for it (React suspends on the promise), and every answer the page used is handed to
 * the browser in the hydration data, so the browser starts with the same state and does not
 * ask again. A load that fails renders the query's pending state, as the browser's first
 * render would without the answer; the browser then loads it itself.
 */
export interface ServerQueries {
  /** The query's state for this render; suspends the component while it loads. */
  useAnswer<T>(query: Query<T>): QueryState<T>;
  /** The answers loaded so far, by key (what the browser's cache is seeded with). */
  answers(): Record<string, unknown>;
}

export const ServerQueriesContext = createContext<ServerQueries | null>(null);

const PENDING: QueryState<never> = { status: 'pending' };

/**
 * @param seed answers already at hand (loaded before the render, e.g. the visitor's A/B
 *   content, which also decides which cached page may be served)
 * @param signal aborts the loads still running (the render took too long)
 */
export function createServerQueries(
  seed: Record<string, unknown> = {},
  signal?: AbortSignal,
): ServerQueries {
  const settled = new Map<string, QueryState<unknown>>(
    Object.entries(seed).map(([key, data]) => [key, { status: 'success', data }]),
  );
  const loading = new Map<string, Promise<void>>();

  function start(query: Query<unknown>): Promise<void> {
    const controller = new AbortController();
    signal?.addEventListener('abort', () => controller.abort(), { once: true });
    const done = query.load(controller.signal).then(
      (data) => void settled.set(query.key, { status: 'success', data }),
      () => void settled.set(query.key, PENDING),
    );
    loading.set(query.key, done);
    return done;
  }

  return {
    useAnswer<T>(query: Query<T>): QueryState<T> {
      const answer = settled.get(query.key);
      if (answer) return answer as QueryState<T>;
      use(loading.get(query.key) ?? start(query as Query<unknown>));
      return (settled.get(query.key) ?? PENDING) as QueryState<T>;
    },
    answers() {
      const out: Record<string, unknown> = {};
      for (const [key, state] of settled) if (state.status === 'success') out[key] = state.data;
      return out;
    },
  };
}
