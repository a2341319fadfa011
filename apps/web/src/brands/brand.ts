import type { BrandId } from '@mhp/contract/brands';
import { SHOP_PATHS } from '@mhp/contract/shop-paths';

/**
 * Every page module the app has. A brand's route list names pages by key; app/pages.ts maps
 * each key to its lazily loaded module, so a brand file stays plain data.
 */
export const pageKeys = [
  'careapp-home',
  'stud-home',
  'varicocele-home',
  'varicoceleorg-home',
  'stud-about',
  'varicoceleorg-about',
  'login',
  'register',
  'otp',
  'reset-password',
  'reset-password-otp',
  'profile',
  'complete-profile',
  'change-password',
  'order-history',
  'contact',
  'terms',
  'chat',
  'chat-room',
  'my-health',
  'shop',
  'shop-treatment',
  'product',
  'discount',
  'cart',
  'checkout',
  'checkout-thankyou',
  'manage-communications',
  'treatments',
  'reviews',
  'more-products',
  'consult',
  'consult-success',
  'our-specialist',
  'offer-100tt',
  'assess-varicocele',
  'assess-pain',
  'assess-sperm-count',
  'assessment-result',
  'reports',
  'interview',
  'specialists',
  'ab-editor',
] as const;
export type PageKey = (typeof pageKeys)[number];

/**
 * Who may open a page (spec section 2, Guards): `user` needs a stored access token and a
 * verified account; `otp` needs a token and an account still to verify; `guest` is for
 * signed-out visitors only (login, register).
 */
export type PageGuard = 'user' | 'otp' | 'guest';

/** One route of a brand, with its path relative to the brand's root. */
export interface BrandRoute {
  /** `/`, `/shop/:productId`, ... (React Router syntax). */
  path: string;
  page: PageKey;
  /** Page title; the tab shows `title · Brand`. */
  title: string;
  /** Meta description of the page; the brand's own when left out. */
  description?: string;
  /** `bare` pages have neither header nor footer (stud's sign-up and password pages). */
  chrome?: 'full' | 'bare';
  /** The checkout header ('Secure Checkout (N Items)') instead of the site header. */
  header?: 'site' | 'checkout';
  /** The slim checkout footer instead of the site footer. */
  footer?: 'site' | 'checkout';
  guard?: PageGuard;
  /** Landing and shop pages come in A/B variants served on their own paths (/a, /b). */
  variant?: 'a' | 'b';
  /**
   * A first skip link to the element the page is for (the chat's message box), before the
   * usual "Skip to main content": one Tab and Enter reach it.
   */
  skipTo?: { id: string; label: string };
}

/** A link in a menu or footer: to a page of this brand, or to another brand's site. */
export type BrandLink =
  { label: string; to: string } | { label: string; brand: BrandId; to?: string };

export type SocialNetwork = 'instagram' | 'facebook' | 'x' | 'youtube' | 'tiktok' | 'linkedin';

/** Colours and fonts; every value becomes a CSS variable the Tailwind utilities read. */
export interface BrandTheme {
  colors: {
    /** Main colour: buttons, links, active states. */
    brand: string;
    /** Text on `brand` (≥ 4.5:1). */
    brandContrast: string;
    /** Light tint of the brand for quiet backgrounds. */
    brandSoft: string;
    /** Second colour for highlights. */
    accent: string;
    /** Text on `accent` (≥ 4.5:1). */
    accentContrast: string;
    surface: string;
    surfaceMuted: string;
    /** Body text (≥ 4.5:1 on surface and surface-muted). */
    text: string;
    textMuted: string;
    border: string;
    /** Focus ring (≥ 3:1 against the surfaces it sits on). */
    focus: string;
  };
  fonts: {
    /** Body text. */
    sans: string;
    /** Headings and the wordmark. */
    display: string;
  };
}

