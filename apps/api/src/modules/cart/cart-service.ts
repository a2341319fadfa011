import { randomUUID } from 'node:crypto';
import type { apiRoutes } from '@mhp/contract/api-routes';
import { DEFAULT_CHANNEL, OUT_OF_STOCK_MESSAGE } from '@mhp/contract/constants';
import type { ParsedRequestOf } from '@mhp/contract/route';
import type { Cart } from '@mhp/contract/schemas/cart';
import type { PaymentGateway } from '@mhp/contract/schemas/payment';
import type { Database } from '../../db/client';
import { conflict, HttpError, notFound } from '../../lib/http-error';
import type { AuthUser } from '../../plugins/auth';
import {
  planAdditions,
  planMerge,
  planUpdates,
  LINE_NOT_IN_CART,
  type AddRequest,
} from './cart-lines';
import { presentCart } from './cart-presenter';
import { createCartRepo, type CheckoutRow } from './cart-repo';
import { loadPricedCart } from './priced-cart';

type Routes = typeof apiRoutes;
type CreateBody = ParsedRequestOf<Routes['createCheckout']>['body'];
type AddBody = ParsedRequestOf<Routes['addToCart']>['body'];
type CartRef = ParsedRequestOf<Routes['cartItems']>['body'];
type RemoveBody = ParsedRequestOf<Routes['removeFromCart']>['body'];
type UpdateBody = ParsedRequestOf<Routes['updateOfCart']>['body'];

/** The gateways a cart offers (payments module); a function so config stays in one place. */
export type GatewayList = () => readonly PaymentGateway[];

/** Who is shopping: the signed-in user, or null for a guest. */
export type Shopper = AuthUser | null;

const CART_NOT_FOUND = 'There is no cart with this id.';
const CHECKED_OUT = 'This cart has already been checked out.';

/**
 * Carts. A guest holds a cart by its id alone (the checkoutId in local storage); a signed-in
 * user's cart is their one open cart, found by user id. A guest can never reach a user's cart.
 */
export function createCartService(db: Database, gateways: GatewayList) {
  const loadCart = (checkout: CheckoutRow) => presentCheckout(db, checkout, gateways);
  return {
    /**
     * Creates a cart with its first lines. Repeating a call with the same client id answers the
     * cart the first call made (no lines added twice); a signed-in user's lines go into their
     * open cart when they already have one.
     */
    async createCheckout(shopper: Shopper, body: CreateBody): Promise<Cart> {
      const cart = await db.transaction(async (tx) => {
        const repo = createCartRepo(tx);
        if (body.id) {
          const named = await repo.findById(body.id, { lock: true });
          if (named) {
            const held = await cartFor(tx, shopper, named, { lock: true });
            if (!held) throw conflict('This cart id is already in use.');
            return held;
          }
        }
        const cart =
          (shopper && (await repo.findOpenByUser(shopper.userId, { lock: true }))) ||
          (await createCart(tx, shopper, body.id ?? randomUUID()));
        await addLines(tx, cart, body.lines);
        return cart;
      });
      return loadCart(cart);
    },

    async addToCart(shopper: Shopper, body: AddBody): Promise<Cart> {
      const cart = await db.transaction(async (tx) => {
        const named = await createCartRepo(tx).findById(body.checkoutId, { lock: true });
        const found = await cartFor(tx, shopper, named, { lock: true });
        if (!found) throw notFound(CART_NOT_FOUND);
        await addLines(tx, found, body.lines);
        return found;
      });
      return loadCart(cart);
    },

    /** Removes one line; the last one leaves an empty cart (the web app then drops its id). */
    async removeFromCart(shopper: Shopper, body: RemoveBody): Promise<Cart> {
      const cart = await db.transaction(async (tx) => {
        const found = await openCartFor(tx, shopper, body.checkoutId);
        const repo = createCartRepo(tx);
        const lines = await repo.lines(found.id);
        if (!lines.some((line) => line.id === body.lineId)) throw notFound(LINE_NOT_IN_CART);
        await repo.deleteLines([body.lineId]);
        await repo.touch(found.id);
        return found;
      });
      return loadCart(cart);
    },

    /** Sets line quantities (0 removes a line), each within what is in stock. */
    async updateOfCart(shopper: Shopper, body: UpdateBody): Promise<Cart> {
      const cart = await db.transaction(async (tx) => {
        const found = await openCartFor(tx, shopper, body.checkoutId);
        const repo = createCartRepo(tx);
        const lines = await repo.lines(found.id);
        const variants = await repo.variantsWithProducts(
          lines.map((line) => line.variantId),
          { publishedOnly: false },
        );
        const plan = planUpdates(lines, body.lines, variants);
        const firstError = Object.values(plan.errors)[0]?.[0];
        if (firstError) throw new HttpError(400, 'validation_error', firstError, plan.errors);
        await repo.deleteLines(plan.remove);
        await repo.saveLines(found.id, plan.save);
        await repo.touch(found.id);
        return found;
      });
      return loadCart(cart);
    },

    async cartItems(shopper: Shopper, body: CartRef): Promise<Cart> {
      const named = await createCartRepo(db).findById(body.checkoutId);
      // Reading writes nothing, except when a signed-in caller names a guest cart: that merge
      // alone needs the transaction (and the lock on the guest cart).
      const cart =
        shopper && named?.userId === null
          ? await db.transaction(async (tx) =>
              cartFor(
                tx,
                shopper,
                await createCartRepo(tx).findById(body.checkoutId, { lock: true }),
                {
                  lock: true,
                },
              ),
            )
          : await cartFor(db, shopper, named, { lock: false });
      if (!cart) throw notFound(CART_NOT_FOUND);
      return loadCart(cart);
    },
  };
}

