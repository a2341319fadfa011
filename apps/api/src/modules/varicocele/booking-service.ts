import type { ConsultForm } from '@mhp/contract/forms';
import type {
  BookingConfirmation,
  BookingSummary,
  ConsultSlot,
  Interview,
  InterviewAnswers,
  Specialist,
} from '@mhp/contract/schemas/varicocele';
import { HttpError, badRequest, conflict, notFound } from '../../lib/http-error';
import type { CounterStore } from '../users/rate-limiter';
import type { Mailer } from '../../mail/mailer';
import { randomToken, sha256 } from '../users/secrets';
import { INTERVIEW_CLOSED, calendarAttachment } from './booking-calendar';
import {
  DEFAULT_BOOKING_LIMITS,
  createBookingMailBudget,
  createHoldIpHasher,
  tooManyHolds,
  type BookingLimits,
} from './booking-limits';
import { bookingChangeMail, bookingConfirmationMail } from './booking-mail';
import type { BookingRepo, BookingRow, SpecialistRow } from './booking-repo';
import { isUniqueViolation } from './booking-repo';
import type { BookingTokens } from './booking-tokens';
import { MIN_NOTICE_MINUTES, SLOT_MINUTES, isWorkingSlot, slotsFromWorkingHours } from './slots';
import { wallClock } from './zoned-time';

type Tx = Parameters<Parameters<BookingRepo['transaction']>[0]>[0];

/** How long a picked slot is kept for the visitor filling in the form (Cal.com uses 5). */
export const HOLD_MINUTES = 5;
/** How far ahead slots are offered and can be booked. */
export const BOOKING_HORIZON_DAYS = 28;

const SLOT_TAKEN = 'This time has just been taken. Please choose another.';

/** Builds the links of a booking for the site the visitor is on. */
export interface LinkBuilder {
  manage(token: string): string;
  interview(token: string): string;
}

export function presentSpecialist(row: SpecialistRow): Specialist {
  return {
    id: row.id,
    name: row.name,
    role: row.role,
    bio: row.bio,
    languages: row.languages,
    focus: row.focus,
    photo_url: row.photoUrl,
    time_zone: row.timeZone,
  };
}

/** Whom a booking is with, as a summary names them (a retired specialist may be gone). */
export function bookedSpecialist(
  specialistId: string,
  who: SpecialistRow | undefined,
): BookingSummary['specialist'] {
  return {
    id: specialistId,
    name: who?.name ?? 'Our specialist',
    role: who?.role ?? '',
    photo_url: who?.photoUrl ?? '',
  };
}

