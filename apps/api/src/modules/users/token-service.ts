import { randomUUID } from 'node:crypto';
import { and, eq, isNull, ne } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client';
import { refreshTokens } from '../../db/schema';
import { unauthorized } from '../../lib/http-error';
import type { AccessTokens } from './access-token';
import { randomToken, sha256 } from './secrets';
import type { SessionGuard } from './session-guard';

/** A family (one sign-in) ends 30 days after it started, however often it is refreshed. */
export const REFRESH_FAMILY_TTL_MS = 30 * 24 * 60 * 60 * 1000;

export interface Session {
  access: string;
  refresh: string;
  sessionId: string;
}

const invalidRefresh = () => unauthorized('The refresh token is invalid or has expired.');

/**
 * Sessions: an access JWT plus an opaque refresh token, stored only as its sha256. Each
 * refresh rotates the token; presenting a used or revoked token means a copy exists
 * somewhere, so the whole family (that sign-in and every token rotated from it) is revoked.
 * A revocation is stored first, then told to `sessions`, which makes the session's access
 * tokens stop working at once and closes its chat sockets on every instance (ADR 023).
 */
export function createTokenService(deps: {
  db: Database;
  accessTokens: AccessTokens;
  log: FastifyBaseLogger;
  sessions?: Pick<SessionGuard, 'ended'>;
}) {
  const { db, accessTokens, log } = deps;
  const ended: SessionGuard['ended'] = (end) => deps.sessions?.ended(end) ?? Promise.resolve();

  const revokeFamily = async (userId: string, familyId: string, now = new Date()) => {
    await db
      .update(refreshTokens)
      .set({ revokedAt: now })
      .where(and(eq(refreshTokens.familyId, familyId), isNull(refreshTokens.revokedAt)));
    await ended({ userId, sessionIds: [familyId] });
  };

  return {
    /** A new sign-in: a new family with its first refresh token. */
    async startSession(userId: string): Promise<Session> {
      const familyId = randomUUID();
      const refresh = randomToken();
      await db.insert(refreshTokens).values({
        userId,
        familyId,
        tokenHash: sha256(refresh),
        familyExpiresAt: new Date(Date.now() + REFRESH_FAMILY_TTL_MS),
      });
      const access = await accessTokens.sign({ userId, sessionId: familyId });
      return { access, refresh, sessionId: familyId };
    },

    /** Exchanges a refresh token for a new pair; the presented token stops working. */
    async rotate(refresh: string): Promise<Session> {
      const now = new Date();
      const outcome = await db.transaction(async (tx) => {
        const [row] = await tx
          .select()
          .from(refreshTokens)
          .where(eq(refreshTokens.tokenHash, sha256(refresh)))
          .for('update');
        if (!row) return { kind: 'unknown' as const };
        if (row.usedAt || row.revokedAt) return { kind: 'reused' as const, row };
        if (row.familyExpiresAt <= now) return { kind: 'expired' as const };

        const next = randomToken();
        await tx.update(refreshTokens).set({ usedAt: now }).where(eq(refreshTokens.id, row.id));
        await tx.insert(refreshTokens).values({
          userId: row.userId,
          familyId: row.familyId,
          tokenHash: sha256(next),
          familyExpiresAt: row.familyExpiresAt,
        });
        return { kind: 'rotated' as const, row, next };
      });

      switch (outcome.kind) {
        case 'rotated': {
          const { row, next } = outcome;
          const access = await accessTokens.sign({ userId: row.userId, sessionId: row.familyId });
          return { access, refresh: next, sessionId: row.familyId };
        }
        case 'reused':
          // Outside the transaction above, so the revocation stays even though we answer 401.
          if (!outcome.row.revokedAt) {
            log.warn(
              { userId: outcome.row.userId, familyId: outcome.row.familyId },
              'refresh token reused: revoking its family',
            );
          }
          await revokeFamily(outcome.row.userId, outcome.row.familyId, now);
          throw invalidRefresh();
        default:
          throw invalidRefresh();
      }
    },

    /** Sign-out: ends the session the token belongs to; unknown tokens are ignored. */
    async revokeSessionOf(refresh: string): Promise<void> {
      const [row] = await db
        .select({ userId: refreshTokens.userId, familyId: refreshTokens.familyId })
        .from(refreshTokens)
        .where(eq(refreshTokens.tokenHash, sha256(refresh)));
      if (row) await revokeFamily(row.userId, row.familyId);
    },

    /** Ends every session of a user, or every one but `exceptSessionId` (the caller's own). */
    async revokeAllSessions(userId: string, exceptSessionId?: string): Promise<void> {
      await db
        .update(refreshTokens)
        .set({ revokedAt: new Date() })
        .where(
          and(
            eq(refreshTokens.userId, userId),
            isNull(refreshTokens.revokedAt),
            exceptSessionId ? ne(refreshTokens.familyId, exceptSessionId) : undefined,
          ),
        );
      await ended(exceptSessionId ? { userId, exceptSessionId } : { userId });
    },
  };
}

export type TokenService = ReturnType<typeof createTokenService>;
