import type { AuthResponse, UserData } from '@mhp/contract/schemas/user';
import type { JsonValue } from '../lib/storage';
import { readCookie, writeCookie, YEAR_S } from '../lib/cookies';
import { storage } from '../lib/storage';
import { SESSION_HINT_COOKIE } from '@mhp/contract/page-shell';

/**
 * The one owner of the session in local storage (spec section 4): the token pair under
 * `access` / `refresh` and the current user under `user`. The http client, sign-in and the
 * guards' user fetch all write through here.
 */

/** Where the http client keeps the session; local storage (`access`, `refresh`) by default. */
export interface TokenStore {
  getAccess(): string | null;
  getRefresh(): string | null;
  setTokens(tokens: { access: string; refresh: string }): void;
  clear(): void;
}

export const sessionTokens: TokenStore = {
  getAccess: () => storage.get('access'),
  getRefresh: () => storage.get('refresh'),
  setTokens({ access, refresh }) {
    storage.set('access', access);
    storage.set('refresh', refresh);
    writeSessionHint(true);
  },
  clear() {
    storage.remove('access');
    storage.remove('refresh');
    writeSessionHint(false);
  },
};

/**
 * The `signed_in` cookie follows the session (ADR 020): it tells the server not to render
 * the signed-out view of a page that has a signed-in one. It carries no token.
 */
function writeSessionHint(signedIn: boolean) {
  writeCookie(SESSION_HINT_COOKIE, '1', signedIn ? YEAR_S : 0);
}

/** Brings the cookie in line with a session kept from before it existed (at start-up). */
export function syncSessionHint(): void {
  const hinted = readCookie(SESSION_HINT_COOKIE) === '1';
  if (hinted !== isSignedIn()) writeSessionHint(isSignedIn());
}

/** Signed in means an access token is stored (spec section 4). */
export function isSignedIn(): boolean {
  return sessionTokens.getAccess() !== null;
}

/** Keeps the user the server answered as the current user (only its two fields). */
export function saveUser(user: UserData): void {
  const kept: UserData = { is_verified: user.is_verified, user_data: user.user_data };
  storage.set('user', kept as unknown as JsonValue);
}

/** Forgets the current user (a failed sign-in, a session the server refused). */
export function forgetUser(): void {
  storage.remove('user');
}

/** The user last fetched, as kept under `user`; null when none is stored. */
export function storedUser(): UserData | null {
  const value = storage.get('user');
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return null;
  return 'user_data' in value && 'is_verified' in value ? (value as unknown as UserData) : null;
}

/** Keeps the session and the user that sign-up and login answer. */
export function saveSession(answer: AuthResponse): UserData {
  sessionTokens.setTokens(answer);
  saveUser(answer);
  return answer;
}

/** Back to the initial state: no tokens, no user. */
export function clearSession(): void {
  sessionTokens.clear();
  forgetUser();
}
