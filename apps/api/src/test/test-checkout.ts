import { randomUUID } from 'node:crypto';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import type { Database } from '../db/client';
import { giftCards, promoCodes, shippingMethods } from '../db/schema';
import { shippingMethodSeeds } from '../db/seed-data/checkout';
import { countries as countrySeeds } from '../db/seed-data/countries';
import { subdivisions as subdivisionSeeds } from '../db/seed-data/subdivisions';
import { countries, subdivisions } from '../db/schema';
import { createCartRepo } from '../modules/cart/cart-repo';
import { SANDBOX_CARDS } from '../modules/payments/sandbox';

/** Test tokens: "user-…" signs in as the user of that id; anything else does not verify. */
export const verifyAccessToken = async (token: string) =>
  token.startsWith('user-') ? { userId: token } : null;

/** Countries, subdivisions and the three shipping methods: what a checkout needs to exist. */
export async function seedCheckoutReference(db: Database): Promise<void> {
  await db.insert(countries).values(countrySeeds).onConflictDoNothing();
  await db.insert(subdivisions).values(subdivisionSeeds).onConflictDoNothing();
  await db.insert(shippingMethods).values(shippingMethodSeeds).onConflictDoNothing();
}

export async function buildPromoCode(
  db: Database,
  overrides: Partial<typeof promoCodes.$inferInsert> = {},
) {
  const [row] = await db
    .insert(promoCodes)
    .values({
      code: `PROMO${randomUUID().slice(0, 8).toUpperCase()}`,
      kind: 'percentage',
      value: 10,
      ...overrides,
    })
    .returning();
  return row!;
}

export async function buildGiftCard(
  db: Database,
  overrides: Partial<typeof giftCards.$inferInsert> = {},
) {
  const balance = overrides.balanceCents ?? 2500;
  const [row] = await db
    .insert(giftCards)
    .values({
      code: `GIFT-${randomUUID().slice(0, 8).toUpperCase()}`,
      initialBalanceCents: balance,
      balanceCents: balance,
      ...overrides,
    })
    .returning();
  return row!;
}

/**
 * A guest cart written straight to the database with its lines, address and shipping method,
 * for tests that need many (the concurrency suites); answers its id.
 */
export async function buildReadyCheckout(
  db: Database,
  opts: {
    lines: { variantId: string; quantity: number }[];
    email?: string;
    promoCode?: string;
    giftCardCode?: string;
    shippingMethodId?: string;
  },
): Promise<string> {
  const repo = createCartRepo(db);
  const id = randomUUID();
  await repo.insert({ id, userId: null, channel: 'default-channel' });
  await repo.saveLines(
    id,
    opts.lines.map((line) => ({ ...line, options: {} })),
  );
  await repo.update(id, {
    email: opts.email ?? `buyer-${id.slice(0, 8)}@example.com`,
    shippingAddress: {
      first_name: 'Jo',
      last_name: 'Doe',
      phone: null,
      street_address_1: '1 Main St',
      street_address_2: null,
      city: 'Los Angeles',
      postal_code: '90001',
      country: 'US',
      country_area: 'CA',
    },
    shippingMethodId: opts.shippingMethodId ?? 'standard',
    promoCode: opts.promoCode ?? null,
    giftCardCode: opts.giftCardCode ?? null,
  });
  return id;
}

export const usAddress = {
  email: 'Buyer@Example.com',
  first_name: 'Jo',
  last_name: 'Doe',
  phone: '+1 555 0100',
  street_address_1: '1 Main St',
  street_address_2: '',
  city: 'Los Angeles',
  postal_code: '90001',
  country: 'US',
  country_area: 'CA',
};

/** A client of the checkout calls for one shopper (a guest, or a signed-in test user). */
export function shopper(app: FastifyInstance, token?: string) {
  const headers = token ? { authorization: `Bearer ${token}` } : {};
  const post = (path: string, payload: object) =>
    app.inject({ method: 'POST', url: path, payload, headers });

  return {
    post,
    ecom: (call: string, payload: object) => post(`/api/ecom/${call}/`, payload),

    /** A cart with the lines, an address and a shipping method: ready to pay. */
    async readyCart(
      lines: { variantId: string; quantity: number }[],
      opts: { address?: Partial<typeof usAddress>; shippingMethodId?: string } = {},
    ): Promise<string> {
      const created = await post('/api/ecom/create-checkout/', { lines });
      expect(created.statusCode, created.body).toBe(200);
      const checkoutId = created.json().id as string;
      const details = await post('/api/ecom/shipping-details/', {
        checkoutId,
        ...usAddress,
        ...opts.address,
      });
      expect(details.statusCode, details.body).toBe(200);
      const method = await post('/api/ecom/update-shipping-method/', {
        checkoutId,
        shippingMethodId: opts.shippingMethodId ?? 'standard',
      });
      expect(method.statusCode, method.body).toBe(200);
      return checkoutId;
    },

    async createPayment(checkoutId: string, gateway: 'stripe' | 'paypal' | 'googlepay') {
      const res = await post('/api/ecom/create-payment/', {
        checkoutId,
        gateway,
        returnUrl: `http://localhost/stud/checkout/thankyou/${gateway}`,
        cancelUrl: 'http://localhost/stud/checkout',
      });
      expect(res.statusCode, res.body).toBe(200);
      return res.json() as {
        paymentId: string;
        approvalUrl: string;
        amount: { amount: number };
      };
    },

    verify(checkoutId: string, gateway: string, paymentId: string) {
      return post('/api/ecom/verify-payment/', { checkoutId, gateway, paymentId });
    },
  };
}

/** Posts the sandbox page's form, as the shopper's browser does. */
export function sandboxForm(
  app: FastifyInstance,
  approvalUrl: string,
  fields: Record<string, string>,
): Promise<LightMyRequestResponse> {
  return app.inject({
    method: 'POST',
    url: new URL(approvalUrl).pathname,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams(fields).toString(),
  });
}

export const payByCard = (
  app: FastifyInstance,
  approvalUrl: string,
  card: string = SANDBOX_CARDS.succeeds,
) =>
  sandboxForm(app, approvalUrl, { action: 'pay', card_number: card, expiry: '12/40', cvc: '123' });

/** The payment_id the sandbox sends the shopper back with. */
export function paymentIdOf(location: string | undefined): string {
  const id = new URL(location ?? '').searchParams.get('payment_id');
  if (!id) throw new Error(`no payment_id in ${location}`);
  return id;
}
