import { Script } from 'node:vm';
import sanitizeHtml from 'sanitize-html';

/**
 * What A/B HTML may hold: text structure, links, images, and the plain form controls the
 * popup templates use. No scripts, styles, event handlers, iframes or form `action`: a
 * variant's behaviour lives in its script, which is checked separately.
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

/** The HTML with everything that could run code or restyle the page removed. */
export function sanitizeAbHtml(html: string): string {
  return sanitizeHtml(html, OPTIONS);
}

/**
 * Whether `source` parses as a classic script; the message and line of the syntax error
 * when not. Only compiled, never run (spec section 5: a script runs only if it parses).
 */
export function checkScriptSyntax(source: string): { ok: true } | { ok: false; message: string } {
  try {
    new Script(source, { filename: 'ab-script.js' });
    return { ok: true };
  } catch (error) {
    if (!(error instanceof SyntaxError)) throw error;
    const line = /ab-script\.js:(\d+)/.exec(String(error.stack))?.[1];
    return { ok: false, message: `${error.message}${line ? ` (line ${line})` : ''}` };
  }
}
