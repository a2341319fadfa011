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
 * shows) is dropped and every other heading moves one level down (h2 → h3, ...). Works on the
 * HTML text, so the server renders the same markup as the browser (ADR 020); the tags it
 * renames are then sanitised like the rest.
 */
export function nestHeadings(html: string): string {
  return html
    .replace(/^\s*<h1\b[^>]*>[\s\S]*?<\/h1>\s*/i, '')
    .replace(/<(\/?)h([1-5])\b/gi, (_tag, close: string, level: string) => {
      return `<${close}h${Number(level) + 1}`;
    });
}
