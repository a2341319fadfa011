import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../test/test-app';

const CALLBACK = '/api/social-media-login/apple/callback/';

describe("Apple's form post (response_mode=form_post)", async () => {
  const { app } = await createTestApp();
  const post = (form: Record<string, string>) =>
    app.inject({
      method: 'POST',
      url: CALLBACK,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams(form).toString(),
    });

  it('brings the ID token and state back to the login page named in the state, in the fragment', async () => {
    const state = 'r4nd0m-state~/stud/login';
    const res = await post({ id_token: 'a.b.c', state, code: 'c1', user: '{"name":{}}' });
    expect(res.statusCode).toBe(303);
    expect(res.headers['cache-control']).toBe('no-store');
    const location = new URL(String(res.headers.location), 'https://example.test');
    expect(location.pathname).toBe('/stud/login');
    expect(Object.fromEntries(new URLSearchParams(location.hash.slice(1)))).toEqual({
      id_token: 'a.b.c',
      state,
    });
  });

  it("passes Apple's error on, so the page can say the sign-in was not allowed", async () => {
    const res = await post({ error: 'user_cancelled_authorize', state: 'r~/ab_test/login' });
    expect(res.statusCode).toBe(303);
    expect(res.headers.location).toBe(
      '/ab_test/login#error=user_cancelled_authorize&state=r%7E%2Fab_test%2Flogin',
    );
  });

  it.each([
    ['another site', 'r~https://evil.example/login'],
    ['a protocol-relative URL', 'r~//evil.example/login'],
    ['a page that is not a login page', 'r~/profile'],
    ['no page at all', 'just-random'],
  ])('never sends the browser to %s', async (_case, state) => {
    const res = await post({ id_token: 'a.b.c', state });
    expect(res.statusCode).toBe(303);
    expect(String(res.headers.location).startsWith('/login#')).toBe(true);
  });

  it('answers a post without an answer with an error on /login', async () => {
    const res = await post({});
    expect(res.headers.location).toBe('/login#error=invalid_request&state=');
  });
});
