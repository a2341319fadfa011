// Read on every visit of /login, so kept apart from the rest of the social sign-in code
// (social-login.ts), which loads only when a sign-in starts or comes back.

/** What the provider put in the URL of our login page when it sent the browser back. */
export type SocialCallback =
  | { kind: 'oidc'; idToken: string; state: string | null }
  | { kind: 'oidc-error'; error: string; state: string | null }
  | { kind: 'x'; oauthToken: string; verifier: string }
  | { kind: 'x-denied' };

/** Reads a provider's answer from the location; null when the page was opened normally. */
export function parseCallback(location: Pick<Location, 'hash' | 'search'>): SocialCallback | null {
  const fragment = new URLSearchParams(location.hash.replace(/^#/, ''));
  const query = new URLSearchParams(location.search);
  const idToken = fragment.get('id_token');
  if (idToken) return { kind: 'oidc', idToken, state: fragment.get('state') };
  // Errors come in the fragment (response_mode=fragment), or in the query from some providers.
  for (const params of [fragment, query]) {
    const error = params.get('error');
    if (error && params.has('state'))
      return { kind: 'oidc-error', error, state: params.get('state') };
  }
  const oauthToken = query.get('oauth_token');
  const verifier = query.get('oauth_verifier');
  if (oauthToken && verifier) return { kind: 'x', oauthToken, verifier };
  if (query.has('denied')) return { kind: 'x-denied' };
  return null;
}

/** The names of the URL parameters a callback leaves behind, to clean the address bar. */
export const CALLBACK_QUERY_PARAMS = ['oauth_token', 'oauth_verifier', 'denied', 'error', 'state'];
