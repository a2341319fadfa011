import { eq, inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { orders, productVariants, promoCodes, sandboxPayments } from '../../db/schema';
import { createTestApp } from '../../test/test-app';
import { buildProduct, buildVariant } from '../../test/test-catalogue';
import {
  buildPromoCode,
  buildReadyCheckout,
  payByCard,
  seedCheckoutReference,
  shopper,
} from '../../test/test-checkout';

/**
 * Many buyers completing at once. On PGlite transactions run one at a time; on Postgres
 * (TEST_DATABASE_URL) they really overlap, and the row locks and conditional updates decide.
 */
describe('concurrent checkouts', async () => {
  const { app, database } = await createTestApp();
  const db = database.db;
  await seedCheckoutReference(db);
  const guest = shopper(app);

  /** Paid sandbox card payments for each cart, ready to be verified. */
  async function paidPayments(checkoutIds: string[]) {
    const payments: {
      checkoutId: string;
      paymentId: string;
      approvalUrl: string;
      amount: { amount: number };
    }[] = [];
    // A few at a time: the point is the verification race, not the set-up.
    for (let i = 0; i < checkoutIds.length; i += 10) {
      payments.push(
        ...(await Promise.all(
          checkoutIds.slice(i, i + 10).map(async (checkoutId) => {
            const payment = await guest.createPayment(checkoutId, 'stripe');
            expect((await payByCard(app, payment.approvalUrl)).statusCode).toBe(303);
            return { checkoutId, ...payment };
          }),
        )),
      );
    }
    return payments;
  }

  it('sells exactly the 5 in stock to 50 buyers completing at once, refunding the rest', async () => {
    const product = await buildProduct(db);
    const variant = await buildVariant(db, product, { price: '30.00', quantity: 5 });
    const checkoutIds = await Promise.all(
      Array.from({ length: 50 }, () =>
        buildReadyCheckout(db, { lines: [{ variantId: variant.id, quantity: 1 }] }),
      ),
    );
    const payments = await paidPayments(checkoutIds);

    const results = await Promise.all(
      payments.map((p) => guest.verify(p.checkoutId, 'stripe', p.paymentId)),
    );
    const codes = results.map((r) => r.statusCode);
    expect(codes.filter((c) => c === 200)).toHaveLength(5);
    expect(codes.filter((c) => c === 409)).toHaveLength(45);
    for (const refused of results.filter((r) => r.statusCode === 409)) {
      expect(refused.json()).toMatchObject({
        error: 'out_of_stock',
        message: expect.stringContaining('Your payment has been refunded.'),
      });
    }

    const [row] = await db.select().from(productVariants).where(eq(productVariants.id, variant.id));
    expect(row!.quantity).toBe(0);
    const placed = await db.select().from(orders).where(inArray(orders.checkoutId, checkoutIds));
    expect(placed).toHaveLength(5);
    const sandbox = await db.select({ status: sandboxPayments.status }).from(sandboxPayments);
    const statuses = sandbox.map((s) => s.status).filter((s) => s === 'refunded');
    expect(statuses.length).toBeGreaterThanOrEqual(45);

    // A refused buyer's cart is as it was.
    const loser = payments[codes.indexOf(409)]!;
    const cart = (await guest.ecom('cart-items', { checkoutId: loser.checkoutId })).json();
    expect(cart.quantity).toBe(1);
  });

  it('never lets a usage-limited promo code be used more often than its limit', async () => {
    const product = await buildProduct(db);
    const variant = await buildVariant(db, product, { price: '40.00', quantity: 100 });
    const promo = await buildPromoCode(db, { kind: 'fixed', value: 500, usageLimit: 2 });
    const checkoutIds = await Promise.all(
      Array.from({ length: 8 }, () =>
        buildReadyCheckout(db, {
          lines: [{ variantId: variant.id, quantity: 1 }],
          promoCode: promo.code,
        }),
      ),
    );
    const payments = await paidPayments(checkoutIds);
    expect(payments.every((p) => p.amount.amount === 35)).toBe(true);

    const results = await Promise.all(
      payments.map((p) => guest.verify(p.checkoutId, 'stripe', p.paymentId)),
    );
    const codes = results.map((r) => r.statusCode);
    expect(codes.filter((c) => c === 200)).toHaveLength(2);
    expect(codes.filter((c) => c === 409)).toHaveLength(6);
    for (const refused of results.filter((r) => r.statusCode === 409)) {
      expect(refused.json().error).toBe('promo_unavailable');
      expect(refused.json().fields.promoCode).toEqual([
        'This promo code has already been used the maximum number of times.',
      ]);
    }
    const [row] = await db.select().from(promoCodes).where(eq(promoCodes.code, promo.code));
    expect(row!.uses).toBe(2);
    const [stock] = await db
      .select()
      .from(productVariants)
      .where(eq(productVariants.id, variant.id));
    expect(stock!.quantity).toBe(98);
  });
});
