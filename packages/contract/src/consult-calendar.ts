/**
 * The calendar entry of a consultation and how to join its call, in one place: the API
 * attaches it to the confirmation, "moved" and "cancelled" emails, and /consult/success offers
 * the same file as "Add to calendar", so every copy of the event has the same UID and text.
 */
import { buildIcs } from './ics';

/** How the call happens: there is no app to install and no link to book by hand. */
export const CALL_LOCATION = 'Video call: your specialist emails you the link to join';

/** What the confirmation page, the emails and the calendar entry say about joining the call. */
export function howToJoin(email: string): string {
  return `How to join: ${joinInstructions(email)}`;
}

/** The same without its label, for a page that has its own ("Joining the call"). */
export function joinInstructions(email: string): string {
  return `your specialist starts a secure video call at the booked time and emails the link to join to ${email} shortly before. Open it on a phone or computer with a camera and microphone; nothing to install. If the video does not connect, your specialist phones you if you gave a number, or emails you.`;
}

export interface ConsultationEvent {
  bookingId: string;
  startsAt: string;
  endsAt: string;
  specialistName: string;
  email: string;
  /** The emailed cancel/move page, when the maker of the file has it. */
  manageUrl?: string;
  /** 0 for the booking; higher for each change (a calendar keeps the highest). */
  sequence?: number;
  cancelled?: boolean;
}

/** One UID per booking, whatever changes: calendars update or remove the entry by it. */
export const consultationUid = (bookingId: string) => `${bookingId}@consult.mhp`;

export function consultationIcs(event: ConsultationEvent): string {
  const manage = event.manageUrl ? ` To cancel or move it: ${event.manageUrl}` : '';
  return buildIcs({
    uid: consultationUid(event.bookingId),
    startsAt: event.startsAt,
    endsAt: event.endsAt,
    title: `Varicocele consultation with ${event.specialistName}`,
    description: event.cancelled
      ? `This consultation with ${event.specialistName} is cancelled.`
      : `Video consultation with ${event.specialistName}. ${howToJoin(event.email)}${manage}`,
    location: CALL_LOCATION,
    url: event.manageUrl,
    sequence: event.sequence,
    cancelled: event.cancelled,
  });
}
