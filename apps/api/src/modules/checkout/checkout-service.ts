import type { apiRoutes } from '@mhp/contract/api-routes';
import type { ParsedRequestOf } from '@mhp/contract/route';
import type { Cart, PostalAddress, ShippingMethod } from '@mhp/contract/schemas/cart';
import type { PaymentGateway as GatewayOption } from '@mhp/contract/schemas/payment';
import type { Database } from '../../db/client';
import { badRequest, HttpError, notFound } from '../../lib/http-error';
import { presentShippingMethod } from '../cart/cart-presenter';
import { createCartRepo, type CheckoutRow } from '../cart/cart-repo';
import { openCartFor, presentCheckout, type GatewayList, type Shopper } from '../cart/cart-service';
import { loadPricedCart } from '../cart/priced-cart';
import { PROMO_MESSAGES, promoProblem, VOUCHER_MESSAGES, voucherProblem } from '../cart/pricing';
import { methodsFor, shipsTo } from '../cart/shipping';
import { createGeoRepo } from '../geo/geo-repo';
import { UNKNOWN_COUNTRY } from '../geo/routes';
import { createMemoryCounterStore } from '../users/rate-limiter';
import { createOrdersRepo } from './orders-repo';
import { customerKey } from './place-order';

type Routes = typeof apiRoutes;
type Body<R extends keyof Routes> = ParsedRequestOf<Routes[R]>['body'];
type MethodsQuery = ParsedRequestOf<Routes['availableShippingMethods']>['query'];

const SELECT_COUNTRY = 'Select a country from the list.';
const SELECT_AREA = 'Select a state or province from the list.';
const CART_NOT_FOUND = 'There is no cart with this id.';

/** Wrong promo and voucher codes one client may try per window before it has to wait. */
const CODE_ATTEMPTS = { max: 20, windowMs: 15 * 60_000 };

/**
 * The checkout steps before payment: contact and address, shipping method, promo code and
 * voucher. Each changes the open cart under its row lock and answers the re-priced cart.
 */
