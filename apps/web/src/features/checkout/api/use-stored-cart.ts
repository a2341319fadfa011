import { use } from 'react';
import type { Cart } from '@mhp/contract/schemas/cart';
import { query, setQueryData, useApiQuery } from '../../../shared/api/use-api-query';
import type { QueryState } from '../../../shared/api/use-api-query';
import { useDeviceValue } from '../../../shared/hooks/use-hydrated';
import {
  forgetCart,
  isDeadCartError,
  RenderedCartContext,
  storedCheckoutId,
} from '../../../shared/stores/stored-cart';
import { apiMessage, fetchCart } from './checkout-api';

// Its own module so the checkout page can use it without loading the cart page's code.
type State =
  | { kind: 'loading' }
  | { kind: 'empty' }
  | { kind: 'error'; message: string }
  | { kind: 'ready'; cart: Cart };

/** The query key of a stored cart (the server seeds it when it draws the cart or checkout). */
export const storedCartKey = (checkoutId: string) => `storedCart ${checkoutId}`;

/** The stored cart; one the server no longer has (a dead id) is forgotten and counts as empty. */
const storedCartQuery = (checkoutId: string) =>
  query(storedCartKey(checkoutId), async (): Promise<Cart | null> => {
    try {
      const cart = await fetchCart(checkoutId);
      return cart.lines.length ? cart : null;
    } catch (error) {
      if (!isDeadCartError(error)) throw error;
      forgetCart();
      return null;
    }
  });

function stateOf(checkoutId: string | null | undefined, loaded: QueryState<Cart | null>): State {
  if (checkoutId === undefined) return { kind: 'loading' };
  if (!checkoutId) return { kind: 'empty' };
  if (loaded.status === 'pending') return { kind: 'loading' };
  if (loaded.status === 'error') return { kind: 'error', message: apiMessage(loaded.error) };
  return loaded.data ? { kind: 'ready', cart: loaded.data } : { kind: 'empty' };
}

/** Loads the stored cart; `setCart` shows a cart a change answered. */
export function useStoredCart() {
  // On the server and while a server-rendered page hydrates, the cart the server rendered (the
  // `cart_id` cookie's), else undefined: not known yet (the id is in this device's storage),
  // which shows the cart loading. After, the stored id.
  const rendered = use(RenderedCartContext);
  const checkoutId = useDeviceValue<string | null | undefined>(
    storedCheckoutId,
    rendered?.id ?? undefined,
  );
  const cartQuery = checkoutId ? storedCartQuery(checkoutId) : null;
  const loaded = useApiQuery(cartQuery);
  const state = stateOf(checkoutId, loaded);
  const setCart = (cart: Cart) => {
    if (cartQuery) setQueryData(cartQuery, cart.lines.length ? cart : null);
  };
  return [state, setCart] as const;
}
