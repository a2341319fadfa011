import { useState } from 'react';
import { errorMessage } from '../../../shared/api/http-client';
import { useAsync } from '../../../shared/hooks/use-async';
import { Button } from '../../../shared/ui/button';
import { varicoceleApi, type BookingSummary } from '../api/varicocele-api';
import { formatDateTime, visitorTimeZone } from '../lib/time-format';
import { SlotPicker } from './slot-picker';

/** /consult?booking=<token>: the emailed link to cancel or move a booking, without signing in. */
export function ManageBooking({ token }: { token: string }) {
  const timeZone = visitorTimeZone();
  const booking = useAsync((signal) => varicoceleApi.manage(token, signal), token);
  const [current, setCurrent] = useState<BookingSummary | null>(null);
  const [moving, setMoving] = useState(false);
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<string | null>(null);
  const slots = useAsync(
    (signal) =>
      moving && booking.data
        ? varicoceleApi.slots(timeZone, booking.data.specialist.id, signal)
        : Promise.resolve(null),
    moving ? 'moving' : 'idle',
  );

  if (booking.status === 'pending') return <p>Loading...</p>;
  if (booking.status === 'error') return <p role="alert">{errorMessage(booking.error)}</p>;
  const shown = current ?? booking.data;

  async function act(run: () => Promise<BookingSummary>, done: string) {
    setBusy(true);
    try {
      setCurrent(await run());
      setMessage(done);
      setMoving(false);
    } catch (error) {
      setMessage(errorMessage(error));
    } finally {
      setBusy(false);
    }
  }

  return (
    <section
      aria-labelledby="manage-heading"
      className="grid gap-4 rounded-2xl border border-border p-6"
    >
      <h2 id="manage-heading" className="text-2xl font-bold">
        Your consultation
      </h2>
      <p className="text-lg">
        {formatDateTime(shown.starts_at, timeZone)} with {shown.specialist.name}
      </p>
      <p className="text-sm text-text-muted">Times shown in {timeZone} time</p>
      <p>
        Status: <strong>{shown.status === 'cancelled' ? 'Cancelled' : 'Booked'}</strong>
      </p>
      {message && (
        <p role="status" className="font-medium">
          {message}
        </p>
      )}
      {shown.status === 'confirmed' && !moving && (
        <div className="flex flex-wrap gap-3">
          <Button variant="secondary" onClick={() => setMoving(true)}>
            Move to another time
          </Button>
          <Button
            variant="danger"
            loading={busy}
            onClick={() =>
              void act(
                () => varicoceleApi.cancel(token),
                'Your consultation is cancelled. The time is free again.',
              )
            }
          >
            Cancel consultation
          </Button>
        </div>
      )}
      {moving && slots.data && (
        <SlotPicker
          days={slots.data.days}
          timeZone={timeZone}
          specialistNames={{}}
          busy={busy}
          onPick={(slot) =>
            void act(
              () => varicoceleApi.move({ token, time_zone: timeZone, ...slot }),
              'Your consultation has moved.',
            )
          }
        />
      )}
    </section>
  );
}
