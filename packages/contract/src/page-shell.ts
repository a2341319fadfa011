// What the server (which writes a page's first HTML, apps/api/src/plugins/app-shell.ts) and
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
