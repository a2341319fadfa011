import { describe, expect, it } from 'vitest';
import { testConfig } from '../../config';
import { createTestApp } from '../../test/test-app';
import { buildProduct, buildVariant } from '../../test/test-catalogue';
import { payByCard, seedCheckoutReference, shopper } from '../../test/test-checkout';
import { createPaymentGateways } from '../payments/gateways';
import { createPaymentCompletion } from './payment-completion';
import { createSandboxSweep, SANDBOX_SWEEP_GRACE_MS } from './sandbox-sweep';

describe('sandbox payments paid but never verified', async () => {
  const { app, database } = await createTestApp();
  const db = database.db;
  await seedCheckoutReference(db);
  const product = await buildProduct(db);
  const variant = await buildVariant(db, product, { price: '20.00', quantity: 1 });
  const guest = shopper(app);
  const sent: string[] = [];
  const sweep = createSandboxSweep({
    db,
    log: app.log,
    completePayment: createPaymentCompletion({
      db,
      gateways: createPaymentGateways({ config: testConfig(), db }),
      mailer: {
        kind: 'outbox',
        send: async (m) => void sent.push(m.subject),
        close: async () => {},
      },
      log: app.log,
    }),
  });
  const later = () => new Date(Date.now() + SANDBOX_SWEEP_GRACE_MS + 60_000);
  const orderOf = async (checkoutId: string) =>
    (await guest.ecom('checkout-order-details', { checkoutId })).json();

  it('places the order of a payment whose shopper never came back, once', async () => {
    const checkoutId = await guest.readyCart([{ variantId: variant.id, quantity: 1 }]);
    const payment = await guest.createPayment(checkoutId, 'stripe');
    expect((await payByCard(app, payment.approvalUrl)).statusCode).toBe(303);
    // Within the grace period the shopper may still be on the way back.
    expect(await sweep()).toEqual({ ordered: 0, refunded: 0 });
    expect((await orderOf(checkoutId)).success).toBe(false);

    expect(await sweep(later())).toEqual({ ordered: 1, refunded: 0 });
    const details = await orderOf(checkoutId);
    expect(details).toMatchObject({ success: true, order: { id: expect.any(String) } });
    expect(sent).toHaveLength(1);
    // Nothing left to do on the next round.
    expect(await sweep(later())).toEqual({ ordered: 0, refunded: 0 });
  });

  it('refunds a paid payment whose order can no longer be placed', async () => {
    const lastUnit = await buildVariant(db, product, { price: '20.00', quantity: 1 });
    // Two shoppers pay for the last unit and neither comes back.
    const carts = [
      await guest.readyCart([{ variantId: lastUnit.id, quantity: 1 }]),
      await guest.readyCart([{ variantId: lastUnit.id, quantity: 1 }]),
    ];
    for (const checkoutId of carts) {
      const payment = await guest.createPayment(checkoutId, 'stripe');
      expect((await payByCard(app, payment.approvalUrl)).statusCode).toBe(303);
    }
    expect(await sweep(later())).toEqual({ ordered: 1, refunded: 1 });
    const orders = await Promise.all(carts.map(orderOf));
    expect(orders.map((answer) => answer.success).sort()).toEqual([false, true]);
  });
});
