// The shop's URL shapes, zod-free and on their own so the web app's entry (brand routes)
// takes them without the rest of page-shell.ts, which builds product-page paths from them.

/**
 * The shop's URL shapes, relative to a brand's root (spec section 2): the one definition the
 * web app's brand routes and the server's product-page hints are built from.
 */
export const SHOP_PATHS = {
  shop: '/shop',
  cart: '/cart',
  checkout: '/checkout',
  thankYou: '/checkout/thankyou/:paymentGateway',
  /** A product page, in React Router's syntax. */
  product: '/shop/:productId',
  /** stud's alias for the varicocele treatment kit, shown without its description. */
  treatmentSegment: 'treatment',
  /** stud's A/B variants of the listing (/shop/a, /shop/b): listings, not products. */
  listingSegments: ['a', 'b'],
} as const;

/** The brands whose sites have a shop. */
export const SHOP_BRANDS = ['stud', 'varicocele'] as const;
