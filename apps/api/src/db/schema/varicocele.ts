import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import type { AssessmentAnswers, AssessmentType } from '@mhp/contract/varicocele-assessments';
import type { AssessmentResult, InterviewAnswers } from '@mhp/contract/schemas/varicocele';
import type { ConsultForm } from '@mhp/contract/forms';
import { createdAt, updatedAt } from './columns';
import { users } from './users';

const at = (name: string) => timestamp(name, { withTimezone: true });

/** Weekday (1 = Monday … 7 = Sunday) → working periods as local "HH:MM" pairs. */
export type WorkingHours = Partial<
  Record<'1' | '2' | '3' | '4' | '5' | '6' | '7', [string, string][]>
>;

/** The specialists who take consultations; their hours are in their own time zone. */
export const specialists = pgTable('specialists', {
  id: text('id').primaryKey(),
  name: text('name').notNull(),
  role: text('role').notNull(),
  bio: text('bio').notNull(),
  languages: jsonb('languages').$type<string[]>().notNull(),
  focus: jsonb('focus').$type<string[]>().notNull(),
  photoUrl: text('photo_url').notNull(),
  timeZone: text('time_zone').notNull(),
  workingHours: jsonb('working_hours').$type<WorkingHours>().notNull(),
  position: integer('position').notNull().default(0),
  active: boolean('active').notNull().default(true),
  createdAt: createdAt(),
});

/** What a booking keeps of its form after a data deletion: how to reach the patient. */
export type BookingContact = Pick<
  ConsultForm,
  'first_name' | 'last_name' | 'email' | 'phone_number'
>;

export type BookingStatus = 'held' | 'confirmed' | 'cancelled' | 'expired';

/**
 * One row per hold or booking of a 30-minute slot (UTC start). The partial unique index lets
 * at most one active row (a hold or a confirmed booking) exist per specialist and start time:
 * two visitors racing for one slot cannot both get it, whatever the application does. An
 * expired hold keeps blocking until the next visitor who wants the slot marks it expired.
 */
export const consultBookings = pgTable(
  'consult_bookings',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    specialistId: text('specialist_id')
      .notNull()
      .references(() => specialists.id),
    startsAt: at('starts_at').notNull(),
    endsAt: at('ends_at').notNull(),
    status: text('status').$type<BookingStatus>().notNull(),
    /** sha256 of the hold token handed to the browser; null once confirmed. */
    holdTokenHash: text('hold_token_hash'),
    heldUntil: at('held_until'),
    /**
     * Keyed hash of the IP that holds the slot, only while it is a hold: counts a visitor's
     * active holds (at most 10 per IP). Cleared when the hold is booked, released or expired.
     */
    holdIpHash: text('hold_ip_hash'),
    /** The signed-in booker, when there was one (text like carts and orders). */
    userId: text('user_id'),
    timeZone: text('time_zone'),
    /**
     * The consult form of spec section 5, as sent; only the contact fields once the patient
     * deleted their health data, null once the account is gone and the booking is over.
     */
    form: jsonb('form').$type<ConsultForm | BookingContact>(),
    interview: jsonb('interview').$type<InterviewAnswers>(),
    interviewCompleted: boolean('interview_completed').notNull().default(false),
    interviewUpdatedAt: at('interview_updated_at'),
    cancelledAt: at('cancelled_at'),
    /**
     * Set when the patient deleted their health data or account: the interview answers and the
     * form's health details are gone, and the interview link answers 410 (ADR 016).
     */
    healthDataDeletedAt: at('health_data_deleted_at'),
    /**
     * The calendar file's SEQUENCE (RFC 5545): 0 when booked, one more on each move or the
     * cancellation, so a calendar always takes the newest file (ADR 027).
     */
    calendarSequence: integer('calendar_sequence').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('consult_bookings_active_slot_idx')
      .on(t.specialistId, t.startsAt)
      .where(sql`${t.status} in ('held', 'confirmed')`),
    uniqueIndex('consult_bookings_hold_token_idx').on(t.holdTokenHash),
    index('consult_bookings_starts_idx').on(t.startsAt),
    index('consult_bookings_holds_by_ip_idx')
      .on(t.holdIpHash)
      .where(sql`${t.status} = 'held'`),
  ],
);

/**
 * A scored self-assessment. Guests' results have no user and a claim token hash; signing in
 * with the token moves the result into the account.
 */
export const assessments = pgTable(
  'assessments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /**
     * The owner; null for a guest's result until it is claimed. A self-assessment is the
     * user's own screening answers, not a record a clinician made: deleting the account deletes
     * them (ADR 023), as deleting the health data does.
     */
    userId: uuid('user_id').references(() => users.id, { onDelete: 'cascade' }),
    claimTokenHash: text('claim_token_hash'),
    type: text('type').$type<AssessmentType>().notNull(),
    answers: jsonb('answers').$type<AssessmentAnswers>().notNull(),
    /** The result as scored at the time (rules may change; a report must not). */
    result: jsonb('result').$type<Omit<AssessmentResult, 'id' | 'created_at'>>().notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('assessments_user_idx').on(t.userId, t.createdAt),
    uniqueIndex('assessments_claim_token_idx').on(t.claimTokenHash),
  ],
);
