import { and, desc, eq, isNull } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { assessments } from '../../db/schema';

export type AssessmentRow = typeof assessments.$inferSelect;

export function createAssessmentRepo(db: Database) {
  return {
    async insert(row: typeof assessments.$inferInsert): Promise<AssessmentRow> {
      const [created] = await db.insert(assessments).values(row).returning();
      return created!;
    },

    async listForUser(userId: string): Promise<AssessmentRow[]> {
      return db
        .select()
        .from(assessments)
        .where(eq(assessments.userId, userId))
        .orderBy(desc(assessments.createdAt));
    },

    /** The result only when it belongs to the user: anyone else gets nothing (404). */
    async findForUser(id: string, userId: string): Promise<AssessmentRow | undefined> {
      const [row] = await db
        .select()
        .from(assessments)
        .where(and(eq(assessments.id, id), eq(assessments.userId, userId)));
      return row;
    },

    /** Moves a guest's result into an account; the claim token works once. */
    async claim(claimTokenHash: string, userId: string): Promise<AssessmentRow | undefined> {
      const [row] = await db
        .update(assessments)
        .set({ userId, claimTokenHash: null })
        .where(and(eq(assessments.claimTokenHash, claimTokenHash), isNull(assessments.userId)))
        .returning();
      return row;
    },
  };
}
