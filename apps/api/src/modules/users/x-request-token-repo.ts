import { eq, lt } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { oauthRequestTokens } from '../../db/schema';

/** X request tokens and their secrets, kept between request-X-token and the sign-in. */
export function xRequestTokenRepo(db: Database) {
  return {
    async save(token: string, secret: string, expiresAt: Date): Promise<void> {
      await db.delete(oauthRequestTokens).where(lt(oauthRequestTokens.expiresAt, new Date()));
      await db.insert(oauthRequestTokens).values({ token, secret, expiresAt });
    },

    /** Takes a live request token out (single use); undefined when unknown or expired. */
    async take(token: string) {
      const [row] = await db
        .delete(oauthRequestTokens)
        .where(eq(oauthRequestTokens.token, token))
        .returning();
      return row && row.expiresAt > new Date() ? row : undefined;
    },
  };
}
