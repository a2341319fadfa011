import { OUT_OF_STOCK_MESSAGE } from '@mhp/contract/constants';
import { SHIPPING_METHOD_REQUIRED } from '@mhp/contract/forms';
import type { Database } from '../../db/client';
import { badRequest, HttpError } from '../../lib/http-error';
import type { CheckoutRow } from '../cart/cart-repo';
import { openCartFor, type Shopper } from '../cart/cart-service';
import { loadPricedCart, unitsPerVariant, type PricedCart } from '../cart/priced-cart';
import { promoProblem, voucherProblem } from '../cart/pricing';

/** The shopper's open cart, priced and ready to pay. */
export async function payableCart(
  db: Database,
  shopper: Shopper,
  checkoutId: string,
): Promise<PricedCart> {
  // The lookup may merge a guest cart into a signed-in user's, so it runs in a transaction.
  const cart = await db.transaction((tx) => openCartFor(tx, shopper, checkoutId));
  return checkPayable(db, cart);
}

/** Prices a cart and checks it can be paid; 400/409 naming what is missing. */
export async function checkPayable(db: Database, cart: CheckoutRow): Promise<PricedCart> {
  const priced = await loadPricedCart(db, cart);
  const { checkout } = priced;
  if (priced.lines.length === 0) {
    throw new HttpError(409, 'cart_empty', 'Your cart is empty.');
  }
  const fields: Record<string, string[]> = {};
  if (!checkout.email) fields.email = ['Email is required.'];
  if (!checkout.shippingAddress) fields.shippingAddress = ['Enter your shipping address.'];
  if (!priced.shippingMethod) fields.shipment_type = [SHIPPING_METHOD_REQUIRED];
  const first = Object.values(fields)[0]?.[0];
  if (first) throw badRequest(first, fields);

  const units = unitsPerVariant(priced.lines);
  const short: Record<string, string[]> = {};
  priced.lines.forEach((line, index) => {
    const available = line.stock;
    if (available < (units.get(line.row.variantId) ?? 0)) {
      short[`lines.${index}.quantity`] = [
        available > 0 ? `Only ${available} left in stock.` : OUT_OF_STOCK_MESSAGE,
      ];
    }
  });
  if (Object.keys(short).length > 0) {
    throw new HttpError(409, 'out_of_stock', OUT_OF_STOCK_MESSAGE, short);
  }
  const now = new Date();
  const promo = priced.promo && promoProblem(priced.promo, priced.totals.subtotalCents, now);
  if (promo) {
    throw new HttpError(409, 'promo_unavailable', `${promo} Remove it to continue.`, {
      promoCode: [promo],
    });
  }
  const voucher = priced.giftCard && voucherProblem(priced.giftCard, now);
  if (voucher) {
    throw new HttpError(409, 'voucher_unavailable', voucher, { code: [voucher] });
  }
  return priced;
}
