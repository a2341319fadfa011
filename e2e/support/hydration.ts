import type { Page } from '@playwright/test';

/**
 * Waits until React has hydrated the page's first h1 (hydration attaches its fiber to the
 * server's element; an h1 inside A/B content HTML has none, its container has). A server-
 * rendered page is visible before then, but none of its effects (timers, listeners) run yet.
 */
export async function waitForHydration(page: Page, timeout = 10_000): Promise<void> {
  await page.waitForFunction(
    () => {
      const hydrated = (element: Element) =>
        Object.keys(element).some((key) => key.startsWith('__reactFiber$'));
      let at: Element | null = document.querySelector('h1');
      for (; at && at.id !== 'root'; at = at.parentElement) {
        if (hydrated(at)) return true;
      }
      return false;
    },
    undefined,
    { timeout },
  );
}
