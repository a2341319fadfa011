import { describe, expect, it } from 'vitest';
import { createTestApp } from '../test/test-app';
import { sandboxForm, seedCheckoutReference, shopper } from '../test/test-checkout';
import { buildBrief } from '../test/test-catalogue';
import { isValidHost } from './site-origin';

describe('the Host header', async () => {
  const { app, database } = await createTestApp({
    config: { publicUrl: 'https://shop.example.org', trustProxy: true },
  });
  await seedCheckoutReference(database.db);
  const { variants } = await buildBrief(database.db, { price: '12.00' });
  const guest = shopper(app);

  it('answers 400, not 500, when no URL can be built from it', async () => {
    const checkoutId = await guest.readyCart([{ variantId: variants['M/Black']!.id, quantity: 1 }]);
    for (const host of ['a b', '[::', 'x:99999', '%']) {
      const payment = await app.inject({
        method: 'POST',
        url: '/api/ecom/create-payment/',
        headers: { host },
        payload: { checkoutId, gateway: 'stripe' },
      });
      expect(payment.statusCode, host).toBe(400);
      expect(payment.json().fields).toHaveProperty(['headers.host']);
      const page = await app.inject({ url: '/stud/products/some-product', headers: { host } });
      expect(page.statusCode, host).toBe(400);
      // Behind a proxy the forwarded host counts, and is checked the same way.
      const forwarded = await app.inject({
        url: '/api/ecom/products-list?page=1',
        method: 'POST',
        headers: { 'x-forwarded-host': host },
        payload: {},
      });
      expect(forwarded.statusCode, host).toBe(400);
    }
  });

  it('never puts a host that is not ours into return URLs or paging links', async () => {
    const checkoutId = await guest.readyCart([{ variantId: variants['M/Black']!.id, quantity: 1 }]);
    const evil = { host: 'evil.example', 'x-forwarded-host': 'evil.example' };
    const refused = await app.inject({
      method: 'POST',
      url: '/api/ecom/create-payment/',
      headers: evil,
      payload: { checkoutId, gateway: 'paypal', cancelUrl: 'https://evil.example/checkout' },
    });
    expect(refused.statusCode).toBe(400);
    expect(Object.keys(refused.json().fields)).toEqual(['cancelUrl']);

    const defaults = await app.inject({
      method: 'POST',
      url: '/api/ecom/create-payment/',
      headers: evil,
      payload: { checkoutId, gateway: 'paypal' },
    });
    expect(defaults.statusCode, defaults.body).toBe(200);
    const cancelled = await sandboxForm(app, defaults.json().approvalUrl, { action: 'cancel' });
    expect(cancelled.statusCode).toBe(303);
    expect(cancelled.headers.location).toBe('https://shop.example.org/checkout');

    const list = await app.inject({
      method: 'POST',
      url: '/api/ecom/products-list?page=1&limit=1',
      headers: evil,
      payload: {},
    });
    expect(list.body).not.toContain('evil.example');
  });

  it('accepts names, IPs and ports, and refuses the rest', () => {
    for (const host of ['localhost', 'stud.localhost:8080', '127.0.0.1:80', '[::1]:8080', 'a.b.']) {
      expect(isValidHost(host), host).toBe(true);
    }
    for (const host of [
      '',
      'a b',
      '[::',
      'x:99999',
      '%',
      'x:',
      'a..b',
      'x:1:2',
      `${'a'.repeat(400)}`,
    ]) {
      expect(isValidHost(host), host).toBe(false);
    }
  });
});
