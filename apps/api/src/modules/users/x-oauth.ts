import type { XOAuthConfig } from '../../config';
import { HttpError } from '../../lib/http-error';
import { oauth1Header } from './oauth1';

export interface XAccount {
  id: string;
  /** Null when the X account has no verified address (X only returns verified ones). */
  email: string | null;
  name: string | null;
}

const xUnavailable = () =>
  new HttpError(503, 'provider_unavailable', 'X could not be reached. Please try again later.');

export const xSignInFailed = () =>
  new HttpError(400, 'invalid_token', 'The sign-in with X was not completed. Please try again.');

/**
 * Sign in with X, OAuth 1.0a "3-legged": a request token, the user authorises it on X, and the
 * verifier X returns is exchanged for an access token that reads the account and its email.
 * Endpoints hang off X_API_URL.
 */
export function createXOAuthClient(config: XOAuthConfig) {
  const signedFetch = async (
    method: 'GET' | 'POST',
    url: string,
    options: { token?: string; tokenSecret?: string; oauthParams?: Record<string, string> } = {},
  ) => {
    let response: Response;
    try {
      response = await fetch(url, {
        method,
        headers: {
          authorization: oauth1Header({
            method,
            url,
            consumerKey: config.consumerKey,
            consumerSecret: config.consumerSecret,
            ...options,
          }),
        },
        signal: AbortSignal.timeout(10_000),
      });
    } catch {
      throw xUnavailable();
    }
    if (response.status >= 500) throw xUnavailable();
    return response;
  };

  const formOf = async (response: Response) => new URLSearchParams(await response.text());

  return {
    async requestToken(): Promise<{ token: string; secret: string; authorizationUrl: string }> {
      const response = await signedFetch('POST', `${config.apiUrl}/oauth/request_token`, {
        oauthParams: { oauth_callback: config.callbackUrl },
      });
      const form = await formOf(response);
      const token = form.get('oauth_token');
      const secret = form.get('oauth_token_secret');
      if (!response.ok || !token || !secret || form.get('oauth_callback_confirmed') !== 'true') {
        throw xUnavailable();
      }
      const authorizationUrl = `${config.apiUrl}/oauth/authenticate?oauth_token=${encodeURIComponent(token)}`;
      return { token, secret, authorizationUrl };
    },

    /** Trades the authorised request token for the user's account (with email). */
    async account(request: { token: string; secret: string; verifier: string }): Promise<XAccount> {
      const exchange = await signedFetch('POST', `${config.apiUrl}/oauth/access_token`, {
        token: request.token,
        tokenSecret: request.secret,
        oauthParams: { oauth_verifier: request.verifier },
      });
      const access = await formOf(exchange);
      const token = access.get('oauth_token');
      const tokenSecret = access.get('oauth_token_secret');
      if (!exchange.ok || !token || !tokenSecret) throw xSignInFailed();

      const profile = await signedFetch(
        'GET',
        `${config.apiUrl}/1.1/account/verify_credentials.json?include_email=true&skip_status=true`,
        { token, tokenSecret },
      );
      if (!profile.ok) throw xSignInFailed();
      const body = (await profile.json()) as { id_str?: string; email?: string; name?: string };
      if (!body.id_str) throw xSignInFailed();
      return {
        id: body.id_str,
        email: body.email ? body.email.toLowerCase() : null,
        name: body.name ?? null,
      };
    },
  };
}

export type XOAuthClient = ReturnType<typeof createXOAuthClient>;
