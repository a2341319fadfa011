import { createRemoteJWKSet, errors, jwtVerify, type JWTVerifyGetKey } from 'jose';
import type { OidcProviderConfig, OidcProviderId } from '../../config';
import { HttpError } from '../../lib/http-error';
import { fetchDiscoveryDocument } from '../../lib/oidc-discovery';

/** What we take from a verified ID token. */
export interface VerifiedIdentity {
  subject: string;
  email: string | null;
  emailVerified: boolean;
  givenName: string | null;
  familyName: string | null;
  /** Seconds since the epoch: how long the token could be replayed. */
  expiresAt: number;
}

/** Asymmetric algorithms only: an ID token signed with a shared secret is not accepted. */
const ID_TOKEN_ALGORITHMS = ['RS256', 'RS384', 'RS512', 'PS256', 'ES256', 'ES384', 'EdDSA'];

/** Google issues tokens with either form of its issuer. */
const ISSUER_ALIASES: Record<string, string[]> = {
  'https://accounts.google.com': ['accounts.google.com'],
};

export const invalidIdToken = () =>
  new HttpError(400, 'invalid_token', 'The sign-in could not be verified. Please try again.');

const providerUnreachable = () =>
  new HttpError(
    503,
    'provider_unavailable',
    'The sign-in provider could not be reached. Please try again in a moment.',
  );

/**
 * Verifies OpenID Connect ID tokens (Google, Apple) against the provider's published keys:
 * signature (JWKS found through the issuer's discovery document, cached and refreshed by
 * jose when a new key id appears), issuer, audience (our client ids), authorised party,
 * expiry and nonce.
 */
export function createOidcVerifier(providers: Partial<Record<OidcProviderId, OidcProviderConfig>>) {
  const keySets = new Map<OidcProviderId, Promise<JWTVerifyGetKey>>();

  const discoverKeys = async (config: OidcProviderConfig): Promise<JWTVerifyGetKey> => {
    const document = await fetchDiscoveryDocument(config.issuer, 5000);
    if (!document.jwks_uri) throw new Error('discovery document names no JWKS');
    return createRemoteJWKSet(new URL(document.jwks_uri));
  };

  const keysFor = (id: OidcProviderId, config: OidcProviderConfig) => {
    let keys = keySets.get(id);
    if (!keys) {
      keys = discoverKeys(config);
      // A failed discovery is retried on the next sign-in rather than remembered.
      keys.catch(() => keySets.delete(id));
      keySets.set(id, keys);
    }
    return keys;
  };

  return {
    isConfigured: (id: OidcProviderId) => providers[id] !== undefined,

    async verify(id: OidcProviderId, idToken: string, nonce?: string): Promise<VerifiedIdentity> {
      const config = providers[id];
      if (!config) throw new Error(`OIDC provider ${id} is not configured`);
      let keys: JWTVerifyGetKey;
      try {
        keys = await keysFor(id, config);
      } catch {
        throw providerUnreachable();
      }

      let payload;
      try {
        ({ payload } = await jwtVerify(idToken, keys, {
          algorithms: ID_TOKEN_ALGORITHMS,
          issuer: [config.issuer, ...(ISSUER_ALIASES[config.issuer] ?? [])],
          audience: config.clientIds,
          requiredClaims: ['sub', 'iat', 'exp'],
          clockTolerance: 5,
        }));
      } catch (error) {
        if (error instanceof errors.JWKSTimeout) throw providerUnreachable();
        if (error instanceof errors.JOSEError || error instanceof TypeError) throw invalidIdToken();
        throw error;
      }

      // With several audiences, azp names the client the token was issued to (OIDC Core §2).
      if (payload.azp !== undefined && !config.clientIds.includes(String(payload.azp))) {
        throw invalidIdToken();
      }
      // The nonce ties the token to the client's own authorisation request: both or neither.
      if ((payload.nonce !== undefined || nonce !== undefined) && payload.nonce !== nonce) {
        throw invalidIdToken();
      }

      const text = (value: unknown) => (typeof value === 'string' && value ? value : null);
      return {
        subject: payload.sub!,
        email: text(payload.email)?.toLowerCase() ?? null,
        // Apple sends the flag as a string.
        emailVerified: payload.email_verified === true || payload.email_verified === 'true',
        givenName: text(payload.given_name),
        familyName: text(payload.family_name),
        expiresAt: payload.exp!,
      };
    },
  };
}

export type OidcVerifier = ReturnType<typeof createOidcVerifier>;
