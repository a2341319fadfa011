import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { communicationPreferences } from '../../db/schema';

export function communicationsRepo(db: Database) {
  return {
    async findByHash(emailHash: string) {
      const [row] = await db
        .select()
        .from(communicationPreferences)
        .where(eq(communicationPreferences.emailHash, emailHash));
      return row;
    },

    /** Creates the row with `topics` unless the address already has preferences. */
    async ensure(email: string, emailHash: string, topics: string[]): Promise<void> {
      await db
        .insert(communicationPreferences)
        .values({ email, emailHash, topics })
        .onConflictDoNothing();
    },

    async setTopics(emailHash: string, topics: string[]) {
      const [row] = await db
        .update(communicationPreferences)
        .set({ topics, updatedAt: new Date() })
        .where(eq(communicationPreferences.emailHash, emailHash))
        .returning();
      return row;
    },
  };
}
