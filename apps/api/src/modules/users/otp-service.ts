import { randomInt } from 'node:crypto';
import { and, desc, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { oneTimeCodes, type OneTimeCodePurpose } from '../../db/schema';
import { deriveKey, hmacSha256, safeEqual } from './secrets';

export const CODE_TTL_MS = 10 * 60 * 1000;
export const MAX_CODE_ATTEMPTS = 5;

/**
 * Emailed six-digit codes. Stored as an HMAC under a server key (a plain hash of a
 * six-digit code is reversed in milliseconds), valid ten minutes, single use; a new code
 * replaces the previous one of the same purpose, and the fifth wrong try voids it.
 */
export function createOtpService(deps: { db: Database; secret: string }) {
  const { db } = deps;
  const key = deriveKey(deps.secret, 'one-time-codes');
  // Bound to user and purpose: a login code cannot reset a password.
  const hashOf = (userId: string, purpose: OneTimeCodePurpose, code: string) =>
    hmacSha256(key, `${userId}:${purpose}:${code}`);

  return {
    /** A fresh code for the user; every older live code of that purpose stops working. */
    async issue(userId: string, purpose: OneTimeCodePurpose): Promise<string> {
      const code = randomInt(0, 1_000_000).toString().padStart(6, '0');
      const now = new Date();
      await db.transaction(async (tx) => {
        await tx
          .update(oneTimeCodes)
          .set({ consumedAt: now })
          .where(
            and(
              eq(oneTimeCodes.userId, userId),
              eq(oneTimeCodes.purpose, purpose),
              isNull(oneTimeCodes.consumedAt),
            ),
          );
        await tx.insert(oneTimeCodes).values({
          userId,
          purpose,
          codeHash: hashOf(userId, purpose, code),
          expiresAt: new Date(now.getTime() + CODE_TTL_MS),
        });
      });
      return code;
    },

    /** True once for the right code; wrong, expired, used and voided codes all answer false. */
    async consume(userId: string, purpose: OneTimeCodePurpose, code: string): Promise<boolean> {
      const now = new Date();
      const [live] = await db
        .select()
        .from(oneTimeCodes)
        .where(
          and(
            eq(oneTimeCodes.userId, userId),
            eq(oneTimeCodes.purpose, purpose),
            isNull(oneTimeCodes.consumedAt),
            gt(oneTimeCodes.expiresAt, now),
          ),
        )
        .orderBy(desc(oneTimeCodes.createdAt))
        .limit(1);
      if (!live) return false;

      if (!safeEqual(live.codeHash, hashOf(userId, purpose, code))) {
        // Counted in SQL so concurrent guesses cannot share one try.
        await db
          .update(oneTimeCodes)
          .set({
            attempts: sql`${oneTimeCodes.attempts} + 1`,
            consumedAt: sql`case when ${oneTimeCodes.attempts} + 1 >= ${MAX_CODE_ATTEMPTS} then ${now.toISOString()}::timestamptz else null end`,
          })
          .where(and(eq(oneTimeCodes.id, live.id), isNull(oneTimeCodes.consumedAt)));
        return false;
      }
      // Only one of two concurrent right answers wins.
      const used = await db
        .update(oneTimeCodes)
        .set({ consumedAt: now })
        .where(and(eq(oneTimeCodes.id, live.id), isNull(oneTimeCodes.consumedAt)))
        .returning({ id: oneTimeCodes.id });
      return used.length === 1;
    },
  };
}

export type OtpService = ReturnType<typeof createOtpService>;
