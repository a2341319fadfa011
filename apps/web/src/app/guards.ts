import { redirect } from 'react-router';
import type { LoaderFunctionArgs } from 'react-router';
import type { UserData } from '@mhp/contract/schemas/user';
import type { PageGuard } from '../brands/brand';
import { safeReturnPath, signInStep } from '../shared/lib/return-path';
import { fetchCurrentUser } from '../shared/stores/current-user';
import { isSignedIn } from '../shared/stores/session';
import type { BrandSite } from './brand-site';
import { hasRoute, signedInLanding, sitePath } from './brand-site';

/** What a guarded page gets from its loader: the user just fetched (null if unknown). */
export interface GuardData {
  user: UserData | null;
}

/**
 * The route loader of a guarded page (spec section 2, Guards). Redirects keep the query
 * string; the way to sign in also carries `from`, the page asked for, so the sign-in ends
 * there (ADR 026). A sign-in with no `from` ends on the brand's landing (careapp: /app). The
 * current user is fetched on every load of a page that needs one; when the server cannot
 * answer (offline, failing), the last stored user decides, and the page shows.
 */
export function guardLoader(guard: PageGuard, site: Pick<BrandSite, 'base' | 'brand'>) {
  return async ({ request }: LoaderFunctionArgs): Promise<GuardData | Response> => {
    const url = new URL(request.url);
    const signIn = (path: string) => redirect(signInStep(sitePath(site, path), url));
    // Signed in already: on to where they were going, else the brand's landing.
    const onwards = () =>
      redirect(safeReturnPath(url.searchParams.get('from')) ?? signedInLanding(site) + url.search);

    if (guard === 'guest') return isSignedIn() ? onwards() : { user: null };
    if (!isSignedIn()) return signIn('/login');

    const current = await fetchCurrentUser(request.signal);
    if (current.kind === 'signed-out') return signIn('/login');
    const user = current.user;
    if (user && !user.is_verified && guard !== 'otp' && hasRoute(site.brand, '/otp')) {
      return signIn('/otp');
    }
    if (user?.is_verified && guard === 'otp') return onwards();
    return { user };
  };
}
