import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Cart } from '@mhp/contract/schemas/cart';
import { readCookie } from '../lib/cookies';
import { storage } from '../lib/storage';
import { forgetCart, keepCart, resetCartCount, syncCartCount } from './stored-cart';

const usd = (amount: number) => ({ amount, currency: 'USD' });

/** A cart as the API answers it, with `lines` lines of one unit each. */
function cart(id: string, lines: number): Cart {
  return {
    id,
    quantity: lines,
    channel: 'default-channel',
    email: null,
    lines: Array.from({ length: lines }, (_, i) => ({
      id: `line_${i}`,
      variantId: `var_${i}`,
      productId: 'prod_1',
      productSlug: 'classic-brief',
      title: 'M / Black',
      productName: 'Classic Cooling Brief',
      quantity: 1,
      unitPrice: usd(24),
      price: usd(24),
      image: null,
      attributes: {},
    })),
    shippingAddress: null,
    shippingMethod: null,
    shippingMethods: [],
    availablePaymentGateways: [],
    assignGiftCard: null,
    promoCode: null,
    subtotalPrice: usd(24 * lines),
    shippingPrice: usd(0),
    discount: usd(0),
    totalPrice: usd(24 * lines),
  } as Cart;
}

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
    keepCart(cart('chk_1', 1));
    expect(readCookie('cart_id')).toBe('chk_1');
    keepCart(cart('chk_2', 2));
    expect(readCookie('cart_id')).toBe('chk_2');
    expect(storage.get('checkoutId')).toBe('chk_2');
  });

  it('goes when the cart is forgotten or kept empty', () => {
    keepCart(cart('chk_1', 1));
    forgetCart();
    expect(readCookie('cart_id')).toBeNull();
    keepCart(cart('chk_3', 1));
    keepCart(cart('chk_3', 0));
    expect(readCookie('cart_id')).toBeNull();
    expect(storage.get('checkoutId')).toBeNull();
  });

  it('is given to a cart stored before the cookie existed when the header syncs its count', async () => {
    storage.set('checkoutId', 'chk_old');
    vi.stubGlobal('fetch', async () => Response.json(cart('chk_old', 1)));
    await syncCartCount();
    expect(readCookie('cart_id')).toBe('chk_old');
  });
});
