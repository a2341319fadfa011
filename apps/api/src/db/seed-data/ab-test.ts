import type { BrandKey } from '../schema';
import type { AbGoalKey, ExperimentStatus } from '../schema/ab-test';
import type { ContentBlockSeed } from './content';

/**
 * A/B content (ADR 019): the elements of pages that are tested or editable, their variants
 * (rows of content_blocks with content type `ab_element`), the experiments on them, the
 * content each brand uses for a content type, and the demo editor account.
 *
 * Copy is original; the web app sanitises the HTML before it inserts it and the API
 * sanitises it on save and when serving it.
 */

/** The seeded content editor (named in the README). Change the password on a real install. */
export const DEMO_EDITOR = {
  email: 'editor@stud.example',
  password: 'stud-editor-demo-2026',
  firstName: 'Demo',
  lastName: 'Editor',
} as const;

const element = (
  identifier: string,
  projectType: BrandKey,
  name: string,
  content: string,
  script: string | null = null,
): ContentBlockSeed => ({
  identifier,
  projectType,
  contentType: 'ab_element',
  name,
  content,
  script,
  data: {},
});

export const abContentSeeds: ContentBlockSeed[] = [
  element(
    'stud-home-banner-a',
    'stud',
    'Home banner A: new colours',
    '<p>New: the Classic 3-pack in all black, all white and mixed colours.</p>',
  ),
  element(
    'stud-home-banner-b',
    'stud',
    'Home banner B: worldwide delivery',
    '<p>Free US and Canada shipping, and worldwide delivery in 9–15 business days.</p>',
    // Marks the element, to show that a variant's script runs after its HTML is in place.
    "document.querySelectorAll('[data-ab-identifier=\"stud-home-banner-b\"]').forEach(function (el) { el.setAttribute('data-ab-script', 'ran'); });",
  ),
  element(
    'stud-home-hero-a',
    'stud',
    'Home hero A: support that keeps up',
    '<h1>Support that keeps up.</h1>\n<p>Breathable, supportive briefs cut for all-day comfort: at your desk, at the gym and everywhere in between.</p>',
  ),
  element(
    'stud-home-hero-b',
    'stud',
    'Home hero B: keeps its cool',
    '<h1>Support that keeps its cool.</h1>\n<p>A three-panel supportive pouch and a modal-cotton knit that lets heat out, for men who would rather not think about their underwear all day.</p>',
  ),
  element(
    'stud-shop-banner-a',
    'stud',
    'Shop banner A: free shipping',
    '<p>Free shipping in the US and Canada: delivered in 3–5 business days.</p>',
  ),
  element(
    'stud-shop-banner-b',
    'stud',
    'Shop banner B: size guide',
    '<p>Not sure of your size? Every product has a size guide from XXS to XXXL.</p>',
  ),
  element(
    'stud-checkout-trust-a',
    'stud',
    'Checkout trust A: secure payment',
    '<p><strong>Secure payment.</strong> Your card details go straight to the payment provider over an encrypted connection; we never see or store them.</p>',
  ),
  element(
    'stud-checkout-trust-b',
    'stud',
    'Checkout trust B: easy returns',
    '<p><strong>Easy returns.</strong> Unworn briefs in their original pack can be returned within 30 days for a full refund.</p>',
  ),
  element(
    'careapp-global-notice',
    'careapp',
    'CareApp notice',
    '<p>CareApp gives general health information, not a diagnosis. Sudden severe pain or a medical emergency? Call your local emergency number.</p>',
  ),
  element(
    'stud-global-notice',
    'stud',
    'Stud notice',
    '<p>Questions about fit? Our support team answers within one business day.</p>',
  ),
  element(
    'varicocele-global-notice',
    'varicocele',
    'Varicocele Care notice',
    '<p>Sudden, severe testicular pain, or swelling with fever? Do not wait: get urgent care now.</p>',
  ),
  element(
    'varicoceleorg-global-notice',
    'varicoceleorg',
    'Varicocele.org notice',
    '<p>Information here is general and reviewed by clinicians; it is not a diagnosis.</p>',
  ),
];

export interface ExperimentSeed {
  id: string;
  projectType: BrandKey;
  name: string;
  element: string;
  pages: string[];
  position: number;
  status: ExperimentStatus;
  goal: AbGoalKey;
  variants: { identifier: string; weight: number; forcedPage?: string }[];
}

const half = (
  a: string,
  b: string,
  forced: [string, string] | null,
): ExperimentSeed['variants'] => [
  { identifier: a, weight: 0.5, ...(forced ? { forcedPage: forced[0] } : {}) },
  { identifier: b, weight: 0.5, ...(forced ? { forcedPage: forced[1] } : {}) },
];

export const experimentSeeds: ExperimentSeed[] = [
  {
    id: 'stud-home-banner',
    projectType: 'stud',
    name: 'Home banner',
    element: 'banner',
    pages: ['/', '/a', '/b'],
    position: 0,
    status: 'running',
    goal: 'add_to_cart',
    variants: half('stud-home-banner-a', 'stud-home-banner-b', ['/a', '/b']),
  },
  {
    id: 'stud-home-hero',
    projectType: 'stud',
    name: 'Home hero',
    element: 'hero',
    pages: ['/', '/a', '/b'],
    position: 1,
    status: 'running',
    goal: 'add_to_cart',
    variants: half('stud-home-hero-a', 'stud-home-hero-b', ['/a', '/b']),
  },
  {
    id: 'stud-shop-banner',
    projectType: 'stud',
    name: 'Shop banner',
    element: 'banner',
    pages: ['/shop', '/shop/a', '/shop/b'],
    position: 0,
    status: 'running',
    goal: 'add_to_cart',
    variants: half('stud-shop-banner-a', 'stud-shop-banner-b', ['/shop/a', '/shop/b']),
  },
  {
    id: 'stud-checkout-trust',
    projectType: 'stud',
    name: 'Checkout trust block',
    element: 'trust',
    pages: ['/checkout', '/checkout/a', '/checkout/b'],
    position: 0,
    status: 'running',
    goal: 'checkout_completed',
    variants: half('stud-checkout-trust-a', 'stud-checkout-trust-b', [
      '/checkout/a',
      '/checkout/b',
    ]),
  },
  ...(['careapp', 'stud', 'varicocele', 'varicoceleorg'] as const).map((brand): ExperimentSeed => ({
    id: `${brand}-global-notice`,
    projectType: brand,
    name: 'Site notice',
    element: 'notice',
    pages: ['*'],
    position: 0,
    // Not under test: a single variant, edited and published like any other.
    status: 'draft',
    goal: 'subscription',
    variants: [{ identifier: `${brand}-global-notice`, weight: 1 }],
  })),
];

/** Content a brand uses for a content type (fetch-specific-content). */
export const specificContentSeeds: {
  projectType: BrandKey;
  contentType: string;
  identifier: string;
}[] = [
  { projectType: 'varicocele', contentType: 'consult', identifier: 'varicocele-consult' },
  { projectType: 'stud', contentType: 'subscription_popup', identifier: 'stud-subscription-popup' },
  {
    projectType: 'stud',
    contentType: 'subscription_popup_success',
    identifier: 'stud-subscription-popup-success',
  },
];
