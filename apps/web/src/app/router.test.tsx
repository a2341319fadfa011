import { act, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { isBrandLoaded } from '../brands/registry';
import { fallbackConfig } from './public-config';
import { buildRoutes, loadPageBrand, mountBrandOnNavigation } from './router';

// This file does not use test/render-app.tsx, which loads every brand up front: here the
// registry starts empty, as in a browser on its first visit.
const config = {
  ...fallbackConfig('http://localhost:8080'),
  brandHosts: { 'stud.localhost': 'stud' as const },
};

function startApp(path: string, host: string) {
  const location = { host, protocol: 'http:', port: '8080' };
  const router = createMemoryRouter(buildRoutes(location, config), {
    initialEntries: [path],
    patchRoutesOnNavigation: mountBrandOnNavigation(location, config),
  });
  render(<RouterProvider router={router} />);
  return router;
}

const pageId = (router: ReturnType<typeof startApp>) => router.state.matches.at(-1)?.route.id;

describe('brands load when a page needs them', () => {
  beforeEach(() => {
    // Pages ask the API for their content; every call answers 501 here.
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response(JSON.stringify({ statusCode: 501 }), { status: 501 })),
    );
  });

  it('loads only the host’s brand on a brand host', async () => {
    await loadPageBrand(config, { host: 'stud.localhost:8080', pathname: '/about' });
    expect(isBrandLoaded('stud')).toBe(true);
    expect(isBrandLoaded('careapp')).toBe(false);
    const router = startApp('/about', 'stud.localhost:8080');
    expect(
      await screen.findByRole('heading', {
        level: 1,
        name: 'Underwear that takes support seriously',
      }),
    ).toBeVisible();
    expect(pageId(router)).toBe('page /about');
  });

  it('mounts another brand on the generic host when a link leads to it', async () => {
    await loadPageBrand(config, { host: 'localhost:8080', pathname: '/' });
    const router = startApp('/', 'localhost:8080');
    await vi.waitFor(() => expect(pageId(router)).toBe('page /'));
    // Until varicoceleorg is mounted, careapp's not-found splat matches its paths.
    await act(() => router.navigate('/varicoceleorg/no-such-page'));
    expect(pageId(router)).toBe('page /varicoceleorg/*');
    // Its not-found page, in its own layout.
    expect(await screen.findAllByRole('link', { name: 'Varicocele.org home' })).not.toHaveLength(0);
    expect(isBrandLoaded('varicocele')).toBe(false);
  });

  it('loads the page’s brand on the first navigation when none is loaded yet', async () => {
    const router = startApp('/varicocele/no-such-page', 'localhost:8080');
    await vi.waitFor(() => expect(pageId(router)).toBe('page /varicocele/*'));
  });

  it('keeps the same route ids as the whole tree the server builds', async () => {
    const router = startApp('/ab_test/stud/shop/classic-brief', 'localhost:8080');
    await vi.waitFor(() => expect(pageId(router)).toBe('page /ab_test/stud/shop/:productId'));
  });
});
