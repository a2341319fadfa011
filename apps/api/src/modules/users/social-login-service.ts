import type { z } from 'zod';
import type { apiRoutes } from '@mhp/contract/api-routes';
import type { Config } from '../../config';
import { badRequest } from '../../lib/http-error';
import { notConfigured } from './auth-errors';
import type { AuthThrottle } from './auth-throttle';
import { invalidIdToken, type OidcVerifier } from './oidc';
import { sha256 } from './secrets';
import type { SignIn } from './sign-in';
import type { TokenService } from './token-service';
import type { UserRepo, UserRow } from './user-repo';
import { createXOAuthClient, xSignInFailed } from './x-oauth';
import type { xRequestTokenRepo } from './x-request-token-repo';

type SocialBody = z.infer<(typeof apiRoutes)['socialMediaLogin']['body']>;

/** How long an X request token may wait for the user to come back from X. */
const X_REQUEST_TOKEN_TTL_MS = 15 * 60 * 1000;

const PROVIDER_NAMES = { google: 'Google', apple: 'Apple', facebook: 'Facebook', x: 'X' };

interface ProviderIdentity {
  provider: keyof typeof PROVIDER_NAMES;
  subject: string;
  email: string | null;
  emailVerified: boolean;
  firstName: string | null;
  lastName: string | null;
}

/**
 * Sign-in with Google, Apple (OpenID Connect ID tokens) and X (OAuth 1.0a). A provider
 * account is linked to our account with the same address, but only when the provider
 * vouches that it verified that address; after that the link (provider + subject) decides,
 * even if the address changes at the provider.
 */
export function createSocialLoginService(deps: {
  config: Pick<Config, 'x'>;
  users: UserRepo;
  xRequestTokens: ReturnType<typeof xRequestTokenRepo>;
  oidc: OidcVerifier;
  tokens: TokenService;
  throttle: AuthThrottle;
  signIn: SignIn;
}) {
  const { users, oidc, tokens, throttle, signIn } = deps;
  const x = deps.config.x ? createXOAuthClient(deps.config.x) : undefined;

  const accountFor = async (identity: ProviderIdentity): Promise<UserRow> => {
    const link = await users.findIdentity(identity.provider, identity.subject);
    const linked = link && (await users.findById(link.userId));
    if (linked) return linked;

    if (!identity.email || !identity.emailVerified) {
      throw badRequest(
        `Your ${PROVIDER_NAMES[identity.provider]} account has no verified email address. ` +
          'Please sign up with your email instead.',
      );
    }
    let user = await users.findByEmail(identity.email);
    if (user && !user.isVerified) {
      // Someone may have registered this address before its owner, choosing the password.
      // The owner has now proven the address: that password and its sessions must go.
      user = await users.update(user.id, { isVerified: true, passwordHash: null });
      await tokens.revokeAllSessions(user.id);
    }
    user ??=
      (await users.insert({
        email: identity.email,
        isVerified: true,
        firstName: identity.firstName,
        lastName: identity.lastName,
      })) ?? (await users.findByEmail(identity.email));
    if (!user) throw new Error('social sign-in could not create or find the account');
    await users.linkIdentity({
      userId: user.id,
      provider: identity.provider,
      subject: identity.subject,
      email: identity.email,
    });
    return user;
  };

  const oidcIdentity = async (
    provider: 'google' | 'apple',
    idToken: string,
    nonce: string | undefined,
  ): Promise<ProviderIdentity> => {
    if (!oidc.isConfigured(provider)) throw notConfigured(PROVIDER_NAMES[provider]);
    const verified = await oidc.verify(provider, idToken, nonce);
    // An ID token is a bearer credential: accept each one once, until it expires anyway.
    const lifetimeMs = verified.expiresAt * 1000 - Date.now();
    if (!(await throttle.firstUse(`id-token:${sha256(idToken)}`, lifetimeMs))) {
      throw invalidIdToken();
    }
    return {
      provider,
      subject: verified.subject,
      email: verified.email,
      emailVerified: verified.emailVerified,
      firstName: verified.givenName,
      lastName: verified.familyName,
    };
  };

  const xIdentity = async (oauthToken: string, verifier: string): Promise<ProviderIdentity> => {
    if (!x) throw notConfigured('X');
    const pending = await deps.xRequestTokens.take(oauthToken);
    if (!pending) throw xSignInFailed();
    const account = await x.account({ token: oauthToken, secret: pending.secret, verifier });
    const [firstName = null, ...rest] = (account.name ?? '').split(' ').filter(Boolean);
    return {
      provider: 'x',
      subject: account.id,
      email: account.email,
      // X returns an address only once its owner has verified it.
      emailVerified: account.email !== null,
      firstName,
      lastName: rest.length > 0 ? rest.join(' ') : null,
    };
  };

  return {
    async login(body: SocialBody) {
      let identity: ProviderIdentity;
      switch (body.provider) {
        case 'google':
        case 'apple':
          identity = await oidcIdentity(body.provider, body.id_token, body.nonce);
          break;
        case 'x':
          identity = await xIdentity(body.oauth_token, body.oauth_verifier);
          break;
        case 'facebook':
          // Facebook Login is not OpenID Connect for web apps; not offered (yet).
          throw notConfigured('Facebook');
      }
      return signIn(await accountFor(identity), 'social', body.checkout_id);
    },

    /** First leg of "Sign in with X": a request token and where to send the browser. */
    async requestXToken() {
      if (!x) throw notConfigured('X');
      const request = await x.requestToken();
      await deps.xRequestTokens.save(
        request.token,
        request.secret,
        new Date(Date.now() + X_REQUEST_TOKEN_TTL_MS),
      );
      return { oauth_token: request.token, authorization_url: request.authorizationUrl };
    },
  };
}

export type SocialLoginService = ReturnType<typeof createSocialLoginService>;
