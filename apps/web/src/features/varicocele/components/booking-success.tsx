import { useMemo } from 'react';
import { Link } from '../../../shared/ui/link';
import { consultationIcs, joinInstructions } from '@mhp/contract/consult-calendar';
import { ICS_FILE_NAME } from '@mhp/contract/ics';
import { buttonClassName } from '../../../shared/ui/button';
import { lastBooking } from '../lib/last-booking';
import { formatDateTime } from '../lib/time-format';

const capitalised = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/**
 * /consult/success: the booking's summary, how to join the call, "Add to calendar" (the same
 * file as the email's: one UID, so a later "moved" or "cancelled" file updates this entry) and
 * the way to the interview.
 */
export function BookingSuccess({ base }: { base: string }) {
  const booking = useMemo(() => lastBooking.read(), []);
  const calendarHref = useMemo(() => {
    if (!booking) return null;
    const ics = consultationIcs({
      bookingId: booking.id,
      startsAt: booking.starts_at,
      endsAt: booking.ends_at,
      specialistName: booking.specialist.name,
      email: booking.email,
      manageUrl: `${window.location.origin}${base}/consult?booking=${encodeURIComponent(booking.manage_token)}`,
    });
    return `data:text/calendar;charset=utf-8,${encodeURIComponent(ics)}`;
  }, [booking, base]);

  if (!booking) {
    return (
      <p>
        We could not find a booking in this tab. Your confirmation email has all the details.{' '}
        <Link to={`${base}/consult`} className="font-semibold text-brand underline">
          Book a consultation
        </Link>
      </p>
    );
  }
  return (
    <div className="grid max-w-2xl gap-6">
      <dl className="grid gap-3 rounded-2xl border border-border bg-surface p-6">
        <div>
          <dt className="text-sm text-text-muted">When</dt>
          <dd className="text-lg font-semibold">
            {formatDateTime(booking.starts_at, booking.time_zone)}
          </dd>
          <dd className="text-sm text-text-muted">Times shown in {booking.time_zone} time</dd>
        </div>
        <div>
          <dt className="text-sm text-text-muted">With</dt>
          <dd className="text-lg font-semibold">
            {booking.specialist.name}, {booking.specialist.role}
          </dd>
        </div>
        <div>
          <dt className="text-sm text-text-muted">Confirmation sent to</dt>
          <dd>{booking.email}</dd>
        </div>
        <div>
          <dt className="text-sm text-text-muted">Joining the call</dt>
          <dd>{capitalised(joinInstructions(booking.email))}</dd>
        </div>
      </dl>
      <div className="flex flex-wrap gap-3">
        <a
          href={calendarHref!}
          download={ICS_FILE_NAME}
          className={buttonClassName({ variant: 'secondary' })}
        >
          Add to calendar
        </a>
        <Link
          to={`${base}/interview?token=${encodeURIComponent(booking.interview_token)}`}
          className={buttonClassName({})}
        >
          Fill in the pre-consultation interview
        </Link>
      </div>
      <p className="text-sm text-text-muted">
        Need to change it? Use the link in your confirmation email to cancel or move the
        consultation.
      </p>
    </div>
  );
}
