import { useCallback, useEffect, useLayoutEffect, useRef } from 'react';
import type { RefObject } from 'react';
import { Outlet, useLocation, useMatches, useNavigation, useNavigationType } from 'react-router';
import { Link } from '../../shared/ui/link';
import { AbPageProvider, AbSlot } from '../../features/ab-test/components/ab-page';
import { useLeaveScriptedPage } from '../../features/ab-test/lib/use-leave-scripted-page';
import { SubscriptionPopup } from '../../features/subscription/components/subscription-popup';
import { useHydrated } from '../../shared/hooks/use-hydrated';
import { useShownAfter } from '../../shared/hooks/use-shown-after';
import { LoadingBar, LOADING_BAR_DELAY_MS } from '../../shared/ui/loading-bar';
import { AuthCardHomeContext, SitePathContext } from '../../shared/ui/site-frame';
import { BrandSiteContext, sitePath } from '../brand-site';
import type { BrandSite, PageHandle } from '../brand-site';
import { applyTheme, setDocumentHead } from '../document-head';
import { BrandLogo } from './brand-logo';
import { CheckoutHeaderSlot } from './checkout-header-slot';
import { CheckoutFooter, SiteFooter } from './site-footer';
import { SiteHeader } from './site-header';
import { focusesContent } from '../../shared/lib/keep-focus';

/** A page's path inside its site, as A/B content names pages ('/', '/shop'). */
export function abPagePath(site: Pick<BrandSite, 'base'>, pathname: string): string {
  const path = pathname.slice(site.base.length) || '/';
  return path.startsWith('/') ? path : `/${path}`;
}

/** The handle of the deepest matched page route. */
export function usePageHandle(): PageHandle | undefined {
  const matches = useMatches();
  for (let i = matches.length - 1; i >= 0; i -= 1) {
    const handle = matches[i]?.handle as PageHandle | undefined;
    if (handle?.title) return handle;
  }
  return undefined;
}

/**
 * The sign that the next page is on its way: while the router loads it (its code, its guard,
 * a brand's file) for longer than LOADING_BAR_DELAY_MS, the loading bar shows and `busy` (the
 * page's main region) carries `aria-busy`, so assistive technology knows the content shown is
 * about to change. Quicker navigations show neither. Its own component, and `aria-busy` is
 * set on the element directly, so the layout does not render again when a navigation starts.
 */
function NavigationPending({ busy }: { busy: RefObject<HTMLElement | null> }) {
  const navigation = useNavigation();
  // Not while hydrating: a private page's guard is already running then, and the server
  // (which rendered the page at rest) drew no bar.
  const hydrated = useHydrated();
  const shown = useShownAfter(hydrated && navigation.state !== 'idle', LOADING_BAR_DELAY_MS);
  useEffect(() => {
    const element = busy.current;
    if (!shown || !element) return;
    element.setAttribute('aria-busy', 'true');
    return () => element.removeAttribute('aria-busy');
  }, [shown, busy]);
  return <LoadingBar active={shown} delayMs={0} />;
}

/**
 * A link shown only when focused that moves focus to `target` (an element id). Focus is moved
 * by hand: a hash link scrolls, but the target may not be focused in every browser.
 */
function SkipLink({ target, children }: { target: string; children: string }) {
  return (
    <a
      href={`#${target}`}
      onClick={(event) => {
        const element = document.getElementById(target);
        if (!element) return;
        event.preventDefault();
        element.focus();
      }}
      className="sr-only focus:not-sr-only focus:fixed focus:top-3 focus:left-3 focus:z-50 focus:rounded-md focus:bg-brand focus:px-4 focus:py-2 focus:font-semibold focus:text-brand-contrast"
    >
      {children}
    </a>
  );
}

/**
 * The frame of every page of one brand: theme, title and icon, the skip link, the loading bar,
 * the header and footer the page asks for (none on bare pages), and focus moved to the new
 * page's content after a navigation so screen readers start reading there.
 */
export function BrandLayout({ site }: { site: BrandSite }) {
  const { brand } = site;
  const page = usePageHandle();
  const location = useLocation();
  useLeaveScriptedPage();
  const navigationType = useNavigationType();
  const mainRef = useRef<HTMLElement>(null);
  const firstRender = useRef(true);

  useLayoutEffect(() => {
    applyTheme(brand.id, brand.theme);
  }, [brand]);

  const title = page?.title;
  const description = page?.description ?? brand.description;
  useEffect(() => {
    setDocumentHead({
      title: title ? `${title} · ${brand.name}` : brand.name,
      description,
      themeColor: brand.theme.colors.brand,
      icon: brand.logo.mark,
    });
  }, [brand, title, description]);

  useEffect(() => {
    if (firstRender.current) {
      firstRender.current = false;
      return;
    }
    // A new page starts at its content (focusesContent says when not).
    if (focusesContent(navigationType, { hash: location.hash, state: location.state }))
      mainRef.current?.focus({ preventScroll: true });
  }, [location.pathname, location.hash, location.state, navigationType]);

  const bare = page?.chrome === 'bare';
  const toSitePath = useCallback((path: string) => sitePath(site, path), [site]);
  const header = bare ? null : page?.header === 'checkout' ? (
    <CheckoutHeaderSlot />
  ) : (
    <SiteHeader page={page} />
  );
  const footer = bare ? null : page?.footer === 'checkout' ? <CheckoutFooter /> : <SiteFooter />;
  const abPage = abPagePath(site, location.pathname);

  return (
    <BrandSiteContext value={site}>
      <AbPageProvider
        brand={brand.id}
        page={abPage}
        pageKey={location.key}
        // The editor is reached from the preview but is not a previewed page: no overlay there.
        preview={site.abTest && page?.page !== 'ab-editor'}
        editHref={toSitePath}
      >
        {page?.skipTo && <SkipLink target={page.skipTo.id}>{page.skipTo.label}</SkipLink>}
        <SkipLink target="main">Skip to main content</SkipLink>
        <NavigationPending busy={mainRef} />
        {header}
        {/* Direct children fill the width: in a flex column a centred (mx-auto) page would
          otherwise shrink to its content and jump wider when its data arrives. */}
        <main id="main" ref={mainRef} tabIndex={-1} className="flex flex-1 flex-col *:w-full">
          <SitePathContext value={toSitePath}>
            <AuthCardHomeContext value={bare ? <HomeLogo site={site} /> : null}>
              <Outlet />
            </AuthCardHomeContext>
          </SitePathContext>
        </main>
        {footer && (
          <AbSlot
            element="global:notice"
            className="border-t border-border bg-surface-muted px-4 py-3 text-center text-sm text-text-muted"
          >
            {null}
          </AbSlot>
        )}
        {footer}
        <SubscriptionPopup brand={brand.id} path={abPage} />
      </AbPageProvider>
    </BrandSiteContext>
  );
}

/** The brand's logo linking home, above the card of a page without header and footer. */
function HomeLogo({ site }: { site: BrandSite }) {
  return (
    <Link
      to={sitePath(site, '/')}
      aria-label={`${site.brand.name} home`}
      className="mb-8 inline-flex min-h-11 items-center rounded-md"
    >
      <BrandLogo brand={site.brand} variant="large" />
    </Link>
  );
}
