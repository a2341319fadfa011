import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { readCookie } from '../lib/cookies';
import { testCart } from '../test/carts';
import { storage } from '../lib/storage';
import { forgetCart, keepCart, resetCartCount, syncCartCount } from './stored-cart';

describe('the cart_id cookie follows the stored cart (the server renders the cart page with it)', () => {
  beforeEach(() => {
    resetCartCount();
    storage.remove('checkoutId');
    document.cookie = 'cart_id=; Path=/; Max-Age=0';
  });
  afterEach(() => {
    storage.remove('checkoutId');
    vi.unstubAllGlobals();
  });

  it('is set when a cart with lines is kept, and follows a change of id', () => {
    keepCart(testCart({ id: 'chk_1', lines: 1 }));
    expect(readCookie('cart_id')).toBe('chk_1');
    keepCart(testCart({ id: 'chk_2', lines: 2 }));
    expect(readCookie('cart_id')).toBe('chk_2');
    expect(storage.get('checkoutId')).toBe('chk_2');
  });

  it('goes when the cart is forgotten or kept empty', () => {
    keepCart(testCart({ id: 'chk_1', lines: 1 }));
    forgetCart();
    expect(readCookie('cart_id')).toBeNull();
    keepCart(testCart({ id: 'chk_3', lines: 1 }));
    keepCart(testCart({ id: 'chk_3', lines: 0 }));
    expect(readCookie('cart_id')).toBeNull();
    expect(storage.get('checkoutId')).toBeNull();
  });

  it('is given to a cart stored before the cookie existed when the header syncs its count', async () => {
    storage.set('checkoutId', 'chk_old');
    vi.stubGlobal('fetch', async () => Response.json(testCart({ id: 'chk_old', lines: 1 })));
    await syncCartCount();
    expect(readCookie('cart_id')).toBe('chk_old');
  });
});
