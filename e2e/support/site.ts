import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { baseURL } from '../playwright.config';

export type Brand = 'careapp' | 'stud' | 'varicocele' | 'varicoceleorg';

const port = new URL(baseURL).port;

/** The brand's own host (careapp has none: it is the generic host). */
export function brandOrigin(brand: Brand): string {
  return brand === 'careapp' ? baseURL : `http://${brand}.localhost:${port}`;
}

/** Where a brand's path lives on the generic host: careapp at the root, the others nested. */
export function genericPath(brand: Brand, path: string): string {
  if (brand === 'careapp') return path;
  return path === '/' ? `/${brand}` : `/${brand}${path}`;
}

/**
 * One route of spec section 2 with a sample for its parameters, the page key the app renders
 * there (for sampling accessibility scans per page type) and what the page's frame should be.
 */
export interface SpecRoute {
  path: string;
  /**
   * The page's template: pages of one template share their markup, so one accessibility scan
   * per brand (whose theme sets the colours) and template covers them.
   */
  type:
    'home' | 'intro' | 'account' | 'contact' | 'terms' | 'checkout' | 'cart' | 'profile' | 'about';
  /** No header or footer (stud's sign-up and password pages). */
  bare?: boolean;
  /** Needs a signed-in user: a signed-out visit is redirected to /login. */
  guarded?: boolean;
  checkout?: boolean;
}

const account = (bare: boolean): Record<string, SpecRoute> => ({
  login: { path: '/login', type: 'account' },
  register: { path: '/register', type: 'account', bare },
  otp: { path: '/otp', type: 'account', bare, guarded: true },
  resetPassword: { path: '/reset-password', type: 'account', bare },
  resetPasswordOtp: { path: '/reset-password-otp', type: 'account', bare },
  profile: { path: '/profile', type: 'profile', guarded: true },
  orderHistory: { path: '/order-history', type: 'intro', guarded: true },
  changePassword: { path: '/change-password', type: 'account', guarded: true },
  completeProfile: { path: '/complete-profile', type: 'account' },
});
const plain = account(false);
const bare = account(true);

/** Every route of spec section 2, per brand, with samples for {slug}, {productId}, ... */
export const specRoutes: Record<Brand, SpecRoute[]> = {
  careapp: [
    { path: '/', type: 'home' },
    plain.login!,
    plain.register!,
    plain.otp!,
    plain.resetPassword!,
    plain.resetPasswordOtp!,
    plain.profile!,
    plain.orderHistory!,
    { path: '/contact', type: 'contact' },
    { path: '/terms', type: 'terms' },
    plain.completeProfile!,
    { path: '/app', type: 'intro' },
    { path: '/app/sleep-questions', type: 'intro' },
    // The user's health record (issue 11).
    { path: '/my-health', type: 'intro', guarded: true },
  ],
  stud: [
    { path: '/', type: 'home' },
    { path: '/a', type: 'home' },
    { path: '/b', type: 'home' },
    { path: '/shop', type: 'intro' },
    { path: '/shop/a', type: 'intro' },
    { path: '/shop/b', type: 'intro' },
    { path: '/shop/treatment', type: 'intro' },
    { path: '/shop/classic-cooling-brief', type: 'intro' },
    { path: '/contact', type: 'contact' },
    { path: '/discount', type: 'intro' },
    { path: '/checkout', type: 'checkout', checkout: true },
    { path: '/checkout/a', type: 'checkout', checkout: true },
    { path: '/checkout/b', type: 'checkout', checkout: true },
    { path: '/checkout/thankyou/stripe', type: 'intro' },
    { path: '/terms', type: 'terms' },
    { path: '/cart', type: 'cart' },
    { path: '/cart/a', type: 'cart' },
    { path: '/cart/b', type: 'cart' },
    { path: '/manage-communications', type: 'intro' },
    bare.completeProfile!,
    bare.orderHistory!,
    bare.login!,
    bare.resetPassword!,
    bare.resetPasswordOtp!,
    bare.register!,
    bare.otp!,
    bare.profile!,
    bare.changePassword!,
    { path: '/about', type: 'about' },
  ],
  varicocele: [
    { path: '/', type: 'home' },
    { path: '/checkout/thankyou/paypal', type: 'intro' },
    { path: '/treatments', type: 'intro' },
    { path: '/reviews', type: 'intro' },
    { path: '/more-products', type: 'intro' },
    { path: '/consult', type: 'intro' },
    { path: '/our-specialist', type: 'intro' },
    { path: '/contact', type: 'contact' },
    { path: '/100tt', type: 'intro' },
    { path: '/assess-varicocele', type: 'intro' },
    { path: '/assess-pain', type: 'intro' },
    { path: '/assess-sperm-count', type: 'intro' },
    { path: '/shop', type: 'intro' },
    { path: '/shop/varicocele-treatment-kit', type: 'intro' },
    { path: '/cart', type: 'cart' },
    { path: '/checkout', type: 'checkout', checkout: true },
    { path: '/terms', type: 'terms' },
    { path: '/data/assessment', type: 'intro', guarded: true },
    { path: '/data/reports', type: 'intro', guarded: true },
    plain.orderHistory!,
    plain.login!,
    plain.resetPassword!,
    plain.resetPasswordOtp!,
    plain.register!,
    plain.otp!,
    plain.profile!,
    plain.changePassword!,
    { path: '/consult/success', type: 'intro' },
    { path: '/interview', type: 'intro' },
    { path: '/support/specialists', type: 'intro' },
  ],
  varicoceleorg: [
    { path: '/', type: 'home' },
    { path: '/contact', type: 'contact' },
    plain.login!,
    plain.register!,
    { path: '/terms', type: 'terms' },
    plain.profile!,
    { path: '/about', type: 'about' },
  ],
};

