import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../test/test-app';
import { buildBrief } from '../../test/test-catalogue';

const verifyAccessToken = async (token: string) =>
  token.startsWith('user-') ? { userId: token } : null;

describe('changing a cart', async () => {
  const { app, database } = await createTestApp({ verifyAccessToken });
  const { variants } = await buildBrief(database.db, {
    price: '10.00',
    stock: { 'S/Black': 3, 'M/Black': 0 },
  });
  const blackS = variants['S/Black']!;
  const navyM = variants['M/Navy']!;

  const post = (path: string, payload: object, token?: string) =>
    app.inject({
      method: 'POST',
      url: `/api/ecom/${path}/`,
      payload,
      headers: token ? { authorization: `Bearer ${token}` } : {},
    });
  const cartWith = async (lines: [string, number][], token?: string) =>
    (
      await post(
        'create-checkout',
        { lines: lines.map(([variantId, quantity]) => ({ variantId, quantity })) },
        token,
      )
    ).json() as { id: string; lines: { id: string; variantId: string; quantity: number }[] };
  /** The id of the cart's line of a variant (lines made by one call have no set order). */
  const lineOf = (cart: Awaited<ReturnType<typeof cartWith>>, variantId: string) =>
    cart.lines.find((line) => line.variantId === variantId)!.id;

  describe('remove-from-cart', () => {
    it('removes a line; the last one leaves an empty cart', async () => {
      const cart = await cartWith([
        [blackS.id, 1],
        [navyM.id, 2],
      ]);
      const first = await post('remove-from-cart', {
        checkoutId: cart.id,
        lineId: lineOf(cart, blackS.id),
      });
      expect(first.statusCode).toBe(200);
      expect(first.json()).toMatchObject({ quantity: 2, totalPrice: { amount: 20 } });
      const last = await post('remove-from-cart', {
        checkoutId: cart.id,
        lineId: lineOf(cart, navyM.id),
      });
      expect(last.json()).toMatchObject({
        id: cart.id,
        quantity: 0,
        lines: [],
        totalPrice: { amount: 0 },
      });
    });

    it('answers 404 for a line that is not in the cart, whatever its id looks like', async () => {
      const cart = await cartWith([[navyM.id, 1]]);
      const other = await cartWith([[navyM.id, 1]]);
      for (const lineId of ['not-a-uuid', crypto.randomUUID(), other.lines[0]!.id]) {
        const res = await post('remove-from-cart', { checkoutId: cart.id, lineId });
        expect(res.statusCode).toBe(404);
        expect(res.json().message).toBe('This line is not in your cart.');
      }
    });

    it("never lets a guest change a user's cart", async () => {
      const cart = await cartWith([[navyM.id, 1]], 'user-zed');
      const res = await post('remove-from-cart', {
        checkoutId: cart.id,
        lineId: cart.lines[0]!.id,
      });
      expect(res.statusCode).toBe(404);
    });
  });

  describe('update-of-cart', () => {
    it('sets quantities, and 0 removes the line', async () => {
      const cart = await cartWith([
        [blackS.id, 1],
        [navyM.id, 1],
      ]);
      const res = await post('update-of-cart', {
        checkoutId: cart.id,
        lines: [
          { lineId: lineOf(cart, blackS.id), quantity: 3 },
          { lineId: lineOf(cart, navyM.id), quantity: 0 },
        ],
      });
      expect(res.statusCode).toBe(200);
      expect(
        res
          .json()
          .lines.map((l: { variantId: string; quantity: number }) => [l.variantId, l.quantity]),
      ).toEqual([[blackS.id, 3]]);
    });

    it('answers 400 beyond the stock and for bad quantities, changing nothing', async () => {
      const cart = await cartWith([[blackS.id, 2]]);
      const lineId = cart.lines[0]!.id;
      const over = await post('update-of-cart', {
        checkoutId: cart.id,
        lines: [{ lineId, quantity: 4 }],
      });
      expect(over.statusCode).toBe(400);
      expect(over.json().fields).toEqual({ 'lines.0.quantity': ['Only 3 left in stock.'] });
      for (const quantity of [-1, 1.5, 100, '2']) {
        const bad = await post('update-of-cart', {
          checkoutId: cart.id,
          lines: [{ lineId, quantity }],
        });
        expect(bad.statusCode).toBe(400);
        expect(Object.keys(bad.json().fields)).toEqual(['lines.0.quantity']);
      }
      const unknown = await post('update-of-cart', {
        checkoutId: cart.id,
        lines: [{ lineId: 'nope', quantity: 1 }],
      });
      expect(unknown.statusCode).toBe(400);
      expect(unknown.json().fields).toEqual({
        'lines.0.lineId': ['This line is not in your cart.'],
      });
      const items = (await post('cart-items', { checkoutId: cart.id })).json();
      expect(items.lines[0].quantity).toBe(2);
    });

    it('lets a quantity go down even when the stock fell below it', async () => {
      const cart = await cartWith([[blackS.id, 3]]);
      const res = await post('update-of-cart', {
        checkoutId: cart.id,
        lines: [{ lineId: cart.lines[0]!.id, quantity: 1 }],
      });
      expect(res.json().quantity).toBe(1);
    });
  });
});
