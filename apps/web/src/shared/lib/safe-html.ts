/** The HTML Sanitizer API's entry point, where the browser has it. */
interface SanitizingElement extends Element {
  setHTML?: (html: string) => void;
}

/**
 * Puts server-provided HTML into `element` without letting it run code. Browsers with the
 * built-in HTML Sanitizer (`Element.setHTML`, which always drops scripts and event handlers)
 * use it; the others load DOMPurify on demand, so it never weighs on a page's first load.
 */
export async function setSanitizedHtml(element: Element, html: string): Promise<void> {
  const target = element as SanitizingElement;
  if (typeof target.setHTML === 'function') {
    target.setHTML(html);
    return;
  }
  const { default: DOMPurify } = await import('dompurify');
  element.innerHTML = DOMPurify.sanitize(html);
}

/**
 * Fits a document's headings under the page's own: a leading h1 (the title the page already
 * shows) is dropped and every other heading moves one level down (h2 → h3, ...).
 */
export function nestHeadings(root: Element) {
  const first = root.firstElementChild;
  if (first?.tagName === 'H1') first.remove();
  for (const heading of root.querySelectorAll('h1, h2, h3, h4, h5')) {
    const nested = document.createElement(`h${Number(heading.tagName.slice(1)) + 1}`);
    nested.append(...heading.childNodes);
    heading.replaceWith(nested);
  }
}
