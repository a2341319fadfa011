import type { ApiRoutes } from '@mhp/contract/api-routes';
import { DEFAULT_CHANNEL } from '@mhp/contract/constants';
import type { Cart } from '@mhp/contract/schemas/cart';
import { HttpError, httpClient } from '../../../shared/api/http-client';
import { storage } from '../../../shared/lib/storage';
import { setCartCount } from './cart-count';

const CREATE_PATH = '/api/ecom/create-checkout/' satisfies ApiRoutes['createCheckout']['path'];
const ADD_PATH = '/api/ecom/add-to-cart/' satisfies ApiRoutes['addToCart']['path'];

export interface NewLine {
  variantId: string;
  /** Values chosen for multi-select attributes, e.g. {"Colours":["Black","Navy"]}. */
  attributes?: Record<string, string[]>;
}

/** The sentence shown when the server says the variant has no stock left. */
export const OUT_OF_STOCK_MESSAGE = 'Item is out of stock.';

/**
 * Adds one unit of a variant to the shopper's cart (spec sections 4 and 7): with a stored
 * checkoutId, POST add-to-cart; without one (or when the stored cart is gone), create a cart
 * (signed-in users on the default channel) and keep its id as checkoutId. The header badge
 * takes the cart's new quantity.
 */
export async function addToCart(line: NewLine): Promise<Cart> {
  const lines = [{ variantId: line.variantId, quantity: 1, attributes: line.attributes }];
  const stored = storage.get('checkoutId');
  let cart: Cart | undefined;
  if (stored) {
    try {
      cart = await httpClient.request<Cart>({
        method: 'POST',
        path: ADD_PATH,
        body: { checkoutId: stored, lines },
      });
    } catch (error) {
      // A dead stored id (gone, or already checked out): forget it and start a new cart below.
      const dead =
        error instanceof HttpError &&
        (error.status === 404 || (error.status === 409 && !isOutOfStockError(error)));
      if (!dead) throw error;
      storage.remove('checkoutId');
    }
  }
  if (!cart) {
    const signedIn = Boolean(storage.get('access'));
    cart = await httpClient.request<Cart>({
      method: 'POST',
      path: CREATE_PATH,
      body: signedIn ? { lines, channel: DEFAULT_CHANNEL } : { lines },
    });
  }
  // The id may change (after sign-in, say): always keep the one the server answered.
  storage.set('checkoutId', cart.id);
  setCartCount(cart.quantity, cart.id);
  return cart;
}

/** Whether an add failed because the variant is sold out (409 out_of_stock). */
export function isOutOfStockError(error: unknown): boolean {
  return error instanceof HttpError && error.body.error === 'out_of_stock';
}