export function createCheckoutService(deps: { db: Database; gateways: GatewayList }) {
  const { db, gateways } = deps;
  const geo = createGeoRepo(db);
  // Vouchers are bearer codes: wrong guesses are throttled per client address.
  const attempts = createMemoryCounterStore();

  /** Runs a change on the shopper's open cart and answers the cart afterwards. */
  async function change(
    shopper: Shopper,
    checkoutId: string,
    apply: (tx: Database, cart: CheckoutRow) => Promise<void>,
  ): Promise<Cart> {
    const cart = await db.transaction(async (tx) => {
      const found = await openCartFor(tx, shopper, checkoutId);
      await apply(tx, found);
      return (await createCartRepo(tx).findById(found.id)) ?? found;
    });
    return presentCheckout(db, cart, gateways);
  }

  async function throttleCodes(client: string): Promise<void> {
    const counter = await attempts.peek(`codes:${client}`);
    if (counter && counter.count >= CODE_ATTEMPTS.max) {
      const seconds = Math.ceil(counter.resetInMs / 1000);
      throw new HttpError(
        429,
        'too_many_attempts',
        'Too many wrong codes. Please wait a few minutes and try again.',
        undefined,
        { 'retry-after': String(seconds) },
      );
    }
  }

  async function wrongCode(client: string, field: string, message: string): Promise<never> {
    await attempts.hit(`codes:${client}`, CODE_ATTEMPTS.windowMs);
    throw badRequest(message, { [field]: [message] });
  }

  /** A cart the shopper may read without changing it (guest cart by id, or their own). */
  async function readableCart(shopper: Shopper, checkoutId: string): Promise<CheckoutRow> {
    const repo = createCartRepo(db);
    const named = await repo.findById(checkoutId);
    if (named && (named.userId === null || named.userId === shopper?.userId)) return named;
    const own = shopper ? await repo.findOpenByUser(shopper.userId) : undefined;
    if (!own) throw notFound(CART_NOT_FOUND);
    return own;
  }

  return {
    async shippingDetails(shopper: Shopper, body: Body<'shippingDetails'>): Promise<Cart> {
      const address = await checkAddress(body);
      return change(shopper, body.checkoutId, async (tx, cart) => {
        const methods = await createCartRepo(tx).shippingMethods();
        const chosen = methods.find((m) => m.id === cart.shippingMethodId);
        await createCartRepo(tx).update(cart.id, {
          email: body.email.trim().toLowerCase(),
          shippingAddress: address,
          // A method that does not ship to the new country is no longer chosen.
          ...(chosen && !shipsTo(chosen, address.country) ? { shippingMethodId: null } : {}),
        });
      });
    },

    async updateShippingMethod(
      shopper: Shopper,
      body: Body<'updateShippingMethod'>,
    ): Promise<Cart> {
      return change(shopper, body.checkoutId, async (tx, cart) => {
        const method = (await createCartRepo(tx).shippingMethods()).find(
          (m) => m.id === body.shippingMethodId && m.isActive,
        );
        if (!method) {
          throw badRequest('This shipping method does not exist.', {
            shippingMethodId: ['This shipping method does not exist.'],
          });
        }
        const country = cart.shippingAddress?.country;
        if (country && !shipsTo(method, country)) {
          const name = (await createGeoRepo(tx).country(country))?.name ?? country;
          const message = `${method.name} does not ship to ${name}.`;
          throw badRequest(message, { shippingMethodId: [message] });
        }
        await createCartRepo(tx).update(cart.id, { shippingMethodId: method.id });
      });
    },

    async availableShippingMethods(
      shopper: Shopper,
      query: MethodsQuery,
    ): Promise<ShippingMethod[]> {
      let country: string | null = null;
      if (query.checkoutId) {
        country = (await readableCart(shopper, query.checkoutId)).shippingAddress?.country ?? null;
      }
      if (!country && query.country) {
        if (!(await geo.country(query.country))) {
          throw badRequest(UNKNOWN_COUNTRY, { 'query.country': [UNKNOWN_COUNTRY] });
        }
        country = query.country;
      }
      return methodsFor(await createCartRepo(db).shippingMethods(), country).map(
        presentShippingMethod,
      );
    },

    async availablePaymentGateways(shopper: Shopper, checkoutId: string): Promise<GatewayOption[]> {
      await readableCart(shopper, checkoutId);
      return [...gateways()];
    },

    async applyPromoCode(shopper: Shopper, body: Body<'applyPromoCode'>, client: string) {
      await throttleCodes(client);
      const code = normalizeCode(body.promoCode);
      return change(shopper, body.checkoutId, async (tx, cart) => {
        const repo = createCartRepo(tx);
        const promo = await repo.promoCode(code);
        if (!promo) return wrongCode(client, 'promoCode', PROMO_MESSAGES.unknown);
        const priced = await loadPricedCart(tx, cart);
        const problem = promoProblem(promo, priced.totals.subtotalCents, new Date());
        if (problem) throw badRequest(problem, { promoCode: [problem] });
        if (
          promo.oncePerCustomer &&
          cart.email &&
          (await createOrdersRepo(tx).hasRedeemed(promo.code, customerKey(cart.email)))
        ) {
          throw badRequest(PROMO_MESSAGES.usedByCustomer, {
            promoCode: [PROMO_MESSAGES.usedByCustomer],
          });
        }
        await repo.update(cart.id, { promoCode: promo.code });
      });
    },

    async removePromoCode(shopper: Shopper, checkoutId: string): Promise<Cart> {
      return change(shopper, checkoutId, async (tx, cart) => {
        await createCartRepo(tx).update(cart.id, { promoCode: null });
      });
    },

    async assignVoucher(shopper: Shopper, body: Body<'assignVoucher'>, client: string) {
      await throttleCodes(client);
      const code = normalizeCode(body.code);
      return change(shopper, body.checkoutId, async (tx, cart) => {
        const repo = createCartRepo(tx);
        const card = await repo.giftCard(code);
        if (!card) return wrongCode(client, 'code', VOUCHER_MESSAGES.unknown);
        const problem = voucherProblem(card, new Date());
        if (problem) throw badRequest(problem, { code: [problem] });
        await repo.update(cart.id, { giftCardCode: card.code });
      });
    },
  };

  /** The address as stored: a known country, and a known subdivision where it has any. */
  async function checkAddress(body: Body<'shippingDetails'>): Promise<PostalAddress> {
    const country = await geo.country(body.country);
    if (!country) throw badRequest(SELECT_COUNTRY, { country: [SELECT_COUNTRY] });
    const areas = await geo.subdivisions(country.code);
    let area = body.country_area.trim();
    if (areas.length > 0) {
      const wanted = area.toUpperCase();
      const match = areas.find(
        (a) => a.code.toUpperCase() === wanted || a.name.toUpperCase() === wanted,
      );
      if (!match) throw badRequest(SELECT_AREA, { country_area: [SELECT_AREA] });
      area = match.code;
    }
    const optional = (value: string | undefined) => value?.trim() || null;
    return {
      first_name: body.first_name.trim(),
      last_name: body.last_name.trim(),
      phone: optional(body.phone),
      street_address_1: body.street_address_1.trim(),
      street_address_2: optional(body.street_address_2),
      city: body.city.trim(),
      postal_code: body.postal_code.trim(),
      country: country.code,
      country_area: area,
    };
  }
}

/** Codes are stored upper-case; shoppers type them with any case and stray spaces. */
export function normalizeCode(code: string): string {
  return code.trim().toUpperCase();
}
