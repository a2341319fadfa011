import { randomUUID } from 'node:crypto';
import { errors, jwtVerify, SignJWT } from 'jose';
import type { AccessTokenVerifier } from '../../plugins/auth';
import type { SessionGuard } from './session-guard';

/** Access tokens live 15 minutes; the refresh token gets the next one. */
export const ACCESS_TOKEN_TTL_SECONDS = 15 * 60;

/** Allowed clock difference between API instances. */
const CLOCK_TOLERANCE_SECONDS = 5;

export interface AccessClaims {
  userId: string;
  /** The refresh-token family this token was issued under: "this session". */
  sessionId: string;
}

export interface VerifiedAccess extends AccessClaims {
  /** When the token stops working (its `exp`), ms since the epoch. */
  expiresAt: number;
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
    async verify(token: string): Promise<VerifiedAccess | null> {
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
        return { userId: payload.sub, sessionId: payload.sid, expiresAt: payload.exp! * 1000 };
      } catch (error) {
        if (error instanceof errors.JOSEError || error instanceof TypeError) return null;
        throw error;
      }
    },
  };
}

export type AccessTokens = ReturnType<typeof createAccessTokens>;

/**
 * The verifier the auth hook (plugins/auth.ts) and the chat socket run on every access token:
 * a valid signature and claims, and a session that is still live (not signed out, not revoked
 * by a password change or reset or by the address's owner taking the account over, account not
 * deleted). Without `sessions` only the token itself is checked (some unit tests).
 */
export function accessTokenVerifier(
  secret: string,
  sessions?: Pick<SessionGuard, 'isLive'>,
): AccessTokenVerifier {
  const tokens = createAccessTokens(secret);
  return async (token) => {
    const claims = await tokens.verify(token);
    if (!claims) return null;
    if (sessions && !(await sessions.isLive(claims.userId, claims.sessionId))) return null;
    return claims;
  };
}
