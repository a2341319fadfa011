import { use, useCallback, useEffect, useSyncExternalStore } from 'react';
import type { RouteName } from '@mhp/contract/api-routes';
import { callApi } from './call-api';
import { ServerQueriesContext } from './server-queries';
import type { CallArgs, Endpoint, ResponseOfRoute } from './call-api';

/**
 * The web app's one way to read data (ADR 008): a query is a cache key plus a loader. Answers
 * are cached by key, a key being loaded is loaded once however many components ask, the load
 * is aborted when the last component that wanted it unmounts or moves to another key, and
 * `setQueryData` / `invalidateQuery` let a mutation update or drop what readers see.
 */
export interface Query<T> {
  readonly key: string;
  readonly load: (signal: AbortSignal) => Promise<T>;
}

/** A query for any loader: `key` must name everything the answer depends on. */
export function query<T>(key: string, load: (signal: AbortSignal) => Promise<T>): Query<T> {
  return { key, load };
}

/** A query for one contract route; the key is the route's method, path and request parts. */
export function apiQuery<N extends RouteName>(
  route: Endpoint<N>,
  ...[parts]: CallArgs<N>
): Query<ResponseOfRoute<N>> {
  const name = `${route.method} ${route.path}`;
  const key = parts === undefined ? name : `${name} ${JSON.stringify(parts)}`;
  const send = callApi as (
    route: Endpoint<N>,
    parts: unknown,
    signal: AbortSignal,
  ) => Promise<ResponseOfRoute<N>>;
  return query(key, (signal) => send(route, parts, signal));
}

export type QueryState<T> =
  | { status: 'pending'; data?: undefined; error?: undefined }
  | { status: 'success'; data: T; error?: undefined }
  | { status: 'error'; data?: undefined; error: unknown };

interface Entry {
  state: QueryState<unknown>;
  /** The controller of the load in flight; one load per key. */
  inFlight: AbortController | null;
  /** Components reading the key; the load in flight is aborted when this falls to zero. */
  readers: number;
  /**
   * Whether the answer may be shown without loading again: true from an answer until the last
   * reader leaves or the key is invalidated (a page visited again shows the cached answer at
   * once and reloads it behind).
   */
  fresh: boolean;
  /** Seeded from the server-rendered page's hydration data (not yet loaded here). */
  fromServer: boolean;
  /** The loader last used for the key, for invalidation while it is read. */
  load: ((signal: AbortSignal) => Promise<unknown>) | null;
  listeners: Set<() => void>;
}

const cache = new Map<string, Entry>();
const PENDING: QueryState<never> = { status: 'pending' };

function entryFor(key: string): Entry {
  let entry = cache.get(key);
  if (!entry) {
    entry = {
      state: PENDING,
      inFlight: null,
      readers: 0,
      fresh: false,
      fromServer: false,
      load: null,
      listeners: new Set(),
    };
    cache.set(key, entry);
  }
  return entry;
}

function publish(entry: Entry, state: QueryState<unknown>) {
  entry.state = state;
  entry.listeners.forEach((listener) => listener());
}

/** Starts the key's load unless one is already on its way (in-flight de-duplication). */
function start(key: string, load: (signal: AbortSignal) => Promise<unknown>, force = false) {
  const entry = entryFor(key);
  entry.load = load;
  if (entry.inFlight && !force) return;
  entry.inFlight?.abort();
  // Trying again after an error shows the pending state, as the first load did.
  if (entry.state.status === 'error') publish(entry, PENDING);
  const controller = new AbortController();
  entry.inFlight = controller;
  const settle = (state: QueryState<unknown>) => {
    if (controller.signal.aborted) return;
    entry.inFlight = null;
    // A failed reload keeps the answer already shown; a first load shows the error.
    if (state.status === 'success') entry.fresh = true;
    else if (entry.state.status === 'success') return;
    publish(entry, state);
  };
  load(controller.signal).then(
    (data) => settle({ status: 'success', data }),
    (error: unknown) => settle({ status: 'error', error }),
  );
}

