import type { PaymentGatewayId } from '@mhp/contract/schemas/payment';

/**
 * The payment whose order the thank-you page last showed in this tab. Placing the order empties
 * the cart and forgets checkoutId, so a reload of that page would have no cart to verify with;
 * verify-payment is idempotent and answers the same order again when given this checkout id.
 * Kept in sessionStorage: it lives as long as the tab and never outlives the browser session.
 */
export interface LastOrder {
  checkoutId: string;
  gateway: PaymentGatewayId;
  paymentId: string;
}

const KEY = 'lastOrder';

function store(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    return null; // storage disabled: a reload then asks the shopper to look at order history
  }
}

export function rememberLastOrder(order: LastOrder): void {
  try {
    store()?.setItem(KEY, JSON.stringify(order));
  } catch {
    // Full or disabled: nothing to do.
  }
}

/** The remembered checkout id of this payment, or null (another payment, nothing stored). */
export function lastOrderCheckoutId(gateway: PaymentGatewayId, paymentId: string): string | null {
  try {
    const stored = JSON.parse(store()?.getItem(KEY) ?? 'null') as Partial<LastOrder> | null;
    return stored?.gateway === gateway &&
      stored.paymentId === paymentId &&
      typeof stored.checkoutId === 'string'
      ? stored.checkoutId
      : null;
  } catch {
    return null;
  }
}
