import type { ReactNode } from 'react';
import type { CartLine } from '@mhp/contract/schemas/cart';
import type { Money } from '@mhp/contract/schemas/common';
import { formatMoney } from '../lib/format';

/**
 * The product lines of a cart or order; `actions` adds controls per line (the cart page).
 * `firstInView`: the list opens the page (the cart), so its first images load at once and the
 * first with priority: it is the page's largest paint, and a lazy image waits for layout.
 */
export function LineList({
  lines,
  actions,
  firstInView = false,
}: {
  lines: CartLine[];
  actions?: (line: CartLine) => ReactNode;
  firstInView?: boolean;
}) {
  return (
    <ul className="divide-y divide-border" aria-label="Items">
      {lines.map((line, index) => (
        <li key={line.id} className="flex gap-4 py-4" data-testid="cart-line">
          {line.image ? (
            <img
              src={line.image}
              alt=""
              width={80}
              height={80}
              loading={firstInView && index < LINES_IN_FIRST_VIEW ? 'eager' : 'lazy'}
              fetchPriority={firstInView && index === 0 ? 'high' : undefined}
              className="size-20 shrink-0 rounded-lg border border-border bg-surface object-cover"
            />
          ) : (
            <div className="size-20 shrink-0 rounded-lg border border-border bg-surface-muted" />
          )}
          <div className="min-w-0 flex-1">
            <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
              <p className="font-semibold text-text">{line.productName}</p>
              <p className="font-semibold text-text">{formatMoney(line.price)}</p>
            </div>
            {line.title && <p className="text-sm text-text-muted">{line.title}</p>}
            {Object.entries(line.attributes).map(([name, value]) => (
              <p key={name} className="text-sm text-text-muted">
                {name}: {value}
              </p>
            ))}
            <p className="text-sm text-text-muted">
              {formatMoney(line.unitPrice)} each · Qty {line.quantity}
            </p>
            {actions && <div className="mt-2">{actions(line)}</div>}
          </div>
        </li>
      ))}
    </ul>
  );
}

/** Lines a phone shows above the fold under the cart's heading. */
const LINES_IN_FIRST_VIEW = 3;

interface Totals {
  subtotalPrice: Money;
  shippingPrice: Money;
  discount: Money;
  totalPrice: Money;
}

/** Subtotal, discount, shipping and total as the server computed them. */
export function TotalsList({ totals, shipping = true }: { totals: Totals; shipping?: boolean }) {
  return (
    <dl className="space-y-2 text-sm">
      <div className="flex justify-between gap-4">
        <dt className="text-text-muted">Subtotal</dt>
        <dd className="font-medium text-text">{formatMoney(totals.subtotalPrice)}</dd>
      </div>
      {totals.discount.amount > 0 && (
        <div className="flex justify-between gap-4">
          <dt className="text-text-muted">Discount</dt>
          <dd className="font-medium text-text">−{formatMoney(totals.discount)}</dd>
        </div>
      )}
      {shipping && (
        <div className="flex justify-between gap-4">
          <dt className="text-text-muted">Shipping</dt>
          <dd className="font-medium text-text">
            {totals.shippingPrice.amount > 0 ? formatMoney(totals.shippingPrice) : 'Free'}
          </dd>
        </div>
      )}
      <div className="flex justify-between gap-4 border-t border-border pt-2 text-base">
        <dt className="font-semibold text-text">Total</dt>
        <dd className="font-bold text-text" data-testid="order-total">
          {formatMoney(totals.totalPrice)}
        </dd>
      </div>
    </dl>
  );
}
