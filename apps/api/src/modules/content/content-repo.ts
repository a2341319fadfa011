import { and, asc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { contentBlocks, type BrandKey } from '../../db/schema';

export type ContentBlock = typeof contentBlocks.$inferSelect;

export function createContentRepo(db: Database) {
  return {
    /** Blocks of one kind for a brand, in a stable order. */
    async byType(brand: BrandKey, contentType: string): Promise<ContentBlock[]> {
      return db
        .select()
        .from(contentBlocks)
        .where(
          and(eq(contentBlocks.projectType, brand), eq(contentBlocks.contentType, contentType)),
        )
        .orderBy(asc(contentBlocks.id));
    },
    /** Blocks of one kind across brands, newest first (templates are looked up by name). */
    async byTypeAnyBrand(contentType: string): Promise<ContentBlock[]> {
      return db
        .select()
        .from(contentBlocks)
        .where(eq(contentBlocks.contentType, contentType))
        .orderBy(asc(contentBlocks.id));
    },
    /** A block whose data has the given value under `key`. */
    async byDataValue(contentType: string, key: string, value: string): Promise<ContentBlock[]> {
      return db
        .select()
        .from(contentBlocks)
        .where(
          and(
            eq(contentBlocks.contentType, contentType),
            sql`${contentBlocks.data} ->> ${key} = ${value}`,
          ),
        )
        .orderBy(asc(contentBlocks.id));
    },
  };
}
