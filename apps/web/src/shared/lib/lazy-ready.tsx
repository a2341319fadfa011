import { lazy } from 'react';
import type { ComponentType } from 'react';

/**
 * `React.lazy` that renders at once when its module is already in. A lazy component suspends
 * on its first render even then (the import's promise carries no status), so its fallback
 * shows for a frame and what follows it moves. `preload` starts the import early.
 */
export function lazyReady<P extends object>(load: () => Promise<{ default: ComponentType<P> }>) {
  let loaded: ComponentType<P> | null = null;
  const preload = () =>
    load().then((module) => {
      loaded = module.default;
      return module;
    });
  const Lazy = lazy(preload);
  function Ready(props: P) {
    const Loaded = loaded;
    return Loaded ? <Loaded {...props} /> : <Lazy {...props} />;
  }
  return { Component: Ready, preload };
}
