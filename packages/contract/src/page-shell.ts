/// <reference types="node" />
// What the server (which sends a page's first HTML, apps/api/src/plugins/app-shell.ts) and
// the web app (which renders the page and keeps its head current) share about it. zod-free,
// for first-visit pages.

import type { BrandId } from './brands';
import { SHOP_BRANDS, SHOP_PATHS } from './shop-paths';

/** The JSON data block that carries a page's first API answer (ADR 013). */
export const PAGE_DATA_ELEMENT_ID = 'page-data';

/** The description search engines and link previews show for a product page. */
export function productMetaDescription(product: {
  name: string;
  description?: string | null;
}): string {
  const text = (product.description ?? '').replace(/\s+/g, ' ').trim();
  if (!text) return `${product.name}: choose your options and add it to your cart.`;
  return text.length > 160 ? `${text.slice(0, 157).trimEnd()}…` : text;
}

/**
 * The server embeds a product page's first answer (products-detail without a selection) in
 * the page's HTML under this key; the page uses it instead of asking again.
 */
export const productPageDataKey = (productIdOrSlug: string) => `products-detail:${productIdOrSlug}`;

/** The web module that renders product pages (the server modulepreloads it). */
export const PRODUCT_ROUTE_MODULE = 'src/app/routes/product.tsx';

/**
 * The web module of one brand's data (its pages, theme, menus). The app loads only the brand
 * a page needs (`pageBrand`), so the server modulepreloads that module with every page.
 */
export const brandModule = (brand: BrandId) => `src/brands/${brand}.brand.ts`;

/**
 * A product page's path, /shop/{productId} on a shop brand's host and /{brand}/shop/{productId}
 * on the generic host, each also under /ab_test: the brand named in the path, if any, and the
 * product segment (still URL-encoded). Null for any other path.
 */
export function matchProductPath(
  pathname: string,
): { nestedBrand?: string; segment: string } | null {
  const shops = SHOP_BRANDS.join('|');
  const match = new RegExp(`^(?:/ab_test)?(?:/(${shops}))?${SHOP_PATHS.shop}/([^/]+)/?$`).exec(
    pathname,
  );
  if (!match) return null;
  return { nestedBrand: match[1], segment: match[2] ?? '' };
}

/**
 * The first-party cookie that carries the browser's A/B visitor id (also kept in local
 * storage), so the server renders the same variants the browser would fetch (ADR 020).
 */
export const AB_VISITOR_COOKIE = 'ab_visitor';

/** A visitor id as the app makes them (32 hex) or accepts them from older clients. */
export const isVisitorId = (value: unknown): value is string =>
  typeof value === 'string' && /^[A-Za-z0-9_-]{8,64}$/.test(value);

/** The hydration data block of a server-rendered page (entry-server.tsx, main.tsx). */
export const SSR_DATA_ELEMENT_ID = 'ssr-data';

/**
 * Set by the web app while it holds a session (the value is only "1"; the token stays in
 * local storage). The server renders pages whose view is the signed-in one (the chat) only
 * for visitors without it, so a signed-in visitor never sees the signed-out view first.
 */
export const SESSION_HINT_COOKIE = 'signed_in';

/**
 * Set by the web app once this browser has the brand's web fonts in its cache (the value is
 * only "1"). Without it the server renders a page in the fonts' metric-matched fallbacks and
 * preloads no font: a first visit paints without waiting for a font, and nothing re-flows
 * when one arrives. With it, the fonts are preloaded and come from the cache (ADR 020).
 */
export const WEB_FONTS_COOKIE = 'web_fonts';

/**
 * Mirrors the stored cart's id (local storage's `checkoutId`, which stays the source of
 * truth), so the server renders the cart page with the visitor's lines instead of a loading
 * state (ADR 020). Such a page is the visitor's own: sent `private, no-store`, never cached.
 */
export const CART_COOKIE = 'cart_id';

/** The cookie's value when it can be a cart id (UUIDs, or ids a client chose), else null. */
export const cartIdFrom = (value: unknown): string | null =>
  typeof value === 'string' && /^[\w-]{1,100}$/.test(value) ? value : null;

/**
 * The web app's server bundle (apps/web/src/entry-server.tsx) as the API server uses it
 * (apps/api/src/plugins/server-render.ts; ADR 020). It runs in Node: `fetch`, `URL` and
 * `AbortSignal` are Node's globals, hence this file's reference to Node's types. `Config` is the public config the page is
 * rendered with and handed to the browser.
 */
export interface ServerRenderBundle<Config = unknown> {
  /** Answers the app's API calls in-process (set once by the API). */
  setServerTransport(transport: typeof fetch): void;
  /** The visitor's A/B queries for a page, loaded before the render (they key its cache). */
  abQueries(url: URL, config: Config, visitor: string): Promise<ServerRenderQuery[]>;
  renderPage(request: ServerRenderRequest<Config>): Promise<ServerRenderResult>;
}

export interface ServerRenderQuery {
  key: string;
  load(signal: AbortSignal): Promise<unknown>;
  /**
   * The API call `load` makes, when it is one call of the contract: the server may answer it
   * in-process instead (the same JSON, without a request), and loads it otherwise.
   */
  call?: ServerRenderCall;
}

export interface ServerRenderCall {
  method: string;
  path: string;
  body: unknown;
}

export interface ServerRenderRequest<Config = unknown> {
  /** The page's absolute URL as the visitor asked for it (scheme, host, path and query). */
  url: string;
  config: Config;
  /** The A/B visitor (the `ab_visitor` cookie, or a new id the response sets). */
  visitor: string;
  /** The visitor's browser holds a session (the `signed_in` hint cookie; no token). */
  signedIn?: boolean;
  /** The visitor's stored cart (the `cart_id` cookie): the cart page shows its lines. */
  cart?: string;
  /** Answers loaded before the render (see `abQueries`); others load during it. */
  seed?: Record<string, unknown>;
  /** Aborts loads still running; the page then renders their loading state. */
  signal?: AbortSignal;
  /** The browser has the web fonts in its cache (the `web_fonts` cookie): they are preloaded. */
  fontsCached?: boolean;
  /** What the server knows of the page beyond its route (a product's own name and image). */
  hints?: ServerRenderHints;
}

/** A page's own head, from the server's data (the catalogue for a product page). */
export interface ServerRenderHints {
  title?: string;
  description?: string;
  /** The page's main image: preloaded at high priority (root-relative `href`) and og:image. */
  image?: { href: string; absolute: string };
  openGraphType?: 'website' | 'product';
}

export type ServerRenderResult =
  /** Not a page the server renders (a route error, a signed-in view): send the shell. */
  | { kind: 'shell' }
  | {
      kind: 'page';
      status: number;
      /** The whole HTML document (web: src/render/document.ts), once every query answered. */
      document: string;
      /** The page shows the request's cart: it is sent `private, no-store` and never cached. */
      personal: boolean;
    };
