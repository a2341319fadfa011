import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { productVariants } from '../../db/schema';
import { createTestApp } from '../../test/test-app';
import {
  payByCard,
  paymentIdOf,
  sandboxForm,
  seedCheckoutReference,
  shopper,
} from '../../test/test-checkout';
import { buildProduct, buildVariant } from '../../test/test-catalogue';
import { SANDBOX_CARDS } from './sandbox';

describe('payment sandbox', async () => {
  const { app, database } = await createTestApp();
  const db = database.db;
  await seedCheckoutReference(db);
  const product = await buildProduct(db);
  const variant = await buildVariant(db, product, { price: '24.00', quantity: 1000 });
  const guest = shopper(app);
  const readyCart = () => guest.readyCart([{ variantId: variant.id, quantity: 1 }]);
  const page = (approvalUrl: string) =>
    app.inject({ method: 'GET', url: new URL(approvalUrl).pathname });
  const cartQuantity = async (checkoutId: string) =>
    (await guest.ecom('cart-items', { checkoutId })).json().quantity as number;

  describe('card (stripe)', () => {
    it('serves a script-free form under the site CSP, with the test cards', async () => {
      const payment = await guest.createPayment(await readyCart(), 'stripe');
      const res = await page(payment.approvalUrl);
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toMatch(/^text\/html/);
      const csp = String(res.headers['content-security-policy']);
      expect(csp).toContain("script-src 'none'");
      expect(csp).toContain("form-action 'self' http://localhost");
      expect(res.body).not.toMatch(/<script/i);
      expect(res.body).toContain('method="post"');
      expect(res.body).toContain('4242 4242 4242 4242');
      expect(res.body).toContain('$24.00');
    });

    it('declines, shows why, and then takes another card for the same payment', async () => {
      const checkoutId = await readyCart();
      const payment = await guest.createPayment(checkoutId, 'stripe');
      const declined = await payByCard(app, payment.approvalUrl, SANDBOX_CARDS.declined);
      expect(declined.headers.location).toBe(new URL(payment.approvalUrl).pathname);
      expect((await page(payment.approvalUrl)).body).toContain('Your card was declined.');

      const invalid = await payByCard(app, payment.approvalUrl, '4242424242424241');
      expect(invalid.headers.location).toMatch(/\?error=number$/);
      const shown = await app.inject({ method: 'GET', url: invalid.headers.location! });
      expect(shown.body).toContain('Your card number is incorrect.');

      const paid = await payByCard(app, payment.approvalUrl);
      expect(paymentIdOf(paid.headers.location)).toBe(payment.paymentId);
      const verified = await guest.verify(checkoutId, 'stripe', payment.paymentId);
      expect(verified.statusCode).toBe(200);
      expect(verified.json().order.paymentGateway).toBe('stripe');
    });

    it('asks for the extra confirmation step (3-D Secure) before the payment succeeds', async () => {
      const checkoutId = await readyCart();
      const payment = await guest.createPayment(checkoutId, 'stripe');
      const challenged = await payByCard(app, payment.approvalUrl, SANDBOX_CARDS.authenticate);
      expect(challenged.headers.location).toBe(new URL(payment.approvalUrl).pathname);
      const challenge = await page(payment.approvalUrl);
      expect(challenge.body).toContain('Authorise');
      expect(challenge.body).toContain('ending in 3184');

      const early = await guest.verify(checkoutId, 'stripe', payment.paymentId);
      expect(early.statusCode).toBe(402);
      expect(early.json().error).toBe('payment_incomplete');
      expect((await guest.ecom('checkout-status', { checkoutId })).json().status).toBe(
        'payment_pending',
      );

      const authorised = await sandboxForm(app, payment.approvalUrl, { action: 'authorise' });
      expect(authorised.statusCode).toBe(303);
      expect(paymentIdOf(authorised.headers.location)).toBe(payment.paymentId);
      expect((await guest.verify(checkoutId, 'stripe', payment.paymentId)).statusCode).toBe(200);
    });

    it('returns to the card form when the extra step fails', async () => {
      const checkoutId = await readyCart();
      const payment = await guest.createPayment(checkoutId, 'stripe');
      await payByCard(app, payment.approvalUrl, SANDBOX_CARDS.authenticate);
      await sandboxForm(app, payment.approvalUrl, { action: 'fail_authentication' });
      const form = await page(payment.approvalUrl);
      expect(form.body).toContain('unable to authenticate');
      const verify = await guest.verify(checkoutId, 'stripe', payment.paymentId);
      expect(verify.statusCode).toBe(402);
      expect(JSON.parse(verify.json().message)[0]).toMatch(/unable to authenticate/);
      expect(await cartQuantity(checkoutId)).toBe(1);
    });
  });

  describe('PayPal', () => {
    it('is approved on the sandbox page and captured when the shop verifies', async () => {
      const checkoutId = await readyCart();
      const payment = await guest.createPayment(checkoutId, 'paypal');
      expect((await page(payment.approvalUrl)).body).toContain('Approve payment');
      const approved = await sandboxForm(app, payment.approvalUrl, { action: 'approve' });
      expect(approved.statusCode).toBe(303);
      expect(approved.headers.location).toContain('/checkout/thankyou/paypal?payment_id=');
      expect((await guest.ecom('checkout-status', { checkoutId })).json().status).toBe(
        'payment_pending',
      );
      const verified = await guest.verify(checkoutId, 'paypal', payment.paymentId);
      expect(verified.statusCode).toBe(200);
      expect(verified.json().order.paymentGateway).toBe('paypal');
      expect((await page(payment.approvalUrl)).body).toContain('This payment is complete.');
    });

    it('starts through /api/payment/paypal/initiate/ and verifies by the PayPal order id', async () => {
      const checkoutId = await readyCart();
      const res = await guest.post('/api/payment/paypal/initiate/', {
        checkoutId,
        returnUrl: 'http://localhost/checkout/thankyou/paypal',
        cancelUrl: 'http://localhost/checkout',
      });
      expect(res.statusCode).toBe(200);
      const { success, paypalOrderId, approvalUrl } = res.json();
      expect(success).toBe(true);
      expect(paypalOrderId).toMatch(/^SBX-PAYPAL_/);
      await sandboxForm(app, approvalUrl, { action: 'approve' });
      expect((await guest.verify(checkoutId, 'paypal', paypalOrderId)).statusCode).toBe(200);
    });

    it('goes back to the checkout on cancel, leaving the cart payable', async () => {
      const checkoutId = await readyCart();
      const payment = await guest.createPayment(checkoutId, 'paypal');
      const cancelled = await sandboxForm(app, payment.approvalUrl, { action: 'cancel' });
      expect(cancelled.statusCode).toBe(303);
      expect(cancelled.headers.location).toBe('http://localhost/stud/checkout');
      const verify = await guest.verify(checkoutId, 'paypal', payment.paymentId);
      expect(verify.statusCode).toBe(402);
      expect(verify.json().error).toBe('payment_cancelled');
      expect(await cartQuantity(checkoutId)).toBe(1);

      const again = await guest.createPayment(checkoutId, 'paypal');
      await sandboxForm(app, again.approvalUrl, { action: 'approve' });
      expect((await guest.verify(checkoutId, 'paypal', again.paymentId)).statusCode).toBe(200);
    });

    it('takes no money when the item sold out between approval and verification', async () => {
      const scarce = await buildVariant(db, product, { price: '24.00', quantity: 1 });
      const checkoutId = await guest.readyCart([{ variantId: scarce.id, quantity: 1 }]);
      const payment = await guest.createPayment(checkoutId, 'paypal');
      await sandboxForm(app, payment.approvalUrl, { action: 'approve' });
      await db
        .update(productVariants)
        .set({ quantity: 0 })
        .where(eq(productVariants.id, scarce.id));
      const verify = await guest.verify(checkoutId, 'paypal', payment.paymentId);
      expect(verify.statusCode).toBe(409);
      expect(verify.json().error).toBe('out_of_stock');
      // Approved, never captured: the sandbox shows it as approved, not refunded.
      expect((await page(payment.approvalUrl)).body).toContain('approved');
    });
  });

  describe('Google Pay', () => {
    it('pays on the sandbox page', async () => {
      const checkoutId = await readyCart();
      const payment = await guest.createPayment(checkoutId, 'googlepay');
      expect((await page(payment.approvalUrl)).body).toContain('Pay with Google Pay');
      const approved = await sandboxForm(app, payment.approvalUrl, { action: 'approve' });
      expect(approved.headers.location).toContain('/checkout/thankyou/googlepay?payment_id=');
      const verified = await guest.verify(checkoutId, 'googlepay', payment.paymentId);
      expect(verified.statusCode).toBe(200);
      expect(verified.json().order.paymentGateway).toBe('googlepay');
    });

    it('charges a token through /api/payment/gpay/ and places the order at once', async () => {
      const checkoutId = await readyCart();
      const declined = await guest.post('/api/payment/gpay/', {
        checkoutId,
        paymentToken: JSON.stringify({ id: 'tok_chargeDeclined' }),
      });
      expect(declined.statusCode).toBe(402);
      expect(JSON.parse(declined.json().message)).toEqual(['Your card was declined.']);
      expect(await cartQuantity(checkoutId)).toBe(1);

      const paid = await guest.post('/api/payment/gpay/', {
        checkoutId,
        paymentToken: JSON.stringify({ id: 'tok_visa' }),
      });
      expect(paid.statusCode).toBe(200);
      expect(paid.json()).toMatchObject({ success: true, order: { paymentGateway: 'googlepay' } });
      expect(await cartQuantity(checkoutId)).toBe(0);
    });
  });

  it('answers 404 with a page for an unknown sandbox payment', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/payment/sandbox/sbx_pi_nope' });
    expect(res.statusCode).toBe(404);
    expect(res.body).toContain('Payment not found');
  });

  it('keeps the sandbox out of the OpenAPI document', async () => {
    const doc = (await app.inject({ method: 'GET', url: '/api/openapi.json' })).json();
    expect(Object.keys(doc.paths).filter((path) => path.includes('sandbox'))).toEqual([]);
  });
});
