import { startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { matchRoutes } from 'react-router';
import type { HydrationState, RouteObject } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { SSR_DATA_ELEMENT_ID } from '@mhp/contract/page-shell';
import { loadPublicConfig } from './app/public-config';
import type { RuntimeConfig } from './app/public-config';
import { buildRoutes, createAppRouter, loadPageBrand } from './app/router';
import { RenderProviders } from './app/server-render-providers';
import { useEarlyLink } from './app/early-link';
import { seedQueryCache } from './shared/api/use-api-query';
import { preloadsSettled } from './shared/lib/lazy-part';
import { renderedForAnotherVisitor } from './shared/lib/visitor-id';
import { isSignedIn, syncSessionHint } from './shared/stores/session';
import { startCountFrom } from './shared/stores/stored-cart';
import type { RenderedCart } from './shared/stores/stored-cart';
import './app/styles.css';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

/** What a server-rendered page hands the browser (entry-server.tsx). */
interface SsrData extends Pick<HydrationState, 'loaderData' | 'actionData'> {
  queries: Record<string, unknown>;
  config: RuntimeConfig;
  /** The cart the page shows (cart and checkout, rendered for the `cart_id` cookie), if any. */
  cart?: RenderedCart | null;
}

function readSsrData(): SsrData | null {
  const element = document.getElementById(SSR_DATA_ELEMENT_ID);
  if (!element) return null;
  try {
    return JSON.parse(element.textContent ?? '') as SsrData;
  } catch {
    return null;
  }
}

/**
 * Loads the code of the routes the page matched before the router starts, so its first render
 * is the page the server rendered, not a loading fallback.
 */
async function loadMatchedRoutes(routes: RouteObject[]) {
  const matches = matchRoutes(routes, window.location) ?? [];
  await Promise.all(
    matches.map(async ({ route }) => {
      if (!route.lazy || typeof route.lazy !== 'function') return;
      const loaded = await route.lazy();
      Object.assign(route, loaded, { lazy: undefined });
    }),
  );
  return matches;
}

type AppRouter = ReturnType<typeof createAppRouter>;

/** Renders nothing: opens, once the app has rendered, a link clicked before it had started. */
function EarlyLink({ router }: { router: AppRouter }) {
  useEarlyLink(router.navigate);
  return null;
}

const app = (
  config: RuntimeConfig,
  routes: RouteObject[],
  hydrated?: { data: HydrationState; cart: RenderedCart | null },
) => {
  const router = createAppRouter(config, routes, hydrated?.data);
  return (
    <RenderProviders cart={hydrated?.cart}>
      <RouterProvider router={router} />
      <EarlyLink router={router} />
    </RenderProviders>
  );
};

async function start() {
  syncSessionHint();
  // Only a page rendered in the fallback fonts loads them (for the next page), and not before
  // it has started: the module is not part of the entry.
  if (document.documentElement.dataset.fonts === 'later') {
    void import('./shared/lib/web-fonts').then((fonts) => fonts.loadWebFontsForNextPage());
  }
  const ssr = readSsrData();
  // A server-rendered page carries the config it was rendered with. The single-page shell
  // fetches it (index.html preloads it) before the router is built, so the first paint
  // already shows the right brand.
  const config = ssr?.config ?? (await loadPublicConfig());
  // Only the page's brand is loaded before the first paint; the server preloads its file.
  await loadPageBrand(config);
  const routes = buildRoutes(window.location, config);
  if (!ssr) {
    createRoot(container!).render(app(config, routes));
    return;
  }
  const matches = await loadMatchedRoutes(routes);
  // The server renders guarded pages as a signed-out visitor (login, register; a private
  // page's frame); a signed-in one is sent on by the guard, which runs when the app starts
  // afresh.
  // A browser that kept an A/B id from before the cookie carried it was served another id's
  // variants this once: it renders its own (ADR 020).
  const otherVisitor = renderedForAnotherVisitor();
  if (otherVisitor || (isSignedIn() && matches.some(({ route }) => route.loader))) {
    createRoot(container!).render(app(config, routes));
    return;
  }
  // The lazy parts the matched pages preload are in before hydration: React would leave a
  // part still loading as the server drew it, and drop a press on it (ADR 022).
  await preloadsSettled();
  seedQueryCache(ssr.queries);
  if (ssr.cart) startCountFrom(ssr.cart);
  // Hydrated as a transition: React then works in slices of a few milliseconds and lets the
  // browser answer input in between, instead of one long task (Lighthouse's TBT).
  startTransition(() => {
    hydrateRoot(
      container!,
      app(config, routes, {
        data: { loaderData: ssr.loaderData, actionData: ssr.actionData },
        cart: ssr.cart ?? null,
      }),
    );
  });
}

void start();
