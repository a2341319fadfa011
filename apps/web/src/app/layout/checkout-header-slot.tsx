import { LazyBoundary } from '../../shared/ui/lazy-boundary';
import { lazyPart } from '../../shared/lib/lazy-part';

/**
 * The checkout header (with its dialog, popover and tooltip) is only needed on checkout
 * pages, so it is its own chunk. Checkout routes start loading it together with their page
 * (see router.tsx), so it is normally there by the time the page shows, and then drawn at once.
 */
const CheckoutHeader = lazyPart(
  () => import('./checkout-header'),
  (module) => module.CheckoutHeader,
);

export const loadCheckoutHeader = CheckoutHeader.preload;

export function CheckoutHeaderSlot() {
  return (
    <LazyBoundary
      fallback={<div className="sticky top-0 z-30 h-16 border-b border-border bg-surface" />}
    >
      <CheckoutHeader />
    </LazyBoundary>
  );
}
