import type { PaymentGatewayId } from '@mhp/contract/schemas/payment';
import { sessionStore } from '../../../shared/lib/storage';

/**
 * The payment whose order the thank-you page last showed in this tab. Placing the order empties
 * the cart and forgets checkoutId, so a reload of that page would have no cart to verify with;
 * verify-payment is idempotent and answers the same order again when given this checkout id.
 * Kept in sessionStorage: it lives as long as the tab and never outlives the browser session.
 * Without storage a reload asks the shopper to look at their order history.
 */
export interface LastOrder {
  checkoutId: string;
  gateway: PaymentGatewayId;
  paymentId: string;
}

const KEY = 'lastOrder';

export function rememberLastOrder(order: LastOrder): void {
  try {
    sessionStore()?.setItem(KEY, JSON.stringify(order));
  } catch {
    // Full or disabled: nothing to do.
  }
}

/** The remembered checkout id of this payment, or null (another payment, nothing stored). */
export function lastOrderCheckoutId(gateway: PaymentGatewayId, paymentId: string): string | null {
  try {
    const stored = JSON.parse(sessionStore()?.getItem(KEY) ?? 'null') as Partial<LastOrder> | null;
    return stored?.gateway === gateway &&
      stored.paymentId === paymentId &&
      typeof stored.checkoutId === 'string'
      ? stored.checkoutId
      : null;
  } catch {
    return null;
  }
}
