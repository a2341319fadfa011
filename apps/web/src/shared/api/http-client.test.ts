import { describe, expect, it, vi } from 'vitest';
import { storage } from '../lib/storage';
import { HttpError, createHttpClient, errorMessage } from './http-client';

function jsonResponse(body: unknown, status = 200) {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });
}

/** Stubs the global fetch; returns the mock to inspect the calls. */
function stubFetch(respond: () => Response | Promise<Response>) {
  const fetchMock = vi.fn<typeof fetch>(async () => respond());
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

function sentRequest(fetchMock: ReturnType<typeof stubFetch>, call = 0) {
  const [url, init] = fetchMock.mock.calls[call] ?? [];
  return { url: String(url), init, headers: new Headers(init?.headers) };
}

describe('http client', () => {
  it('sends the stored access token as a Bearer header', async () => {
    storage.set('access', 'token-123');
    const fetchMock = stubFetch(() => jsonResponse({ ok: true }));

    await createHttpClient().request({ method: 'GET', path: '/api/users/me/' });

    expect(sentRequest(fetchMock).headers.get('Authorization')).toBe('Bearer token-123');
  });

  it('sends no Authorization header when no access token is stored', async () => {
    const fetchMock = stubFetch(() => jsonResponse({ ok: true }));

    await createHttpClient().request({ method: 'GET', path: '/api/rest/rest-check/' });

    expect(sentRequest(fetchMock).headers.has('Authorization')).toBe(false);
  });

  it('sends JSON and resolves with the parsed JSON answer', async () => {
    const fetchMock = stubFetch(() => jsonResponse({ id: 'room-1' }, 201));

    const result = await createHttpClient().request<{ id: string }>({
      method: 'POST',
      path: '/api/chat-room/',
      body: { title: 'Sleep' },
    });

    const { init, headers } = sentRequest(fetchMock);
    expect(result).toEqual({ id: 'room-1' });
    expect(init?.method).toBe('POST');
    expect(init?.body).toBe('{"title":"Sleep"}');
    expect(headers.get('Content-Type')).toBe('application/json');
    expect(headers.get('Accept')).toBe('application/json');
  });

  it('fills path parameters and writes the query string', async () => {
    const fetchMock = stubFetch(() => jsonResponse([]));

    await createHttpClient().request({
      method: 'GET',
      path: '/api/chat-room-messages/{slug}/',
      params: { slug: 'a b/c' },
      query: { limit: 25, offset: 0, search: undefined, tag: ['x', 'y'] },
    });

    expect(sentRequest(fetchMock).url).toBe(
      '/api/chat-room-messages/a%20b%2Fc/?limit=25&offset=0&tag=x&tag=y',
    );
  });

  it('resolves with undefined for an empty answer', async () => {
    stubFetch(() => new Response(null, { status: 204 }));

    await expect(
      createHttpClient().request({
        method: 'DELETE',
        path: '/api/chat-room/{slug}/',
        params: { slug: 'r1' },
      }),
    ).resolves.toBeUndefined();
  });

  it('rejects a non-2xx answer with the status and the server error body', async () => {
    const body = {
      statusCode: 400,
      error: 'validation_error',
      message: 'Enter a valid email address.',
      fields: { email: ['Enter a valid email address.'] },
      requestId: 'req-9',
    };
    stubFetch(() => jsonResponse(body, 400));

    const failure = createHttpClient().request({
      method: 'POST',
      path: '/api/users/login/',
      body: { email: 'nope' },
    });

    await expect(failure).rejects.toBeInstanceOf(HttpError);
    await expect(failure).rejects.toMatchObject({ status: 400, body, data: body });
    expect(errorMessage(await failure.catch((error: unknown) => error))).toBe(
      'Enter a valid email address.',
    );
  });

  it('rejects with the status and a readable body when the error is not JSON', async () => {
    stubFetch(() => new Response('<h1>Bad gateway</h1>', { status: 502 }));

    await expect(
      createHttpClient().request({ method: 'GET', path: '/api/rest/rest-check/' }),
    ).rejects.toMatchObject({
      status: 502,
      body: { statusCode: 502, error: 'http_error' },
      data: undefined,
    });
  });

  it('rejects with status 0 when the server cannot be reached', async () => {
    stubFetch(() => Promise.reject(new TypeError('Failed to fetch')));

    await expect(
      createHttpClient().request({ method: 'GET', path: '/api/rest/rest-check/' }),
    ).rejects.toMatchObject({ status: 0, body: { error: 'network_error' } });
  });
});

describe('http client token refresh', () => {
  const unauthorized = { statusCode: 401, error: 'unauthorized', message: 'Sign in again.' };

  /** A server whose access token `valid` works; the refresh call hands out `next`. */
  function stubServer(options: { valid: string; refreshAnswer: () => Response }) {
    const fetchMock = vi.fn<typeof fetch>(async (input, init) => {
      const url = String(input);
      if (url === '/api/users/refresh-token/') {
        // Let both failed calls arrive before the refresh answers.
        await new Promise((resolve) => setTimeout(resolve, 10));
        return options.refreshAnswer();
      }
      const auth = new Headers(init?.headers).get('Authorization');
      return auth === `Bearer ${options.valid}`
        ? jsonResponse({ url })
        : jsonResponse(unauthorized, 401);
    });
    vi.stubGlobal('fetch', fetchMock);
    return fetchMock;
  }
  const refreshCalls = (fetchMock: ReturnType<typeof vi.fn<typeof fetch>>) =>
    fetchMock.mock.calls.filter(([url]) => String(url) === '/api/users/refresh-token/');

  it('refreshes once for two calls that fail with 401 at the same time, then retries each', async () => {
    storage.set('access', 'expired');
    storage.set('refresh', 'refresh-1');
    const fetchMock = stubServer({
      valid: 'fresh',
      refreshAnswer: () => jsonResponse({ access: 'fresh', refresh: 'refresh-2' }),
    });
    const client = createHttpClient();

    const [me, orders] = await Promise.all([
      client.request({ method: 'GET', path: '/api/users/me/' }),
      client.request({ method: 'GET', path: '/api/ecom/order-list/' }),
    ]);

    expect(me).toEqual({ url: '/api/users/me/' });
    expect(orders).toEqual({ url: '/api/ecom/order-list/' });
    const refreshes = refreshCalls(fetchMock);
    expect(refreshes).toHaveLength(1);
    expect(refreshes[0]?.[1]?.body).toBe('{"refresh":"refresh-1"}');
    expect(fetchMock).toHaveBeenCalledTimes(5);
    expect(storage.get('access')).toBe('fresh');
    expect(storage.get('refresh')).toBe('refresh-2');
  });

  it('removes both tokens and logs when the refresh fails, passing the 401 on', async () => {
    storage.set('access', 'expired');
    storage.set('refresh', 'revoked');
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const fetchMock = stubServer({
      valid: 'fresh',
      refreshAnswer: () => jsonResponse(unauthorized, 401),
    });
    const client = createHttpClient();

    const results = await Promise.allSettled([
      client.request({ method: 'GET', path: '/api/users/me/' }),
      client.request({ method: 'GET', path: '/api/ecom/order-list/' }),
    ]);

    expect(results.map((r) => r.status)).toEqual(['rejected', 'rejected']);
    expect(results[0]).toMatchObject({ reason: { status: 401, body: unauthorized } });
    expect(refreshCalls(fetchMock)).toHaveLength(1);
    expect(storage.get('access')).toBeNull();
    expect(storage.get('refresh')).toBeNull();
    expect(warn).toHaveBeenCalledTimes(1);
  });

  it('removes the tokens when the retry is refused again', async () => {
    storage.set('access', 'expired');
    storage.set('refresh', 'refresh-1');
    const fetchMock = stubServer({
      valid: 'never-valid',
      refreshAnswer: () => jsonResponse({ access: 'fresh', refresh: 'refresh-2' }),
    });

    await expect(
      createHttpClient().request({ method: 'GET', path: '/api/users/me/' }),
    ).rejects.toMatchObject({ status: 401 });

    expect(refreshCalls(fetchMock)).toHaveLength(1);
    expect(fetchMock).toHaveBeenCalledTimes(3);
    expect(storage.get('access')).toBeNull();
    expect(storage.get('refresh')).toBeNull();
  });

  it('does not refresh for a 401 to a call sent without a token', async () => {
    const fetchMock = stubFetch(() => jsonResponse(unauthorized, 401));

    await expect(
      createHttpClient().request({ method: 'POST', path: '/api/users/login/', body: {} }),
    ).rejects.toMatchObject({ status: 401 });

    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('retries without a new refresh when another call already renewed the token', async () => {
    storage.set('access', 'fresh');
    storage.set('refresh', 'refresh-2');
    let first = true;
    const fetchMock = stubFetch(() => {
      if (first) {
        // The answer to a call sent before another one refreshed the session.
        first = false;
        storage.set('access', 'newer');
        return jsonResponse(unauthorized, 401);
      }
      return jsonResponse({ ok: true });
    });

    await expect(
      createHttpClient().request({ method: 'GET', path: '/api/users/me/' }),
    ).resolves.toEqual({ ok: true });

    expect(fetchMock).toHaveBeenCalledTimes(2);
    expect(sentRequest(fetchMock, 1).headers.get('Authorization')).toBe('Bearer newer');
  });
});