/** Replaces (or derives) the cached answer of a key; readers re-render with it. */
export function setQueryData<T>(
  q: Pick<Query<T>, 'key'>,
  data: T | ((current: T | undefined) => T),
) {
  const entry = entryFor(q.key);
  const current = entry.state.status === 'success' ? (entry.state.data as T) : undefined;
  const next = typeof data === 'function' ? (data as (current: T | undefined) => T)(current) : data;
  entry.inFlight?.abort();
  entry.inFlight = null;
  entry.fresh = true;
  publish(entry, { status: 'success', data: next });
}

/**
 * Marks the answers of every key starting with `prefix` stale: keys someone reads load again
 * now, the rest on their next read.
 */
export function invalidateQuery(prefix: string) {
  for (const [key, entry] of cache) {
    if (!key.startsWith(prefix)) continue;
    entry.fresh = false;
    if (entry.readers > 0 && entry.load) start(key, entry.load, true);
  }
}

/**
 * Seeds the cache with the answers a server-rendered page was rendered with (its hydration
 * data), before hydration, so the first render matches the server's HTML and nothing is
 * fetched again.
 */
export function seedQueryCache(answers: Record<string, unknown>) {
  for (const [key, data] of Object.entries(answers)) {
    const entry = entryFor(key);
    entry.state = { status: 'success', data };
    entry.fresh = true;
    entry.fromServer = true;
  }
}

/** Whether the key's answer came with the server-rendered page. */
export function isFromServer(key: string): boolean {
  return cache.get(key)?.fromServer ?? false;
}

/** Empties the cache (tests). */
export function clearQueryCache() {
  cache.forEach((entry) => entry.inFlight?.abort());
  cache.clear();
}

export type QueryResult<T> = QueryState<T> & {
  /** Loads the key again; the answer shown stays until the new one arrives. */
  refetch: () => void;
};

/**
 * Reads a query: the cached answer at once when there is one (reloaded in the background when
 * stale), else pending until the load answers. `null` reads nothing (a query not ready to run).
 * `initialData`, when the answer is already at hand (embedded in the page by the server), seeds
 * the cache so the first load is skipped.
 */
export function useApiQuery<T>(
  q: Query<T> | null,
  options: { initialData?: T } = {},
): QueryResult<T> {
  const key = q?.key ?? null;
  // In a server render, answers come from that request's own loads (server-queries.ts).
  const server = use(ServerQueriesContext);
  const serverState = server && q ? server.useAnswer(q) : null;
  if (!server && key !== null && options.initialData !== undefined && !cache.has(key)) {
    const entry = entryFor(key);
    entry.state = { status: 'success', data: options.initialData };
    entry.fresh = true;
  }

  const subscribe = useCallback(
    (listener: () => void) => {
      if (key === null) return () => {};
      const entry = entryFor(key);
      entry.listeners.add(listener);
      return () => entry.listeners.delete(listener);
    },
    [key],
  );
  const snapshot = () => serverState ?? (key === null ? PENDING : entryFor(key).state);
  const state = useSyncExternalStore(subscribe, snapshot, snapshot) as QueryState<T>;

  const load = q?.load;
  useEffect(() => {
    if (key === null || !load) return;
    const entry = entryFor(key);
    entry.readers += 1;
    if (!entry.fresh || entry.state.status === 'error') start(key, load);
    return () => {
      entry.readers -= 1;
      if (entry.readers > 0) return;
      // Nobody wants the answer any more: stop its download; the next reader reloads it.
      entry.fresh = false;
      entry.inFlight?.abort();
      entry.inFlight = null;
    };
    // `load` is the same call for the same key by definition of a query's key.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key]);

  const refetch = useCallback(() => {
    if (key !== null && load) start(key, load, true);
  }, [key, load]);

  return { ...state, refetch };
}
