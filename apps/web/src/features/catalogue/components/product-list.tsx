import type { ProductSummary } from '@mhp/contract/schemas/product';
import { useApiQuery } from '../../../shared/api/use-api-query';
import { Button } from '../../../shared/ui/button';
import { errorMessage } from '../../../shared/api/http-client';
import { productsQuery } from '../api/catalogue-api';
import { ProductCard, ProductCardSkeleton, toCard } from './product-card';
import type { ComponentType } from 'react';
import type { CardProduct } from './product-card';

export interface ProductListProps {
  /** Category id of the products shown. */
  category: string;
  /** The product page of a product (the site's shopLinks().product). */
  linkOf: (slug: string) => string;
  /** The list's heading (an h2); its id labels the list. */
  title: string;
  headingId: string;
  /** False when the page shows the heading itself (with id `headingId`). */
  showHeading?: boolean;
  /** Shows the cards in this slider (ProductSlider) instead of a grid. */
  Slider?: ComponentType<{ products: CardProduct[]; label: string }>;
  limit?: number;
  /** Skeleton cards while loading. */
  placeholders?: number;
  /** Leave this product out (the one being shown). */
  exclude?: string;
}

const grid = 'grid grid-cols-2 gap-3 sm:gap-5 md:grid-cols-3';
/** One row with as many columns as the slider will show (one per 170 px). */
export const sliderRow =
  '-mx-2 grid auto-rows-[0] grid-cols-[repeat(auto-fill,minmax(170px,1fr))] grid-rows-[auto] overflow-hidden';

/**
 * A category's products as a grid of cards (two columns on small screens) or a slider,
 * with 'Loading...' and card skeletons of the final size while the list loads.
 */
export function ProductList({
  category,
  linkOf,
  title,
  headingId,
  showHeading = true,
  Slider,
  limit = 24,
  placeholders = 4,
  exclude,
}: ProductListProps) {
  const state = useApiQuery(productsQuery(category, limit));
  const products: ProductSummary[] =
    state.status === 'success' ? state.data.results.filter((p) => p.id !== exclude) : [];
  const cards = products.map((product) => toCard(product, linkOf(product.slug)));

  return (
    <div aria-labelledby={headingId} role="group" aria-busy={state.status === 'pending'}>
      {showHeading && (
        <h2 id={headingId} className="mb-6 text-2xl font-bold tracking-tight sm:text-3xl">
          {title}
        </h2>
      )}
      <div>
        {state.status === 'pending' && (
          <div className="relative">
            <p
              role="status"
              className="absolute top-3 left-1/2 z-10 -translate-x-1/2 rounded-full bg-surface px-4 py-1.5 text-sm font-semibold shadow"
            >
              Loading...
            </p>
            <ul
              className={Slider ? sliderRow : grid}
              aria-hidden="true"
              data-testid="product-skeletons"
            >
              {Array.from({ length: Slider ? Math.max(placeholders, 8) : placeholders }, (_, i) => (
                <li key={i} className={Slider ? 'px-2' : undefined}>
                  <ProductCardSkeleton />
                </li>
              ))}
            </ul>
            {Slider && <div className="mt-5 h-11" />}
          </div>
        )}
        {state.status === 'error' && (
          <div role="alert" className="rounded-xl border border-danger/40 bg-surface p-5">
            <p>{errorMessage(state.error)}</p>
            <Button variant="secondary" className="mt-3" onClick={state.refetch}>
              Try again
            </Button>
          </div>
        )}
        {state.status === 'success' &&
          (cards.length === 0 ? (
            <p className="text-text-muted">No products here yet.</p>
          ) : Slider ? (
            <Slider products={cards} label={title} />
          ) : (
            <ul className={grid} data-testid="product-grid">
              {cards.map((card, index) => (
                <li key={card.id}>
                  <ProductCard product={card} eager={index < 4} />
                </li>
              ))}
            </ul>
          ))}
      </div>
    </div>
  );
}
