import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { productVariants } from '../../db/schema';
import { createTestApp } from '../../test/test-app';
import { buildBrief, buildProduct, buildVariant } from '../../test/test-catalogue';

/** Test tokens: "user-…" signs in as the user of that id; anything else does not verify. */
const verifyAccessToken = async (token: string) =>
  token.startsWith('user-') ? { userId: token } : null;

describe('cart', async () => {
  const { app, database } = await createTestApp({ verifyAccessToken });
  const db = database.db;
  const { product, variants } = await buildBrief(db, {
    price: '24.50',
    stock: { 'S/Black': 3, 'L/Navy': 0 },
  });
  const blackS = variants['S/Black']!;
  const blackM = variants['M/Black']!;
  const navyM = variants['M/Navy']!;
  const navyL = variants['L/Navy']!;

  const post = (path: string, payload: object, token?: string) =>
    app.inject({
      method: 'POST',
      url: `/api/ecom/${path}/`,
      payload,
      headers: token ? { authorization: `Bearer ${token}` } : {},
    });
  const line = (variantId: string, quantity = 1) => ({ variantId, quantity });

  describe('guest', () => {
    it('creates a cart with lines of quantity 1 and reads it back by checkoutId', async () => {
      const created = await post('create-checkout', { lines: [line(blackM.id)] });
      expect(created.statusCode).toBe(200);
      const cart = created.json();
      expect(cart).toMatchObject({
        id: expect.any(String),
        quantity: 1,
        channel: 'default-channel',
        email: null,
        subtotalPrice: { amount: 24.5, currency: 'USD' },
        totalPrice: { amount: 24.5, currency: 'USD' },
      });
      expect(cart.lines).toEqual([
        {
          id: expect.any(String),
          variantId: blackM.id,
          productId: product.id,
          productSlug: product.slug,
          title: 'M / Black',
          productName: product.name,
          quantity: 1,
          unitPrice: { amount: 24.5, currency: 'USD' },
          price: { amount: 24.5, currency: 'USD' },
          image: expect.stringMatching(/black-front/),
          attributes: { Size: 'M', Colour: 'Black' },
        },
      ]);

      const items = await post('cart-items', { checkoutId: cart.id });
      expect(items.statusCode).toBe(200);
      expect(items.json()).toEqual(cart);
    });

    it('is idempotent on the client id: a repeated create answers the same cart unchanged', async () => {
      const id = crypto.randomUUID();
      const first = await post('create-checkout', { id, lines: [line(blackM.id)] });
      const again = await post('create-checkout', { id, lines: [line(blackM.id)] });
      expect(first.json().id).toBe(id);
      expect(again.statusCode).toBe(200);
      expect(again.json()).toEqual(first.json());
    });

    it('adds to a cart: the same variant adds up, another one gets its own line', async () => {
      const cart = (await post('create-checkout', { lines: [line(blackM.id)] })).json();
      await post('add-to-cart', { checkoutId: cart.id, lines: [line(blackM.id)] });
      const res = await post('add-to-cart', { checkoutId: cart.id, lines: [line(navyM.id, 2)] });
      expect(res.statusCode).toBe(200);
      const body = res.json();
      expect(
        body.lines.map((l: { variantId: string; quantity: number }) => [l.variantId, l.quantity]),
      ).toEqual([
        [blackM.id, 2],
        [navyM.id, 2],
      ]);
      expect(body.quantity).toBe(4);
      expect(body.subtotalPrice.amount).toBe(98);
      expect(body.lines[1].image).toMatch(/navy-front/);
    });

    it('answers 404 for an unknown cart', async () => {
      const res = await post('cart-items', { checkoutId: 'no-such-cart' });
      expect(res.statusCode).toBe(404);
      expect(
        (await post('add-to-cart', { checkoutId: 'nope', lines: [line(blackM.id)] })).statusCode,
      ).toBe(404);
    });
  });

  describe('quantity and stock rules', () => {
    const cartWith = async () =>
      (await post('create-checkout', { lines: [line(blackM.id)] })).json().id as string;

    it.each([
      ['negative', -1],
      ['zero', 0],
      ['huge', 1000],
      ['non-integer', 1.5],
      ['a string', '2'],
    ])('answers 400 naming the field for a %s quantity', async (_, quantity) => {
      const checkoutId = await cartWith();
      const res = await post('add-to-cart', {
        checkoutId,
        lines: [{ variantId: blackM.id, quantity }],
      });
      expect(res.statusCode).toBe(400);
      expect(Object.keys(res.json().fields)).toEqual(['lines.0.quantity']);
      const create = await post('create-checkout', { lines: [{ variantId: blackM.id, quantity }] });
      expect(create.statusCode).toBe(400);
    });

    it('answers 400 beyond the stock, counting what the cart already holds', async () => {
      const cart = (await post('create-checkout', { lines: [line(blackS.id, 2)] })).json();
      const res = await post('add-to-cart', { checkoutId: cart.id, lines: [line(blackS.id, 2)] });
      expect(res.statusCode).toBe(400);
      expect(res.json().fields).toEqual({
        'lines.0.quantity': ['Only 3 left in stock, and your cart already holds 2.'],
      });
      const items = (await post('cart-items', { checkoutId: cart.id })).json();
      expect(items.lines[0].quantity).toBe(2);
      expect(
        (await post('add-to-cart', { checkoutId: cart.id, lines: [line(blackS.id)] })).statusCode,
      ).toBe(200);
    });

    it("refuses an out-of-stock variant with 'Item is out of stock.' and adds nothing", async () => {
      const create = await post('create-checkout', { lines: [line(navyL.id)] });
      expect(create.statusCode).toBe(409);
      expect(create.json()).toMatchObject({
        error: 'out_of_stock',
        message: 'Item is out of stock.',
        fields: { 'lines.0.variantId': ['Item is out of stock.'] },
      });

      const checkoutId = await cartWith();
      const add = await post('add-to-cart', {
        checkoutId,
        lines: [line(navyM.id), line(navyL.id)],
      });
      expect(add.statusCode).toBe(409);
      const items = (await post('cart-items', { checkoutId })).json();
      expect(items.lines).toHaveLength(1);
    });

    it('answers 400 for an unknown variant or one of an unpublished product', async () => {
      const hidden = await buildProduct(db, { isPublished: false });
      const hiddenVariant = await buildVariant(db, hidden);
      const res = await post('create-checkout', {
        lines: [line('no-such-variant'), line(hiddenVariant.id)],
      });
      expect(res.statusCode).toBe(400);
      expect(Object.keys(res.json().fields)).toEqual(['lines.0.variantId', 'lines.1.variantId']);
    });

    it('prices lines from the catalogue at read time, never from the client', async () => {
      const cart = (await post('create-checkout', { lines: [line(navyM.id, 3)] })).json();
      expect(cart.totalPrice.amount).toBe(73.5);
      await db
        .update(productVariants)
        .set({ price: '19.99' })
        .where(eq(productVariants.id, navyM.id));
      const items = (await post('cart-items', { checkoutId: cart.id })).json();
      expect(items.lines[0].price).toEqual({ amount: 59.97, currency: 'USD' });
      expect(items.totalPrice.amount).toBe(59.97);
      await db
        .update(productVariants)
        .set({ price: '24.50' })
        .where(eq(productVariants.id, navyM.id));
    });
  });

  describe('multi-select options', async () => {
    const pack = await buildProduct(db, {
      attributes: { Size: ['S', 'M'], Colours: ['Black', 'Navy', 'White'] },
      multiSelectAttributes: ['Colours'],
    });
    const packM = await buildVariant(db, pack, {
      attributes: { Size: 'M' },
      price: '95.00',
      quantity: 5,
    });

    it('keeps the chosen values on the line, each choice a line of its own', async () => {
      const created = await post('create-checkout', {
        lines: [{ ...line(packM.id), attributes: { Colours: ['White', 'Black'], Size: ['M'] } }],
      });
      expect(created.statusCode).toBe(200);
      const cart = created.json();
      expect(cart.lines[0].attributes).toEqual({ Size: 'M', Colours: 'Black, White' });

      const res = await post('add-to-cart', {
        checkoutId: cart.id,
        lines: [
          { ...line(packM.id), attributes: { Colours: ['Black', 'White'] } },
          { ...line(packM.id), attributes: { Colours: ['Navy'] } },
        ],
      });
      const lines = res
        .json()
        .lines.map((l: { attributes: { Colours: string }; quantity: number }) => [
          l.attributes.Colours,
          l.quantity,
        ]);
      expect(lines).toEqual([
        ['Black, White', 2],
        ['Navy', 1],
      ]);
    });

    it('answers 400 when a multi-select option is missing or a value does not fit', async () => {
      const missing = await post('create-checkout', { lines: [line(packM.id)] });
      expect(missing.statusCode).toBe(400);
      expect(missing.json().fields).toEqual({
        'lines.0.attributes.Colours': ['Please select all options before adding to cart.'],
      });
      const wrong = await post('create-checkout', {
        lines: [{ ...line(packM.id), attributes: { Colours: ['Pink'], Size: ['S'] } }],
      });
      expect(wrong.statusCode).toBe(400);
      expect(Object.keys(wrong.json().fields).sort()).toEqual([
        'lines.0.attributes.Colours',
        'lines.0.attributes.Size',
      ]);
    });

    it('caps the stock over all lines of one variant', async () => {
      const res = await post('create-checkout', {
        lines: [
          { ...line(packM.id, 3), attributes: { Colours: ['Black'] } },
          { ...line(packM.id, 3), attributes: { Colours: ['Navy'] } },
        ],
      });
      expect(res.statusCode).toBe(400);
      expect(Object.keys(res.json().fields)).toEqual(['lines.1.quantity']);
    });
  });

  describe('signed in', () => {
    it('creates the cart with channel default-channel and attaches it to the user', async () => {
      const res = await post(
        'create-checkout',
        { lines: [line(blackM.id)], channel: 'default-channel' },
        'user-ann',
      );
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({ channel: 'default-channel', quantity: 1 });
    });

    it("puts a second create into the user's open cart instead of making another", async () => {
      const first = (
        await post('create-checkout', { lines: [line(blackM.id)] }, 'user-bob')
      ).json();
      const second = (
        await post('create-checkout', { lines: [line(navyM.id)] }, 'user-bob')
      ).json();
      expect(second.id).toBe(first.id);
      expect(second.quantity).toBe(2);
    });

    it("finds the user's cart by the signed-in user, and adds to it", async () => {
      const cart = (await post('create-checkout', { lines: [line(blackM.id)] }, 'user-cy')).json();
      const added = await post(
        'add-to-cart',
        { checkoutId: cart.id, lines: [line(blackM.id)] },
        'user-cy',
      );
      expect(added.json().lines[0].quantity).toBe(2);
      // Even with a stale checkoutId the user's own cart answers.
      const items = await post('cart-items', { checkoutId: 'stale-id' }, 'user-cy');
      expect(items.statusCode).toBe(200);
      expect(items.json().id).toBe(cart.id);
    });

    it("never lets a guest or another user read or change a user's cart", async () => {
      const cart = (await post('create-checkout', { lines: [line(blackM.id)] }, 'user-dee')).json();
      expect((await post('cart-items', { checkoutId: cart.id })).statusCode).toBe(404);
      expect(
        (await post('add-to-cart', { checkoutId: cart.id, lines: [line(blackM.id)] })).statusCode,
      ).toBe(404);
      expect((await post('cart-items', { checkoutId: cart.id }, 'user-eve')).statusCode).toBe(404);
      expect(
        (await post('create-checkout', { id: cart.id, lines: [line(blackM.id)] })).statusCode,
      ).toBe(409);
      const own = (await post('cart-items', { checkoutId: cart.id }, 'user-dee')).json();
      expect(own.quantity).toBe(1);
    });

    it('makes one cart of simultaneous creates and loses none of the concurrent adds', async () => {
      const created = await Promise.all(
        Array.from({ length: 4 }, () =>
          post('create-checkout', { lines: [line(navyM.id)] }, 'user-gus'),
        ),
      );
      expect(created.map((r) => r.statusCode)).toEqual([200, 200, 200, 200]);
      const id = created[0]!.json().id;
      expect(new Set(created.map((r) => r.json().id))).toEqual(new Set([id]));

      const added = await Promise.all(
        Array.from({ length: 4 }, () =>
          post('add-to-cart', { checkoutId: id, lines: [line(navyM.id)] }, 'user-gus'),
        ),
      );
      expect(added.map((r) => r.statusCode)).toEqual([200, 200, 200, 200]);
      expect((await post('cart-items', { checkoutId: id }, 'user-gus')).json().quantity).toBe(8);
    });

    it('answers 401 for a token that does not verify instead of acting as a guest', async () => {
      const res = await post('create-checkout', { lines: [line(blackM.id)] }, 'forged');
      expect(res.statusCode).toBe(401);
    });

    it('takes over the guest cart it was holding before signing in', async () => {
      const guest = (await post('create-checkout', { lines: [line(navyM.id)] })).json();
      const res = await post('cart-items', { checkoutId: guest.id }, 'user-fay');
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({ id: guest.id, quantity: 1 });
      // It is the user's now: the guest id alone no longer opens it.
      expect((await post('cart-items', { checkoutId: guest.id })).statusCode).toBe(404);
    });
  });
});
