import { SLIDER_PADDING_COPIES } from '@mhp/contract/constants';
import { useEffect, useEffectEvent, useLayoutEffect, useRef, useState } from 'react';
import { ChevronLeftIcon, ChevronRightIcon } from '../../../shared/ui/icons';
import { slideCount } from '../lib/format';
import { ProductCard } from './product-card';
import type { CardProduct } from './product-card';

/** Width of the element, kept up to date as it resizes (measured before paint). */
function useWidth<T extends HTMLElement>() {
  const ref = useRef<T>(null);
  const [width, setWidth] = useState(0);
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element) return;
    setWidth(element.getBoundingClientRect().width);
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(([entry]) => {
      if (entry) setWidth(entry.contentRect.width);
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  return [ref, width] as const;
}

const arrow =
  'inline-flex size-11 items-center justify-center rounded-full border-2 border-brand bg-surface text-brand shadow-sm hover:bg-surface-muted';

/**
 * A row of product cards: one slide per 170 px of width (at least one), plus 4 padding
 * copies at the end so stepping past the last card loops round. Arrow buttons, and the arrow
 * keys while the slider has focus, move one card at a time.
 */
export function ProductSlider({ products, label }: { products: CardProduct[]; label: string }) {
  const [viewportRef, width] = useWidth<HTMLDivElement>();
  const [offset, setOffset] = useState(0);
  const count = slideCount(width);
  const total = products.length;
  const scrolls = total > count;
  const copies = scrolls
    ? Array.from({ length: SLIDER_PADDING_COPIES }, (_, i) => products[i % total]!)
    : [];
  const maxOffset = Math.max(0, Math.min(total - 1, total + copies.length - count));
  const current = Math.min(offset, maxOffset);
  // Fewer products than slots: they share the width rather than leave a gap.
  const columns = scrolls ? count : Math.max(1, total);

  function step(delta: number) {
    setOffset((current + delta + maxOffset + 1) % (maxOffset + 1));
  }
  // The arrow keys step while focus is anywhere inside the slider (a card link or an arrow).
  const regionRef = useRef<HTMLDivElement>(null);
  const onKeyDown = useEffectEvent((event: KeyboardEvent) => {
    if (!scrolls || event.altKey || event.ctrlKey || event.metaKey) return;
    if (event.key === 'ArrowRight') step(1);
    else if (event.key === 'ArrowLeft') step(-1);
    else return;
    event.preventDefault();
  });
  useEffect(() => {
    const region = regionRef.current;
    if (!region) return;
    const listener = (event: KeyboardEvent) => onKeyDown(event);
    region.addEventListener('keydown', listener);
    return () => region.removeEventListener('keydown', listener);
  }, []);

  return (
    <div
      role="region"
      aria-roledescription="carousel"
      aria-label={label}
      data-testid="product-slider"
      data-slides={count}
      data-slide-total={total + copies.length}
      ref={regionRef}
    >
      <div ref={viewportRef} className="-mx-2 overflow-hidden">
        <ul
          className="flex transition-transform duration-300 motion-reduce:transition-none"
          style={{ transform: `translateX(-${(current * 100) / columns}%)` }}
        >
          {[...products, ...copies].map((product, index) => {
            const copy = index >= total;
            const visible = index >= current && index < current + count;
            return (
              <li
                key={copy ? `copy-${index}` : product.id}
                className="shrink-0 px-2"
                style={{ width: `${100 / columns}%` }}
                inert={!visible}
                aria-hidden={copy || undefined}
                data-testid={copy ? 'slide-copy' : 'slide'}
              >
                <ProductCard product={product} copy={copy} eager={index < count} />
              </li>
            );
          })}
        </ul>
      </div>
      {scrolls && (
        <div className="mt-5 flex items-center justify-end gap-3">
          <span className="mr-auto text-sm text-text-muted" aria-live="polite">
            {`Showing ${(current % total) + 1}–${((current + count - 1) % total) + 1} of ${total}`}
          </span>
          <button
            type="button"
            className={arrow}
            onClick={() => step(-1)}
            aria-label="Previous products"
          >
            <ChevronLeftIcon className="size-5" />
          </button>
          <button
            type="button"
            className={arrow}
            onClick={() => step(1)}
            aria-label="Next products"
          >
            <ChevronRightIcon className="size-5" />
          </button>
        </div>
      )}
    </div>
  );
}
