import { describe, expect, it } from 'vitest';
import { createTestApp } from '../test/test-app';

describe('errors and validation', async () => {
  const { app } = await createTestApp({
    extend: (app) =>
      app.get('/api/__test__/boom', async () => {
        throw new Error('relation "users" does not exist: select * from users where id = 1');
      }),
  });

  it('answers 404 JSON for an unknown API path', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/no-such-thing/' });
    expect(res.statusCode).toBe(404);
    expect(res.headers['content-type']).toMatch(/application\/json/);
    expect(res.json()).toMatchObject({
      statusCode: 404,
      error: 'not_found',
      message: 'No route for GET /api/no-such-thing/',
    });
  });

  it('answers 404 JSON for an unknown POST outside the API too', async () => {
    const res = await app.inject({ method: 'POST', url: '/something' });
    expect(res.statusCode).toBe(404);
    expect(res.json().error).toBe('not_found');
  });

  it('names the bad query field with a 400', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/dev/outbox?to=not-an-email' });
    expect(res.statusCode).toBe(400);
    const body = res.json();
    expect(body.error).toBe('validation_error');
    expect(Object.keys(body.fields)).toEqual(['query.to']);
  });

  it('names a missing query field with a 400', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/dev/outbox' });
    expect(res.statusCode).toBe(400);
    expect(res.json().fields).toHaveProperty(['query.to']);
  });

  it('rejects malformed JSON with a 400 naming the body', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/users/login/',
      headers: { 'content-type': 'application/json' },
      payload: '{"email": "a@b.co",',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      error: 'invalid_json',
      fields: { body: [expect.any(String)] },
    });
  });

  it('answers an unexpected failure with a 500 that leaks no stack or SQL', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/__test__/boom' });
    expect(res.statusCode).toBe(500);
    const body = res.json();
    expect(body).toMatchObject({ statusCode: 500, error: 'internal_error' });
    expect(body.requestId).toEqual(expect.any(String));
    expect(res.body).not.toMatch(/select|stack|at \w+ \(|relation/i);
  });

  it('returns the request id in a header', async () => {
    const res = await app.inject({
      method: 'GET',
      url: '/api/rest/rest-check/',
      headers: { 'x-request-id': 'trace-12345678' },
    });
    expect(res.headers['x-request-id']).toBe('trace-12345678');
  });
});
