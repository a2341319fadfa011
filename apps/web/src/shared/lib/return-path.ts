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
  return `${page}?from=${encodeURIComponent(from).replaceAll('%2F', '/')}`;
}
