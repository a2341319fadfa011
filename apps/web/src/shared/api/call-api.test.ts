import { describe, expect, expectTypeOf, it, vi } from 'vitest';
import type { ContactInfo } from '@mhp/contract/schemas/content';
import { callApi, endpoint } from './call-api';
import type { Endpoint } from './call-api';

const login = endpoint('POST', '/api/users/login/');
const contactInfo = endpoint('GET', '/api/landing/contact-info/');
const productsDetail = endpoint('POST', '/api/ecom/products-detail/{productId}');

function stubFetch(body: unknown) {
  const fetchMock = vi.fn<typeof fetch>(
    async () =>
      new Response(JSON.stringify(body), { headers: { 'Content-Type': 'application/json' } }),
  );
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

describe('callApi', () => {
  it("sends the route's method, filled path, query and JSON body", async () => {
    const fetchMock = stubFetch({ id: 'p1' });

    await callApi(productsDetail, {
      params: { productId: 'navy briefs' },
      body: { productId: 'navy briefs' },
    });

    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(String(url)).toBe('/api/ecom/products-detail/navy%20briefs');
    expect(init?.method).toBe('POST');
    expect(init?.body).toBe('{"productId":"navy briefs"}');
  });

  it('writes the query string and passes the signal on', async () => {
    const fetchMock = stubFetch({});
    const controller = new AbortController();

    await callApi(contactInfo, { query: { contact_type: 'stud' } }, controller.signal);

    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(String(url)).toBe('/api/landing/contact-info/?contact_type=stud');
    expect(init?.signal).toBe(controller.signal);
  });
});

/**
 * Type-level checks, run by `tsc -p apps/web` (and so by `npm run typecheck`): each
 * `@ts-expect-error` fails the type check the day the line it marks compiles, i.e. the day a
 * wrong shape would no longer be caught.
 */
describe('callApi types follow the contract', () => {
  it('finds the route by its method and path', () => {
    expectTypeOf(login).toEqualTypeOf<Endpoint<'login'>>();
    expectTypeOf(productsDetail).toEqualTypeOf<Endpoint<'productsDetail'>>();
  });

  it('types the answer from the route', () => {
    const read = () => callApi(contactInfo, { query: { contact_type: 'stud' } });
    expectTypeOf(read).returns.resolves.toEqualTypeOf<ContactInfo>();
  });

  it('refuses what the contract does not accept', () => {
    const typeOnly = (check: () => unknown) => expect(check).toBeTypeOf('function');

    // @ts-expect-error a path that is not the route's
    typeOnly(() => endpoint('POST', '/api/users/log-in/'));
    // @ts-expect-error a method that is not the route's
    typeOnly(() => endpoint('GET', '/api/users/login/'));
    // @ts-expect-error login requires a body
    typeOnly(() => callApi(login));
    // @ts-expect-error email must be a string
    typeOnly(() => callApi(login, { body: { email: 42, password: 'x' } }));
    // @ts-expect-error a field the body does not have
    typeOnly(() => callApi(login, { body: { email: 'a@b.co', password: 'x', pin: 1 } }));
    // @ts-expect-error the path parameter is productId, not id
    typeOnly(() => callApi(productsDetail, { params: { id: 'p1' } }));
  });
});
