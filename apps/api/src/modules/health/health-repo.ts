import { and, asc, count, desc, eq, gte, lt, sql, type SQL } from 'drizzle-orm';
import type { AnalyticsEntryType, ProcessorVariableName } from '@mhp/contract/health-constants';
import type { ExtractedFact } from '@mhp/contract/schemas/health';
import type { Database } from '../../db/client';
import { chatRooms, healthEntries, myDiseases, userProcessorVariables } from '../../db/schema';

export type DiseaseRow = typeof myDiseases.$inferSelect;
export type VariableRow = typeof userProcessorVariables.$inferSelect;
export type EntryRow = typeof healthEntries.$inferSelect & { roomSlug: string | null };
/** The parts of an entry its owner may correct (issue 24). */
export type EntryChanges = Partial<
  Pick<
    typeof healthEntries.$inferInsert,
    'name' | 'duration' | 'durationDays' | 'frequency' | 'severity' | 'value' | 'unit'
  >
>;

export interface EntryFilter {
  type?: AnalyticsEntryType;
  /** Inclusive start of day, UTC (YYYY-MM-DD). */
  from?: string;
  /** Inclusive last day, UTC (YYYY-MM-DD). */
  to?: string;
  roomSlug?: string;
  /** Only entries created at or after this instant. */
  since?: Date;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/** Ids are UUIDs; anything else cannot exist (and must not reach a uuid comparison). */
export const isUuid = (id: string) => UUID.test(id);

const nextDay = (day: string) => {
  const date = new Date(`${day}T00:00:00.000Z`);
  date.setUTCDate(date.getUTCDate() + 1);
  return date;
};

/**
 * SQL of health tracking. Every read and write names the owner, so another user's row is
 * "none" (a 404 above), never someone else's data.
 */
export function createHealthRepo(db: Database) {
  const entryColumns = {
    id: healthEntries.id,
    userId: healthEntries.userId,
    roomId: healthEntries.roomId,
    messageId: healthEntries.messageId,
    type: healthEntries.type,
    term: healthEntries.term,
    name: healthEntries.name,
    mainContent: healthEntries.mainContent,
    duration: healthEntries.duration,
    durationDays: healthEntries.durationDays,
    frequency: healthEntries.frequency,
    severity: healthEntries.severity,
    value: healthEntries.value,
    unit: healthEntries.unit,
    createdAt: healthEntries.createdAt,
    roomSlug: chatRooms.slug,
  };

  const entryWhere = (userId: string, filter: EntryFilter): SQL => {
    const conditions: SQL[] = [eq(healthEntries.userId, userId)];
    if (filter.type) conditions.push(eq(healthEntries.type, filter.type));
    if (filter.from)
      conditions.push(gte(healthEntries.createdAt, new Date(`${filter.from}T00:00:00.000Z`)));
    if (filter.to) conditions.push(lt(healthEntries.createdAt, nextDay(filter.to)));
    if (filter.since) conditions.push(gte(healthEntries.createdAt, filter.since));
    if (filter.roomSlug) conditions.push(eq(chatRooms.slug, filter.roomSlug));
    return and(...conditions)!;
  };

  return {
    /** Stores a message's facts; a fact the message already gave (same term) is skipped. */
    async insertFacts(
      owner: { userId: string; roomId: string | null; messageId: string | null },
      facts: readonly ExtractedFact[],
    ): Promise<number> {
      if (facts.length === 0) return 0;
      const rows = await db
        .insert(healthEntries)
        .values(
          facts.map((fact) => ({
            ...owner,
            type: fact.type,
            term: fact.term,
            name: fact.name,
            mainContent: fact.main_content,
            duration: fact.duration,
            durationDays: fact.duration_days,
            frequency: fact.frequency,
            severity: fact.severity,
            value: fact.value,
            unit: fact.unit,
          })),
        )
        .onConflictDoNothing()
        .returning({ id: healthEntries.id });
      return rows.length;
    },

    /** Newest first; ties by id so pages never overlap. */
    async pageEntries(userId: string, filter: EntryFilter, limit: number, offset: number) {
      const where = entryWhere(userId, filter);
      const [rows, [total]] = await Promise.all([
        db
          .select(entryColumns)
          .from(healthEntries)
          .leftJoin(chatRooms, eq(chatRooms.id, healthEntries.roomId))
          .where(where)
          .orderBy(desc(healthEntries.createdAt), desc(healthEntries.id))
          .limit(limit)
          .offset(offset),
        db
          .select({ n: count() })
          .from(healthEntries)
          .leftJoin(chatRooms, eq(chatRooms.id, healthEntries.roomId))
          .where(where),
      ]);
      return { rows: rows as EntryRow[], count: total?.n ?? 0 };
    },

    async allEntries(userId: string, filter: EntryFilter = {}): Promise<EntryRow[]> {
      return (await db
        .select(entryColumns)
        .from(healthEntries)
        .leftJoin(chatRooms, eq(chatRooms.id, healthEntries.roomId))
        .where(entryWhere(userId, filter))
        .orderBy(desc(healthEntries.createdAt), desc(healthEntries.id))) as EntryRow[];
    },

    async findEntry(userId: string, id: string): Promise<EntryRow | undefined> {
      if (!isUuid(id)) return undefined;
      const [row] = await db
        .select(entryColumns)
        .from(healthEntries)
        .leftJoin(chatRooms, eq(chatRooms.id, healthEntries.roomId))
        .where(and(eq(healthEntries.userId, userId), eq(healthEntries.id, id)));
      return row as EntryRow | undefined;
    },

    /** Only the owner's row changes; false when the id is not one of theirs. */
    async updateEntry(userId: string, id: string, changes: EntryChanges): Promise<boolean> {
      if (!isUuid(id)) return false;
      const rows = await db
        .update(healthEntries)
        .set(changes)
        .where(and(eq(healthEntries.userId, userId), eq(healthEntries.id, id)))
        .returning({ id: healthEntries.id });
      return rows.length > 0;
    },

    async deleteEntry(userId: string, id: string): Promise<boolean> {
      if (!isUuid(id)) return false;
      const rows = await db
        .delete(healthEntries)
        .where(and(eq(healthEntries.userId, userId), eq(healthEntries.id, id)))
        .returning({ id: healthEntries.id });
      return rows.length > 0;
    },

    diseases(userId: string): Promise<DiseaseRow[]> {
      return db
        .select()
        .from(myDiseases)
        .where(eq(myDiseases.userId, userId))
        .orderBy(asc(myDiseases.createdAt), asc(myDiseases.id));
    },

    async findDisease(userId: string, id: string): Promise<DiseaseRow | undefined> {
      if (!isUuid(id)) return undefined;
      const [row] = await db
        .select()
        .from(myDiseases)
        .where(and(eq(myDiseases.userId, userId), eq(myDiseases.id, id)));
      return row;
    },

    async findDiseaseByName(userId: string, name: string): Promise<DiseaseRow | undefined> {
      const [row] = await db
        .select()
        .from(myDiseases)
        .where(and(eq(myDiseases.userId, userId), sql`lower(${myDiseases.name}) = lower(${name})`));
      return row;
    },

    async createDisease(userId: string, name: string): Promise<DiseaseRow> {
      const [row] = await db.insert(myDiseases).values({ userId, name }).returning();
      return row!;
    },

    async renameDisease(userId: string, id: string, name: string): Promise<DiseaseRow | undefined> {
      if (!isUuid(id)) return undefined;
      const [row] = await db
        .update(myDiseases)
        .set({ name, updatedAt: new Date() })
        .where(and(eq(myDiseases.userId, userId), eq(myDiseases.id, id)))
        .returning();
      return row;
    },

    async deleteDisease(userId: string, id: string): Promise<boolean> {
      if (!isUuid(id)) return false;
      const rows = await db
        .delete(myDiseases)
        .where(and(eq(myDiseases.userId, userId), eq(myDiseases.id, id)))
        .returning({ id: myDiseases.id });
      return rows.length > 0;
    },

    variables(userId: string): Promise<VariableRow[]> {
      return db
        .select()
        .from(userProcessorVariables)
        .where(eq(userProcessorVariables.userId, userId))
        .orderBy(asc(userProcessorVariables.name));
    },

    async findVariable(userId: string, id: string): Promise<VariableRow | undefined> {
      if (!isUuid(id)) return undefined;
      const [row] = await db
        .select()
        .from(userProcessorVariables)
        .where(and(eq(userProcessorVariables.userId, userId), eq(userProcessorVariables.id, id)));
      return row;
    },

    /** Creating a name the user already has updates its value (one row per name). */
    async upsertVariable(
      userId: string,
      name: ProcessorVariableName,
      value: string,
    ): Promise<VariableRow> {
      const [row] = await db
        .insert(userProcessorVariables)
        .values({ userId, name, value })
        .onConflictDoUpdate({
          target: [userProcessorVariables.userId, userProcessorVariables.name],
          set: { value, updatedAt: new Date() },
        })
        .returning();
      return row!;
    },

    async setVariable(userId: string, id: string, value: string): Promise<VariableRow | undefined> {
      const [row] = await db
        .update(userProcessorVariables)
        .set({ value, updatedAt: new Date() })
        .where(and(eq(userProcessorVariables.userId, userId), eq(userProcessorVariables.id, id)))
        .returning();
      return row;
    },
  };
}

export type HealthRepo = ReturnType<typeof createHealthRepo>;