export function createBookingService(deps: {
  repo: BookingRepo;
  tokens: BookingTokens;
  mailer: Mailer;
  /** Shared throttle counters (Redis with REDIS_URL): the booking mail budget. */
  counters: CounterStore;
  /** Keys the IP hash of holds. */
  serverSecret: string;
  limits?: BookingLimits;
  now?: () => Date;
}) {
  const { repo, tokens, mailer } = deps;
  const now = deps.now ?? (() => new Date());
  const limits = deps.limits ?? DEFAULT_BOOKING_LIMITS;
  const mailBudget = createBookingMailBudget(deps.counters, limits);
  const holdIpHash = createHoldIpHasher(deps.serverSecret);

  async function specialistOrFail(id: string): Promise<SpecialistRow> {
    const specialist = await repo.findSpecialist(id);
    if (!specialist)
      throw badRequest('Choose one of our specialists.', {
        specialist_id: ['Unknown specialist.'],
      });
    return specialist;
  }

  /** A slot a visitor may take: one of the specialist's slots, far enough ahead, not too far. */
  async function bookableSlot(specialistId: string, startsAtIso: string) {
    const specialist = await specialistOrFail(specialistId);
    const startsAt = new Date(startsAtIso);
    const earliest = now().getTime() + MIN_NOTICE_MINUTES * 60_000;
    const latest = now().getTime() + BOOKING_HORIZON_DAYS * 86_400_000;
    if (
      startsAt.getTime() < earliest ||
      startsAt.getTime() > latest ||
      !isWorkingSlot(specialist, startsAt)
    ) {
      throw badRequest('This time is not available. Please choose a time from the list.', {
        starts_at: ['Not one of the available times.'],
      });
    }
    return { specialist, startsAt, endsAt: new Date(startsAt.getTime() + SLOT_MINUTES * 60_000) };
  }

  /** Inserts an active row for the slot; the partial unique index refuses a second one (409). */
  async function claimSlot(
    row: Parameters<BookingRepo['insert']>[1],
    beforeInsert?: (tx: Tx) => Promise<void>,
  ): Promise<BookingRow> {
    try {
      return await repo.transaction(async (tx) => {
        await beforeInsert?.(tx);
        await repo.expireLapsedHold(tx, row.specialistId, row.startsAt);
        return repo.insert(tx, row);
      });
    } catch (error) {
      if (isUniqueViolation(error)) throw conflict(SLOT_TAKEN);
      throw error;
    }
  }

  async function summary(row: BookingRow, specialist?: SpecialistRow): Promise<BookingSummary> {
    const who = specialist ?? (await repo.findSpecialist(row.specialistId));
    return {
      id: row.id,
      status: row.status === 'confirmed' || row.status === 'cancelled' ? row.status : 'held',
      specialist: bookedSpecialist(row.specialistId, who),
      starts_at: row.startsAt.toISOString(),
      ends_at: row.endsAt.toISOString(),
      time_zone: row.timeZone ?? 'UTC',
      first_name: row.form?.first_name ?? '',
      email: row.form?.email ?? '',
    };
  }

  async function presentInterview(row: BookingRow): Promise<Interview> {
    return {
      booking: await summary(row),
      answers: row.interview ?? {},
      completed: row.interviewCompleted,
      updated_at: row.interviewUpdatedAt?.toISOString() ?? null,
    };
  }

  async function bookingByToken(purpose: 'manage' | 'interview', token: string) {
    const id = tokens.verify(purpose, token);
    const row = id ? await repo.find(id) : undefined;
    if (!row || (row.status !== 'confirmed' && row.status !== 'cancelled'))
      throw notFound('This link is not valid. Please use the link from your confirmation email.');
    if (purpose === 'interview' && row.healthDataDeletedAt)
      throw new HttpError(
        410,
        'gone',
        'The answers to this interview were deleted at the patient’s request and can no longer be seen or changed.',
      );
    return row;
  }

  /** The booking's calendar file after a change: same UID, a higher SEQUENCE. */
  function changedCalendar(
    row: BookingRow,
    specialist: SpecialistRow,
    links: LinkBuilder | undefined,
    cancelled: boolean,
  ) {
    return calendarAttachment({
      bookingId: row.id,
      startsAt: row.startsAt.toISOString(),
      endsAt: row.endsAt.toISOString(),
      specialistName: specialist.name,
      email: row.form!.email,
      manageUrl: !cancelled && links ? links.manage(tokens.sign('manage', row.id)) : undefined,
      sequence: row.calendarSequence,
      cancelled,
    });
  }

  /** A cancelled consultation's interview is closed: nobody will read it (409). */
  async function openInterview(token: string) {
    const row = await bookingByToken('interview', token);
    if (row.status === 'cancelled') throw conflict(INTERVIEW_CLOSED);
    return row;
  }

  function mailFacts(row: BookingRow, specialist: SpecialistRow, links: LinkBuilder) {
    return {
      bookingId: row.id,
      email: row.form!.email,
      specialistName: specialist.name,
      startsAt: row.startsAt,
      endsAt: row.endsAt,
      timeZone: row.timeZone ?? 'UTC',
      manageUrl: links.manage(tokens.sign('manage', row.id)),
      interviewUrl: links.interview(tokens.sign('interview', row.id)),
    };
  }

  return {
    async specialists(): Promise<Specialist[]> {
      return (await repo.listSpecialists()).map(presentSpecialist);
    },

    /** Free slots of the next `days`, grouped by the visitor's local date. */
    async freeSlots(input: { timeZone: string; specialistId?: string; days: number }) {
      const all = await repo.listSpecialists();
      const chosen = input.specialistId ? all.filter((s) => s.id === input.specialistId) : all;
      if (input.specialistId && chosen.length === 0) throw notFound('No such specialist.');
      const from = new Date(now().getTime() + MIN_NOTICE_MINUTES * 60_000);
      const until = new Date(now().getTime() + input.days * 86_400_000);
      const taken = new Set(
        (
          await repo.takenStarts(
            chosen.map((s) => s.id),
            from,
            until,
          )
        ).map((t) => `${t.specialistId}@${t.startsAt.getTime()}`),
      );
      const slots: ConsultSlot[] = chosen
        .flatMap((s) => slotsFromWorkingHours(s, from, until))
        .filter((slot) => !taken.has(`${slot.specialistId}@${slot.startsAt.getTime()}`))
        .sort((a, b) => a.startsAt.getTime() - b.startsAt.getTime())
        .map((slot) => ({
          specialist_id: slot.specialistId,
          starts_at: slot.startsAt.toISOString(),
          ends_at: slot.endsAt.toISOString(),
        }));
      const days = new Map<string, ConsultSlot[]>();
      for (const slot of slots) {
        const date = wallClock(new Date(slot.starts_at), input.timeZone).date;
        days.set(date, [...(days.get(date) ?? []), slot]);
      }
      return {
        time_zone: input.timeZone,
        days: [...days].map(([date, daySlots]) => ({ date, slots: daySlots })),
      };
    },

    /**
     * Holds a slot for HOLD_MINUTES. A visitor (the signed-in user, and always the IP) has at
     * most `activeHoldsPerVisitor` holds that have not lapsed; a lapsed hold stops counting
     * and stops blocking its slot at the same moment (held_until), with no sweeper.
     */
    async hold(
      input: { specialist_id: string; starts_at: string },
      visitor: { userId: string | null; ip: string },
    ) {
      const ipHash = holdIpHash(visitor.ip);
      const { userId } = visitor;
      const holders = userId ? [{ ipHash }, { userId }] : [{ ipHash }];
      const refuseIfHoldingEnough = async (tx?: Tx) => {
        for (const by of holders) {
          const ends = await repo.activeHoldEnds(by, tx);
          if (ends.length >= limits.activeHoldsPerVisitor) {
            const firstFree = Math.min(...ends.map((end) => end.getTime()));
            throw tooManyHolds(firstFree - now().getTime(), limits.activeHoldsPerVisitor);
          }
        }
      };
      // A cheap look first: a flood of holds from one visitor is refused without a
      // transaction or a lock, so it cannot keep database connections from everyone else.
      await refuseIfHoldingEnough();
      const slot = await bookableSlot(input.specialist_id, input.starts_at);
      const holdToken = randomToken();
      const heldUntil = new Date(now().getTime() + HOLD_MINUTES * 60_000);
      await claimSlot(
        {
          specialistId: slot.specialist.id,
          startsAt: slot.startsAt,
          endsAt: slot.endsAt,
          status: 'held',
          holdTokenHash: sha256(holdToken),
          holdIpHash: ipHash,
          heldUntil,
          userId,
        },
        // The exact count, under the visitor's lock, decides.
        async (tx) => {
          await repo.lockHolders(tx, userId ? [ipHash, `user:${userId}`] : [ipHash]);
          await refuseIfHoldingEnough(tx);
        },
      );
      return { hold_token: holdToken, expires_at: heldUntil.toISOString() };
    },

    async release(holdToken: string) {
      const row = await repo.findByHold(sha256(holdToken));
      if (row)
        await repo.update(
          row.id,
          { status: 'expired', holdTokenHash: null, holdIpHash: null },
          'held',
        );
      return { message: 'The time is free again.' };
    },

    async book(
      body: ConsultForm & {
        specialist_id: string;
        starts_at: string;
        time_zone: string;
        hold_token?: string;
      },
      visitor: { userId: string | null; ip: string },
      links: LinkBuilder,
    ): Promise<BookingConfirmation> {
      const { specialist_id, starts_at, time_zone, hold_token, ...formFields } = body;
      const slot = await bookableSlot(specialist_id, starts_at);
      const form: ConsultForm = formFields;
      const confirmed = {
        status: 'confirmed' as const,
        holdTokenHash: null,
        holdIpHash: null,
        heldUntil: null,
        timeZone: time_zone,
        form,
        userId: visitor.userId,
      };
      // The mail budget is taken before anything is written: a refused booking (429) leaves
      // the slot as it was (a hold stays the visitor's until it lapses).
      await mailBudget.take(visitor.ip, form.email);
      let row: BookingRow | undefined;
      try {
        // The visitor's own hold becomes the booking, even if it lapsed while nobody took it.
        const hold = hold_token ? await repo.findByHold(sha256(hold_token)) : undefined;
        if (hold && hold.specialistId === slot.specialist.id && +hold.startsAt === +slot.startsAt) {
          row = await repo.update(hold.id, confirmed, 'held');
        }
        row ??= await claimSlot({
          specialistId: slot.specialist.id,
          startsAt: slot.startsAt,
          endsAt: slot.endsAt,
          ...confirmed,
        });
      } catch (error) {
        await mailBudget.giveBack(visitor.ip, form.email);
        throw error;
      }
      await mailer.send(bookingConfirmationMail(mailFacts(row, slot.specialist, links)));
      return {
        ...(await summary(row, slot.specialist)),
        manage_token: tokens.sign('manage', row.id),
        interview_token: tokens.sign('interview', row.id),
      };
    },

    async manage(token: string): Promise<BookingSummary> {
      return summary(await bookingByToken('manage', token));
    },

    async cancel(token: string): Promise<BookingSummary> {
      const row = await bookingByToken('manage', token);
      if (row.status === 'cancelled') return summary(row);
      const cancelled = await repo.update(
        row.id,
        { status: 'cancelled', cancelledAt: now(), calendarSequence: row.calendarSequence + 1 },
        'confirmed',
      );
      const result = cancelled ?? (await repo.find(row.id))!;
      const specialist = await repo.findSpecialist(row.specialistId);
      if (cancelled && specialist && row.form) {
        await mailer.send(
          bookingChangeMail(
            {
              email: row.form.email,
              specialistName: specialist.name,
              startsAt: row.startsAt,
              timeZone: row.timeZone ?? 'UTC',
            },
            'cancelled',
            changedCalendar(cancelled, specialist, undefined, true),
          ),
        );
      }
      return summary(result, specialist);
    },

    /**
     * Moves a booking; each move mails the patient, so it spends the same mail budget. `links`
     * (the site the request came from) put the manage link in the moved calendar.
     */
    async move(
      input: {
        token: string;
        specialist_id: string;
        starts_at: string;
        time_zone: string;
      },
      ip: string,
      links?: LinkBuilder,
    ): Promise<BookingSummary> {
      const row = await bookingByToken('manage', input.token);
      if (row.status !== 'confirmed')
        throw new HttpError(409, 'conflict', 'This consultation was cancelled; please book again.');
      const slot = await bookableSlot(input.specialist_id, input.starts_at);
      const email = row.form?.email;
      if (email) await mailBudget.take(ip, email);
      let moved: BookingRow | undefined;
      try {
        moved = await repo.transaction(async (tx) => {
          await repo.expireLapsedHold(tx, slot.specialist.id, slot.startsAt);
          return repo.update(
            row.id,
            {
              specialistId: slot.specialist.id,
              startsAt: slot.startsAt,
              endsAt: slot.endsAt,
              timeZone: input.time_zone,
              // Read before the move; a move racing another one loses on the slot's index.
              calendarSequence: row.calendarSequence + 1,
            },
            'confirmed',
            tx,
          );
        });
      } catch (error) {
        if (email) await mailBudget.giveBack(ip, email);
        if (isUniqueViolation(error)) throw conflict(SLOT_TAKEN);
        throw error;
      }
      if (moved?.form) {
        await mailer.send(
          bookingChangeMail(
            {
              email: moved.form.email,
              specialistName: slot.specialist.name,
              startsAt: moved.startsAt,
              timeZone: input.time_zone,
            },
            'moved',
            changedCalendar(moved, slot.specialist, links, false),
          ),
        );
      }
      return summary(moved!, slot.specialist);
    },

    async interview(token: string): Promise<Interview> {
      return presentInterview(await openInterview(token));
    },

    /** Saves what was answered so far (merged over the saved answers); resumable. */
    async saveInterview(input: {
      token: string;
      answers: InterviewAnswers;
      completed: boolean;
    }): Promise<Interview> {
      const row = await openInterview(input.token);
      const saved = await repo.update(row.id, {
        interview: { ...(row.interview ?? {}), ...input.answers },
        interviewCompleted: row.interviewCompleted || input.completed,
        interviewUpdatedAt: now(),
      });
      return presentInterview(saved!);
    },
  };
}
export type BookingService = ReturnType<typeof createBookingService>;
