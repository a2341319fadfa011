import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../test/test-app';
import { buildBrief } from '../../test/test-catalogue';
import { attachGuestCart } from './cart-service';

const verifyAccessToken = async (token: string) =>
  token.startsWith('user-') ? { userId: token } : null;

describe('attachGuestCart', async () => {
  const { app, database } = await createTestApp({ verifyAccessToken });
  const db = database.db;
  const { variants } = await buildBrief(db, { stock: { 'S/Black': 4 } });
  const blackS = variants['S/Black']!;
  const navyM = variants['M/Navy']!;
  const blackM = variants['M/Black']!;

  const create = async (lines: [string, number][], token?: string) => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/ecom/create-checkout/',
      payload: { lines: lines.map(([variantId, quantity]) => ({ variantId, quantity })) },
      headers: token ? { authorization: `Bearer ${token}` } : {},
    });
    expect(res.statusCode).toBe(200);
    return res.json().id as string;
  };
  const items = (checkoutId: string, token?: string) =>
    app.inject({
      method: 'POST',
      url: '/api/ecom/cart-items/',
      payload: { checkoutId },
      headers: token ? { authorization: `Bearer ${token}` } : {},
    });
  const quantities = (cart: { lines: { variantId: string; quantity: number }[] }) =>
    Object.fromEntries(cart.lines.map((l) => [l.variantId, l.quantity]));

  it('makes the guest cart the user’s when they have none', async () => {
    const guest = await create([[navyM.id, 2]]);
    expect(await attachGuestCart(db, 'user-a', guest)).toBe(guest);
    const cart = (await items('anything', 'user-a')).json();
    expect(cart.id).toBe(guest);
    expect(quantities(cart)).toEqual({ [navyM.id]: 2 });
    expect((await items(guest)).statusCode).toBe(404);
  });

  it('merges into the user’s open cart: same variants add up, capped at stock', async () => {
    const mine = await create(
      [
        [blackS.id, 3],
        [blackM.id, 1],
      ],
      'user-b',
    );
    const guest = await create([
      [blackS.id, 2],
      [navyM.id, 1],
    ]);

    expect(await attachGuestCart(db, 'user-b', guest)).toBe(mine);

    const cart = (await items(mine, 'user-b')).json();
    expect(quantities(cart)).toEqual({ [blackS.id]: 4, [blackM.id]: 1, [navyM.id]: 1 });
    expect(cart.quantity).toBe(6);
    // The guest cart is gone: its id opens nothing any more.
    expect((await items(guest)).statusCode).toBe(404);
  });

  it('is a no-op for an unknown cart or another user’s, and repeatable for the same user', async () => {
    expect(await attachGuestCart(db, 'user-c', 'no-such-cart')).toBeNull();
    const others = await create([[navyM.id, 1]], 'user-d');
    expect(await attachGuestCart(db, 'user-c', others)).toBeNull();
    expect(quantities((await items(others, 'user-d')).json())).toEqual({ [navyM.id]: 1 });
    expect(await attachGuestCart(db, 'user-d', others)).toBe(others);
  });
});
