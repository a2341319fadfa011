import { and, asc, eq, gt, gte, inArray, isNotNull, isNull, lt, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { consultBookings, specialists } from '../../db/schema';

export type SpecialistRow = typeof specialists.$inferSelect;
export type BookingRow = typeof consultBookings.$inferSelect;
type Executor = Pick<Database, 'select' | 'insert' | 'update' | 'execute'>;

/** Postgres' unique_violation: the partial unique index refused a second active row. */
export function isUniqueViolation(error: unknown): boolean {
  for (let e = error as { code?: string; cause?: unknown } | undefined; e; e = e.cause as never) {
    if (e.code === '23505') return true;
  }
  return false;
}

export function createBookingRepo(db: Database) {
  return {
    async listSpecialists(): Promise<SpecialistRow[]> {
      return db
        .select()
        .from(specialists)
        .where(eq(specialists.active, true))
        .orderBy(asc(specialists.position), asc(specialists.name));
    },

    async findSpecialist(id: string): Promise<SpecialistRow | undefined> {
      const [row] = await db
        .select()
        .from(specialists)
        .where(and(eq(specialists.id, id), eq(specialists.active, true)));
      return row;
    },

    /** Specialists by id, retired ones too (old bookings still name who they were with). */
    async specialistsByIds(ids: string[], tx: Executor = db): Promise<SpecialistRow[]> {
      if (ids.length === 0) return [];
      return tx.select().from(specialists).where(inArray(specialists.id, ids));
    },

    /** Start times taken (confirmed, or held and not yet expired) in a window. */
    async takenStarts(specialistIds: string[], from: Date, until: Date) {
      if (specialistIds.length === 0) return [];
      return db
        .select({ specialistId: consultBookings.specialistId, startsAt: consultBookings.startsAt })
        .from(consultBookings)
        .where(
          and(
            inArray(consultBookings.specialistId, specialistIds),
            gte(consultBookings.startsAt, from),
            lt(consultBookings.startsAt, until),
            or(
              eq(consultBookings.status, 'confirmed'),
              and(eq(consultBookings.status, 'held'), sql`${consultBookings.heldUntil} > now()`),
            ),
          ),
        );
    },

    /**
     * Marks a lapsed hold on the slot expired, so the slot can be taken again. The partial
     * unique index still decides who gets it when two requests do this at once.
     */
    async expireLapsedHold(tx: Executor, specialistId: string, startsAt: Date) {
      await tx
        .update(consultBookings)
        .set({ status: 'expired', holdTokenHash: null, holdIpHash: null, updatedAt: new Date() })
        .where(
          and(
            eq(consultBookings.specialistId, specialistId),
            eq(consultBookings.startsAt, startsAt),
            eq(consultBookings.status, 'held'),
            sql`${consultBookings.heldUntil} <= now()`,
          ),
        );
    },

    /**
     * Serialises hold requests of one visitor (and one IP) for the rest of the transaction, so
     * parallel requests cannot all count the same active holds and each take one more. Keys
     * are taken in sorted order so two transactions never wait on each other crosswise.
     */
    async lockHolders(tx: Executor, keys: string[]) {
      for (const key of [...keys].sort()) {
        await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`consult-hold:${key}`}))`);
      }
    },

    /** When each active (not yet lapsed) hold of an IP hash or a user ends. */
    async activeHoldEnds(by: { ipHash: string } | { userId: string }, tx: Executor = db) {
      const rows = await tx
        .select({ heldUntil: consultBookings.heldUntil })
        .from(consultBookings)
        .where(
          and(
            eq(consultBookings.status, 'held'),
            gt(consultBookings.heldUntil, sql`now()`),
            'ipHash' in by
              ? eq(consultBookings.holdIpHash, by.ipHash)
              : eq(consultBookings.userId, by.userId),
          ),
        );
      return rows.map((row) => row.heldUntil!);
    },

    /**
     * A user's bookings (held rows have no form and are left out): those made signed in, and
     * those made without an account under `verifiedEmail` (the account's address, given only
     * once the owner proved it with an emailed code).
     */
    async bookingsOf(userId: string, verifiedEmail: string | null, tx: Executor = db) {
      const byEmail = verifiedEmail
        ? and(
            isNull(consultBookings.userId),
            sql`lower(${consultBookings.form}->>'email') = ${verifiedEmail.toLowerCase()}`,
          )
        : undefined;
      return tx
        .select()
        .from(consultBookings)
        .where(
          and(
            isNotNull(consultBookings.form),
            inArray(consultBookings.status, ['confirmed', 'cancelled']),
            byEmail
              ? or(eq(consultBookings.userId, userId), byEmail)
              : eq(consultBookings.userId, userId),
          ),
        )
        .orderBy(asc(consultBookings.startsAt));
    },

    async insert(tx: Executor, row: typeof consultBookings.$inferInsert): Promise<BookingRow> {
      const [created] = await tx.insert(consultBookings).values(row).returning();
      return created!;
    },

    async findByHold(holdTokenHash: string): Promise<BookingRow | undefined> {
      const [row] = await db
        .select()
        .from(consultBookings)
        .where(eq(consultBookings.holdTokenHash, holdTokenHash));
      return row;
    },

    async find(id: string): Promise<BookingRow | undefined> {
      const [row] = await db.select().from(consultBookings).where(eq(consultBookings.id, id));
      return row;
    },

    /** Updates a booking, only while it has `onlyIfStatus` when given; `tx` inside a transaction. */
    async update(
      id: string,
      changes: Partial<typeof consultBookings.$inferInsert>,
      onlyIfStatus?: BookingRow['status'],
      tx: Executor = db,
    ): Promise<BookingRow | undefined> {
      const [row] = await tx
        .update(consultBookings)
        .set({ ...changes, updatedAt: new Date() })
        .where(
          onlyIfStatus
            ? and(eq(consultBookings.id, id), eq(consultBookings.status, onlyIfStatus))
            : eq(consultBookings.id, id),
        )
        .returning();
      return row;
    },

    transaction: db.transaction.bind(db),
  };
}
export type BookingRepo = ReturnType<typeof createBookingRepo>;
