import { lazy } from 'react';
import { importWithTimeout } from '../../../shared/lib/lazy-with-retry';

/** A product slider in its own chunk, for landing pages where it sits below the fold. */
export const LazyFeaturedProducts = lazy(() =>
  importWithTimeout(() => import('./featured-products')),
);

/** Placeholder of the slider's size while its code loads: one 170 px column per slide. */
export function SliderPlaceholder() {
  return (
    <div
      aria-hidden="true"
      className="-mx-2 grid auto-rows-[0] grid-cols-[repeat(auto-fill,minmax(170px,1fr))] grid-rows-[auto] overflow-hidden"
    >
      {Array.from({ length: 8 }, (_, i) => (
        <div key={i} className="px-2">
          <div className="aspect-[5/8] rounded-2xl bg-surface-muted" />
        </div>
      ))}
    </div>
  );
}
