import { OUT_OF_STOCK_MESSAGE } from '@mhp/contract/constants';
import type { ProductDetail } from '@mhp/contract/schemas/product';
import { AlertIcon } from '../../../shared/ui/icons';
import { Button } from '../../../shared/ui/button';
import { Spinner } from '../../../shared/ui/spinner';
import { ShippingClaims } from './shipping-claims';
import { formatPrice, isLongProductName } from '../lib/format';
import { MISSING_OPTIONS_MESSAGE, type Selection } from '@mhp/contract/product-selection';

interface ProductInfoProps {
  product: ProductDetail;
  selection: Selection;
  /** Attributes highlighted because nothing is chosen for them. */
  highlighted: string[];
  refreshing: boolean;
  adding: boolean;
  /** 'missing' or 'out_of_stock' after a blocked add. */
  problem: 'missing' | 'out_of_stock' | null;
  onPick: (attribute: string, value: string) => void;
  onAdd: () => void;
}

/** Name, price, the option picker and the Add to cart button of a product page. */
export function ProductInfo({
  product,
  selection,
  highlighted,
  refreshing,
  adding,
  problem,
  onPick,
  onAdd,
}: ProductInfoProps) {
  const variant = product.selected_variant;
  const price = variant?.price ?? product.minium_variant_price;
  const before = variant?.before_discount_price ?? product.minimum_variant_before_discount_price;
  const discounted = before > price;
  const percent = discounted ? Math.round(((before - price) / before) * 100) : 0;
  const longName = isLongProductName(product.name);

  return (
    <div>
      <h1
        className={`font-bold tracking-tight text-text ${
          longName ? 'text-2xl sm:text-3xl' : 'text-3xl sm:text-4xl'
        }`}
        data-long-name={longName || undefined}
      >
        {product.name}
      </h1>
      <p className="mt-4 flex flex-wrap items-baseline gap-x-3 gap-y-1" data-testid="product-price">
        <span className="text-3xl font-bold">{formatPrice(price)}</span>
        {discounted && (
          <>
            <span className="text-lg text-text-muted line-through">
              <span className="sr-only">was </span>
              {formatPrice(before)}
            </span>
            <span className="rounded-full bg-brand px-2.5 py-0.5 text-sm font-bold text-brand-contrast">
              {percent}% off
            </span>
          </>
        )}
      </p>

      <div className="mt-6 grid gap-5" aria-busy={refreshing}>
        {Object.entries(product.attributes).map(([name, options]) => {
          const multi = product.multi_select_attributes.includes(name);
          const chosen = selection[name] ?? [];
          const flagged = highlighted.includes(name);
          return (
            <fieldset
              key={name}
              className={`-mx-3 rounded-xl border-2 p-3 ${flagged ? 'border-danger bg-danger/5' : 'border-transparent'}`}
              data-attribute={name}
              data-highlighted={flagged || undefined}
              aria-describedby={flagged ? 'missing-options' : undefined}
            >
              <legend className="px-1 font-semibold">
                {name}
                {multi && (
                  <span className="font-normal text-text-muted"> (choose one or more)</span>
                )}
                {chosen.length > 0 && (
                  <span className="font-normal text-text-muted">: {chosen.join(', ')}</span>
                )}
              </legend>
              <div className="mt-1 flex flex-wrap gap-2">
                {options.map((option) => {
                  const active = chosen.includes(option);
                  return (
                    <button
                      key={option}
                      type="button"
                      aria-pressed={active}
                      aria-disabled={refreshing || adding || undefined}
                      onClick={() => {
                        if (!refreshing && !adding) onPick(name, option);
                      }}
                      className={`min-h-11 min-w-11 rounded-lg border-2 px-3 text-sm font-semibold transition-colors aria-disabled:cursor-wait aria-disabled:opacity-60 motion-reduce:transition-none ${
                        active
                          ? 'border-brand bg-brand text-brand-contrast'
                          : 'border-border bg-surface text-text hover:border-brand'
                      }`}
                    >
                      {option}
                    </button>
                  );
                })}
              </div>
            </fieldset>
          );
        })}
      </div>

      <p className="mt-3 flex min-h-6 items-center gap-2 text-sm text-text-muted" role="status">
        {refreshing && (
          <>
            <Spinner className="size-4" />
            Updating price and stock…
          </>
        )}
        {!refreshing && variant && variant.quantity > 0 && variant.quantity <= 10 && (
          <>Only {variant.quantity} left in stock.</>
        )}
      </p>

      <div aria-live="assertive">
        {problem && (
          <p
            id="missing-options"
            role="alert"
            className="mt-2 flex items-start gap-2 rounded-lg border border-danger/50 bg-danger/5 px-3 py-2 font-semibold text-danger"
          >
            <AlertIcon className="mt-0.5 size-5 shrink-0" />
            {problem === 'missing' ? MISSING_OPTIONS_MESSAGE : OUT_OF_STOCK_MESSAGE}
          </p>
        )}
      </div>

      <Button
        size="lg"
        className="mt-4 w-full rounded-full sm:w-auto sm:min-w-64"
        onClick={onAdd}
        loading={adding}
        aria-disabled={refreshing || undefined}
        data-testid="add-to-cart"
      >
        Add to cart
      </Button>

      <div className="mt-6 border-t border-border pt-5">
        <ShippingClaims />
      </div>
    </div>
  );
}

/** Placeholder of the product-info block's final size. */
export function ProductInfoSkeleton() {
  const bar = 'rounded bg-surface-muted';
  return (
    <div aria-hidden="true" className="grid animate-pulse gap-4 motion-reduce:animate-none">
      <div className={`h-10 w-4/5 ${bar}`} />
      <div className={`h-9 w-32 ${bar}`} />
      <div className={`mt-4 h-24 ${bar}`} />
      <div className={`h-24 ${bar}`} />
      <div className={`mt-6 h-12 w-64 ${bar}`} />
    </div>
  );
}
