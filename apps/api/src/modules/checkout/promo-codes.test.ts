import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { giftCards } from '../../db/schema';
import { createTestApp } from '../../test/test-app';
import { buildProduct, buildVariant } from '../../test/test-catalogue';
import {
  buildGiftCard,
  buildPromoCode,
  payByCard,
  paymentIdOf,
  seedCheckoutReference,
  shopper,
} from '../../test/test-checkout';

describe('promo codes and vouchers', async () => {
  const { app, database } = await createTestApp();
  const db = database.db;
  await seedCheckoutReference(db);
  const product = await buildProduct(db);
  const variant = await buildVariant(db, product, { price: '20.00', quantity: 500 });
  const guest = shopper(app);
  const cartOf = (quantity: number, email?: string) =>
    guest.readyCart([{ variantId: variant.id, quantity }], email ? { address: { email } } : {});
  const apply = (checkoutId: string, promoCode: string) =>
    guest.ecom('apply-promo-code', { checkoutId, promoCode });

  const welcome = await buildPromoCode(db, {
    kind: 'percentage',
    value: 10,
    minimumSpendCents: 3000,
    oncePerCustomer: true,
  });

  describe('promo codes', () => {
    it('takes a percentage off a subtotal over the minimum, in any case', async () => {
      const small = await cartOf(1);
      const refused = await apply(small, welcome.code);
      expect(refused.statusCode).toBe(400);
      expect(refused.json().fields).toEqual({
        promoCode: ['Spend at least $30.00 to use this promo code.'],
      });

      const checkoutId = await cartOf(2);
      const res = await apply(checkoutId, `  ${welcome.code.toLowerCase()} `);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({
        promoCode: welcome.code,
        subtotalPrice: { amount: 40 },
        discount: { amount: 4 },
        totalPrice: { amount: 36 },
      });
      const removed = await guest.ecom('remove-promo-code', { checkoutId });
      expect(removed.json()).toMatchObject({ promoCode: null, totalPrice: { amount: 40 } });
    });

    it('takes a fixed amount off, never more than the subtotal', async () => {
      const save5 = await buildPromoCode(db, { kind: 'fixed', value: 500 });
      const big = await buildPromoCode(db, { kind: 'fixed', value: 10_000 });
      const checkoutId = await cartOf(1);
      expect((await apply(checkoutId, save5.code)).json().totalPrice.amount).toBe(15);
      const capped = (await apply(checkoutId, big.code)).json();
      expect(capped).toMatchObject({ discount: { amount: 20 }, totalPrice: { amount: 0 } });
    });

    it.each([
      ['is unknown', async () => 'NOPE-123', 'This promo code does not exist.'],
      [
        'has expired',
        async () => (await buildPromoCode(db, { expiresAt: new Date('2024-01-01') })).code,
        'This promo code has expired.',
      ],
      [
        'is used up',
        async () => (await buildPromoCode(db, { usageLimit: 3, uses: 3 })).code,
        'This promo code has already been used the maximum number of times.',
      ],
      [
        'has not started',
        async () =>
          (await buildPromoCode(db, { startsAt: new Date(Date.now() + 86_400_000) })).code,
        'This promo code is not active yet.',
      ],
    ])('refuses a code that %s, with a clear message', async (_, code, message) => {
      const res = await apply(await cartOf(2), await code());
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ message, fields: { promoCode: [message] } });
    });

    it('lets a once-per-customer code be used once per email', async () => {
      const email = 'once@example.com';
      const first = await cartOf(2, email);
      await apply(first, welcome.code);
      const payment = await guest.createPayment(first, 'stripe');
      expect(payment.amount.amount).toBe(36);
      const paid = await payByCard(app, payment.approvalUrl);
      const order = await guest.verify(first, 'stripe', paymentIdOf(paid.headers.location));
      expect(order.json().order.discount.amount).toBe(4);

      const second = await cartOf(2, email);
      const refused = await apply(second, welcome.code);
      expect(refused.statusCode).toBe(400);
      expect(refused.json().message).toBe('You have already used this promo code.');
      // The same mailbox under a sub-address is the same customer.
      const plus = await apply(await cartOf(2, 'Once+2@example.com'), welcome.code);
      expect(plus.statusCode).toBe(400);
      expect(plus.json().message).toBe('You have already used this promo code.');
      expect((await apply(await cartOf(2, 'other@example.com'), welcome.code)).statusCode).toBe(
        200,
      );
    });

    it('stops taking payment when the cart falls under the minimum after the code was applied', async () => {
      const checkoutId = await cartOf(2);
      const cart = (await apply(checkoutId, welcome.code)).json();
      const updated = await guest.ecom('update-of-cart', {
        checkoutId,
        lines: [{ lineId: cart.lines[0].id, quantity: 1 }],
      });
      expect(updated.json()).toMatchObject({ promoCode: welcome.code, discount: { amount: 0 } });
      const pay = await guest.ecom('create-payment', { checkoutId, gateway: 'stripe' });
      expect(pay.statusCode).toBe(409);
      expect(pay.json()).toMatchObject({
        error: 'promo_unavailable',
        fields: { promoCode: ['Spend at least $30.00 to use this promo code.'] },
      });
    });

    it('answers 429 after too many wrong codes from one client', async () => {
      const checkoutId = await cartOf(1);
      const attempt = () =>
        app.inject({
          method: 'POST',
          url: '/api/ecom/apply-promo-code/',
          remoteAddress: '203.0.113.9',
          payload: { checkoutId, promoCode: 'GUESS' },
        });
      for (let i = 0; i < 20; i += 1) expect((await attempt()).statusCode).toBe(400);
      const blocked = await attempt();
      expect(blocked.statusCode).toBe(429);
      expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
    });
  });

  describe('vouchers (gift cards)', () => {
    const assign = (checkoutId: string, code: string) =>
      guest.ecom('assign-voucher', { checkoutId, code });

    it('shows the assigned card and pays part of the total with it', async () => {
      const card = await buildGiftCard(db, { code: 'GIFT-AAAA-1234', balanceCents: 2500 });
      const checkoutId = await cartOf(2);
      const res = await assign(checkoutId, 'gift-aaaa-1234');
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({
        assignGiftCard: { name: 'Gift card ••••1234', code: '1234', balance: { amount: 0 } },
        discount: { amount: 25 },
        totalPrice: { amount: 15 },
      });
      const payment = await guest.createPayment(checkoutId, 'stripe');
      expect(payment.amount.amount).toBe(15);
      const paid = await payByCard(app, payment.approvalUrl);
      const order = (
        await guest.verify(checkoutId, 'stripe', paymentIdOf(paid.headers.location))
      ).json().order;
      expect(order).toMatchObject({ discount: { amount: 25 }, totalPrice: { amount: 15 } });
      const [row] = await db.select().from(giftCards).where(eq(giftCards.code, card.code));
      expect(row!.balanceCents).toBe(0);

      const spent = await assign(await cartOf(1), card.code);
      expect(spent.statusCode).toBe(400);
      expect(spent.json().fields).toEqual({ code: ['This voucher has already been used.'] });
    });

    it('places the order without a gateway when the voucher pays everything', async () => {
      const card = await buildGiftCard(db, { balanceCents: 10_000 });
      const checkoutId = await cartOf(1);
      await assign(checkoutId, card.code);
      const payment = await guest.createPayment(checkoutId, 'stripe');
      expect(payment.amount.amount).toBe(0);
      expect(payment.approvalUrl).toMatch(/\/checkout\/thankyou\/stripe\?payment_id=pay_/);
      const verified = await guest.verify(checkoutId, 'stripe', payment.paymentId);
      expect(verified.json().order).toMatchObject({
        totalPrice: { amount: 0 },
        discount: { amount: 20 },
      });
      const [row] = await db.select().from(giftCards).where(eq(giftCards.code, card.code));
      expect(row!.balanceCents).toBe(8000);
    });

    it('refuses unknown and expired vouchers with clear messages', async () => {
      const checkoutId = await cartOf(1);
      const unknown = await assign(checkoutId, 'NO-SUCH-CARD');
      expect(unknown.json()).toMatchObject({ fields: { code: ['This voucher does not exist.'] } });
      const expired = await buildGiftCard(db, { expiresAt: new Date('2024-01-01') });
      const res = await assign(checkoutId, expired.code);
      expect(res.json()).toMatchObject({ fields: { code: ['This voucher has expired.'] } });
    });
  });
});
