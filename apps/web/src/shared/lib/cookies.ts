/** First-party cookies the app sets for the server's renderer (ADR 020); none holds a secret. */

/** One cookie's value, or null (also on the server, which has no document). */
export function readCookie(name: string): string | null {
  if (typeof document === 'undefined') return null;
  for (const part of document.cookie.split(';')) {
    const [key, ...rest] = part.trim().split('=');
    if (key === name) return decodeURIComponent(rest.join('='));
  }
  return null;
}

/** Sets (or, with `maxAgeS` 0, removes) a site-wide cookie; Secure on https pages. */
export function writeCookie(name: string, value: string, maxAgeS: number): void {
  if (typeof document === 'undefined') return;
  const secure = location.protocol === 'https:' ? '; Secure' : '';
  // Expires as well: older engines ignore Max-Age=0.
  const expires = maxAgeS === 0 ? '; Expires=Thu, 01 Jan 1970 00:00:00 GMT' : '';
  document.cookie = `${name}=${encodeURIComponent(value)}; Path=/; Max-Age=${maxAgeS}${expires}; SameSite=Lax${secure}`;
}

export const YEAR_S = 365 * 24 * 60 * 60;
