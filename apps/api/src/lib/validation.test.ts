import { describe, expect, it } from 'vitest';
import { createTestApp } from '../test/test-app';
import { NUL_MESSAGE, nulCharacterPaths } from './validation';

describe('NUL characters', async () => {
  const { app } = await createTestApp();

  it('are refused in any body field with 400 naming the field, before any query runs', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/ecom/checkout-order-details/',
      payload: { checkoutId: 'a\u0000b' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().fields).toEqual({ checkoutId: [NUL_MESSAGE] });

    const signUp = await app.inject({
      method: 'POST',
      url: '/api/users/sign-up/',
      payload: {
        email: 'nul@example.com',
        password: 'a long enough passphrase',
        first_name: 'N',
        phone_number: '\u0000',
      },
    });
    expect(signUp.statusCode).toBe(400);
    expect(signUp.json().fields).toEqual({ phone_number: [NUL_MESSAGE] });
  });

  it('are refused in query strings and path parameters too', async () => {
    const query = await app.inject({ url: '/api/ecom/products-catalogue?category_ids=%00' });
    expect(query.statusCode).toBe(400);
    expect(query.json().fields).toEqual({ 'query.category_ids': [NUL_MESSAGE] });
    const path = await app.inject({ url: '/api/ecom/sub-division/x%00y/' });
    expect(path.statusCode).toBe(400);
    expect(path.json().fields).toEqual({ 'params.id': [NUL_MESSAGE] });
  });

  it('are found in nested values and keys, however deep', () => {
    let deep: unknown = 'end\u0000';
    for (let i = 0; i < 100_000; i += 1) deep = [deep];
    expect(nulCharacterPaths(deep)).toHaveLength(1);
    expect(nulCharacterPaths({ a: [{ b: 'x\u0000' }], ['k\u0000']: 1 }).sort()).toEqual([
      'a.0.b',
      'k\u0000',
    ]);
  });
});
