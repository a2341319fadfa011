import { resolveBrand } from '@mhp/contract/brands';
import { createBrowserRouter } from 'react-router';
import type { RouteObject } from 'react-router';
import type { BrandRoute } from '../brands/brand';
import { importWithTimeout } from '../shared/lib/lazy-with-retry';
import { AppRoot, PageLoading } from './app-root';
import { sitesForHost } from './brand-site';
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

/** One brand's pages under its layout; unknown paths below its root get its not-found page. */
function brandTree(site: BrandSite): RouteObject {
  return {
    path: site.base || '/',
    element: <BrandLayout site={site} />,
    handle: { site } satisfies SiteHandle,
    children: [
      {
        // Page errors render inside the layout, so header and footer stay.
        errorElement: <RouteError />,
        children: [
          ...[...site.brand.routes, abEditorRoute].map((route) => pageRoute(site, route)),
          { path: '*', element: <NotFound />, handle: notFoundHandle },
        ],
      },
    ],
  };
}

/**
 * The route tree for this host (spec section 2, Route structure): a brand host serves its
 * brand at `/` and `/ab_test`; the generic host serves careapp there and every other brand
 * under `/{id}` and `/ab_test/{id}`.
 */
export function buildRoutes(
  location: Pick<Location, 'host' | 'protocol' | 'port'>,
  config: RuntimeConfig,
): RouteObject[] {
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

export function createAppRouter(config: RuntimeConfig) {
  return createBrowserRouter(buildRoutes(window.location, config));
}
