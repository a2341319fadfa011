import { describe, expect, it } from 'vitest';
import { apiRoutes } from './api-routes';
import { abTestRoutes } from './routes/ab-test';
import { appConfigRoutes } from './routes/app-config';
import { chatRoutes } from './routes/chat';
import { checkoutRoutes } from './routes/checkout';
import { contentRoutes } from './routes/content';
import { healthRoutes } from './routes/health';
import { devRoutes } from './routes/dev';
import { statusRoutes } from './routes/status';
import { shopRoutes } from './routes/shop';
import { usersRoutes } from './routes/users';
import { varicoceleRoutes } from './routes/varicocele';
import type { RouteDef } from './route';

/** Every call of spec section 7, written out as the spec writes it, plus the chosen paths. */
const specCalls = [
  // Token and health
  'GET /api/rest/rest-check/',
  'POST /api/users/refresh-token/',
  // A/B test
  'POST /api/ab_test/fetch-content/',
  'POST /api/ab_test/fetch-page-content/',
  'POST /api/ab_test/fetch-global-content/',
  'POST /api/ab_test/set-event/',
  'POST /api/ab_test/fetch-specific-content/',
  'POST /api/ab_test/set-specific-content/',
  'POST /api/ab_test/replace-content-identifier/', // path not in the spec
  // Chat
  'GET /api/chat-room/',
  'POST /api/chat-room/',
  'POST /api/chat-room/{slug}/',
  'DELETE /api/chat-room/{slug}/',
  'GET /api/chat-room-messages/{slug}/',
  'POST /api/related-chat-prompts/',
  'GET /api/chat-suggestions/',
  'POST /api/message-feedback/{roomSlug}/{messageId}/',
  'GET /api/user-chat-analytics/',
  'PATCH /api/user-chat-analytics/{entryId}/',
  'DELETE /api/user-chat-analytics/{entryId}/',
  'POST /api/my-disease/create/',
  'POST /api/my-disease/{diseaseId}/update/',
  'POST /api/my-disease/{diseaseId}/delete/',
  'POST /api/user-processor-variable/create/',
  'POST /api/user-processor-variable/{id}/update/',
  'POST /api/processor/component-ai-message/',
  // Contact and content
  'GET /api/landing/contact-info/',
  'POST /api/contactus-form/',
  'GET /api/landing/terms-condition/',
  'GET /api/customer-interactions/template/',
  'GET /api/stud/email-domains-template/',
  'GET /api/stud/url-subscribe-popup/',
  'POST /api/stud/manage-communications/',
  'GET /api/stud/manage-communications/',
  // Shop
  'GET /api/ecom/order-list/',
  'POST /api/ecom/products-list',
  'POST /api/ecom/products-detail/{productId}',
  'GET /api/ecom/recommended-products',
  'GET /api/ecom/products-catalogue',
  'GET /api/ecom/main-product',
  'GET /api/ecom/countries-list/',
  'GET /api/ecom/sub-division/{id}/',
  'GET /api/ecom/available-shipping-methods/',
  'POST /api/ecom/available-payment-gateways/',
  'POST /api/ecom/assign-voucher/',
  // Cart and checkout
  'POST /api/ecom/cart-items/',
  'POST /api/ecom/add-to-cart/',
  'POST /api/ecom/remove-from-cart/',
  'POST /api/ecom/update-of-cart/',
  'POST /api/ecom/create-checkout/',
  'POST /api/ecom/create-payment/',
  'POST /api/ecom/verify-payment/',
  'POST /api/ecom/checkout-order-details/',
  'POST /api/ecom/checkout-status/',
  'POST /api/ecom/shipping-details/',
  'POST /api/ecom/apply-promo-code/',
  'POST /api/ecom/remove-promo-code/',
  'POST /api/ecom/update-shipping-method/',
  'POST /api/payment/paypal/initiate/',
  'POST /api/payment/gpay/',
  // Users
  'GET /api/users/me/',
  'POST /api/users/sign-up/',
  'POST /api/users/login/',
  'POST /api/users/verify-otp/',
  'POST /api/users/send-otp/',
  'POST /api/users/reset-password/',
  'POST /api/users/send-reset-password-otp/',
  'POST /api/users/verify-reset-password-otp/',
  'POST /api/users/update-profile',
  'POST /api/users/save-info/',
  'POST /api/complete-user-profile/',
  'POST /api/social-media-login/',
  'GET /api/request-X-token/',
  'POST /api/user-onboarding-questions/',
  'POST /api/varicocele/submit-assess/',
  'POST /api/users/change-password/', // path not in the spec
  'POST /api/users/logout/',
] as const;

