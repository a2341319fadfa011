import { describe, expect, it } from 'vitest';
import { createTestApp } from '../test/test-app';

describe('route auth levels', async () => {
  const { app } = await createTestApp();

  it('answers 401 on a signed-in route without a token', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/users/me/' });
    expect(res.statusCode).toBe(401);
    expect(res.json().error).toBe('unauthorized');
  });

  it('answers 401 when a token does not verify, even on a guest-friendly route', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/ecom/cart-items/',
      headers: { authorization: 'Bearer not-a-real-token' },
      payload: { checkoutId: 'x' },
    });
    expect(res.statusCode).toBe(401);
    expect(res.json().message).toMatch(/expired|invalid/);
  });

  it('ignores tokens on public routes', async () => {
    const res = await app.inject({
      method: 'GET',
      url: '/api/rest/rest-check/',
      headers: { authorization: 'Bearer not-a-real-token' },
    });
    expect(res.statusCode).toBe(200);
  });
});
