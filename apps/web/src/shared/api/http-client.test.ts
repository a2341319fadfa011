import type { ApiRoutes } from '@mhp/contract/api-routes';
import { describe, expect, it, vi } from 'vitest';
import { storage } from '../lib/storage';
import { HttpError, createHttpClient, errorMessage, routeRequest } from './http-client';

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

  it('builds a request from a contract route', async () => {
    const fetchMock = stubFetch(() => jsonResponse({ status: 'ok' }));
    const request = routeRequest<ApiRoutes['restCheck']>({
      method: 'GET',
      path: '/api/rest/rest-check/',
    });

    await createHttpClient().request(request);

    expect(sentRequest(fetchMock).url).toBe('/api/rest/rest-check/');
    expect(sentRequest(fetchMock).init?.method).toBe('GET');
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
