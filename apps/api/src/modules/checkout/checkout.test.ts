import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { SHIPPING_METHOD_REQUIRED } from '@mhp/contract/forms';
import { outboxMessages, productVariants } from '../../db/schema';
import { createTestApp } from '../../test/test-app';
import { buildBrief } from '../../test/test-catalogue';
import { SANDBOX_CARDS } from '../payments/sandbox';
import {
  payByCard,
  paymentIdOf,
  seedCheckoutReference,
  shopper,
  usAddress,
  verifyAccessToken,
} from '../../test/test-checkout';

describe('checkout', async () => {
  const { app, database } = await createTestApp({ verifyAccessToken });
  const db = database.db;
  await seedCheckoutReference(db);
  const { variants } = await buildBrief(db, { price: '24.50', stock: { 'M/Black': 6 } });
  const blackM = variants['M/Black']!;
  const navyS = variants['S/Navy']!;
  const guest = shopper(app);

  const stockOf = async (id: string) =>
    (await db.select().from(productVariants).where(eq(productVariants.id, id)))[0]!.quantity;

  describe('address and shipping', () => {
    const newCart = async () =>
      (
        await guest.ecom('create-checkout', { lines: [{ variantId: navyS.id, quantity: 1 }] })
      ).json().id as string;

    it('stores the address with the subdivision code and offers the methods of its country', async () => {
      const checkoutId = await newCart();
      const res = await guest.ecom('shipping-details', {
        checkoutId,
        ...usAddress,
        country_area: 'california',
      });
      expect(res.statusCode, res.body).toBe(200);
      const cart = res.json();
      expect(cart.email).toBe('buyer@example.com');
      expect(cart.shippingAddress).toEqual({
        first_name: 'Jo',
        last_name: 'Doe',
        phone: '+1 555 0100',
        street_address_1: '1 Main St',
        street_address_2: null,
        city: 'Los Angeles',
        postal_code: '90001',
        country: 'US',
        country_area: 'CA',
      });
      expect(cart.shippingMethods.map((m: { id: string }) => m.id)).toEqual([
        'standard',
        'express',
      ]);
      expect(cart.shippingMethods[0]).toMatchObject({
        name: 'Standard Shipping',
        price: { amount: 0, currency: 'USD' },
        minimumDeliveryDays: 3,
        maximumDeliveryDays: 5,
      });
      expect(cart.availablePaymentGateways).toEqual([
        { id: 'stripe', name: 'Credit card' },
        { id: 'paypal', name: 'PayPal' },
        { id: 'googlepay', name: 'Google Pay' },
      ]);
    });

    it('answers 400 for an unknown country or subdivision, naming the field', async () => {
      const checkoutId = await newCart();
      const country = await guest.ecom('shipping-details', {
        checkoutId,
        ...usAddress,
        country: 'ZZ',
      });
      expect(country.statusCode).toBe(400);
      expect(country.json().fields).toEqual({ country: ['Select a country from the list.'] });
      const area = await guest.ecom('shipping-details', {
        checkoutId,
        ...usAddress,
        country_area: 'XX',
      });
      expect(area.statusCode).toBe(400);
      expect(area.json().fields).toEqual({
        country_area: ['Select a state or province from the list.'],
      });
      const missing = await guest.ecom('shipping-details', { checkoutId, ...usAddress, city: ' ' });
      expect(missing.statusCode).toBe(400);
      expect(missing.json().fields).toEqual({ city: ['City is required.'] });
    });

    it('lists shipping methods by country, and refuses one that does not ship there', async () => {
      const list = async (query: string) =>
        app.inject({ method: 'GET', url: `/api/ecom/available-shipping-methods/${query}` });
      const names = async (query: string) =>
        (await list(query)).json().map((m: { id: string }) => m.id);
      expect(await names('?country=CA')).toEqual(['standard', 'express']);
      expect(await names('?country=FR')).toEqual(['international']);
      expect(await names('')).toEqual(['standard', 'express', 'international']);
      expect((await list('?country=ZZ')).statusCode).toBe(400);

      const checkoutId = await newCart();
      expect(await names(`?checkoutId=${checkoutId}`)).toEqual([
        'standard',
        'express',
        'international',
      ]);
      await guest.ecom('shipping-details', {
        checkoutId,
        ...usAddress,
        country: 'FR',
        country_area: 'Île-de-France',
      });
      expect(await names(`?checkoutId=${checkoutId}`)).toEqual(['international']);
      const wrong = await guest.ecom('update-shipping-method', {
        checkoutId,
        shippingMethodId: 'standard',
      });
      expect(wrong.statusCode).toBe(400);
      expect(wrong.json().fields.shippingMethodId).toEqual([
        'Standard Shipping does not ship to France.',
      ]);
      const ok = await guest.ecom('update-shipping-method', {
        checkoutId,
        shippingMethodId: 'international',
      });
      expect(ok.json()).toMatchObject({
        shippingMethod: { id: 'international' },
        shippingPrice: { amount: 19.95 },
        totalPrice: { amount: 44.45 },
      });
      // Moving the address to the US drops the method that does not ship there.
      const moved = await guest.ecom('shipping-details', { checkoutId, ...usAddress });
      expect(moved.json()).toMatchObject({ shippingMethod: null, totalPrice: { amount: 24.5 } });
    });

    it("refuses to take payment without a shipping method: 'Shipping method is required!'", async () => {
      const checkoutId = await newCart();
      await guest.ecom('shipping-details', { checkoutId, ...usAddress });
      const res = await guest.ecom('create-payment', { checkoutId, gateway: 'stripe' });
      expect(res.statusCode).toBe(400);
      expect(res.json().fields).toEqual({ shipment_type: [SHIPPING_METHOD_REQUIRED] });
    });

    it('refuses return addresses of other sites', async () => {
      const checkoutId = await guest.readyCart([{ variantId: navyS.id, quantity: 1 }]);
      const res = await guest.ecom('create-payment', {
        checkoutId,
        gateway: 'stripe',
        returnUrl: 'https://evil.example/checkout/thankyou/stripe',
      });
      expect(res.statusCode).toBe(400);
      expect(Object.keys(res.json().fields)).toEqual(['returnUrl']);
    });
  });

  describe('paying by card in the sandbox', () => {
    it('places one order, takes the stock, empties the cart and emails the confirmation', async () => {
      const before = await stockOf(blackM.id);
      const checkoutId = await guest.readyCart([{ variantId: blackM.id, quantity: 2 }], {
        shippingMethodId: 'express',
      });
      const payment = await guest.createPayment(checkoutId, 'stripe');
      expect(payment.amount.amount).toBe(63.95);
      expect(payment.approvalUrl).toMatch(
        /^http:\/\/localhost(:\d+)?\/api\/payment\/sandbox\/sbx_pi_/,
      );

      const status = await guest.ecom('checkout-status', { checkoutId });
      expect(status.json()).toMatchObject({ status: 'open', orderId: null });

      const paid = await payByCard(app, payment.approvalUrl);
      expect(paid.statusCode).toBe(303);
      expect(paid.headers.location).toMatch(
        /^http:\/\/localhost\/stud\/checkout\/thankyou\/stripe\?payment_id=pay_/,
      );
      expect(paymentIdOf(paid.headers.location)).toBe(payment.paymentId);

      const verified = await guest.verify(checkoutId, 'stripe', payment.paymentId);
      expect(verified.statusCode, verified.body).toBe(200);
      const { success, order } = verified.json();
      expect(success).toBe(true);
      expect(order).toMatchObject({
        number: expect.stringMatching(/^\d{5,}$/),
        status: 'paid',
        paymentGateway: 'stripe',
        email: 'buyer@example.com',
        shippingMethodName: 'Express Shipping',
        subtotalPrice: { amount: 49 },
        shippingPrice: { amount: 14.95 },
        discount: { amount: 0 },
        totalPrice: { amount: 63.95 },
      });
      expect(order.lines).toEqual([
        expect.objectContaining({ variantId: blackM.id, title: 'M / Black', quantity: 2 }),
      ]);
      expect(await stockOf(blackM.id)).toBe(before - 2);

      const cart = (await guest.ecom('cart-items', { checkoutId })).json();
      expect(cart).toMatchObject({ quantity: 0, lines: [], totalPrice: { amount: 0 } });
      expect((await guest.ecom('checkout-status', { checkoutId })).json()).toMatchObject({
        status: 'completed',
        orderId: order.id,
        orderStatus: 'paid',
      });
      expect((await guest.ecom('checkout-order-details', { checkoutId })).json()).toEqual({
        success: true,
        order,
      });
      const add = await guest.ecom('add-to-cart', {
        checkoutId,
        lines: [{ variantId: navyS.id, quantity: 1 }],
      });
      expect(add.statusCode).toBe(409);

      const mails = await db
        .select()
        .from(outboxMessages)
        .where(eq(outboxMessages.to, 'buyer@example.com'));
      const mail = mails.find((m) => m.subject.includes(order.number));
      expect(mail?.subject).toBe(`Your order #${order.number} is confirmed`);
      expect(mail?.text).toContain('2 × ');
      expect(mail?.text).toContain('Total paid: $63.95');
    });

    it('answers the same single order when verification is replayed or raced', async () => {
      const checkoutId = await guest.readyCart([{ variantId: navyS.id, quantity: 1 }]);
      const payment = await guest.createPayment(checkoutId, 'stripe');
      await payByCard(app, payment.approvalUrl);
      const results = await Promise.all(
        Array.from({ length: 4 }, () => guest.verify(checkoutId, 'stripe', payment.paymentId)),
      );
      expect(results.map((r) => r.statusCode)).toEqual([200, 200, 200, 200]);
      const ids = new Set(results.map((r) => r.json().order.id));
      expect(ids.size).toBe(1);
      const again = await guest.verify(checkoutId, 'stripe', payment.paymentId);
      expect(again.json().order.id).toBe([...ids][0]);
      const mails = await db
        .select()
        .from(outboxMessages)
        .where(eq(outboxMessages.to, 'buyer@example.com'));
      expect(mails.filter((m) => m.subject.includes(again.json().order.number))).toHaveLength(1);
    });

    it('completes a checkout once when it was paid twice, refunding the second payment', async () => {
      const checkoutId = await guest.readyCart([{ variantId: navyS.id, quantity: 1 }]);
      const first = await guest.createPayment(checkoutId, 'stripe');
      const second = await guest.createPayment(checkoutId, 'stripe');
      await payByCard(app, first.approvalUrl);
      await payByCard(app, second.approvalUrl);
      const one = await guest.verify(checkoutId, 'stripe', first.paymentId);
      const two = await guest.verify(checkoutId, 'stripe', second.paymentId);
      expect(two.statusCode).toBe(200);
      expect(two.json().order.id).toBe(one.json().order.id);
      const page = await app.inject({ method: 'GET', url: new URL(second.approvalUrl).pathname });
      expect(page.body).toContain('This payment was refunded.');
      const replay = await guest.verify(checkoutId, 'stripe', second.paymentId);
      expect(replay.json().order.id).toBe(one.json().order.id);
    });

    it('keeps the cart intact and payable after a declined card', async () => {
      const before = await stockOf(navyS.id);
      const checkoutId = await guest.readyCart([{ variantId: navyS.id, quantity: 1 }]);
      const payment = await guest.createPayment(checkoutId, 'stripe');
      const declined = await payByCard(app, payment.approvalUrl, SANDBOX_CARDS.declined);
      expect(declined.statusCode).toBe(303);
      expect(declined.headers.location).toBe(new URL(payment.approvalUrl).pathname);

      const verify = await guest.verify(checkoutId, 'stripe', payment.paymentId);
      expect(verify.statusCode).toBe(402);
      expect(verify.json().error).toBe('payment_declined');
      expect(JSON.parse(verify.json().message)[0]).toBe('Your card was declined.');
      const cart = (await guest.ecom('cart-items', { checkoutId })).json();
      expect(cart.quantity).toBe(1);
      expect(await stockOf(navyS.id)).toBe(before);

      const retry = await guest.createPayment(checkoutId, 'stripe');
      await payByCard(app, retry.approvalUrl);
      const ok = await guest.verify(checkoutId, 'stripe', retry.paymentId);
      expect(ok.statusCode).toBe(200);
      expect(await stockOf(navyS.id)).toBe(before - 1);
    });

    it('answers 404 for a payment of another cart and 402 before the shopper paid', async () => {
      const mine = await guest.readyCart([{ variantId: navyS.id, quantity: 1 }]);
      const other = await guest.readyCart([{ variantId: navyS.id, quantity: 1 }]);
      const payment = await guest.createPayment(mine, 'stripe');
      expect((await guest.verify(other, 'stripe', payment.paymentId)).statusCode).toBe(404);
      expect((await guest.verify(mine, 'paypal', payment.paymentId)).statusCode).toBe(404);
      const early = await guest.verify(mine, 'stripe', payment.paymentId);
      expect(early.statusCode).toBe(402);
      expect(early.json().error).toBe('payment_incomplete');
    });
  });

  describe('signed-in buyers', () => {
    it("lists the user's orders, newest first, and only theirs", async () => {
      const ann = shopper(app, 'user-ann');
      for (const quantity of [1, 2]) {
        const checkoutId = await ann.readyCart([{ variantId: navyS.id, quantity }]);
        const payment = await ann.createPayment(checkoutId, 'stripe');
        await payByCard(app, payment.approvalUrl);
        expect((await ann.verify(checkoutId, 'stripe', payment.paymentId)).statusCode).toBe(200);
      }
      const list = await app.inject({
        method: 'GET',
        url: '/api/ecom/order-list/',
        headers: { authorization: 'Bearer user-ann' },
      });
      expect(list.statusCode).toBe(200);
      const body = list.json();
      expect(body.status).toBe(200);
      expect(
        body.payload.map((o: { lines: { quantity: number }[] }) => o.lines[0]!.quantity),
      ).toEqual([2, 1]);
      const other = await app.inject({
        method: 'GET',
        url: '/api/ecom/order-list/',
        headers: { authorization: 'Bearer user-bob' },
      });
      expect(other.json().payload).toEqual([]);
      expect((await app.inject({ method: 'GET', url: '/api/ecom/order-list/' })).statusCode).toBe(
        401,
      );
    });
  });
});
