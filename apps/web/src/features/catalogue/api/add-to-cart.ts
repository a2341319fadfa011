import { CART_ADD_QUANTITY, DEFAULT_CHANNEL } from '@mhp/contract/constants';
import type { Cart } from '@mhp/contract/schemas/cart';
import { callApi, endpoint } from '../../../shared/api/call-api';
import { HttpError } from '../../../shared/api/http-client';
import { isSignedIn } from '../../../shared/stores/session';
import {
  forgetCart,
  isDeadCartError,
  keepCart,
  storedCheckoutId,
} from '../../../shared/stores/stored-cart';
import type { Selection } from '@mhp/contract/product-selection';
import { sendAbGoal } from '../../../shared/lib/ab-goal';

const createCheckout = endpoint('POST', '/api/ecom/create-checkout/');
const addToCartRoute = endpoint('POST', '/api/ecom/add-to-cart/');

export interface NewLine {
  variantId: string;
  /** Values chosen for multi-select attributes, e.g. {"Colours":["Black","Navy"]}. */
  attributes?: Selection;
}

/**
 * Adds one unit of a variant to the shopper's cart (spec sections 4 and 7): with a stored
 * checkoutId, POST add-to-cart; without one (or when the stored cart is dead), create a cart
 * (signed-in users on the default channel). The stored cart keeps the id the server answered.
 */
export async function addToCart(line: NewLine): Promise<Cart> {
  const lines = [
    { variantId: line.variantId, quantity: CART_ADD_QUANTITY, attributes: line.attributes },
  ];
  const stored = storedCheckoutId();
  let cart: Cart | undefined;
  if (stored) {
    try {
      cart = await callApi(addToCartRoute, { body: { checkoutId: stored, lines } });
    } catch (error) {
      // A dead stored id: forget it and start a new cart below.
      if (!isDeadCartError(error)) throw error;
      forgetCart();
    }
  }
  cart ??= await callApi(createCheckout, {
    body: isSignedIn() ? { lines, channel: DEFAULT_CHANNEL } : { lines },
  });
  sendAbGoal('add_to_cart');
  return keepCart(cart);
}

/** Whether an add failed because the variant is sold out (409 out_of_stock). */
export function isOutOfStockError(error: unknown): boolean {
  return error instanceof HttpError && error.body.error === 'out_of_stock';
}
