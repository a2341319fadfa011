import { Link } from '../../../shared/ui/link';
import type { ProductSummary } from '@mhp/contract/schemas/product';
import { cardTitle, formatPrice, isLongTitle } from '../lib/format';

export interface CardProduct {
  id: string;
  title: string;
  image: { src: string; alt: string } | null;
  price: number;
  beforeDiscountPrice: number;
  discount: number;
  link: string;
}

/** A card from a list answer; `link` is the product page inside the site. */
export function toCard(product: ProductSummary, link: string): CardProduct {
  return {
    id: product.id,
    title: product.name,
    image: product.thumbnail
      ? { src: product.thumbnail.thumbnail_url, alt: product.thumbnail.alt }
      : null,
    price: product.minium_variant_price,
    beforeDiscountPrice: product.minimum_variant_before_discount_price,
    discount: product.discount_percentage,
    link,
  };
}

interface ProductCardProps {
  product: CardProduct;
  /** Images of cards below the fold load lazily. */
  eager?: boolean;
  /** A copy for the slider's loop: hidden from assistive technology and the tab order. */
  copy?: boolean;
}

/** Image, title (cut at 83 characters), price with discount, and an Add to cart link. */
export function ProductCard({ product, eager = false, copy = false }: ProductCardProps) {
  const title = cardTitle(product.title);
  const discounted = product.discount > 0 && product.beforeDiscountPrice > product.price;
  return (
    <article
      className="group relative flex h-full flex-col overflow-hidden rounded-2xl border border-border bg-surface shadow-sm transition-shadow focus-within:shadow-md hover:shadow-md"
      aria-hidden={copy || undefined}
      data-testid={copy ? 'product-card-copy' : 'product-card'}
    >
      <div className="relative aspect-square bg-surface-muted">
        {product.image && (
          <img
            src={product.image.src}
            alt={product.image.alt}
            width={400}
            height={400}
            loading={eager ? 'eager' : 'lazy'}
            decoding="async"
            className="size-full object-cover"
          />
        )}
        {discounted && (
          <span className="absolute top-2 left-2 rounded-full bg-brand px-2.5 py-1 text-xs font-bold text-brand-contrast">
            {product.discount}% off
          </span>
        )}
      </div>
      <div className="flex flex-1 flex-col gap-2 p-3 sm:p-4">
        <h3
          className={`leading-snug font-semibold ${isLongTitle(product.title) ? 'text-sm' : 'text-base'}`}
          title={title === product.title ? undefined : product.title}
        >
          <Link
            to={product.link}
            tabIndex={copy ? -1 : undefined}
            className="text-text no-underline after:absolute after:inset-0 hover:underline"
          >
            {title}
          </Link>
        </h3>
        <p className="mt-auto flex flex-wrap items-baseline gap-x-2">
          <span className="text-lg font-bold" data-testid="card-price">
            {formatPrice(product.price)}
          </span>
          {discounted && (
            <span className="text-sm text-text-muted line-through">
              <span className="sr-only">was </span>
              {formatPrice(product.beforeDiscountPrice)}
            </span>
          )}
        </p>
        <Link
          to={product.link}
          tabIndex={copy ? -1 : undefined}
          aria-label={`Add to cart: ${title}`}
          className="relative z-10 inline-flex min-h-11 items-center justify-center rounded-md bg-brand px-3 text-sm font-semibold text-brand-contrast no-underline hover:bg-brand/90"
        >
          Add to cart
        </Link>
      </div>
    </article>
  );
}

/** A placeholder of a card's final size while the list loads (no layout shift). */
export function ProductCardSkeleton() {
  return (
    <div
      aria-hidden="true"
      className="flex h-full animate-pulse flex-col overflow-hidden rounded-2xl border border-border bg-surface motion-reduce:animate-none"
    >
      <div className="aspect-square bg-surface-muted" />
      <div className="flex flex-1 flex-col gap-2 p-3 sm:p-4">
        <div className="h-5 w-4/5 rounded bg-surface-muted" />
        <div className="h-5 w-1/3 rounded bg-surface-muted" />
        <div className="mt-auto h-10 rounded-md bg-surface-muted" />
      </div>
    </div>
  );
}