export interface BrandConfig {
  id: BrandId;
  /** Shown in titles, the logo's accessible name and the copyright line. */
  name: string;
  /** Meta description of the brand's pages. */
  description: string;
  logo: {
    /** Square SVG mark (also the favicon). */
    mark: string;
    /** The typeset part of the logo; `accent` follows `text` in the brand colour. */
    wordmark: { text: string; accent?: string; className: string };
  };
  theme: BrandTheme;
  /**
   * Where sign-in and sign-up end when the user came from no particular page (and where a
   * signed-in user on /login goes): careapp's `/app`, the health chat its users come for.
   * Default `/profile` (spec section 2, Guards).
   */
  landing?: string;
  header: {
    menu: BrandLink[];
    /**
     * A call-to-action button instead of a menu (careapp): `to` signed out, `signedInTo` (if
     * set) once signed in, so the button never bounces a signed-in user through /login.
     */
    cta?: { label: string; to: string; signedInTo?: string };
    /** The consult icon (varicocele brands). */
    consult?: BrandLink;
    /** The cart icon with its item-count badge (brands with a cart). */
    cart: boolean;
  };
  footer: {
    /** One line under the logo. */
    blurb: string;
    links: BrandLink[];
    social: { network: SocialNetwork; url: string }[];
  };
  /**
   * Shop pages relative to the brand root; null for brands without a shop. Product links are
   * `{prefix}{shop}/{slug}`, the cart `{prefix}{cart}` and checkout `{prefix}{checkout}`.
   */
  shop: { shop: string; cart: string; checkout: string } | null;
  routes: BrandRoute[];
}

/** The footer links every brand shows (spec section 2, Layout). */
export const standardFooterLinks: BrandLink[] = [
  { label: 'Contact Us', to: '/contact' },
  { label: 'Terms of Service', to: '/terms' },
  { label: 'Privacy Policy', to: '/terms#privacy-policy' },
];

export const fontStacks = {
  inter:
    "'Inter Variable', 'Inter Fallback', 'Inter Fallback DejaVu', ui-sans-serif, system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif",
  fraunces:
    "'Fraunces Variable', 'Fraunces Fallback', 'Fraunces Fallback DejaVu', ui-serif, Georgia, 'Times New Roman', serif",
} as const;

/** Account pages most brands share; `bare` drops header and footer where the brand asks. */
export function accountRoutes(options: { bare?: boolean } = {}) {
  const chrome = options.bare ? ('bare' as const) : ('full' as const);
  return {
    login: { path: '/login', page: 'login', title: 'Sign in', guard: 'guest' },
    register: {
      path: '/register',
      page: 'register',
      title: 'Create an account',
      guard: 'guest',
      chrome,
    },
    otp: { path: '/otp', page: 'otp', title: 'Verify your email', guard: 'otp', chrome },
    resetPassword: {
      path: '/reset-password',
      page: 'reset-password',
      title: 'Reset your password',
      chrome,
    },
    resetPasswordOtp: {
      path: '/reset-password-otp',
      page: 'reset-password-otp',
      title: 'Enter your reset code',
      chrome,
    },
    profile: { path: '/profile', page: 'profile', title: 'Your profile', guard: 'user' },
    completeProfile: {
      path: '/complete-profile',
      page: 'complete-profile',
      title: 'Complete your profile',
    },
    changePassword: {
      path: '/change-password',
      page: 'change-password',
      title: 'Change your password',
      guard: 'user',
    },
    orderHistory: {
      path: '/order-history',
      page: 'order-history',
      title: 'Order history',
      guard: 'user',
    },
  } satisfies Record<string, BrandRoute>;
}

/**
 * The shop's routes and links, from the contract's URL shapes (`SHOP_PATHS`, which the
 * server's product-page hints share). A shop brand takes `links` as its `shop` and picks the
 * routes it has.
 */
export function shopRoutes() {
  return {
    links: { shop: SHOP_PATHS.shop, cart: SHOP_PATHS.cart, checkout: SHOP_PATHS.checkout },
    product: { path: SHOP_PATHS.product, page: 'product', title: 'Product' },
    treatment: {
      path: `${SHOP_PATHS.shop}/${SHOP_PATHS.treatmentSegment}`,
      page: 'shop-treatment',
      title: 'Varicocele treatment kit',
    },
    cart: { path: SHOP_PATHS.cart, page: 'cart', title: 'Your cart' },
    thankYou: {
      path: SHOP_PATHS.thankYou,
      page: 'checkout-thankyou',
      title: 'Thank you for your order',
    },
  } satisfies Record<string, BrandRoute | BrandConfig['shop']>;
}
