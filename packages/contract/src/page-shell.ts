// What the server (which writes a page's first HTML, apps/api/src/plugins/app-shell.ts) and
// the web app (which renders the page and keeps its head current) share about it. zod-free,
// for first-visit pages.

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
