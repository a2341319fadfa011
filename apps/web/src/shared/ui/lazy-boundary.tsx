// The one place the app uses Suspense directly (eslint: no-restricted-imports).
// eslint-disable-next-line no-restricted-imports
import { Suspense } from 'react';
import type { ReactNode } from 'react';
import { ControlsWaitForCode } from './controls-wait-for-code';

/**
 * Where a lazily loaded part of a page goes (`lazy()`), with what shows while its code loads.
 * On a server-rendered page the part is in the HTML, but React hydrates it only once its
 * code is there, which can be after the rest of the page: its own controls wait for that
 * (ControlsWaitForCode), so a press on a button the page's code has not reached yet is never
 * lost.
 */
export function LazyBoundary({ fallback, children }: { fallback: ReactNode; children: ReactNode }) {
  return (
    <Suspense fallback={fallback}>
      <ControlsWaitForCode>{children}</ControlsWaitForCode>
    </Suspense>
  );
}
