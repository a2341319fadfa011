import { consultationIcs, type ConsultationEvent } from '@mhp/contract/consult-calendar';
import { ICS_FILE_NAME, icsContentType } from '@mhp/contract/ics';
import type { MailAttachment } from '../../mail/mailer';

/**
 * The calendar file a booking email carries: the booking's own UID every time, so a calendar
 * that imported the confirmation moves or removes that entry when it reads a later file.
 */
export function calendarAttachment(event: ConsultationEvent): MailAttachment {
  return {
    filename: ICS_FILE_NAME,
    contentType: icsContentType(event),
    content: consultationIcs(event),
  };
}

/**
 * SEQUENCE of a change made at `at` to a booking made at `createdAt`: hundredths of a second
 * since the booking (at least 1; the confirmation is 0). Each later change gets a higher one
 * without a stored counter (ADR 027): two changes of one booking are never 10 ms apart, as each
 * writes the row and sends a mail. Capped at the largest 32-bit integer calendars read, which
 * is 248 days after booking, far past the 28-day booking horizon.
 */
export function calendarSequence(createdAt: Date, at: Date): number {
  const hundredths = Math.floor((at.getTime() - createdAt.getTime()) / 10);
  return Math.min(Math.max(1, hundredths), 2 ** 31 - 1);
}

/** Why an interview is closed: its consultation was cancelled (answered 409). */
export const INTERVIEW_CLOSED =
  'This consultation was cancelled, so its pre-consultation interview is closed. Book a new consultation if you would still like to talk to a specialist.';
