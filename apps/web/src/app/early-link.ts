import { useEffect } from 'react';

declare global {
  interface Window {
    /** Set once the app has started: the page's boot script stops keeping link clicks. */
    __appStarted?: boolean;
    /** A link of this site clicked before the app had started (@mhp/contract/page-boot). */
    __appEarlyLink?: string;
  }
}

/**
 * Marks the app started and hands over the link clicked before it had, as a path of this
 * site, or null. The boot script of a server-rendered page keeps such a click instead of
 * letting the browser load the next page (ADR 020).
 */
export function takeEarlyLink(): string | null {
  window.__appStarted = true;
  const href = window.__appEarlyLink;
  delete window.__appEarlyLink;
  if (!href) return null;
  const url = new URL(href);
  return url.origin === window.location.origin ? url.pathname + url.search + url.hash : null;
}

/**
 * Takes away the sign the boot script shows while it keeps a click (the loading bar and the
 * main region's `aria-busy`), if it showed one.
 */
export function clearEarlyLinkSign() {
  const bar = document.getElementById('early-link-bar');
  if (!bar) return;
  bar.remove();
  document.querySelector('main')?.removeAttribute('aria-busy');
}

/**
 * Once the app has rendered (hydrated): opens the link clicked before, in the app. The boot
 * script's bar stays until that navigation has finished, so the sign does not blink off
 * before the app's own bar would take over.
 */
export function useEarlyLink(navigate: (path: string) => unknown) {
  useEffect(() => {
    const path = takeEarlyLink();
    if (!path) return clearEarlyLinkSign();
    void Promise.resolve(navigate(path)).finally(clearEarlyLinkSign);
  }, [navigate]);
}
