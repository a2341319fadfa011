import { useEffect, useRef, useState } from 'react';
import { lazyPart } from '../../../shared/lib/lazy-part';
import { LazyBoundary } from '../../../shared/ui/lazy-boundary';
import { Link } from '../../../shared/ui/link';
import { productPageDataKey } from '@mhp/contract/page-shell';
import type { ProductDetail } from '@mhp/contract/schemas/product';
import { errorMessage, isApiError } from '../../../shared/api/http-client';
import { useApiQuery } from '../../../shared/api/use-api-query';
import { ButtonLink, Button } from '../../../shared/ui/button';
import { useToast } from '../../../shared/ui/toast';
import { importWithTimeout } from '../../../shared/lib/lazy-with-retry';
import { dropPageData, peekPageData } from '../../../shared/lib/page-data';
import { fetchProductFor, productQuery } from '../api/catalogue-api';
import {
  lineAttributes,
  selectionForApi,
  toggleOption,
  type Selection,
} from '@mhp/contract/product-selection';
import { checkAddToCart } from '../lib/selection';
import { ImageGallery } from './image-gallery';
import { ProductInfo, ProductInfoSkeleton } from './product-info';

export interface ProductViewProps {
  /** Product id or slug. */
  productId: string;
  brandName: string;
  links: { shop: string; cart: string; product: (slug: string) => string };
  /** /shop/treatment shows the product without its description. */
  showDescription?: boolean;
}

interface PageState {
  productId: string;
  selection: Selection;
  refreshed: ProductDetail | null;
  highlighted: string[];
  problem: 'missing' | 'out_of_stock' | null;
}

/** Below the fold, so loaded after the page's first paint: description, size guide, reviews. */
const ProductDetails = lazyPart(() => import('./product-details'));

const fresh = (productId: string): PageState => ({
  productId,
  selection: {},
  refreshed: null,
  highlighted: [],
  problem: null,
});

/** A product page: gallery, option picker and add to cart, description, size guide, reviews. */
export function ProductView({
  productId,
  brandName,
  links,
  showDescription = true,
}: ProductViewProps) {
  const dataKey = productPageDataKey(productId);
  const [embedded] = useState(() => peekPageData<ProductDetail>(dataKey));
  const loaded = useApiQuery(productQuery(productId), { initialData: embedded });
  useEffect(() => dropPageData(dataKey), [dataKey]);
  const [stored, setState] = useState<PageState>(() => fresh(productId));
  const state = stored.productId === productId ? stored : fresh(productId);
  const [refreshing, setRefreshing] = useState(false);
  const [adding, setAdding] = useState(false);
  const latest = useRef(0);
  const toast = useToast();

  const product = state.refreshed ?? (loaded.status === 'success' ? loaded.data : null);
  const base = loaded.status === 'success' ? loaded.data : null;

  function update(patch: Partial<PageState>) {
    setState((previous) => ({
      ...(previous.productId === productId ? previous : fresh(productId)),
      ...patch,
    }));
  }

  function pick(attribute: string, value: string) {
    if (!product) return;
    const selection = toggleOption(product, state.selection, attribute, value);
    const stillMissing = state.highlighted.filter((name) => !selection[name]?.length);
    update({
      selection,
      highlighted: stillMissing,
      problem: stillMissing.length ? state.problem : null,
    });
    const request = ++latest.current;
    setRefreshing(true);
    fetchProductFor(productId, selectionForApi(selection))
      .then((refreshed) => {
        if (request === latest.current) update({ refreshed });
      })
      .catch((error: unknown) => {
        if (request === latest.current) toast.show(errorMessage(error), { tone: 'error' });
      })
      .finally(() => {
        if (request === latest.current) setRefreshing(false);
      });
  }

  async function add() {
    if (!product || refreshing || adding) return;
    const check = checkAddToCart(product, state.selection);
    if (!check.ok) {
      update(
        check.reason === 'missing'
          ? { problem: 'missing', highlighted: check.missing }
          : { problem: 'out_of_stock', highlighted: [] },
      );
      return;
    }
    update({ problem: null, highlighted: [] });
    setAdding(true);
    // Loaded on the first add, so the cart calls stay off the page's first visit.
    const cartApi = importWithTimeout(() => import('../api/add-to-cart'));
    try {
      const { addToCart } = await cartApi;
      await addToCart({
        variantId: check.variantId,
        attributes: lineAttributes(product, state.selection),
      });
      toast.show('Added to cart.', {
        tone: 'success',
        action: { label: 'Go to Cart', href: links.cart },
      });
    } catch (error) {
      const outOfStock = await cartApi.then(
        (api) => api.isOutOfStockError(error),
        () => false,
      );
      if (outOfStock) update({ problem: 'out_of_stock' });
      else toast.show(errorMessage(error), { tone: 'error' });
    } finally {
      setAdding(false);
    }
  }

  if (loaded.status === 'error') {
    const missing = isApiError(loaded.error) && loaded.error.status === 404;
    // As tall as the screen, like the loading state it replaces, so the footer does not jump.
    return (
      <div className="mx-auto min-h-dvh max-w-6xl px-4 py-16 sm:px-6">
        <h1 className="text-3xl font-bold">
          {missing ? 'We couldn’t find this product.' : 'This product could not be loaded.'}
        </h1>
        <p className="mt-3 text-text-muted">
          {missing ? 'It may have been renamed or retired.' : errorMessage(loaded.error)}
        </p>
        <div className="mt-6 flex flex-wrap gap-3">
          {!missing && <Button onClick={loaded.refetch}>Try again</Button>}
          <ButtonLink to={links.shop} variant="secondary">
            Continue Shopping
          </ButtonLink>
        </div>
      </div>
    );
  }

  return (
    <>
      <div className="mx-auto max-w-6xl px-4 pt-6 pb-12 sm:px-6 sm:pt-8 lg:pb-16">
        <nav aria-label="Breadcrumb" className="text-sm text-text-muted">
          <ol className="flex flex-wrap items-center gap-1.5">
            <li>
              <Link to={links.shop} className="text-text-muted underline-offset-2 hover:underline">
                Shop
              </Link>
            </li>
            <li aria-hidden="true">/</li>
            <li aria-current="page" className="min-w-0 truncate text-text">
              {base?.name ?? 'Loading...'}
            </li>
          </ol>
        </nav>
        <div className="mt-5 grid gap-8 md:grid-cols-2 lg:gap-12">
          <div className="min-w-0">
            {product ? (
              <ImageGallery
                key={product.images[0]?.url}
                images={product.images}
                name={product.name}
              />
            ) : (
              <div
                aria-hidden="true"
                className="aspect-square animate-pulse rounded-2xl bg-surface-muted motion-reduce:animate-none"
              />
            )}
          </div>
          <div className="min-w-0">
            {product ? (
              <ProductInfo
                product={product}
                selection={state.selection}
                highlighted={state.highlighted}
                refreshing={refreshing}
                adding={adding}
                problem={state.problem}
                onPick={pick}
                onAdd={() => void add()}
              />
            ) : (
              <>
                <p role="status" className="sr-only">
                  Loading...
                </p>
                <ProductInfoSkeleton />
              </>
            )}
          </div>
        </div>
      </div>

      {base && (
        <LazyBoundary
          fallback={<div className="min-h-96 border-t border-border bg-surface-muted" />}
        >
          <ProductDetails
            product={base}
            showDescription={showDescription}
            linkOf={links.product}
            brandName={brandName}
          />
        </LazyBoundary>
      )}
    </>
  );
}
