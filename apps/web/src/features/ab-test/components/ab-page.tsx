import { createContext, use, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { lazyPart } from '../../../shared/lib/lazy-part';
import type { ReactNode } from 'react';
import { LazyBoundary } from '../../../shared/ui/lazy-boundary';
import type { BrandId } from '@mhp/contract/brands';
import { AB_VIEW_THRESHOLD } from '@mhp/contract/constants';
import type { AbContentItem } from '@mhp/contract/schemas/ab-test';
import { isFromServer, useApiQuery } from '../../../shared/api/use-api-query';
import { useVisitorId } from '../../../shared/lib/visitor-id';
import { globalContentQuery, pageContentQuery, sendView } from '../api/ab-api';
import { loadedPurifier, loadPurifier } from '../lib/purify';

/**
 * How long an element keeps its place hidden waiting for its variant (ADR 019). Within it the
 * variant replaces the default before the element is first seen; later, the default stays for
 * this page view and the variant shows from the next page on (its answer is cached by then).
 */
export const AB_SWAP_LIMIT_MS = 300;

const AbPreviewOverlay = lazyPart(() => import('./ab-preview-overlay'));

interface AbPageValue {
  /** Items by element for the current page plus global content; null while loading. */
  items: Map<string, AbContentItem> | null;
  /**
   * The items were rendered into the page's HTML by the server (sanitised by the API there):
   * they are shown as they are, with no wait for the sanitiser, so hydration matches.
   */
  fromServer: boolean;
  failed: boolean;
  preview: boolean;
  /** Sends a view once per element per page load. */
  viewed: (identifier: string) => void;
  /** Preview: shows another variant in the element's place. */
  replace: (element: string, item: AbContentItem) => void;
  /** Builds the editor's link from an item's brand-relative edit_url. */
  editHref: (editUrl: string) => string;
}

const AbPageContext = createContext<AbPageValue | null>(null);

/**
 * A/B content of one page: fetched for this visitor (page content and the brand's global
 * content), given to the page's `AbSlot`s, with the preview overlay under /ab_test/.
 * `pageKey` changes with every navigation (a new page load for the view events).
 */
export function AbPageProvider({
  brand,
  page,
  pageKey,
  preview,
  editHref,
  children,
}: {
  brand: BrandId;
  page: string;
  pageKey: string;
  preview: boolean;
  editHref: (editUrl: string) => string;
  children: ReactNode;
}) {
  const visitor = useVisitorId();
  // The answers kept from the last visit show at once; see ab-api.ts.
  const pageQuery = useMemo(
    () => pageContentQuery({ brand, preview, visitor }, page),
    [brand, page, preview, visitor],
  );
  const globalQuery = useMemo(
    () => globalContentQuery({ brand, preview, visitor }),
    [brand, preview, visitor],
  );
  const pageContent = useApiQuery(pageQuery.query, { initialData: pageQuery.kept });
  const globalContent = useApiQuery(globalQuery.query, { initialData: globalQuery.kept });
  // Variants chosen with the preview arrows, for the page they were chosen on.
  const [overrides, setOverrides] = useState<{
    pageKey: string;
    items: Record<string, AbContentItem>;
  }>({ pageKey, items: {} });
  const sentViews = useRef(new Set<string>());

  useEffect(() => {
    void loadPurifier();
  }, []);
  // Each page shown (a navigation, back and forward included) is a new page load for views.
  useEffect(() => {
    sentViews.current = new Set();
  }, [pageKey]);

  const viewed = useCallback(
    (identifier: string) => {
      // Preview is never counted (as GrowthBook's forced variants).
      if (preview || sentViews.current.has(identifier)) return;
      sentViews.current.add(identifier);
      sendView(identifier).catch(() => sentViews.current.delete(identifier));
    },
    [preview],
  );
  const replace = useCallback(
    (element: string, item: AbContentItem) =>
      setOverrides((current) => ({
        pageKey,
        items: { ...(current.pageKey === pageKey ? current.items : {}), [element]: item },
      })),
    [pageKey],
  );

  const pageOverrides = overrides.pageKey === pageKey ? overrides.items : null;
  const items = useMemo(() => {
    if (!pageContent.data) return null;
    // Page elements first, then the brand's global content (the preview overlay's order).
    const byElement = new Map<string, AbContentItem>();
    for (const item of pageContent.data.content) {
      if (item.element) byElement.set(item.element, item);
    }
    for (const item of globalContent.data?.content ?? []) {
      if (item.element) byElement.set(`global:${item.element}`, item);
    }
    for (const [element, item] of Object.entries(pageOverrides ?? {})) byElement.set(element, item);
    return byElement;
  }, [pageContent.data, globalContent.data, pageOverrides]);
  const failed = pageContent.status === 'error';
  // In the server render every answer is the server's; in the browser, those it was seeded with.
  const fromServer = typeof document === 'undefined' || isFromServer(pageQuery.query.key);
  const value = useMemo<AbPageValue>(
    () => ({ items, fromServer, failed, preview, editHref, viewed, replace }),
    [items, fromServer, failed, preview, editHref, viewed, replace],
  );

  return (
    <AbPageContext value={value}>
      {children}
      {preview && items && items.size > 0 ? (
        <LazyBoundary fallback={null}>
          <AbPreviewOverlay items={[...items.entries()]} />
        </LazyBoundary>
      ) : null}
    </AbPageContext>
  );
}

/** The A/B state of the page (the preview overlay's way in). */
export function useAbPage(): AbPageValue | null {
  return use(AbPageContext);
}

/**
 * One element of a page under test. `children` is its default content, in place from the
 * first render (hidden, keeping its space, for at most AB_SWAP_LIMIT_MS): the served variant
 * replaces it only if it is ready by then; afterwards nothing swaps (no flicker). The variant's
 * HTML is sanitised with DOMPurify, its script runs only if it parses, and one view event is
 * sent once half of it is visible.
 */
export function AbSlot({
  element,
  children,
  className,
}: {
  /** The element's name in the experiment ('banner', 'hero'; 'global:notice' for global content). */
  element: string;
  children: ReactNode;
  className?: string;
}) {
  const ab = useAbPage();
  const item = ab?.items?.get(element) ?? null;
  const [, setPurifierLoaded] = useState(false);
  const ready = ab?.items != null && (ab.fromServer || loadedPurifier() !== null);
  // Set when the limit passed before the variant was ready: the default stays.
  const [late, setLate] = useState(false);
  const preview = ab?.preview ?? false;

  useEffect(() => {
    // Always through the promise: the sanitiser may finish loading between this slot's
    // render and this effect, and the slot must render again once it has.
    let live = true;
    // Without the sanitiser nothing may be inserted: the default stays.
    loadPurifier().then(
      () => live && setPurifierLoaded(true),
      () => live && setLate(true),
    );
    return () => {
      live = false;
    };
  }, []);

  const contentHere = ab?.items != null;
  useEffect(() => {
    // The limit is for the content, which comes over the network; with the content at hand
    // only the sanitiser (a small chunk, cached after the first visit) is still loading.
    if (preview || ready || late || contentHere) return;
    const timer = window.setTimeout(() => setLate(true), AB_SWAP_LIMIT_MS);
    return () => window.clearTimeout(timer);
  }, [preview, ready, late, contentHere]);

  const decision: 'waiting' | 'variant' | 'default' =
    !ab || ab.failed || (late && !preview) || (contentHere && !item)
      ? 'default'
      : ready
        ? 'variant'
        : 'waiting';

  if (decision === 'variant' && item) {
    return <AbVariant item={item} element={element} className={className} />;
  }
  // An element with no default (global content) takes no space until it has a variant.
  if (children == null) return <div data-ab-element={element} hidden />;
  return (
    <div
      data-ab-element={element}
      className={className}
      style={decision === 'waiting' ? { visibility: 'hidden' } : undefined}
    >
      {children}
    </div>
  );
}

function AbVariant({
  item,
  element,
  className,
}: {
  item: AbContentItem;
  element: string;
  className?: string;
}) {
  const ab = useAbPage();
  const ref = useRef<HTMLDivElement>(null);
  const purify = loadedPurifier();
  const fromServer = ab?.fromServer ?? false;
  const html = useMemo(
    () => (fromServer ? item.content : purify ? purify(item.content) : ''),
    [fromServer, purify, item.content],
  );
  const viewed = ab?.viewed;
  const { identifier, script } = item;

  useEffect(() => {
    // The syntax check (acorn) and loader come in their own chunk, only for items with a script.
    if (!script) return;
    void import('../lib/run-script').then(({ runAbScript }) => runAbScript(identifier, script));
  }, [identifier, script]);

  useEffect(() => {
    const node = ref.current;
    if (!node || !viewed || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting && e.intersectionRatio >= AB_VIEW_THRESHOLD)) {
          viewed(item.identifier);
          observer.disconnect();
        }
      },
      { threshold: AB_VIEW_THRESHOLD },
    );
    observer.observe(node);
    return () => observer.disconnect();
  }, [item.identifier, viewed]);

  return (
    <div
      ref={ref}
      data-ab-element={element}
      data-ab-identifier={item.identifier}
      className={className}
      // Sanitised by DOMPurify just above (and by the API on save and on serve).
      dangerouslySetInnerHTML={{ __html: html }}
    />
  );
}
