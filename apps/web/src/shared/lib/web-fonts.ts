import { WEB_FONTS_COOKIE } from '@mhp/contract/page-shell';
import { writeCookie, YEAR_S } from './cookies';

/** The first family of a CSS font stack, quoted as written ("'Inter Variable'"). */
export function firstFamily(stack: string): string | null {
  const first = stack.split(',')[0]?.trim();
  return first ? first : null;
}

/**
 * On a page the server rendered in the fallback fonts (`<html data-fonts="later">`, ADR 020):
 * once the page is idle, loads the brand's web fonts into the browser's cache and records it
 * in the web_fonts cookie, so the next page load is rendered with them (they are preloaded
 * from the cache). This page view keeps its fallbacks (styles.css): nothing re-flows.
 */
export function loadWebFontsForNextPage(root: HTMLElement = document.documentElement): void {
  if (root.dataset.fonts !== 'later' || !('fonts' in document)) return;
  const families = new Set(
    ['--font-sans', '--font-display']
      .map((name) => firstFamily(root.style.getPropertyValue(name)))
      .filter((family): family is string => family !== null),
  );
  const load = () =>
    void Promise.all([...families].map((family) => document.fonts.load(`1em ${family}`)))
      .then((faces) => {
        if (faces.some((loaded) => loaded.length === 0)) return;
        writeCookie(WEB_FONTS_COOKIE, '1', YEAR_S);
      })
      // Not loaded (offline, blocked): the next page is rendered in the fallbacks again.
      .catch(() => undefined);
  if ('requestIdleCallback' in window) requestIdleCallback(load, { timeout: 5000 });
  else setTimeout(load, 2000);
}
