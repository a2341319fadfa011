/**
 * The server's way into the web app (ADR 020): the API server (apps/api
 * plugins/server-render.ts) loads this bundle (dist/server/entry-server.js) and renders public
 * pages with the same route objects the browser hydrates. Nothing here sees a visitor's token:
 * a page is rendered as a signed-out visitor would first see it.
 */
import { fileURLToPath } from 'node:url';
import type {
  ServerRenderBundle,
  ServerRenderQuery,
  ServerRenderRequest,
  ServerRenderResult,
} from '@mhp/contract/page-shell';
import { brandModule } from '@mhp/contract/page-shell';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import type { RouteObject, StaticHandler, StaticHandlerContext } from 'react-router';
import { createServerQueries } from './shared/api/server-queries';
import { setServerTransport } from './shared/api/http-client';
import { globalContentQuery, pageContentQuery } from './features/ab-test/api/ab-api';
import type { PageHandle } from './app/brand-site';
import { themeVariables } from './app/document-head';
import type { RuntimeConfig } from './app/public-config';
import { buildRoutes } from './app/router';
import { loadBrands } from './brands/registry';
import { brandIds } from '@mhp/contract/brands';
import type { SiteHandle } from './app/router';
import { renderWhenReady } from './shared/lib/render-when-ready';
import { RenderProviders } from './app/server-render-providers';
import { abPagePath } from './app/layout/brand-layout';
import { callApi } from './shared/api/call-api';
import { cartItems } from './shared/stores/stored-cart';
import { storedCartKey } from './features/checkout/api/use-stored-cart';
import type { Cart } from '@mhp/contract/schemas/cart';
import { readBuildAssets } from './render/build-assets';
import type { BuildAssets } from './render/build-assets';
import { writeDocument } from './render/document';
import type { DocumentHead } from './render/document';

export { setServerTransport };

export type RenderRequest = ServerRenderRequest<RuntimeConfig>;
export type RenderResult = ServerRenderResult;

// This bundle is dist/server/entry-server.js: the browser build it serves is one folder up.
// Read on the first render (the API may load the bundle before a build is complete in tests).
let buildAssets: BuildAssets | null = null;
const assets = () =>
  (buildAssets ??= readBuildAssets(fileURLToPath(new URL('..', import.meta.url))));

function matchedSite(context: StaticHandlerContext) {
  for (const match of context.matches) {
    const handle = match.route.handle as Partial<SiteHandle> | undefined;
    if (handle?.site) return handle.site;
  }
  return null;
}

function deepestPage(context: StaticHandlerContext): PageHandle | undefined {
  for (let i = context.matches.length - 1; i >= 0; i -= 1) {
    const handle = context.matches[i]?.route.handle as PageHandle | undefined;
    if (handle?.title) return handle;
  }
  return undefined;
}

/**
 * The visitor's A/B queries for the page at `url`: loaded before the render, because their
 * answer (which variants this visitor gets) is part of the cache key of the page's HTML. Each
 * names its API call, which the server answers in-process on every page view.
 */
export async function abQueries(url: URL, config: RuntimeConfig, visitor: string) {
  const site = findSite((await routesFor(url, config)).routes, url.pathname);
  if (!site) return [];
  const request = { brand: site.brand.id, preview: site.abTest, visitor };
  return [
    pageContentQuery(request, abPagePath(site, url.pathname)),
    globalContentQuery(request),
  ].map(({ query, call }): ServerRenderQuery => ({ ...query, call }));
}

function findSite(routes: RouteObject[], pathname: string) {
  // The brand trees are the root's children, most specific prefix last on the generic host.
  const sites = (routes[0]?.children ?? [])
    .map((route) => (route.handle as Partial<SiteHandle> | undefined)?.site)
    .filter((site) => site !== undefined);
  let best: (typeof sites)[number] | null = null;
  for (const site of sites) {
    const base = site.base;
    const inside = base === '' || pathname === base || pathname.startsWith(`${base}/`);
    if (inside && (!best || base.length > best.base.length)) best = site;
  }
  return best;
}

/**
 * Pages for a signed-in user render their frame: the layout with the page area loading, which
 * is exactly what the browser first shows while its guard runs (the route's hydrate
 * fallback), so the page hydrates and the guard then shows the page or sends the visitor to
 * sign in. Nothing of the page itself is rendered: the server has no session.
 */
function frameOnly(routes: RouteObject[]): RouteObject[] {
  return routes.map((route) => {
    const handle = route.handle as PageHandle | undefined;
    if (handle && isPrivate(handle)) {
      return {
        ...route,
        loader: undefined,
        lazy: undefined,
        element: route.hydrateFallbackElement,
      };
    }
    return route.children
      ? ({ ...route, children: frameOnly(route.children) } as RouteObject)
      : route;
  });
}

const allBrands = loadBrands(brandIds);

/** Route trees built for a host and config; Host is the visitor's to send, so bounded. */
const builtRoutes = new Map<string, { routes: RouteObject[]; handler: StaticHandler }>();
const MAX_ROUTE_TREES = 32;

// The API hands the same config object to every render until it reads it again (every few
// seconds): its JSON is made once, not per page view.
const configKeys = new WeakMap<RuntimeConfig, string>();
function configKey(config: RuntimeConfig): string {
  let key = configKeys.get(config);
  if (key === undefined) configKeys.set(config, (key = JSON.stringify(config)));
  return key;
}

