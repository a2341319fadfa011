import { brandIds } from '@mhp/contract/brands';
import { render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { vi } from 'vitest';
import { loadBrands } from '../../brands/registry';
import { fallbackConfig } from '../public-config';
import type { RuntimeConfig } from '../public-config';
import { buildRoutes, mountBrandOnNavigation } from '../router';

// The app loads a brand's file when a page first needs it; tests build every host's whole
// route tree at once, as the server does.
await loadBrands(brandIds);

export const testConfig: RuntimeConfig = {
  ...fallbackConfig('http://localhost:8080'),
  brandHosts: {
    'stud.localhost': 'stud',
    'varicocele.localhost': 'varicocele',
    'varicoceleorg.localhost': 'varicoceleorg',
  },
};

/** The whole app's route tree for `host`, in memory at `path`. */
export function renderApp(path: string, host = 'localhost:8080', config = testConfig) {
  const { protocol, port } = new URL(`http://${host}`);
  const location = { host, protocol, port };
  const router = createMemoryRouter(buildRoutes(location, config), {
    initialEntries: [path],
    patchRoutesOnNavigation: mountBrandOnNavigation(location, config),
  });
  return { router, ...render(<RouterProvider router={router} />) };
}

export function jsonResponse(body: unknown, status = 200) {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });
}

type Handler = (url: URL, init: RequestInit | undefined) => Response | Promise<Response>;

/**
 * Stubs fetch with answers per `METHOD /path`; anything else answers 501 like a route the API
 * has not built yet. Returns the mock to inspect the calls.
 */
export function stubApi(routes: Record<string, Handler>) {
  const fetchMock = vi.fn<typeof fetch>(async (input, init) => {
    const url = new URL(String(input), 'http://localhost:8080');
    const handler = routes[`${init?.method ?? 'GET'} ${url.pathname}`];
    if (handler) return handler(url, init);
    return jsonResponse(
      { statusCode: 501, error: 'not_implemented', message: 'Not built yet.' },
      501,
    );
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

export function userData(overrides: { is_verified?: boolean; email?: string } = {}) {
  return {
    is_verified: overrides.is_verified ?? true,
    user_data: {
      id: 'user-1',
      email: overrides.email ?? 'sam@example.com',
      first_name: 'Sam',
      last_name: 'Lee',
      phone_number: null,
      address_line_1: null,
      address_line_2: null,
      country: null,
      city: null,
      province: null,
      postal_code: null,
      age: null,
      height: null,
      height_measurement: null,
      weight: null,
      weight_measurement: null,
      biological_sex: null,
      on_boarding_step: null,
      next_step: null,
    },
  };
}
