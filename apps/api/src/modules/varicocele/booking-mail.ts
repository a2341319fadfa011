import { ICS_CONTENT_TYPE, ICS_FILE_NAME, buildIcs } from '@mhp/contract/ics';
import type { MailMessage } from '../../mail/mailer';
import { describeInZone } from './zoned-time';

/**
 * What a booking mail may say. Nothing the booker typed is in it (not even the name): the form
 * mails any address, so its text must not be a way to send one's own words to someone else
 * (issue 25, N5). The subject and every line are ours; the specialist and the time are from
 * our own data.
 */
export interface BookingMailFacts {
  bookingId: string;
  email: string;
  specialistName: string;
  startsAt: Date;
  endsAt: Date;
  timeZone: string;
  manageUrl: string;
  interviewUrl: string;
}

/** The calendar event of a booking; the same file "Add to calendar" gives on /consult/success. */
export function bookingCalendarFile(facts: Omit<BookingMailFacts, 'email' | 'interviewUrl'>) {
  return buildIcs({
    uid: `${facts.bookingId}@consult.mhp`,
    startsAt: facts.startsAt.toISOString(),
    endsAt: facts.endsAt.toISOString(),
    title: `Varicocele consultation with ${facts.specialistName}`,
    description: `Video consultation with ${facts.specialistName}. To cancel or move it: ${facts.manageUrl}`,
    url: facts.manageUrl,
  });
}

export function bookingConfirmationMail(facts: BookingMailFacts): MailMessage {
  const when = describeInZone(facts.startsAt, facts.timeZone);
  return {
    to: facts.email,
    subject: `Your consultation with ${facts.specialistName} is booked`,
    text: [
      'Hello,',
      '',
      `Your video consultation with ${facts.specialistName} is booked for ${when}. It lasts 30 minutes.`,
      'The attached calendar file adds it to your calendar.',
      '',
      `Before the call, please fill in the short pre-consultation interview: ${facts.interviewUrl}`,
      '',
      `To cancel or move the consultation, use this link (no sign-in needed): ${facts.manageUrl}`,
      '',
      'If you did not book this consultation, someone entered your address by mistake: cancel it with the link above, and we will not write again.',
      '',
      'A consultation is not for emergencies. If you have sudden, severe pain in the scrotum, a hard painful swelling, or fever with a swollen scrotum, get urgent medical care now (call your local emergency number).',
    ].join('\n'),
    attachments: [
      {
        filename: ICS_FILE_NAME,
        contentType: ICS_CONTENT_TYPE,
        content: bookingCalendarFile(facts),
      },
    ],
  };
}

export function bookingChangeMail(
  facts: Pick<BookingMailFacts, 'email' | 'specialistName' | 'startsAt' | 'timeZone'>,
  change: 'cancelled' | 'moved',
): MailMessage {
  const when = describeInZone(facts.startsAt, facts.timeZone);
  return {
    to: facts.email,
    subject:
      change === 'cancelled' ? 'Your consultation is cancelled' : 'Your consultation has moved',
    text: [
      'Hello,',
      '',
      change === 'cancelled'
        ? `Your consultation with ${facts.specialistName} on ${when} is cancelled. The time is free for someone else.`
        : `Your consultation with ${facts.specialistName} is now on ${when}.`,
    ].join('\n'),
  };
}
