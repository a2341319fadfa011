import { redirect } from 'react-router';
import type { LoaderFunctionArgs } from 'react-router';
import type { UserData } from '@mhp/contract/schemas/user';
import type { PageGuard } from '../brands/brand';
import { safeReturnPath } from '../shared/lib/return-path';
import { fetchCurrentUser } from '../shared/stores/current-user';
import { isSignedIn } from '../shared/stores/session';
import type { BrandSite } from './brand-site';
import { hasRoute, sitePath } from './brand-site';

/** What a guarded page gets from its loader: the user just fetched (null if unknown). */
export interface GuardData {
  user: UserData | null;
}

/**
 * The route loader of a guarded page (spec section 2, Guards). Redirects keep the query
 * string. The current user is fetched on every load of a page that needs one; when the server
 * cannot answer (offline, failing), the last stored user decides, and the page shows.
 */
export function guardLoader(guard: PageGuard, site: Pick<BrandSite, 'base' | 'brand'>) {
  return async ({ request }: LoaderFunctionArgs): Promise<GuardData | Response> => {
    const search = new URL(request.url).search;
    const to = (path: string) => redirect(sitePath(site, path) + search);

    if (guard === 'guest') {
      // A signed-in visitor has no business on login or register: on to where they were going.
      if (!isSignedIn()) return { user: null };
      const from = safeReturnPath(new URL(request.url).searchParams.get('from'));
      return from ? redirect(from) : to('/profile');
    }
    if (!isSignedIn()) return to('/login');

    const current = await fetchCurrentUser(request.signal);
    if (current.kind === 'signed-out') return to('/login');
    const user = current.user;
    if (user && !user.is_verified && guard !== 'otp' && hasRoute(site.brand, '/otp')) {
      return to('/otp');
    }
    if (user?.is_verified && guard === 'otp') return to('/profile');
    return { user };
  };
}
