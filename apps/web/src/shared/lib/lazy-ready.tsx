import { lazy } from 'react';
import type { ComponentType } from 'react';

/** Imports started by `preload`, until they are in (see `preloadsSettled`). */
const pending = new Set<Promise<unknown>>();

/**
 * `React.lazy` that renders at once when its module is already in. A lazy component suspends
 * on its first render even then (the import's promise carries no status), so its fallback
 * shows for a frame and what follows it moves. `preload` starts the import early.
 */
export function lazyReady<P extends object>(load: () => Promise<{ default: ComponentType<P> }>) {
  let loaded: ComponentType<P> | null = null;
  const preload = () => {
    const loading = load().then((module) => {
      loaded = module.default;
      return module;
    });
    pending.add(loading);
    void loading.finally(() => pending.delete(loading)).catch(() => undefined);
    return loading;
  };
  const Lazy = lazy(preload);
  function Ready(props: P) {
    const Loaded = loaded;
    return Loaded ? <Loaded {...props} /> : <Lazy {...props} />;
  }
  return { Component: Ready, preload };
}

/**
 * Settles once every part preloaded so far is in (or failed: its boundary then shows the
 * error). The browser waits for it before hydrating a server-rendered page (main.tsx): a part
 * still loading keeps the server's HTML while the page hydrates, but Preact draws its
 * fallback in its place if the page renders again before the code arrives, and the page
 * moves (the checkout's order summary, 89 px, when hydrated before its lines' code).
 */
export function preloadsSettled(): Promise<unknown> {
  return Promise.allSettled([...pending]);
}
