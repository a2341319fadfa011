import type { Cart } from '@mhp/contract/schemas/cart';
import { query, setQueryData, useApiQuery } from '../../../shared/api/use-api-query';
import { forgetCart, isDeadCartError, storedCheckoutId } from '../../../shared/stores/stored-cart';
import { apiMessage, fetchCart } from './checkout-api';

// Its own module so the checkout page can use it without loading the cart page's code.
type State =
  | { kind: 'loading' }
  | { kind: 'empty' }
  | { kind: 'error'; message: string }
  | { kind: 'ready'; cart: Cart };

/** The stored cart; one the server no longer has (a dead id) is forgotten and counts as empty. */
const storedCartQuery = (checkoutId: string) =>
  query(`storedCart ${checkoutId}`, async (): Promise<Cart | null> => {
    try {
      const cart = await fetchCart(checkoutId);
      return cart.lines.length ? cart : null;
    } catch (error) {
      if (!isDeadCartError(error)) throw error;
      forgetCart();
      return null;
    }
  });

/** Loads the stored cart; `setCart` shows a cart a change answered. */
export function useStoredCart() {
  const checkoutId = storedCheckoutId();
  const cartQuery = checkoutId ? storedCartQuery(checkoutId) : null;
  const loaded = useApiQuery(cartQuery);
  const state: State = !cartQuery
    ? { kind: 'empty' }
    : loaded.status === 'pending'
      ? { kind: 'loading' }
      : loaded.status === 'error'
        ? { kind: 'error', message: apiMessage(loaded.error) }
        : loaded.data
          ? { kind: 'ready', cart: loaded.data }
          : { kind: 'empty' };
  const setCart = (cart: Cart) => {
    if (cartQuery) setQueryData(cartQuery, cart.lines.length ? cart : null);
  };
  return [state, setCart] as const;
}