/**
 * The open cart a checkout step may change, locked for the caller's transaction: what
 * `checkoutId` reaches for this shopper (see cartFor). 404 when it reaches none, 409 when it
 * has already been checked out.
 */
export async function openCartFor(
  tx: Database,
  shopper: Shopper,
  checkoutId: string,
): Promise<CheckoutRow> {
  const named = await createCartRepo(tx).findById(checkoutId, { lock: true });
  const cart = await cartFor(tx, shopper, named, { lock: true });
  if (!cart) throw notFound(CART_NOT_FOUND);
  if (cart.status !== 'open') throw conflict(CHECKED_OUT);
  return cart;
}

/** Prices a cart and shows it as the contract's Cart. */
export async function presentCheckout(
  db: Database,
  checkout: CheckoutRow,
  gateways: GatewayList,
): Promise<Cart> {
  return presentCart(await loadPricedCart(db, checkout), gateways());
}

/**
 * Moves a guest cart to a user, typically right after they sign in: it becomes their cart, or,
 * when they already have one, its lines join it (same items add up, capped at stock) and the
 * guest cart is deleted. Returns the id of the user's cart, or null when `checkoutId` names no
 * cart this user may take (unknown, another user's, or already checked out).
 */
export async function attachGuestCart(
  db: Database,
  userId: string,
  checkoutId: string,
): Promise<string | null> {
  return db.transaction(async (tx) => {
    const named = await createCartRepo(tx).findById(checkoutId, { lock: true });
    if (!named || (named.userId !== null && named.userId !== userId)) return null;
    if (named.userId === userId) return named.id;
    if (named.status !== 'open') return null;
    return mergeGuestCart(tx, userId, named);
  });
}

/**
 * The cart a request reaches through a checkoutId. Guests: only a guest cart of that id.
 * Signed-in users: the named cart if it is theirs; a named guest cart is merged into theirs
 * first (it is what they filled before signing in); otherwise their open cart.
 */
async function cartFor(
  tx: Database,
  shopper: Shopper,
  named: CheckoutRow | undefined,
  opts: { lock: boolean },
): Promise<CheckoutRow | undefined> {
  if (!shopper) return named?.userId === null ? named : undefined;
  const repo = createCartRepo(tx);
  if (named?.userId === shopper.userId) {
    // A checked-out cart is history: the user's current cart answers instead, if there is one.
    if (named.status === 'open') return named;
    return (await repo.findOpenByUser(shopper.userId, opts)) ?? named;
  }
  if (named && named.userId === null && named.status === 'open') {
    return repo.findById(await mergeGuestCart(tx, shopper.userId, named), opts);
  }
  return repo.findOpenByUser(shopper.userId, opts);
}

async function createCart(tx: Database, shopper: Shopper, id: string): Promise<CheckoutRow> {
  const repo = createCartRepo(tx);
  const created = await repo.insert({
    id,
    userId: shopper?.userId ?? null,
    channel: DEFAULT_CHANNEL,
  });
  if (created) return created;
  // Lost a race: a concurrent request made this user's open cart first, or took this id.
  const open = shopper ? await repo.findOpenByUser(shopper.userId, { lock: true }) : undefined;
  if (!open) throw conflict('This cart id is already in use.');
  return open;
}

async function addLines(tx: Database, cart: CheckoutRow, lines: readonly AddRequest[]) {
  if (cart.status !== 'open') throw conflict(CHECKED_OUT);
  const repo = createCartRepo(tx);
  const [existing, variants] = [
    await repo.lines(cart.id),
    await repo.variantsWithProducts(
      lines.map((line) => line.variantId),
      { publishedOnly: true },
    ),
  ];
  const plan = planAdditions(existing, lines, variants);
  if (plan.outOfStock) {
    throw new HttpError(409, 'out_of_stock', OUT_OF_STOCK_MESSAGE, plan.errors);
  }
  const firstError = Object.values(plan.errors)[0]?.[0];
  if (firstError) throw new HttpError(400, 'validation_error', firstError, plan.errors);
  await repo.saveLines(cart.id, plan.save);
  await repo.touch(cart.id);
}

/** `guest` must be locked by the caller's transaction. Returns the user's cart id. */
async function mergeGuestCart(tx: Database, userId: string, guest: CheckoutRow): Promise<string> {
  const repo = createCartRepo(tx);
  const target = await repo.findOpenByUser(userId, { lock: true });
  if (!target) {
    await repo.assignToUser(guest.id, userId);
    return guest.id;
  }
  const existing = await repo.lines(target.id);
  const incoming = await repo.lines(guest.id);
  const variants = await repo.variantsWithProducts(
    incoming.map((line) => line.variantId),
    { publishedOnly: false },
  );
  await repo.saveLines(target.id, planMerge(existing, incoming, variants));
  await repo.delete(guest.id);
  await repo.touch(target.id);
  return target.id;
}
