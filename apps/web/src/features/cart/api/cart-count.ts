import { useSyncExternalStore } from 'react';
import type { ApiRoutes } from '@mhp/contract/api-routes';
import type { Cart } from '@mhp/contract/schemas/cart';
import { httpClient } from '../../../shared/api/http-client';
import { storage } from '../../../shared/lib/storage';

const CART_ITEMS_PATH = '/api/ecom/cart-items/' satisfies ApiRoutes['cartItems']['path'];

/**
 * The number of items in the stored cart, for the header's cart badge. A tiny store of its
 * own (not RTK Query) so the header, which is on every page, does not pull the Redux store
 * into the entry chunk. Cart pages call `setCartCount` after they change the cart.
 */
let count = 0;
/** The checkout id the count belongs to; undefined until the first sync. */
let countedId: string | null | undefined;
let latestRequest = 0;
const listeners = new Set<() => void>();

function publish(next: number) {
  if (next === count) return;
  count = next;
  listeners.forEach((listener) => listener());
}

/** Sets the count from a cart the caller already has (after add, remove or update). */
export function setCartCount(next: number, checkoutId = storage.get('checkoutId')) {
  countedId = checkoutId;
  latestRequest += 1;
  publish(next);
}

/**
 * Fetches the count of the stored checkoutId's cart (POST /api/ecom/cart-items/). Any error
 * counts as an empty cart. Does nothing when the count already belongs to the stored id,
 * unless `force` is set.
 */
export async function syncCartCount(options: { force?: boolean } = {}): Promise<void> {
  const checkoutId = storage.get('checkoutId');
  if (!options.force && checkoutId === countedId) return;
  countedId = checkoutId;
  const request = ++latestRequest;
  let next = 0;
  if (checkoutId) {
    try {
      const cart = await httpClient.request<Cart>({
        method: 'POST',
        path: CART_ITEMS_PATH,
        body: { checkoutId },
      });
      next = Number.isFinite(cart?.quantity) ? cart.quantity : 0;
    } catch {
      next = 0;
    }
  }
  // A newer sync or a setCartCount won the race: its answer stands.
  if (request === latestRequest) publish(next);
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
const snapshot = () => count;

/** The current cart item count; re-renders when it changes. */
export function useCartCount(): number {
  return useSyncExternalStore(subscribe, snapshot, snapshot);
}

/** Forgets the count (tests). */
export function resetCartCount() {
  count = 0;
  countedId = undefined;
  latestRequest = 0;
}
