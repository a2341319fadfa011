import type { PublicConfig } from '@mhp/contract/routes/app-config';
import { APPLE_CALLBACK_PATH, appleState } from '@mhp/contract/social-sign-in';
import type { SocialCallback } from './social-callback';
import { sessionStore } from '../../../shared/lib/storage';
import { formErrors } from '../../../shared/ui/form/form-errors';

/**
 * Social sign-in in the browser (ADR 011). Google and Apple: an OpenID Connect authorization
 * request for an ID token, answered in the URL fragment of our /login page; the token and the
 * nonce go to POST /api/social-media-login/, which verifies them. No client secret is involved.
 * X: OAuth 1.0a, started by the API (GET /api/request-X-token/), which X answers with
 * ?oauth_token&oauth_verifier on /login. What the browser must remember across the redirect
 * (state, nonce, X request token) is kept in session storage, for this tab only.
 */

export type SocialLoginConfig = PublicConfig['socialLogin'];
export type OidcSignIn = NonNullable<SocialLoginConfig['google']>;
export type OidcProvider = 'google' | 'apple';
export type SocialProvider = OidcProvider | 'x';

export const PROVIDER_NAMES: Record<SocialProvider, string> = {
  google: 'Google',
  apple: 'Apple',
  x: 'X',
};

/** The providers to offer, in button order; none when the config is missing. */
export function offeredProviders(config: SocialLoginConfig | undefined): SocialProvider[] {
  if (!config) return [];
  const offered: SocialProvider[] = [];
  if (config.google) offered.push('google');
  if (config.apple) offered.push('apple');
  if (config.x) offered.push('x');
  return offered;
}

/** A sign-in started here and not finished yet. */
export type PendingSignIn =
  | { provider: OidcProvider; state: string; nonce: string; redirectUri: string; at: number }
  | { provider: 'x'; oauthToken: string; at: number };

export const PENDING_KEY = 'mhp.social-sign-in';
/** A sign-in that takes longer than this at the provider is started again. */
const PENDING_TTL_MS = 15 * 60 * 1000;

type DistributiveOmit<T, K extends PropertyKey> = T extends unknown ? Omit<T, K> : never;

/** Remembers the sign-in this tab starts (stamped with the time, see PENDING_TTL_MS). */
export function savePending(
  pending: DistributiveOmit<PendingSignIn, 'at'>,
  store = sessionStore(),
  now = Date.now(),
): void {
  try {
    store?.setItem(PENDING_KEY, JSON.stringify({ ...pending, at: now }));
  } catch {
    // Storage full or refused: the callback then says the sign-in did not start here.
  }
}

/** Reads and forgets the pending sign-in: each one can be completed once. */
export function takePending(store = sessionStore(), now = Date.now()): PendingSignIn | null {
  let text: string | null = null;
  try {
    text = store?.getItem(PENDING_KEY) ?? null;
    store?.removeItem(PENDING_KEY);
  } catch {
    return null;
  }
  if (!text) return null;
  try {
    const pending = JSON.parse(text) as PendingSignIn;
    if (typeof pending !== 'object' || pending === null || typeof pending.at !== 'number') {
      return null;
    }
    return now - pending.at <= PENDING_TTL_MS ? pending : null;
  } catch {
    return null;
  }
}

