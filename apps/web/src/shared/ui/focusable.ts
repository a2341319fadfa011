const FOCUSABLE_SELECTOR = [
  'a[href]',
  'area[href]',
  'button:not([disabled])',
  'input:not([disabled]):not([type="hidden"])',
  'select:not([disabled])',
  'textarea:not([disabled])',
  'iframe',
  'audio[controls]',
  'video[controls]',
  'summary',
  '[contenteditable]:not([contenteditable="false"])',
  '[tabindex]',
].join(',');

/**
 * The elements inside `container` that Tab can reach, in document order. Elements inside a
 * `hidden` or `inert` subtree and those with a negative tabindex are left out.
 */
export function getTabbableElements(container: HTMLElement): HTMLElement[] {
  return Array.from(container.querySelectorAll<HTMLElement>(FOCUSABLE_SELECTOR)).filter(
    (element) =>
      element.tabIndex >= 0 &&
      element.getAttribute('tabindex') !== '-1' &&
      !element.closest('[hidden], [inert]'),
  );
}

/** Moves focus to `element` when it is still on the page; returns whether it could. */
export function focusIfConnected(element: Element | null | undefined): boolean {
  if (!(element instanceof HTMLElement) || !element.isConnected) return false;
  element.focus();
  return document.activeElement === element;
}
