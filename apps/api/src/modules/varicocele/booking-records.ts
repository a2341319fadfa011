import type { ConsultationRecord } from '@mhp/contract/schemas/varicocele';
import type { Database } from '../../db/client';
import type { BookingContact } from '../../db/schema';
import { createBookingRepo, type BookingRow } from './booking-repo';
import { bookedSpecialist } from './booking-service';

type Executor = Parameters<ReturnType<typeof createBookingRepo>['bookingsOf']>[2];

/** Whose bookings these are: the account, and its address once the owner proved it. */
export interface BookingOwner {
  userId: string;
  email: string;
  emailVerified: boolean;
}

const ownerEmail = (owner: BookingOwner) => (owner.emailVerified ? owner.email : null);

/**
 * A user's consultation bookings in their data download and in their deletes (issue 25, N9).
 * Bookings made without an account belong to the account whose verified email they were made
 * under: an unverified address proves nothing, and matching it would hand a stranger's booking
 * to whoever signed up with that address first.
 */
export function createBookingRecords(db: Database) {
  const repo = createBookingRepo(db);

  return {
    /** Every booking of the user with its form and interview answers, soonest first. */
    async export(owner: BookingOwner): Promise<ConsultationRecord[]> {
      const rows = await repo.bookingsOf(owner.userId, ownerEmail(owner));
      const who = new Map(
        (await repo.specialistsByIds([...new Set(rows.map((row) => row.specialistId))])).map(
          (s) => [s.id, s],
        ),
      );
      return rows.map((row) => ({
        id: row.id,
        status: row.status === 'cancelled' ? 'cancelled' : 'confirmed',
        specialist: bookedSpecialist(row.specialistId, who.get(row.specialistId)),
        starts_at: row.startsAt.toISOString(),
        ends_at: row.endsAt.toISOString(),
        time_zone: row.timeZone ?? 'UTC',
        created_at: row.createdAt.toISOString(),
        cancelled_at: row.cancelledAt?.toISOString() ?? null,
        form: row.form ?? null,
        interview: row.interview
          ? {
              answers: row.interview,
              completed: row.interviewCompleted,
              updated_at: row.interviewUpdatedAt?.toISOString() ?? null,
            }
          : null,
        health_data_deleted_at: row.healthDataDeletedAt?.toISOString() ?? null,
      }));
    },

    /**
     * Removes the health details of the user's bookings: the interview answers (semen values,
     * notes, treatment) and the form's message, grade and symptoms. What the clinic must keep
     * stays: that the booking existed, with whom, when and its status, and (while it is still
     * to come) how to reach the patient, so the consultation can take place or be cancelled
     * from the emailed link. With `accountGone`, past and cancelled bookings lose the contact
     * details too and every booking loses its link to the account. Returns how many bookings
     * had health details removed now.
     */
    async forgetHealthDetails(
      tx: Executor,
      owner: BookingOwner,
      options: { accountGone: boolean; now: Date },
    ): Promise<number> {
      const rows = await repo.bookingsOf(owner.userId, ownerEmail(owner), tx);
      for (const row of rows) {
        await repo.update(row.id, forgotten(row, options), undefined, tx);
      }
      return rows.filter((row) => !row.healthDataDeletedAt).length;
    },
  };
}

function forgotten(row: BookingRow, { accountGone, now }: { accountGone: boolean; now: Date }) {
  const over = row.status === 'cancelled' || row.endsAt <= now;
  const contact: BookingContact | null = row.form
    ? {
        first_name: row.form.first_name,
        last_name: row.form.last_name,
        email: row.form.email,
        ...(row.form.phone_number ? { phone_number: row.form.phone_number } : {}),
      }
    : null;
  return {
    form: accountGone && over ? null : contact,
    interview: null,
    interviewCompleted: false,
    interviewUpdatedAt: null,
    healthDataDeletedAt: row.healthDataDeletedAt ?? now,
    ...(accountGone ? { userId: null } : {}),
  };
}

export type BookingRecords = ReturnType<typeof createBookingRecords>;
