import { useSearchParams } from 'react-router';
import { safeReturnPath } from '../lib/return-path';

/**
 * Where to go once signed in: the page's `from` when it is a path of this site (a sign-in
 * call to action sets it, e.g. /login?from=/app), else `fallback`. `carry` keeps `from` on the
 * next step of the sign-in (register → /otp).
 */
export function useReturnPath(fallback: string) {
  const [search] = useSearchParams();
  const from = safeReturnPath(search.get('from'));
  return {
    to: from ?? fallback,
    carry: (path: string) => (from ? `${path}?from=${encodeURIComponent(from)}` : path),
  };
}
