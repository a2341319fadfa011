import { lazy } from 'react';
import { LazyBoundary } from '../../shared/ui/lazy-boundary';
import { importWithTimeout } from '../../shared/lib/lazy-with-retry';
import type * as CheckoutHeaderExports from './checkout-header';

type CheckoutHeaderModule = typeof CheckoutHeaderExports;

/**
 * The checkout header (with its dialog, popover and tooltip) is only needed on checkout
 * pages, so it is its own chunk. Checkout routes start loading it together with their page
 * (see router.tsx), so it is normally there by the time the page shows.
 */
let loaded: CheckoutHeaderModule | null = null;

export function loadCheckoutHeader(): Promise<CheckoutHeaderModule> {
  return importWithTimeout(() => import('./checkout-header')).then((module) => {
    loaded = module;
    return module;
  });
}

const LazyCheckoutHeader = lazy(() =>
  loadCheckoutHeader().then((module) => ({ default: module.CheckoutHeader })),
);

export function CheckoutHeaderSlot() {
  if (loaded) return <loaded.CheckoutHeader />;
  return (
    <LazyBoundary
      fallback={<div className="sticky top-0 z-30 h-16 border-b border-border bg-surface" />}
    >
      <LazyCheckoutHeader />
    </LazyBoundary>
  );
}
