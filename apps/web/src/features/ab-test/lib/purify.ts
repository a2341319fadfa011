import type { Config } from 'dompurify';

type Purifier = (html: string) => string;

let purifier: Purifier | null = null;
let loading: Promise<Purifier> | null = null;

/** Forms are kept (popup templates post through our own handler); nothing that runs code. */
const CONFIG: Config = {
  FORBID_TAGS: ['style', 'script', 'iframe', 'object', 'embed'],
  FORBID_ATTR: ['style', 'action', 'formaction'],
};

/**
 * DOMPurify, loaded on first use so it never weighs on a page's first load; every A/B HTML
 * goes through it before insertion, even though the API sanitised it on save and on serve.
 */
export function loadPurifier(): Promise<Purifier> {
  loading ??= import('dompurify').then(({ default: DOMPurify }) => {
    purifier = (html) => DOMPurify.sanitize(html, CONFIG);
    return purifier;
  });
  return loading;
}

/** The purifier when it has loaded already (so a cached variant shows in the first render). */
export function loadedPurifier(): Purifier | null {
  return purifier;
}
