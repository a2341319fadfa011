import type { UserData } from '@mhp/contract/schemas/user';
import { callApi, endpoint } from '../api/call-api';
import { HttpError } from '../api/http-client';
import { forgetUser, saveUser, storedUser } from './session';

const me = endpoint('GET', '/api/users/me/');

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
    const user = await callApi(me, {}, signal);
    saveUser(user);
    return { kind: 'user', user };
  } catch (error) {
    if (error instanceof HttpError && error.status === 401) {
      forgetUser();
      return { kind: 'signed-out' };
    }
    return { kind: 'unknown', user: storedUser(), error };
  }
}