/**
 * The route tree and static handler for a host, built once: building the tree for every
 * request cost more than serving a cached page. The handler keeps the route modules it loaded.
 */
async function routesFor(url: URL, config: RuntimeConfig) {
  // The browser loads only its page's brand file; the server mounts every brand.
  await allBrands;
  const key = `${url.protocol}//${url.host} ${configKey(config)}`;
  let built = builtRoutes.get(key);
  if (!built) {
    const routes = frameOnly(buildRoutes(url, config));
    built = { routes, handler: createStaticHandler(routes) };
    builtRoutes.set(key, built);
    if (builtRoutes.size > MAX_ROUTE_TREES) builtRoutes.delete(builtRoutes.keys().next().value!);
  }
  return built;
}

export async function renderPage(request: RenderRequest): Promise<RenderResult> {
  const url = new URL(request.url);
  const { handler } = await routesFor(url, request.config);
  const context = await handler.query(new Request(url, { signal: request.signal }));
  // A redirect (a page that needs a signed-in visitor) is the browser's to make: it knows.
  if (context instanceof Response || context.errors) return { kind: 'shell' };
  const site = matchedSite(context);
  if (!site) return { kind: 'shell' };

  const page = deepestPage(context);
  // The signed-out view of these pages is not what a signed-in visitor will see: the browser
  // renders them (after its session check) rather than show the wrong one first.
  if (request.signedIn && page && SIGNED_IN_VIEWS.has(page.page)) return { kind: 'shell' };
  const { brand } = site;
  // The server's hints (a product's own name, description and image) over the route's.
  const hints = request.hints ?? {};
  const head: DocumentHead = {
    title: hints.title ?? (page?.title ? `${page.title} · ${brand.name}` : brand.name),
    description: hints.description ?? page?.description ?? brand.description,
    themeColor: brand.theme.colors.brand,
    icon: brand.logo.mark,
    brand: brand.id,
    themeStyle: themeVariables(brand.theme)
      .map(([name, value]) => `${name}:${value}`)
      .join(';'),
    displayFont: brand.theme.fonts.display.includes('Fraunces') ? 'fraunces' : 'inter',
    openGraph:
      hints.title !== undefined || hints.image !== undefined
        ? { type: hints.openGraphType, image: hints.image }
        : undefined,
  };
  // The cart and checkout pages of a visitor with a stored cart (and no session: a user's cart
  // needs the token, and a user's checkout form is filled from their account) show that cart,
  // as the browser would after loading it.
  const personal = CART_PAGES.has(page?.page) && request.cart !== undefined && !request.signedIn;
  const cart = personal ? await cartToRender(request.cart!, request.signal) : null;
  const seed = cart ? { ...request.seed, [storedCartKey(cart.id)]: cart } : request.seed;
  const rendered = cart && { id: cart.id, quantity: cart.quantity };
  const queries = createServerQueries(seed, request.signal);
  const router = createStaticRouter(handler.dataRoutes, context);
  const appHtml = await renderWhenReady(
    <RenderProviders queries={queries} visitor={request.visitor} cart={rendered}>
      <StaticRouterProvider router={router} context={context} hydrate={false} />
    </RenderProviders>,
  );
  const routeModule = page && page.page !== 'not-found' ? `src/app/routes/${page.page}.tsx` : null;
  const document = writeDocument({
    assets: assets(),
    head,
    // The page's brand file and route are fetched with the entry, not after it.
    modules: [brandModule(brand.id), ...(routeModule ? [routeModule] : [])],
    fontsCached: request.fontsCached ?? false,
    appHtml,
    data: JSON.stringify({
      loaderData: context.loaderData,
      actionData: context.actionData,
      queries: queries.answers(),
      config: request.config,
      // No visitor id: a kept copy is served to every visitor with the same variants
      // (issue 25, N11); the browser has its own in the cookie.
      cart: rendered,
    }),
  });
  return {
    kind: 'page',
    status: page?.page === 'not-found' ? 404 : context.statusCode,
    document,
    personal,
  };
}

/**
 * The cart to draw on the cart and checkout pages: the id's cart when it has lines and
 * answers for this id.
 * Anything else (gone, empty, merged into another id, an error) draws nothing: the page shows
 * its loading state and the browser, which owns the stored id, takes it from there. Asked
 * directly, not through the browser's `fetchCart`: that one shares answers across a page's
 * callers in module state and writes the stored id, neither of which belongs on the server.
 */
async function cartToRender(checkoutId: string, signal?: AbortSignal): Promise<Cart | null> {
  try {
    const cart = await callApi(cartItems, { body: { checkoutId } }, signal);
    return cart.id === checkoutId && cart.lines.length > 0 ? cart : null;
  } catch {
    return null;
  }
}

/** The pages that show the stored cart. */
const CART_PAGES = new Set<PageHandle['page'] | undefined>(['cart', 'checkout']);

/** Unguarded pages that show one view signed out and another signed in. */
const SIGNED_IN_VIEWS = new Set<PageHandle['page']>(['chat', 'chat-room', 'complete-profile']);

const isPrivate = (page: PageHandle) => page.guard === 'user' || page.guard === 'otp';

// The API loads this module as its ServerRenderBundle: checked here, where it is defined.
void ({ setServerTransport, abQueries, renderPage } satisfies ServerRenderBundle<RuntimeConfig>);
