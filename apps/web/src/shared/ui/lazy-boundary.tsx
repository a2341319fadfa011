// The one place the app uses Suspense directly (eslint: no-restricted-imports).
// eslint-disable-next-line no-restricted-imports
import { Suspense, use, useState } from 'react';
import type { ReactNode } from 'react';
import { inHydrationPass, nextTaskSlot } from '../lib/hydration-pass';
import { ControlsWaitForCode } from './controls-wait-for-code';

/**
 * Rendered in the page's hydration pass, waits (suspends) for a task of its own: the
 * server's HTML stays as it is meanwhile, and is hydrated when the task comes, even if the
 * part renders again before. Elsewhere (the server, a page drawn by the browser) it renders
 * its children at once.
 */
function WaitForOwnTask({ children }: { children: ReactNode }) {
  const [slot] = useState(() => (inHydrationPass() ? nextTaskSlot() : null));
  if (slot) use(slot);
  return children;
}

/**
 * Where a lazily loaded part of a page goes (`lazy()`), with what shows while its code loads.
 * On a server-rendered page the part is in the HTML and is hydrated in a task of its own,
 * once its code is there, which can be after the rest of the page: its own controls wait for
 * that (ControlsWaitForCode), so a press on a button the page's code has not reached yet is
 * never lost.
 */
export function LazyBoundary({ fallback, children }: { fallback: ReactNode; children: ReactNode }) {
  return (
    <Suspense fallback={fallback}>
      <WaitForOwnTask>
        <ControlsWaitForCode>{children}</ControlsWaitForCode>
      </WaitForOwnTask>
    </Suspense>
  );
}

/**
 * A part of a server-rendered page that is not needed at once (the footer): hydrated in a
 * task after the rest, its controls waiting for it like a lazy part's (ADR 021).
 */
export function HydrateLater({ children }: { children: ReactNode }) {
  return <LazyBoundary fallback={null}>{children}</LazyBoundary>;
}
