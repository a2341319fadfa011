import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import {
  abContentVersions,
  abExperiments,
  abGoalEvents,
  abSpecificContent,
  abVariants,
  abViews,
  contentBlocks,
  userRoles,
  users,
  type BrandKey,
} from '../../db/schema';
import type { AbGoalKey, EditorRole } from '../../db/schema/ab-test';

export type Experiment = typeof abExperiments.$inferSelect;
export type Variant = typeof abVariants.$inferSelect;
export type ContentItemRow = typeof contentBlocks.$inferSelect;
interface CountsRow {
  variant_index: number;
  visitors: number;
  conversions: number;
}

export interface ExperimentWithVariants extends Experiment {
  variants: Variant[];
}

export function createAbRepo(db: Database) {
  const withVariants = async (experiments: Experiment[]): Promise<ExperimentWithVariants[]> => {
    if (experiments.length === 0) return [];
    const variants = await db
      .select()
      .from(abVariants)
      .where(
        inArray(
          abVariants.experimentId,
          experiments.map((e) => e.id),
        ),
      )
      .orderBy(asc(abVariants.position));
    return experiments.map((e) => ({
      ...e,
      variants: variants.filter((v) => v.experimentId === e.id),
    }));
  };

  return {
    /** Experiments of a brand whose pages include `page` ('*' for global content), in order. */
    async experimentsOn(brand: BrandKey, page: string): Promise<ExperimentWithVariants[]> {
      const rows = await db
        .select()
        .from(abExperiments)
        .where(
          and(
            eq(abExperiments.projectType, brand),
            sql`${abExperiments.pages} @> ${JSON.stringify([page])}::jsonb`,
          ),
        )
        .orderBy(asc(abExperiments.position), asc(abExperiments.id));
      return withVariants(rows);
    },

    async experiment(id: string): Promise<ExperimentWithVariants | undefined> {
      const rows = await db.select().from(abExperiments).where(eq(abExperiments.id, id));
      return (await withVariants(rows))[0];
    },

    /** The experiment a content item is a variant of, if any. */
    async experimentOf(identifier: string): Promise<ExperimentWithVariants | undefined> {
      const [variant] = await db
        .select({ experimentId: abVariants.experimentId })
        .from(abVariants)
        .where(eq(abVariants.identifier, identifier))
        .limit(1);
      return variant ? this.experiment(variant.experimentId) : undefined;
    },

    async items(identifiers: string[]): Promise<Map<string, ContentItemRow>> {
      if (identifiers.length === 0) return new Map();
      const rows = await db
        .select()
        .from(contentBlocks)
        .where(inArray(contentBlocks.identifier, identifiers));
      return new Map(rows.map((row) => [row.identifier, row]));
    },

    async item(identifier: string): Promise<ContentItemRow | undefined> {
      return (await this.items([identifier])).get(identifier);
    },

    async specificIdentifier(brand: BrandKey, contentType: string): Promise<string | undefined> {
      const [row] = await db
        .select({ identifier: abSpecificContent.identifier })
        .from(abSpecificContent)
        .where(
          and(
            eq(abSpecificContent.projectType, brand),
            eq(abSpecificContent.contentType, contentType),
          ),
        );
      return row?.identifier;
    },

    async setSpecific(brand: BrandKey, contentType: string, identifier: string): Promise<void> {
      await db
        .insert(abSpecificContent)
        .values({ projectType: brand, contentType, identifier })
        .onConflictDoUpdate({
          target: [abSpecificContent.projectType, abSpecificContent.contentType],
          set: { identifier, updatedAt: new Date() },
        });
    },

    /** True when a row was written, false when the visitor already viewed it that day. */
    async recordView(view: typeof abViews.$inferInsert): Promise<boolean> {
      const rows = await db
        .insert(abViews)
        .values(view)
        .onConflictDoNothing()
        .returning({ id: abViews.id });
      return rows.length > 0;
    },

    async recordGoal(visitorId: string, goal: AbGoalKey, day: string): Promise<boolean> {
      const rows = await db
        .insert(abGoalEvents)
        .values({ visitorId, goal, day })
        .onConflictDoNothing()
        .returning({ id: abGoalEvents.id });
      return rows.length > 0;
    },

    /**
     * Per variant index: distinct visitors who viewed it while assigned to it, and those of
     * them with a goal event on or after the day of their first view.
     */
    async experimentCounts(experimentId: string, goal: AbGoalKey) {
      const result = await db.execute(sql`
        with exposed as (
          select visitor_id, variant_index, min(day) as first_day
          from ${abViews}
          where experiment_id = ${experimentId}
            -- Signed ids only (checked on the way in); rows from before ids were signed are not.
            and visitor_id ~ '^[0-9a-f]{32}_[A-Za-z0-9_-]{22}$'
          group by visitor_id, variant_index
        )
        select e.variant_index::int as variant_index,
               count(*)::int as visitors,
               count(*) filter (where exists (
                 select 1 from ${abGoalEvents} g
                 where g.visitor_id = e.visitor_id and g.goal = ${goal} and g.day >= e.first_day
               ))::int as conversions
        from exposed e
        group by e.variant_index`);
      // node-postgres and PGlite both answer { rows }.
      return (result as unknown as { rows: CountsRow[] }).rows;
    },

    async versions(identifier: string) {
      return db
        .select({
          version: abContentVersions.version,
          status: abContentVersions.status,
          content: abContentVersions.content,
          script: abContentVersions.script,
          author: users.email,
          createdAt: abContentVersions.createdAt,
        })
        .from(abContentVersions)
        .leftJoin(users, eq(users.id, abContentVersions.authorId))
        .where(eq(abContentVersions.identifier, identifier))
        .orderBy(desc(abContentVersions.version));
    },

    /**
     * Stores a new version (numbered after the last) and, when published, makes it the
     * item's live content, in one transaction.
     */
    async saveVersion(input: {
      identifier: string;
      content: string;
      script: string | null;
      publish: boolean;
      authorId: string;
    }): Promise<void> {
      await db.transaction(async (tx) => {
        // Serialises saves of one item so two editors never take the same version number.
        await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`ab:${input.identifier}`}))`);
        const [last] = await tx
          .select({ version: sql<number>`coalesce(max(${abContentVersions.version}), 0)::int` })
          .from(abContentVersions)
          .where(eq(abContentVersions.identifier, input.identifier));
        await tx.insert(abContentVersions).values({
          identifier: input.identifier,
          version: (last?.version ?? 0) + 1,
          status: input.publish ? 'published' : 'draft',
          content: input.content,
          script: input.script,
          authorId: input.authorId,
        });
        if (input.publish) {
          await tx
            .update(contentBlocks)
            .set({ content: input.content, script: input.script, updatedAt: new Date() })
            .where(eq(contentBlocks.identifier, input.identifier));
        }
      });
    },

    /** Copies an item under a new identifier and points its variants and uses at the copy. */
    async replaceIdentifier(from: ContentItemRow, to: string): Promise<void> {
      await db.transaction(async (tx) => {
        const { id: _id, createdAt: _c, updatedAt: _u, ...copy } = from;
        await tx.insert(contentBlocks).values({ ...copy, identifier: to });
        await tx
          .update(abVariants)
          .set({ identifier: to })
          .where(eq(abVariants.identifier, from.identifier));
        await tx
          .update(abSpecificContent)
          .set({ identifier: to, updatedAt: new Date() })
          .where(eq(abSpecificContent.identifier, from.identifier));
      });
    },

    async hasRole(userId: string, role: EditorRole): Promise<boolean> {
      const [row] = await db
        .select({ role: userRoles.role })
        .from(userRoles)
        .where(and(eq(userRoles.userId, userId), eq(userRoles.role, role)));
      return row !== undefined;
    },
  };
}

export type AbRepo = ReturnType<typeof createAbRepo>;
