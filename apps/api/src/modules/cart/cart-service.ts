import { randomUUID } from 'node:crypto';
import type { apiRoutes } from '@mhp/contract/api-routes';
import { DEFAULT_CHANNEL } from '@mhp/contract/constants';
import type { ParsedRequestOf } from '@mhp/contract/route';
import type { Cart } from '@mhp/contract/schemas/cart';
import type { Database } from '../../db/client';
import { conflict, HttpError, notFound } from '../../lib/http-error';
import type { AuthUser } from '../../plugins/auth';
import { catalogueRepo } from '../shop/catalogue-repo';
import { OUT_OF_STOCK, planAdditions, planMerge, type AddRequest } from './cart-lines';
import { presentCart } from './cart-presenter';
import { cartRepo, type CheckoutRow } from './cart-repo';

type Routes = typeof apiRoutes;
type CreateBody = ParsedRequestOf<Routes['createCheckout']>['body'];
type AddBody = ParsedRequestOf<Routes['addToCart']>['body'];
type CartRef = ParsedRequestOf<Routes['cartItems']>['body'];

/** Who is shopping: the signed-in user, or null for a guest. */
export type Shopper = AuthUser | null;

const CART_NOT_FOUND = 'There is no cart with this id.';

/**
 * Carts. A guest holds a cart by its id alone (the checkoutId in local storage); a signed-in
 * user's cart is their one open cart, found by user id. A guest can never reach a user's cart.
 */
export function cartService(db: Database) {
  return {
    /**
     * Creates a cart with its first lines. Repeating a call with the same client id answers the
     * cart the first call made (no lines added twice); a signed-in user's lines go into their
     * open cart when they already have one.
     */
    async createCheckout(shopper: Shopper, body: CreateBody): Promise<Cart> {
      const cart = await db.transaction(async (tx) => {
        const repo = cartRepo(tx);
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
      return loadCart(db, cart);
    },

    async addToCart(shopper: Shopper, body: AddBody): Promise<Cart> {
      const cart = await db.transaction(async (tx) => {
        const named = await cartRepo(tx).findById(body.checkoutId, { lock: true });
        const found = await cartFor(tx, shopper, named, { lock: true });
        if (!found) throw notFound(CART_NOT_FOUND);
        await addLines(tx, found, body.lines);
        return found;
      });
      return loadCart(db, cart);
    },

    async cartItems(shopper: Shopper, body: CartRef): Promise<Cart> {
      const named = await cartRepo(db).findById(body.checkoutId);
      // Reading writes nothing, except when a signed-in caller names a guest cart: that merge
      // alone needs the transaction (and the lock on the guest cart).
      const cart =
        shopper && named?.userId === null
          ? await db.transaction(async (tx) =>
              cartFor(tx, shopper, await cartRepo(tx).findById(body.checkoutId, { lock: true }), {
                lock: true,
              }),
            )
          : await cartFor(db, shopper, named, { lock: false });
      if (!cart) throw notFound(CART_NOT_FOUND);
      return loadCart(db, cart);
    },
  };
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
    const named = await cartRepo(tx).findById(checkoutId, { lock: true });
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
  const repo = cartRepo(tx);
  if (named?.userId === shopper.userId) return named;
  if (named && named.userId === null && named.status === 'open') {
    return repo.findById(await mergeGuestCart(tx, shopper.userId, named), opts);
  }
  return repo.findOpenByUser(shopper.userId, opts);
}

async function createCart(tx: Database, shopper: Shopper, id: string): Promise<CheckoutRow> {
  const repo = cartRepo(tx);
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
  if (cart.status !== 'open') throw conflict('This cart has already been checked out.');
  const repo = cartRepo(tx);
  const [existing, variants] = [
    await repo.lines(cart.id),
    await repo.variantsWithProducts(
      lines.map((line) => line.variantId),
      { publishedOnly: true },
    ),
  ];
  const plan = planAdditions(existing, lines, variants);
  if (plan.outOfStock) {
    throw new HttpError(409, 'out_of_stock', OUT_OF_STOCK, plan.errors);
  }
  const firstError = Object.values(plan.errors)[0]?.[0];
  if (firstError) throw new HttpError(400, 'validation_error', firstError, plan.errors);
  await repo.saveLines(cart.id, plan.save);
  await repo.touch(cart.id);
}

/** `guest` must be locked by the caller's transaction. Returns the user's cart id. */
async function mergeGuestCart(tx: Database, userId: string, guest: CheckoutRow): Promise<string> {
  const repo = cartRepo(tx);
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

/**
 * Reads a cart's lines with everything they show (names, current prices, pictures). Adding
 * lines does not change the cart row's shown fields, so the row read before is reused.
 */
async function loadCart(db: Database, checkout: CheckoutRow): Promise<Cart> {
  const lines = await cartRepo(db).linesWithProducts(checkout.id);
  const productRows = [...new Map(lines.map(({ product }) => [product.id, product])).values()];
  const bundles = new Map(
    (await catalogueRepo(db).bundles(productRows)).map((b) => [b.product.id, b]),
  );
  return presentCart(
    checkout,
    lines.flatMap(({ line, product }) => {
      const bundle = bundles.get(product.id);
      return bundle ? [{ line, bundle }] : [];
    }),
  );
}
