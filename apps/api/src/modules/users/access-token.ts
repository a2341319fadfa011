import { randomUUID } from 'node:crypto';
import { errors, jwtVerify, SignJWT } from 'jose';
import type { AccessTokenVerifier } from '../../plugins/auth';

/** Access tokens live 15 minutes; the refresh token gets the next one. */
export const ACCESS_TOKEN_TTL_SECONDS = 15 * 60;

/** Allowed clock difference between API instances. */
const CLOCK_TOLERANCE_SECONDS = 5;

export interface AccessClaims {
  userId: string;
  /** The refresh-token family this token was issued under: "this session". */
  sessionId: string;
}

/**
 * Signs and checks access JWTs: HS256 with JWT_ACCESS_SECRET; claims sub, sid, iat, exp, jti
 * and typ "access". Verification pins the algorithm to HS256, so `alg: none` and any other
 * algorithm (including RS/HS confusion) fail, and requires every claim we rely on.
 */
export function createAccessTokens(secret: string) {
  const key = new TextEncoder().encode(secret);

  return {
    async sign(claims: AccessClaims): Promise<string> {
      return new SignJWT({ typ: 'access', sid: claims.sessionId })
        .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
        .setSubject(claims.userId)
        .setIssuedAt()
        .setExpirationTime(`${ACCESS_TOKEN_TTL_SECONDS}s`)
        .setJti(randomUUID())
        .sign(key);
    },

    /** The claims of a valid token; null for anything else (expired, tampered, foreign). */
    async verify(token: string): Promise<AccessClaims | null> {
      try {
        const { payload } = await jwtVerify(token, key, {
          algorithms: ['HS256'],
          requiredClaims: ['sub', 'iat', 'exp', 'jti'],
          maxTokenAge: ACCESS_TOKEN_TTL_SECONDS + CLOCK_TOLERANCE_SECONDS,
          clockTolerance: CLOCK_TOLERANCE_SECONDS,
        });
        if (payload.typ !== 'access' || typeof payload.sid !== 'string' || !payload.sub) {
          return null;
        }
        return { userId: payload.sub, sessionId: payload.sid };
      } catch (error) {
        if (error instanceof errors.JOSEError || error instanceof TypeError) return null;
        throw error;
      }
    },
  };
}

export type AccessTokens = ReturnType<typeof createAccessTokens>;

/** The verifier the auth hook (plugins/auth.ts) runs on every Bearer token. */
export function accessTokenVerifier(secret: string): AccessTokenVerifier {
  const tokens = createAccessTokens(secret);
  return async (token) => {
    const claims = await tokens.verify(token);
    return claims ? { userId: claims.userId } : null;
  };
}
