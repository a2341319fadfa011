import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { contactMessages, contentBlocks, type BrandKey } from '../../db/schema';

export type NewContactMessage = typeof contactMessages.$inferInsert;

export function createContactRepo(db: Database) {
  return {
    async insert(message: NewContactMessage) {
      const [row] = await db.insert(contactMessages).values(message).returning();
      if (!row) throw new Error('contact message insert returned no row');
      return row;
    },
    /** The support address shown on the brand's contact page, if one is configured. */
    async supportEmail(brand: BrandKey): Promise<string | undefined> {
      const [block] = await db
        .select({ data: contentBlocks.data })
        .from(contentBlocks)
        .where(
          and(eq(contentBlocks.projectType, brand), eq(contentBlocks.contentType, 'contact_info')),
        )
        .limit(1);
      const email = block?.data.email;
      return typeof email === 'string' ? email : undefined;
    },
  };
}
