import { useSearchParams } from 'react-router';
import { safeReturnPath, takeReturnPath, withReturnPath } from '../lib/return-path';

/**
 * Where to go once signed in: the page's `from` when it is a path of this site (a guard or a
 * sign-in call to action sets it, e.g. /login?from=/app), else `fallback` (the brand's
 * landing). `carry` keeps `from` on the next step of the sign-in (register → /otp, login →
 * /reset-password); `afterProvider` is where a Google, Apple or X sign-in ends, whose return
 * to /login lost the query (social-sign-in.tsx remembered `from` for this tab).
 */
export function useReturnPath(fallback: string) {
  const [search] = useSearchParams();
  const from = safeReturnPath(search.get('from'));
  return {
    to: from ?? fallback,
    carry: (path: string) => (from ? withReturnPath(path, from) : path),
    afterProvider: () => takeReturnPath() ?? from ?? fallback,
  };
}
