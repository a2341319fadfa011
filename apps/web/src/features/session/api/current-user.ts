import type { ApiRoutes } from '@mhp/contract/api-routes';
import type { UserData } from '@mhp/contract/schemas/user';
import { HttpError, httpClient } from '../../../shared/api/http-client';
import type { JsonValue } from '../../../shared/lib/storage';
import { storage } from '../../../shared/lib/storage';

const ME_PATH = '/api/users/me/' satisfies ApiRoutes['me']['path'];

/** Signed in means an access token is stored (spec section 4). */
export function isSignedIn(): boolean {
  return storage.get('access') !== null;
}

/** The user last fetched, as kept under `user`; null when none is stored. */
export function storedUser(): UserData | null {
  const value = storage.get('user');
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return null;
  return 'user_data' in value && 'is_verified' in value ? (value as unknown as UserData) : null;
}

export type CurrentUserResult =
  /** The server answered: the user, now also stored as the current user. */
  | { kind: 'user'; user: UserData }
  /** The session is gone (refused even after a refresh); the tokens have been removed. */
  | { kind: 'signed-out' }
  /** The server could not say (offline, not built yet, failing): the last stored user, if any. */
  | { kind: 'unknown'; user: UserData | null; error: unknown };

/** GET /api/users/me/: fetched on every guarded page load (spec section 2, Guards). */
export async function fetchCurrentUser(signal?: AbortSignal): Promise<CurrentUserResult> {
  try {
    const user = await httpClient.request<UserData>({ method: 'GET', path: ME_PATH, signal });
    storage.set('user', user as unknown as JsonValue);
    return { kind: 'user', user };
  } catch (error) {
    if (error instanceof HttpError && error.status === 401) {
      storage.remove('user');
      return { kind: 'signed-out' };
    }
    return { kind: 'unknown', user: storedUser(), error };
  }
}
