/** Business constants and limits of spec section 9 (and the few numbers of sections 4 and 5). */

/** Toast notifications hide themselves after this long. */
export const TOAST_DURATION_MS = 3000;
/** Review text is cut here, with a See more link to expand. */
export const REVIEW_TRUNCATE_CHARS = 500;
/** Product card titles are cut here. */
export const CARD_TITLE_TRUNCATE_CHARS = 83;
/** Titles longer than this use a smaller font. */
export const SMALL_TITLE_FONT_AFTER_CHARS = 25;
/** Product names longer than this use a smaller heading. */
export const SMALL_PRODUCT_HEADING_AFTER_CHARS = 40;
/** The slider shows one slide per this many pixels of width (at least one)... */
export const SLIDE_WIDTH_PX = 170;
/** ...plus this many padding copies so it can loop. */
export const SLIDER_PADDING_COPIES = 4;

/** An A/B element counts as viewed once this share of it is visible (one event per element). */
export const AB_VIEW_THRESHOLD = 0.5;

/** Quantity added by one Add to cart click. */
export const CART_ADD_QUANTITY = 1;
/** Sales channel sent when a signed-in user's cart is created. */
export const DEFAULT_CHANNEL = 'default-channel';

/** What an add or an order says of a variant with no stock left (spec section 5). */
export const OUT_OF_STOCK_MESSAGE = 'Item is out of stock.';

/** Page sizes of the chat lists (limit/offset paging, offset starts at 0). */
export const CHAT_ROOMS_PAGE_SIZE = 10;
export const CHAT_MESSAGES_PAGE_SIZE = 25;

/** Subscription popup: shown after this delay unless `subscribed` is stored. */
export const SUBSCRIBE_POPUP_DELAY_MS = 30000;
/** The subscribe button is re-enabled after this long. */
export const SUBSCRIBE_BUTTON_RESTORE_MS = 6000;
/** Script chunks that take longer than this fail with 'Loading chunk failed'. */
export const CHUNK_LOAD_TIMEOUT_MS = 120000;

/** Countries offered first in country pickers: USA, Canada, UK, Germany (ISO 3166-1 alpha-2). */
export const DEFAULT_COUNTRY_CODES = ['US', 'CA', 'GB', 'DE'] as const;

/** Shipping promises used in copy. */
export const SHIPPING_CLAIMS = {
  usCanada: { countries: ['US', 'CA'], minBusinessDays: 3, maxBusinessDays: 5, free: true },
  worldwide: { minBusinessDays: 9, maxBusinessDays: 15 },
} as const;

/** Local storage keys; the stored values are the tokens, the cart id and the JSON user. */
export const STORAGE_KEYS = {
  access: 'access',
  refresh: 'refresh',
  checkoutId: 'checkoutId',
  user: 'user',
  subscribed: 'subscribed',
} as const;
export type StorageKey = (typeof STORAGE_KEYS)[keyof typeof STORAGE_KEYS];

/** Layout breakpoints in px; 767 and 768 are both used (max-width vs min-width queries). */
export const BREAKPOINTS_PX = [320, 361, 375, 410, 480, 600, 767, 768, 834, 992, 1024] as const;

/** Prices are shown with this symbol and two decimals, e.g. $24.00. */
export const CURRENCY = 'USD';
export const CURRENCY_SYMBOL = '$';
export const PRICE_DECIMALS = 2;

export const CTA_TEXT = 'Start Now!';

export const sizeChartSizes = ['XXS', 'XS', 'S', 'M', 'L', 'XL', 'XXL', 'XXXL'] as const;
export type ChartSize = (typeof sizeChartSizes)[number];
export interface SizeChartRow {
  size: ChartSize;
  waistCm: readonly [min: number, max: number];
  waistIn: readonly [min: number, max: number];
}
/**
 * Waist ranges of the briefs. S and XXXL are given by the spec; the others follow the same
 * steps, cm being the inch range × 2.54 rounded.
 */
export const SIZE_CHART: readonly SizeChartRow[] = [
  { size: 'XXS', waistCm: [66, 71], waistIn: [26, 28] },
  { size: 'XS', waistCm: [71, 76], waistIn: [28, 30] },
  { size: 'S', waistCm: [76, 81], waistIn: [30, 32] },
  { size: 'M', waistCm: [81, 86], waistIn: [32, 34] },
  { size: 'L', waistCm: [89, 94], waistIn: [35, 37] },
  { size: 'XL', waistCm: [97, 102], waistIn: [38, 40] },
  { size: 'XXL', waistCm: [104, 109], waistIn: [41, 43] },
  { size: 'XXXL', waistCm: [113, 121], waistIn: [44, 47] },
];

/**
 * The two categories and two products the pages link to directly. The spec does not show the
 * values; these fixed UUIDs are what the API seeds, so links never depend on database order.
 */
export const FIXED_CATEGORY_IDS = {
  /** stud: the briefs line shown on /shop. */
  briefs: '3f6c1a52-8d4e-4b7a-9c21-5e0f7b2d1a01',
  /** varicocele: treatments (guide, supplement kit, consultation) shown on /treatments and /shop. */
  treatments: '3f6c1a52-8d4e-4b7a-9c21-5e0f7b2d1a02',
} as const;

export const FIXED_PRODUCT_IDS = {
  /** stud's flagship brief, answered by GET /api/ecom/main-product. */
  main: '3f6c1a52-8d4e-4b7a-9c21-5e0f7b2d1b01',
  /** The varicocele treatment kit shown on stud's /shop/treatment (without description). */
  treatment: '3f6c1a52-8d4e-4b7a-9c21-5e0f7b2d1b02',
} as const;

/** Payment gateway ids (spec section 5: payment_gateway is one of these). */
export const paymentGatewayIds = ['stripe', 'paypal', 'googlepay'] as const;

/**
 * The contact form's honeypot field: the web form hides it from people (and from screen
 * readers), so a filled one means a bot; the API answers as usual and drops the message.
 */
export const CONTACT_HONEYPOT_FIELD = 'website';
