// The one place the app calls React's `lazy` (eslint: no-restricted-imports).
// eslint-disable-next-line no-restricted-imports
import { lazy } from 'react';
import type { ComponentType } from 'react';
import { importWithTimeout } from './lazy-with-retry';

/** A lazily loaded component, and the way to start loading its code early. */
export type LazyPart<P extends object> = ComponentType<P> & {
  /** Starts the import (once); a page calls it where it knows the part will be needed. */
  preload(): Promise<void>;
};

/** Imports started by `preload`, until they are in (see `preloadsSettled`). */
const pending = new Set<Promise<unknown>>();

/**
 * The app's one way to load a component's code on demand (ADR 022), for a part of a page that
 * is not needed at first (a dialog, Stripe's form, the Markdown renderer) or only on some
 * pages. Put it under a `LazyBoundary`, which shows the fallback while the code loads and
 * keeps the part's controls disabled until React has hydrated it.
 *
 * - A download that fails or takes longer than the spec's 120 s is a ChunkLoadError
 *   ('Loading chunk failed'), which the boundary's error screen offers to reload.
 * - Once its module is in, the part renders at once: `React.lazy` suspends on a first render
 *   even then (the import's promise carries no status), so its fallback would show for a
 *   frame and what follows it would move.
 * - `preload()` starts the import; a server-rendered page's preloads are in before it
 *   hydrates (main.tsx: `preloadsSettled`), so React hydrates such a part with the rest and a
 *   press on it is handled, not dropped.
 *
 * `pick` names the export when it is not the module's default.
 */
export function lazyPart<P extends object>(
  load: () => Promise<{ default: ComponentType<P> }>,
): LazyPart<P>;
export function lazyPart<M, P extends object>(
  load: () => Promise<M>,
  pick: (module: M) => ComponentType<P>,
): LazyPart<P>;
export function lazyPart<P extends object>(
  load: () => Promise<unknown>,
  pick: (module: unknown) => ComponentType<P> = (module) =>
    (module as { default: ComponentType<P> }).default,
): LazyPart<P> {
  let loaded: ComponentType<P> | null = null;
  let loading: Promise<{ default: ComponentType<P> }> | null = null;
  const start = () => {
    if (!loading) {
      const started = importWithTimeout(load).then((module) => {
        loaded = pick(module);
        return { default: loaded };
      });
      // A failed download may be tried again (the error screen's retry renders it anew).
      started.catch(() => {
        loading = null;
      });
      pending.add(started);
      void started.finally(() => pending.delete(started)).catch(() => undefined);
      loading = started;
    }
    return loading;
  };
  const Lazy = lazy(start);
  function Part(props: P) {
    const Loaded = loaded;
    return Loaded ? <Loaded {...props} /> : <Lazy {...props} />;
  }
  return Object.assign(Part, { preload: () => start().then(() => undefined) });
}

/**
 * Settles once every part preloaded so far is in (or failed: its boundary then shows the
 * error). The browser waits for it before hydrating a server-rendered page (main.tsx): React
 * leaves a part whose code is still loading as the server drew it, and a press on it then
 * would be dropped (React replays only form submissions).
 */
export function preloadsSettled(): Promise<unknown> {
  return Promise.allSettled([...pending]);
}
