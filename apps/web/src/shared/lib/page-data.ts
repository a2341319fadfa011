import { PAGE_DATA_ELEMENT_ID } from '@mhp/contract/page-shell';

/**
 * Data the server put into the page's HTML (apps/api/src/plugins/app-shell.ts): the answer of
 * the page's first API call, so the page renders without asking for it again. It belongs to
 * the page the browser first loaded, so it is used once, by the key of that call.
 */

/** The embedded answer for `key`, if the page carries one; reading it does not use it up. */
export function peekPageData<T>(key: string): T | undefined {
  if (typeof document === 'undefined') return undefined;
  const element = document.getElementById(PAGE_DATA_ELEMENT_ID);
  if (!(element instanceof HTMLScriptElement) || element.dataset.key !== key) return undefined;
  try {
    return JSON.parse(element.textContent ?? '') as T;
  } catch {
    return undefined;
  }
}

/** Uses the embedded data up: later visits to the page (in-app navigation) fetch fresh data. */
export function dropPageData(key: string): void {
  const element = document.getElementById(PAGE_DATA_ELEMENT_ID);
  if (element?.dataset.key === key) element.remove();
}