export const brandNames: Record<Brand, string> = {
  careapp: 'CareApp',
  stud: 'Stud',
  varicocele: 'Varicocele Care',
  varicoceleorg: 'Varicocele.org',
};

/**
 * The page shows one h1 and no error screen, in the brand's frame: header and footer (the
 * checkout header on checkout pages), or neither on bare pages. One look at the DOM once the
 * heading is there, to keep a sweep over every route quick.
 */
export async function expectPageInFrame(page: Page, route: Pick<SpecRoute, 'bare' | 'checkout'>) {
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  const frame = await page.evaluate(() => {
    const text = document.body.innerText;
    return {
      headings: document.querySelectorAll('h1').length,
      main: document.querySelectorAll('main').length,
      header: document.querySelectorAll('header').length,
      footer: document.querySelectorAll('footer').length,
      errorShown: text.includes('An error has occurred.') || text.includes('Loading chunk failed'),
      secureCheckout: /Secure Checkout \(\d+ (item|Items)\)/.test(text),
    };
  });
  expect(frame).toEqual({
    headings: 1,
    main: 1,
    header: route.bare ? 0 : 1,
    footer: route.bare ? 0 : 1,
    errorShown: false,
    secureCheckout: Boolean(route.checkout),
  });
}

/** A new account through the accounts API; verified unless asked otherwise. */
export async function createAccount(
  request: APIRequestContext,
  options: { verified?: boolean; brand?: Brand } = {},
) {
  const email = `e2e-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`;
  const signUp = await request.post('/api/users/sign-up/', {
    data: { email, password: 'Quiet-Harbour-2718', project_type: options.brand ?? 'careapp' },
  });
  expect(signUp.status(), await signUp.text()).toBe(201);
  const tokens = (await signUp.json()) as { access: string; refresh: string };
  if (options.verified ?? true) {
    const outbox = await request.get(`/api/dev/outbox?to=${encodeURIComponent(email)}`);
    const { messages } = (await outbox.json()) as { messages: { text: string }[] };
    const code = /\b(\d{6})\b/.exec(messages.at(-1)?.text ?? '')?.[1];
    expect(code, 'the verification code in the outbox').toBeTruthy();
    const verify = await request.post('/api/users/verify-otp/', {
      data: { otp: code },
      headers: { Authorization: `Bearer ${tokens.access}` },
    });
    expect(verify.status(), await verify.text()).toBe(200);
  }
  return { email, access: tokens.access, refresh: tokens.refresh };
}

/** Stores a session the way the app does (local storage of `origin`). */
export async function storeSession(
  page: Page,
  origin: string,
  session: { access: string; refresh: string },
) {
  await page.goto(`${origin}/terms`);
  await page.evaluate(({ access, refresh }) => {
    localStorage.setItem('access', access);
    localStorage.setItem('refresh', refresh);
  }, session);
}
