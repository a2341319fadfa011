import { brandIds } from './brands';

// What the web app and the server share about social sign-in (ADR 011). zod-free, for
// first-visit pages.

/**
 * Where Apple posts its answer (response_mode=form_post): register
 * `https://<host>/api/social-media-login/apple/callback/` as a return URL at Apple, per host.
 */
export const APPLE_CALLBACK_PATH = '/api/social-media-login/apple/callback/';

/** The state separates the random part from the login page to come back to with this. */
const SEPARATOR = '~';

/** A login page of the site: /login, under a brand prefix and/or /ab_test. */
const LOGIN_PATH = new RegExp(`^(?:/ab_test)?(?:/(?:${brandIds.join('|')}))?/login$`);

/**
 * The state of an Apple sign-in: the random value the page checks on return, then the login
 * page the answer must be brought back to (Apple's form post reaches the server, which does
 * not know which page started the sign-in).
 */
export function appleState(random: string, loginPath: string): string {
  return `${random}${SEPARATOR}${loginPath}`;
}

/** The login page an Apple state names, or null when it names none of ours. */
export function appleReturnPath(state: string): string | null {
  const at = state.indexOf(SEPARATOR);
  if (at < 0) return null;
  const path = state.slice(at + 1);
  return LOGIN_PATH.test(path) ? path : null;
}
