import { brandIds } from './brands';

/**
 * The pages an A/B item's script may run on (ADR 024), shared by the API (which hands out
 * scripts) and the browser (which loads them). An allow-list, so a page added later holds no
 * editor's code until someone decides it may: marketing and shop pages, never a page that
 * shows or takes personal or health data (the chat `/app`, My health, `/data/...`, profile,
 * sign-in, cart, checkout, order history, the self-assessments, booking and its interview).
 */
const SCRIPT_PAGES = new Set([
  '/',
  '/a',
  '/b',
  '/about',
  '/treatments',
  '/reviews',
  '/more-products',
  '/our-specialist',
  '/100tt',
  '/discount',
  '/terms',
]);
/** Whole sections allowed: the shop's lists and product pages. */
const SCRIPT_SECTIONS = new Set(['shop']);
const BRAND_SEGMENTS = new Set<string>(brandIds);

/**
 * True when a script may run on `pathname`: the document's path as the browser has it, on
 * any host (`/app/x`, `/stud/shop`, `/ab_test/varicocele/`, with or without a query), or the
 * brand-relative page of the A/B calls. Anything odd (bad escapes, dot segments) is refused.
 */
export function pageMayRunAbScripts(pathname: string): boolean {
  let path: string;
  try {
    path = decodeURIComponent(pathname.split(/[?#]/)[0]!).toLowerCase();
  } catch {
    return false;
  }
  if (!path.startsWith('/')) return false;
  const segments = path.split('/').filter(Boolean);
  if (segments.some((s) => s === '.' || s === '..' || s.includes('\\'))) return false;
  // The preview prefix and a brand nested on the generic host are not part of the page.
  if (segments[0] === 'ab_test') segments.shift();
  if (segments[0] !== undefined && BRAND_SEGMENTS.has(segments[0])) segments.shift();
  const page = `/${segments.join('/')}`;
  return SCRIPT_PAGES.has(page) || SCRIPT_SECTIONS.has(segments[0] ?? '');
}
