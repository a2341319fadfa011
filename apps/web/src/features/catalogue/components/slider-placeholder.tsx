import { LazyBoundary } from '../../../shared/ui/lazy-boundary';
import { lazyPart } from '../../../shared/lib/lazy-part';
import type { ComponentProps } from 'react';

/** A product slider in its own chunk, for landing pages where it sits below the fold. */
export const LazyFeaturedProducts = lazyPart(() => import('./featured-products'));

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

/**
 * A landing page's product slider under the section's own heading (`headingId`): its code
 * loads lazily behind a placeholder of its size.
 */
export function FeaturedSlider(
  props: Omit<ComponentProps<typeof LazyFeaturedProducts>, 'showHeading' | 'limit'>,
) {
  return (
    <div className="mt-10">
      <LazyBoundary fallback={<SliderPlaceholder />}>
        <LazyFeaturedProducts {...props} showHeading={false} limit={8} />
      </LazyBoundary>
    </div>
  );
}
