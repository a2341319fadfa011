import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { orders, paymentEvents } from '../../db/schema';
import { createTestApp } from '../../test/test-app';
import {
  buildReadyCheckout,
  payByCard,
  seedCheckoutReference,
  shopper,
} from '../../test/test-checkout';
import { buildProduct, buildVariant } from '../../test/test-catalogue';
import { signStripePayload, verifyStripeSignature } from './stripe';
import { STRIPE_WEBHOOK_PATH } from './stripe-webhook';

const SECRET = 'whsec_test_secret';

describe('Stripe webhook', async () => {
  const base = testConfigWithSecret();
  const { app, database } = await createTestApp({ config: base });
  const db = database.db;
  await seedCheckoutReference(db);
  const product = await buildProduct(db);
  const variant = await buildVariant(db, product, { quantity: 50 });
  const guest = shopper(app);

  const deliver = (body: string, signature?: string) =>
    app.inject({
      method: 'POST',
      url: STRIPE_WEBHOOK_PATH,
      headers: {
        'content-type': 'application/json',
        ...(signature ? { 'stripe-signature': signature } : {}),
      },
      payload: body,
    });

  /** A card payment paid on the sandbox page whose shopper never came back. */
  async function paidButNotVerified() {
    const checkoutId = await buildReadyCheckout(db, {
      lines: [{ variantId: variant.id, quantity: 1 }],
    });
    const payment = await guest.createPayment(checkoutId, 'stripe');
    await payByCard(app, payment.approvalUrl);
    const intentId = new URL(payment.approvalUrl).pathname.split('/').pop()!;
    return { checkoutId, intentId };
  }

  const event = (id: string, intentId: string, type = 'payment_intent.succeeded') =>
    JSON.stringify({
      id,
      object: 'event',
      type,
      data: { object: { id: intentId, object: 'payment_intent', status: 'succeeded' } },
    });

  it('places the order of a succeeded PaymentIntent once, however often the event comes', async () => {
    const { checkoutId, intentId } = await paidButNotVerified();
    const body = event('evt_1', intentId);
    const first = await deliver(body, signStripePayload(body, SECRET));
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ received: true, duplicate: false });
    const again = await deliver(body, signStripePayload(body, SECRET));
    expect(again.json()).toEqual({ received: true, duplicate: true });

    const placed = await db.select().from(orders).where(eq(orders.checkoutId, checkoutId));
    expect(placed).toHaveLength(1);
    expect((await guest.ecom('checkout-status', { checkoutId })).json().status).toBe('completed');
  });

  it('refuses a body whose signature does not match, or is too old', async () => {
    const { intentId } = await paidButNotVerified();
    const body = event('evt_2', intentId);
    expect((await deliver(body)).statusCode).toBe(400);
    expect((await deliver(body, signStripePayload(body, 'whsec_other'))).statusCode).toBe(400);
    const tampered = body.replace('evt_2', 'evt_3');
    expect((await deliver(tampered, signStripePayload(body, SECRET))).statusCode).toBe(400);
    const old = signStripePayload(body, SECRET, Math.floor(Date.now() / 1000) - 3600);
    const stale = await deliver(body, old);
    expect(stale.statusCode).toBe(400);
    expect(stale.json().error).toBe('invalid_signature');
    const recorded = await db.select().from(paymentEvents).where(eq(paymentEvents.id, 'evt_2'));
    expect(recorded).toEqual([]);
  });

  it('acknowledges events it has nothing to do with', async () => {
    const body = event('evt_4', 'pi_unknown', 'charge.refunded');
    const res = await deliver(body, signStripePayload(body, SECRET));
    expect(res.statusCode).toBe(200);
  });

  it('checks signatures the way Stripe makes them', () => {
    const body = '{"id":"evt"}';
    const now = 1_700_000_000;
    const header = signStripePayload(body, SECRET, now);
    expect(verifyStripeSignature(body, header, SECRET, now)).toBe(true);
    expect(verifyStripeSignature(body, `${header},v1=00`, SECRET, now)).toBe(true);
    expect(verifyStripeSignature(body, header, SECRET, now + 301)).toBe(false);
    expect(verifyStripeSignature(body, 't=abc,v1=00', SECRET, now)).toBe(false);
    expect(verifyStripeSignature(body, undefined, SECRET, now)).toBe(false);
  });
});

function testConfigWithSecret() {
  return { stripe: { webhookSecret: SECRET } };
}
