import { OUT_OF_STOCK_MESSAGE } from '@mhp/contract/constants';
import type { Database } from '../../db/client';
import { mailboxKey } from '../users/email-address';
import { createCartRepo } from '../cart/cart-repo';
import { loadPricedCart, unitsPerVariant, type PricedCart } from '../cart/priced-cart';
import { PROMO_MESSAGES, promoProblem, voucherProblem } from '../cart/pricing';
import { createPaymentsRepo, type PaymentRow } from '../payments/payments-repo';
import {
  createOrdersRepo,
  type NewOrderLine,
  type OrderLineRow,
  type OrderRow,
} from './orders-repo';

export type PlaceResult =
  | { kind: 'placed'; order: OrderRow; lines: OrderLineRow[] }
  /** The checkout already has its order: by this payment (a replay) or by another one. */
  | { kind: 'existing'; order: OrderRow; samePayment: boolean };

export type RejectionCode =
  'out_of_stock' | 'cart_changed' | 'promo_unavailable' | 'voucher_unavailable';

/** Why an order cannot be placed for a paid checkout; the transaction is rolled back. */
export class OrderRejected extends Error {
  constructor(
    readonly code: RejectionCode,
    message: string,
    readonly fields?: Record<string, string[]>,
  ) {
    super(message);
    this.name = 'OrderRejected';
  }
}

export const CART_CHANGED =
  'Your cart changed after you started paying (items, prices, shipping or codes).';

/**
 * Places the order of a checkout whose payment succeeded, in one transaction:
 *
 * 1. lock the checkout row: completions of one checkout queue here, so the second finds the
 *    order of the first (orders.checkout_id and orders.payment_id are unique besides);
 * 2. lock the voucher and price the cart again; refuse unless it is exactly what was paid for;
 * 3. write the order, its lines and the closed checkout;
 * 4. last, as the locks every buyer of a popular item or code queues on are held until the
 *    commit: count the promo code's use (conditional UPDATE, never past its limit), then lock
 *    the variants FOR UPDATE in id order (the same order in every transaction: no deadlock),
 *    check every unit is there and take the stock.
 *
 * Anything refused throws OrderRejected and nothing is written.
 */
export async function placeOrder(
  db: Database,
  payment: PaymentRow,
  now: Date = new Date(),
): Promise<PlaceResult> {
  return db.transaction(async (tx) => {
    const carts = createCartRepo(tx);
    const orders = createOrdersRepo(tx);
    const checkout = await carts.findById(payment.checkoutId, { lock: true });
    const existing = await orders.findByCheckoutOrPayment(payment.checkoutId, payment.id);
    if (existing) {
      return { kind: 'existing', order: existing, samePayment: existing.paymentId === payment.id };
    }
    if (!checkout || checkout.status !== 'open') {
      throw new OrderRejected('cart_changed', CART_CHANGED);
    }

    if (checkout.giftCardCode) await carts.giftCard(checkout.giftCardCode, { lock: true });
    const priced = await loadPricedCart(tx, checkout, now);
    const { totals } = priced;
    if (priced.fingerprint !== payment.fingerprint || totals.totalCents !== payment.amountCents) {
      throw explainChange(priced, now);
    }
    const address = checkout.shippingAddress;
    if (!address || !checkout.email || !priced.shippingMethod || priced.lines.length === 0) {
      throw new OrderRejected('cart_changed', CART_CHANGED);
    }

    const { order, lines } = await orders.insert(
      {
        checkoutId: checkout.id,
        paymentId: payment.id,
        paymentGateway: payment.gateway,
        providerPaymentId: payment.providerPaymentId,
        userId: checkout.userId,
        email: checkout.email,
        status: 'paid',
        shippingAddress: address,
        shippingMethodId: priced.shippingMethod.id,
        shippingMethodName: priced.shippingMethod.name,
        currency: payment.currency,
        subtotalCents: totals.subtotalCents,
        shippingCents: totals.shippingCents,
        promoCode: totals.promoDiscountCents > 0 ? (priced.promo?.code ?? null) : null,
        promoDiscountCents: totals.promoDiscountCents,
        giftCardCode: totals.giftCardCents > 0 ? (priced.giftCard?.code ?? null) : null,
        giftCardCents: totals.giftCardCents,
        taxCents: totals.taxCents,
        totalCents: totals.totalCents,
      },
      priced.lines.map((line, position): NewOrderLine => ({
        position,
        variantId: line.row.variantId,
        productId: line.view.productId,
        productSlug: line.view.productSlug,
        productName: line.view.productName,
        variantTitle: line.view.title,
        attributes: line.view.attributes,
        image: line.view.image,
        unitPriceCents: line.unitCents,
        quantity: line.row.quantity,
        totalCents: line.totalCents,
      })),
    );
    if (priced.giftCard && totals.giftCardCents > 0) {
      // The card is locked and its balance priced above; this cannot fail, but is checked.
      if (!(await orders.spendGiftCard(priced.giftCard.code, totals.giftCardCents))) {
        throw new OrderRejected('voucher_unavailable', CART_CHANGED);
      }
    }
    await carts.deleteAllLines(checkout.id);
    await carts.update(checkout.id, { status: 'completed' });
    await createPaymentsRepo(tx).update(payment.id, { status: 'succeeded', failureMessage: null });

    if (priced.promo && totals.promoDiscountCents > 0) {
      const { code } = priced.promo;
      if (
        priced.promo.oncePerCustomer &&
        !(await orders.redeemOnce(code, customerKey(checkout.email), order.id))
      ) {
        throw new OrderRejected('promo_unavailable', PROMO_MESSAGES.usedByCustomer, {
          promoCode: [PROMO_MESSAGES.usedByCustomer],
        });
      }
      if (!(await orders.usePromo(code))) {
        throw new OrderRejected('promo_unavailable', PROMO_MESSAGES.usedUp, {
          promoCode: [PROMO_MESSAGES.usedUp],
        });
      }
    }

    const units = unitsPerVariant(priced.lines);
    const stock = await orders.lockVariants([...units.keys()].sort());
    for (const line of priced.lines) {
      if ((stock.get(line.row.variantId) ?? 0) < (units.get(line.row.variantId) ?? 0)) {
        throw new OrderRejected(
          'out_of_stock',
          `${OUT_OF_STOCK_MESSAGE} (${line.view.productName}, ${line.view.title})`,
        );
      }
    }
    await orders.takeStock(units);
    return { kind: 'placed', order, lines };
  });
}

/**
 * Once-per-customer codes are keyed by the mailbox the email reaches, whether or not the
 * customer signed in: `x+1@` and, at Gmail, `x.y@` are the same customer (mailboxKey).
 */
export function customerKey(email: string): string {
  return `email:${mailboxKey(email)}`;
}

/** The clearest reason a paid-for cart no longer matches: a code that lapsed, else "changed". */
function explainChange(priced: PricedCart, now: Date): OrderRejected {
  const problem = priced.promo && promoProblem(priced.promo, priced.totals.subtotalCents, now);
  if (problem) return new OrderRejected('promo_unavailable', problem, { promoCode: [problem] });
  const voucher = priced.giftCard && voucherProblem(priced.giftCard, now);
  if (voucher) return new OrderRejected('voucher_unavailable', voucher, { code: [voucher] });
  return new OrderRejected('cart_changed', CART_CHANGED);
}
