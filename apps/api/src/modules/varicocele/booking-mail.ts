import { howToJoin } from '@mhp/contract/consult-calendar';
import type { MailAttachment, MailMessage } from '../../mail/mailer';
import { calendarAttachment } from './booking-calendar';
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
      howToJoin(facts.email),
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
      calendarAttachment({
        bookingId: facts.bookingId,
        startsAt: facts.startsAt.toISOString(),
        endsAt: facts.endsAt.toISOString(),
        specialistName: facts.specialistName,
        email: facts.email,
        manageUrl: facts.manageUrl,
      }),
    ],
  };
}

/**
 * The "moved" or "cancelled" email; `calendar` is the updated calendar file (same UID, higher
 * SEQUENCE: the new time, or a cancellation that removes the entry).
 */
export function bookingChangeMail(
  facts: Pick<BookingMailFacts, 'email' | 'specialistName' | 'startsAt' | 'timeZone'>,
  change: 'cancelled' | 'moved',
  calendar?: MailAttachment,
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
        : `Your consultation with ${facts.specialistName} is now on ${when}. It lasts 30 minutes.`,
      ...(change === 'moved' ? ['', howToJoin(facts.email)] : []),
      ...(calendar
        ? [
            '',
            change === 'cancelled'
              ? 'The attached calendar file removes it from your calendar.'
              : 'The attached calendar file moves it in your calendar.',
          ]
        : []),
    ].join('\n'),
    ...(calendar ? { attachments: [calendar] } : {}),
  };
}
