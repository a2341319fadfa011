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

/** Why an interview is closed: its consultation was cancelled (answered 409). */
export const INTERVIEW_CLOSED =
  'This consultation was cancelled, so its pre-consultation interview is closed. Book a new consultation if you would still like to talk to a specialist.';
