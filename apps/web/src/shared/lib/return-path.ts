/**
 * The `from` of /login?from=… as a path of this site, or null when it is not one. Only a
 * single leading slash is accepted: `//evil.example` and `/\evil.example` are other sites to a
 * browser, and anything with a scheme (`https:`, `javascript:`) is refused.
 */
export function safeReturnPath(from: string | null | undefined): string | null {
  if (!from || !from.startsWith('/') || from.startsWith('//')) return null;
  // Browsers read a backslash as a slash; control characters are stripped before parsing.
  if ([...from].some((char) => char === '\\' || char.charCodeAt(0) < 32 || char === '\u007f')) {
    return null;
  }
  const base = 'http://this.site';
  let url: URL;
  try {
    url = new URL(from, base);
  } catch {
    return null;
  }
  return url.origin === base ? url.pathname + url.search + url.hash : null;
}

/** `/login` with `?from=<path>` keeping the slashes readable (`/login?from=/app`). */
export function withReturnPath(page: string, from: string): string {
  return `${page}?from=${readable(encodeURIComponent(from))}`;
}

const readable = (query: string) => query.replaceAll('%2F', '/');

/**
 * A step of the sign-in (`/login`, `/otp`) for someone who asked for `url`: its query string
 * is kept (spec section 2, Guards) and `from` names the page asked for, so the sign-in ends
 * there. A `from` already in the query (the user is mid-way through a sign-in) is kept as is.
 */
export function signInStep(page: string, url: Pick<URL, 'pathname' | 'search'>): string {
  const params = new URLSearchParams(url.search);
  if (!safeReturnPath(params.get('from'))) params.set('from', url.pathname + url.search);
  return `${page}?${readable(params.toString())}`;
}

// A provider's sign-in leaves this site and comes back to the bare login page (the return
// address registered with Google, Apple and X cannot carry a query): `from` waits here.
const REMEMBERED = 'mhp.return-path';

/** Keeps `from` for this tab while the browser visits a sign-in provider. */
export function rememberReturnPath(from: string | null, store = sessionStore()): void {
  const path = safeReturnPath(from);
  if (path) store?.setItem(REMEMBERED, path);
  else store?.removeItem(REMEMBERED);
}

/** The path `rememberReturnPath` kept (checked again), forgotten once read. */
export function takeReturnPath(store = sessionStore()): string | null {
  const path = store?.getItem(REMEMBERED) ?? null;
  store?.removeItem(REMEMBERED);
  return safeReturnPath(path);
}

function sessionStore(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.sessionStorage;
  } catch {
    return null; // Storage blocked by the browser's settings.
  }
}
