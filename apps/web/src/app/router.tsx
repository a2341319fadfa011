import { pageBrand, resolveBrand } from '@mhp/contract/brands';
import type { HostBrand } from '@mhp/contract/brands';
import { createBrowserRouter } from 'react-router';
import type { HydrationState, PatchRoutesOnNavigationFunction, RouteObject } from 'react-router';
import type { BrandRoute } from '../brands/brand';
import { isBrandLoaded, loadBrands } from '../brands/registry';
import { importWithTimeout } from '../shared/lib/lazy-with-retry';
import { AppRoot, PageLoading } from './app-root';
import { sitePath, sitesForHost } from './brand-site';
import type { BrandSite, PageHandle } from './brand-site';
import { guardLoader } from './guards';
import { BrandLayout } from './layout/brand-layout';
import { loadCheckoutHeader } from './layout/checkout-header-slot';
import { NotFound } from './not-found';
import { pages } from './pages';
import type { RuntimeConfig } from './public-config';
import { RouteError } from './route-error';

/** A brand route as a router route: a lazy page module, its guard and its layout handle. */
function pageRoute(site: BrandSite, route: BrandRoute): RouteObject {
  const { path, ...handle } = route;
  const load = pages[route.page];
  return {
    id: `page ${sitePath(site, path)}`,
    ...(path === '/' ? { index: true } : { path: path.slice(1) }),
    handle: handle satisfies PageHandle,
    loader: route.guard ? guardLoader(route.guard, site) : undefined,
    // Shown in the page area (under the header) while the page's code loads the first time.
    hydrateFallbackElement: <PageLoading />,
    lazy: async () => {
      // Checkout pages need the checkout header's chunk too: fetch both at once.
      const [module] = await Promise.all([
        importWithTimeout(load),
        route.header === 'checkout' ? loadCheckoutHeader() : undefined,
      ]);
      return { Component: module.Component };
    },
  };
}

/** The handle of a brand's layout route: which site the page belongs to (server render). */
export interface SiteHandle {
  site: BrandSite;
}

const notFoundHandle: PageHandle = { page: 'not-found', title: 'Page not found' };

/**
 * The A/B content editor, on every brand site (the preview overlay's Edit link points here,
 * on the same host). Signed-out visitors go to the brand's login; the page itself tells a
 * signed-in user without the editor role that they have no access (ADR 019).
 */
const abEditorRoute: BrandRoute = {
  path: '/ab-editor/:identifier',
  page: 'ab-editor',
  title: 'A/B content editor',
  guard: 'user',
};

/**
 * One brand's pages under its layout; unknown paths below its root get its not-found page.
 * Route ids are the paths ('site /stud', 'page /stud/shop/:productId'), so a page has the same
 * id whichever brands are mounted: the server mounts every brand, the browser those it has
 * loaded so far, and hydration data is keyed by route id.
 */
function brandTree(site: BrandSite): RouteObject {
  const id = `site ${site.base || '/'}`;
  return {
    id,
    path: site.base || '/',
    element: <BrandLayout site={site} />,
    handle: { site } satisfies SiteHandle,
    children: [
      {
        id: `${id} pages`,
        // Page errors render inside the layout, so header and footer stay.
        errorElement: <RouteError />,
        children: [
          ...[...site.brand.routes, abEditorRoute].map((route) => pageRoute(site, route)),
          {
            id: `page ${sitePath(site, '/*')}`,
            path: '*',
            element: <NotFound />,
            handle: notFoundHandle,
          },
        ],
      },
    ],
  };
}

type RouteLocation = Pick<Location, 'host' | 'protocol' | 'port'>;

/**
 * The route tree for this host (spec section 2, Route structure): a brand host serves its
 * brand at `/` and `/ab_test`; the generic host serves careapp there and every other brand
 * under `/{id}` and `/ab_test/{id}`. Synchronous: it mounts the brands already loaded
 * (`loadBrands` in brands/registry.ts); `mountBrandOnNavigation` adds the others when a
 * path needs them. The server loads every brand first and gets the whole tree.
 */
export function buildRoutes(location: RouteLocation, config: RuntimeConfig): RouteObject[] {
  const hostBrand = resolveBrand(location.host, config.brandHosts);
  return [
    {
      id: 'root',
      element: <AppRoot />,
      errorElement: <RouteError />,
      children: sitesForHost(hostBrand, config, location).map(brandTree),
    },
  ];
}

/**
 * The router's `patchRoutesOnNavigation`: before a navigation (the first one included) to a
 * path whose brand is not loaded yet, loads that brand's file and mounts its site under the
 * root. The router calls it when no route matches the path, or only a splat or a `:param`
 * does (careapp's not-found splat matches `/stud/...` until stud is mounted). A file that
 * fails to load shows the chunk error in the root's error element.
 */
export function mountBrandOnNavigation(
  location: RouteLocation,
  config: RuntimeConfig,
): PatchRoutesOnNavigationFunction {
  const hostBrand: HostBrand = resolveBrand(location.host, config.brandHosts);
  return async ({ path, patch }) => {
    const brand = pageBrand(hostBrand, path);
    if (isBrandLoaded(brand)) return;
    await loadBrands([brand]);
    patch('root', sitesForHost(hostBrand, config, location, [brand]).map(brandTree));
  };
}

/**
 * Loads the brand of the page the browser opened (the server preloads its file with
 * index.html), so that the router starts with its site mounted. Never rejects: without the
 * file the router starts empty, and its first navigation tries again and shows the chunk
 * error if that fails too.
 */
export async function loadPageBrand(
  config: RuntimeConfig,
  location: Pick<Location, 'host' | 'pathname'> = window.location,
): Promise<void> {
  const hostBrand = resolveBrand(location.host, config.brandHosts);
  await loadBrands([pageBrand(hostBrand, location.pathname)]).catch(() => undefined);
}

/** The browser's router: the brands loaded so far, and the others when a navigation needs them. */
export function createAppRouter(
  config: RuntimeConfig,
  routes = buildRoutes(window.location, config),
  hydrationData?: HydrationState,
) {
  return createBrowserRouter(routes, {
    hydrationData,
    patchRoutesOnNavigation: mountBrandOnNavigation(window.location, config),
  });
}
