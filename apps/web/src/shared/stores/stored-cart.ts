import { createContext, use, useSyncExternalStore } from 'react';
import { CART_COOKIE } from '@mhp/contract/page-shell';
import type { Cart } from '@mhp/contract/schemas/cart';
import { callApi, endpoint } from '../api/call-api';
import { HttpError } from '../api/http-client';
import { readCookie, writeCookie, YEAR_S } from '../lib/cookies';
import { storage } from '../lib/storage';

/**
 * The one owner of the shopper's stored cart (spec sections 4 and 9): the `checkoutId` kept
 * in local storage, the rule that forgets a dead one, and the item count of the header's cart
 * badge. A tiny store of its own so the header, on every page, stays light.
 */

export const cartItems = endpoint('POST', '/api/ecom/cart-items/');

/** The cart a server-rendered page drew: its id and item count. */
export interface RenderedCart {
  id: string;
  quantity: number;
}

/**
 * The cart a server-rendered page showed (null: none). On the server it is the request's; in
 * the browser the page's hydration data, so the page and its header's count hydrate showing
 * the very cart the server drew (ADR 020).
 */
export const RenderedCartContext = createContext<RenderedCart | null>(null);

/**
 * Keeps the `cart_id` cookie equal to the stored id, so the server can render the cart page
 * with its lines. Local storage stays the source of truth: the cookie follows it.
 */
function mirrorCartCookie(checkoutId: string | null) {
  if (readCookie(CART_COOKIE) === checkoutId) return;
  writeCookie(CART_COOKIE, checkoutId ?? '', checkoutId ? YEAR_S : 0);
}

/** The stored cart's request for the page shown (its address), if any; see `loadCart`. */
let shared: { checkoutId: string; answer: Promise<Cart>; page: string } | null = null;

const pageShown = () => globalThis.location?.href ?? '';

/**
 * The cart of `checkoutId` as the server has it (POST /api/ecom/cart-items/), asked once per
 * page shown: the header's count and the cart or checkout page both want it when such a page
 * loads, and share one request (in flight or answered). The next page asks afresh
 * (`syncCartCount`, which the header calls on every page shown, ends a sharing begun on
 * another page), and so does
 * anyone after a change to the cart (`setCartCount`, which add, remove and update end with) or
 * a failed request.
 */
export function loadCart(checkoutId: string): Promise<Cart> {
  if (shared?.checkoutId === checkoutId) return shared.answer;
  const current = {
    checkoutId,
    answer: callApi(cartItems, { body: { checkoutId } }),
    page: pageShown(),
  };
  shared = current;
  current.answer.catch(() => {
    if (shared === current) shared = null;
  });
  return current.answer;
}

/** The stored cart's id; null when the shopper has none. */
export const storedCheckoutId = () => storage.get('checkoutId');

/**
 * Keeps a cart the server answered: its id (which may change, after sign-in, say) and its
 * count for the badge. An empty cart is forgotten instead.
 */
export function keepCart(cart: Cart): Cart {
  if (cart.lines.length === 0) {
    forgetCart();
    return cart;
  }
  storage.set('checkoutId', cart.id);
  mirrorCartCookie(cart.id);
  setCartCount(cart.quantity, cart.id);
  return cart;
}

/** Forgets the stored cart (emptied, dead, or turned into an order): no checkoutId, badge 0. */
export function forgetCart() {
  storage.remove('checkoutId');
  mirrorCartCookie(null);
  setCartCount(0, null);
}

/**
 * Whether a call on the stored cart failed because the cart is dead: gone (404) or already
 * checked out (409). A 409 for a sold-out variant is about the line, not the cart.
 */
export function isDeadCartError(error: unknown): boolean {
  if (!(error instanceof HttpError)) return false;
  return error.status === 404 || (error.status === 409 && error.body.error !== 'out_of_stock');
}

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
export function setCartCount(next: number, checkoutId = storedCheckoutId()) {
  shared = null;
  countedId = checkoutId;
  latestRequest += 1;
  publish(next);
}

/**
 * Fetches the count of the stored checkoutId's cart (POST /api/ecom/cart-items/, shared with
 * the page: `loadCart`). Any error counts as an empty cart. Does nothing when the count
 * already belongs to the stored id, unless `force` is set. The header calls it for every page
 * shown: an answer of the page before is not shared with this one.
 */
export async function syncCartCount(options: { force?: boolean } = {}): Promise<void> {
  // Kept when it was asked for this very page: a header that mounts late (the checkout's,
  // loaded on demand) comes after the page's own request and shares it.
  if (options.force || shared?.page !== pageShown()) shared = null;
  const checkoutId = storedCheckoutId();
  // A cart kept before the cookie existed, or changed in another tab, gets it here.
  mirrorCartCookie(checkoutId);
  if (!options.force && checkoutId === countedId) return;
  countedId = checkoutId;
  const request = ++latestRequest;
  let next = 0;
  if (checkoutId) {
    try {
      const cart = await loadCart(checkoutId);
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
  // The server and a hydrating page show the count of the cart the page drew, else none: it
  // is the device's (filled in after).
  const rendered = use(RenderedCartContext);
  return useSyncExternalStore(subscribe, snapshot, () => rendered?.quantity ?? 0);
}

/**
 * Starts the count from the cart a server-rendered page drew, before it hydrates: the header
 * then hydrates with the count it was drawn with, and no request asks for it again (unless
 * the stored id is another).
 */
export function startCountFrom(rendered: RenderedCart) {
  setCartCount(rendered.quantity, rendered.id);
}

/** Forgets the count (tests). */
export function resetCartCount() {
  shared = null;
  count = 0;
  countedId = undefined;
  latestRequest = 0;
}
