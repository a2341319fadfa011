import { useMemo } from 'react';
import { Link } from '../../../shared/ui/link';
import { ICS_FILE_NAME, buildIcs } from '@mhp/contract/ics';
import { buttonClassName } from '../../../shared/ui/button';
import { lastBooking } from '../lib/last-booking';
import { formatDateTime } from '../lib/time-format';

/** /consult/success: the booking's summary, "Add to calendar" and the way to the interview. */
export function BookingSuccess({ base }: { base: string }) {
  const booking = useMemo(() => lastBooking.read(), []);
  const calendarHref = useMemo(() => {
    if (!booking) return null;
    const ics = buildIcs({
      uid: `${booking.id}@consult.mhp`,
      startsAt: booking.starts_at,
      endsAt: booking.ends_at,
      title: `Varicocele consultation with ${booking.specialist.name}`,
      description: `Video consultation with ${booking.specialist.name}.`,
    });
    return `data:text/calendar;charset=utf-8,${encodeURIComponent(ics)}`;
  }, [booking]);

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