/** Calls beyond section 7 that the project adds on purpose. */
const extraCalls = [
  'GET /api/public-config/',
  'GET /api/dev/outbox',
  // Varicocele care: booking, interview and reports (paths not in the spec)
  'GET /api/varicocele/specialists/',
  'GET /api/varicocele/slots/',
  'POST /api/varicocele/slots/hold/',
  'POST /api/varicocele/slots/release/',
  'POST /api/varicocele/bookings/',
  'GET /api/varicocele/bookings/manage/',
  'POST /api/varicocele/bookings/cancel/',
  'POST /api/varicocele/bookings/move/',
  'GET /api/varicocele/interview/',
  'POST /api/varicocele/interview/',
  'POST /api/varicocele/claim-assess/',
  'GET /api/varicocele/assessments/',
  'GET /api/varicocele/assessments/{id}/',
  // The user's data: download, delete health data, delete the account (issue 11)
  'GET /api/my-data/',
  'POST /api/my-data/delete-health/',
  'POST /api/my-data/delete-account/',
  // The code that confirms deleting an account without a password (issue 26)
  'POST /api/my-data/delete-account/send-code/',
  // A/B editing and results, and the popup's subscription (ADR 019; paths not in the spec)
  'POST /api/ab_test/editor/fetch-item/',
  'POST /api/ab_test/editor/save-content/',
  'POST /api/ab_test/results/',
  'POST /api/stud/subscribe/',
  'POST /api/stud/subscribe/confirm/',
  // Search over the user's own conversations (issue 26, ADR 028)
  'GET /api/chat-search/',
];

const tags = [
  'Token and health',
  'A/B test',
  'Chat',
  'Contact and content',
  'Shop',
  'Cart and checkout',
  'Users',
  'Varicocele care',
  'Development',
];

const routes: [string, RouteDef][] = Object.entries(apiRoutes);
const key = (r: RouteDef) => `${r.method} ${r.path}`;

describe('apiRoutes', () => {
  it.each(specCalls)('has %s exactly once', (call) => {
    expect(routes.filter(([, r]) => key(r) === call)).toHaveLength(1);
  });

  it('has nothing beyond the spec calls and the deliberate extras', () => {
    const known = new Set<string>([...specCalls, ...extraCalls]);
    expect(routes.map(([, r]) => key(r)).filter((k) => !known.has(k))).toEqual([]);
  });

  it('gives no two routes the same method and path', () => {
    const keys = routes.map(([, r]) => key(r));
    expect(new Set(keys).size).toBe(keys.length);
  });

  it('loses no route when the groups are spread together (keys are unique)', () => {
    const groups = [
      statusRoutes,
      appConfigRoutes,
      usersRoutes,
      abTestRoutes,
      chatRoutes,
      healthRoutes,
      contentRoutes,
      shopRoutes,
      checkoutRoutes,
      varicoceleRoutes,
      devRoutes,
    ];
    const total = groups.reduce((n, g) => n + Object.keys(g).length, 0);
    expect(Object.keys(apiRoutes)).toHaveLength(total);
  });

  it.each(routes)('%s is well formed', (name, route) => {
    expect(name).toMatch(/^[a-z][A-Za-z0-9]*$/);
    expect(route.path.startsWith('/api/')).toBe(true);
    expect(tags).toContain(route.tag);
    expect(route.summary.length).toBeGreaterThan(0);
    // Path placeholders and the params schema name the same parameters.
    const placeholders = [...route.path.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();
    expect(Object.keys(route.params?.shape ?? {}).sort()).toEqual(placeholders);
    if (route.method === 'GET' || route.method === 'DELETE') expect(route.body).toBeUndefined();
  });

  it('counts the calls', () => {
    expect(routes).toHaveLength(specCalls.length + extraCalls.length);
  });
});
