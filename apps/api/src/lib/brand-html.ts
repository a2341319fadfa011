import sanitizeHtml from 'sanitize-html';

/**
 * What HTML written for a brand's pages (A/B content, legal documents) may hold: text
 * structure, links, images, and the plain form controls the popup templates use. No scripts,
 * styles, event handlers, iframes or form `action`: a variant's behaviour lives in its script,
 * which is checked separately.
 */
const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [
    ...sanitizeHtml.defaults.allowedTags,
    'img',
    'section',
    'form',
    'label',
    'input',
    'button',
  ],
  allowedAttributes: {
    '*': ['class', 'id', 'data-*', 'aria-label', 'aria-describedby', 'role'],
    a: ['href', 'target', 'rel', 'title'],
    img: ['src', 'alt', 'width', 'height', 'loading'],
    label: ['for'],
    input: ['type', 'name', 'required', 'placeholder', 'autocomplete', 'value', 'maxlength'],
    button: ['type'],
  },
  allowedSchemes: ['http', 'https', 'mailto', 'tel'],
  allowedSchemesByTag: { img: ['http', 'https', 'data'] },
  allowProtocolRelative: false,
  // A link that opens a new tab may not reach back into ours.
  transformTags: {
    a: (tagName, attribs) =>
      attribs.target === '_blank'
        ? { tagName, attribs: { ...attribs, rel: 'noopener noreferrer' } }
        : { tagName, attribs },
  },
};

/**
 * The HTML with everything that could run code or restyle the page removed. Server-rendered
 * pages put it into their HTML as served (ADR 020), so every answer that carries such HTML
 * passes through here.
 */
export function sanitizeBrandHtml(html: string): string {
  return sanitizeHtml(html, OPTIONS);
}