/** 32 random bytes, base64url: a value nobody can guess (state, nonce). */
export function randomToken(bytes = 32): string {
  const data = crypto.getRandomValues(new Uint8Array(bytes));
  let binary = '';
  for (const byte of data) binary += String.fromCharCode(byte);
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

/**
 * How each provider is asked for an ID token in the fragment. Google: the implicit
 * `id_token` response with the email and profile scopes. Apple allows scopes only with
 * response_mode=form_post, which a browser-only app cannot receive, so it is asked without
 * scopes (its ID token then carries the address only for accounts that shared it before).
 */
const REQUEST_SHAPE: Record<
  OidcProvider,
  { responseType: string; responseMode: 'fragment' | 'form_post'; scope: string }
> = {
  google: { responseType: 'id_token', responseMode: 'fragment', scope: 'openid email profile' },
  // Apple gives the email only to a request with scopes, and answers those only by form_post:
  // to the server (APPLE_CALLBACK_PATH), which brings the answer back to /login's fragment.
  apple: { responseType: 'code id_token', responseMode: 'form_post', scope: 'name email' },
};

export interface AuthorizationRequest {
  provider: OidcProvider;
  settings: OidcSignIn;
  /** The provider's authorization endpoint (from the config or its discovery document). */
  endpoint: string;
  redirectUri: string;
  state: string;
  nonce: string;
}

/** The URL that sends the browser to the provider's sign-in page. */
export function authorizationUrl(request: AuthorizationRequest): string {
  const shape = REQUEST_SHAPE[request.provider];
  const url = new URL(request.endpoint);
  const params: Record<string, string> = {
    client_id: request.settings.clientId,
    redirect_uri: request.redirectUri,
    response_type: shape.responseType,
    response_mode: shape.responseMode,
    scope: shape.scope,
    state: request.state,
    nonce: request.nonce,
  };
  for (const [name, value] of Object.entries(params)) url.searchParams.set(name, value);
  return url.toString();
}

/**
 * Prepares a Google or Apple sign-in: a fresh state and nonce remembered for this tab, and
 * the URL to send the browser to.
 */
export function startOidcSignIn(options: {
  provider: OidcProvider;
  settings: OidcSignIn;
  redirectUri: string;
  store?: Storage | null;
  now?: number;
}): string {
  // The server reads it from the issuer's discovery document (the page's CSP keeps the
  // browser from fetching other origins); null when the provider could not be reached.
  const endpoint = options.settings.authorizationEndpoint;
  if (!endpoint) throw new SocialSignInError(providerUnreachable);
  const nonce = randomToken();
  // Apple's answer goes to the server first; the state tells it which login page to return to.
  const login = new URL(options.redirectUri);
  const [state, redirectUri] =
    options.provider === 'apple'
      ? [appleState(randomToken(), login.pathname), `${login.origin}${APPLE_CALLBACK_PATH}`]
      : [randomToken(), options.redirectUri];
  savePending(
    { provider: options.provider, state, nonce, redirectUri: options.redirectUri },
    options.store === undefined ? sessionStore() : options.store,
    options.now,
  );
  return authorizationUrl({ ...options, endpoint, redirectUri, state, nonce });
}

export class SocialSignInError extends Error {
  override readonly name = 'SocialSignInError';
}

/** The message to show for an error of any social sign-in step. */
export function socialSignInMessage(error: unknown): string {
  if (error instanceof SocialSignInError) return error.message;
  return formErrors(error, []).message ?? 'The sign-in did not work. Please try again.';
}

const providerUnreachable =
  'The sign-in provider could not be reached. Please try again in a moment.';
const notStartedHere =
  'The sign-in could not be completed: it was not started from this page, or it took too ' +
  'long. Please try again.';

/** What to send to POST /api/social-media-login/ for a provider's answer. */
export type SocialLoginRequest =
  | { provider: OidcProvider; id_token: string; nonce: string }
  | { provider: 'x'; oauth_token: string; oauth_verifier: string };

/**
 * Checks a provider's answer against the sign-in this tab started (the state, or X's request
 * token, must be the one we sent: otherwise someone else's sign-in could be slipped in) and
 * gives the API request, or throws a SocialSignInError with the message to show.
 */
export function completeCallback(
  callback: SocialCallback,
  pending: PendingSignIn | null,
): SocialLoginRequest {
  switch (callback.kind) {
    case 'oidc': {
      if (!pending || pending.provider === 'x' || pending.state !== callback.state) {
        throw new SocialSignInError(notStartedHere);
      }
      return { provider: pending.provider, id_token: callback.idToken, nonce: pending.nonce };
    }
    case 'oidc-error': {
      if (!pending || pending.provider === 'x' || pending.state !== callback.state) {
        throw new SocialSignInError(notStartedHere);
      }
      const name = PROVIDER_NAMES[pending.provider];
      // Apple says user_cancelled_authorize where OpenID says access_denied.
      if (callback.error === 'access_denied' || callback.error === 'user_cancelled_authorize') {
        throw new SocialSignInError(
          `You did not allow the sign-in with ${name}. Choose another way to sign in, or try again.`,
        );
      }
      throw new SocialSignInError(
        `${name} could not sign you in (${callback.error}). Please try again.`,
      );
    }
    case 'x': {
      if (!pending || pending.provider !== 'x' || pending.oauthToken !== callback.oauthToken) {
        throw new SocialSignInError(notStartedHere);
      }
      return {
        provider: 'x',
        oauth_token: callback.oauthToken,
        oauth_verifier: callback.verifier,
      };
    }
    case 'x-denied':
      throw new SocialSignInError(
        'You did not allow the sign-in with X. Choose another way to sign in, or try again.',
      );
  }
}
