import { useState } from 'react';
import { errorMessage } from '../../../shared/api/http-client';
import { useVaricoceleQuery } from '../lib/use-varicocele-query';
import { Button } from '../../../shared/ui/button';
import { ConfirmDialog } from '../../../shared/ui/confirm-dialog';
import { varicoceleApi, type BookingSummary, type SlotsAnswer } from '../api/varicocele-api';
import { formatDateTime, visitorTimeZone } from '../lib/time-format';
import { SlotPicker } from './slot-picker';

type Slot = SlotsAnswer['days'][number]['slots'][number];
/** What the open confirmation dialog is about: the cancellation, or a move to `slot`. */
type Asking = { action: 'cancel' } | { action: 'move'; slot: Slot } | null;

/**
 * /consult?booking=<token>: the emailed link to cancel or move a booking, without signing in.
 * Both ask first in a dialog (as Cal.com does): a cancel is one press away from a slip, and a
 * move happens only once the new time is confirmed, not on the click that picks it.
 */
export function ManageBooking({ token }: { token: string }) {
  const timeZone = visitorTimeZone();
  const booking = useVaricoceleQuery((signal) => varicoceleApi.manage(token, signal), token);
  const [current, setCurrent] = useState<BookingSummary | null>(null);
  const [moving, setMoving] = useState(false);
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<string | null>(null);
  const [asking, setAsking] = useState<Asking>(null);
  const slots = useVaricoceleQuery(
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
    setAsking(null);
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
          <Button variant="danger" loading={busy} onClick={() => setAsking({ action: 'cancel' })}>
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
          onPick={(slot) => setAsking({ action: 'move', slot })}
        />
      )}
      {moving && (
        <div>
          <Button variant="secondary" onClick={() => setMoving(false)}>
            Keep the current time
          </Button>
        </div>
      )}
      <ConfirmDialog
        open={asking?.action === 'cancel'}
        title="Cancel this consultation?"
        message={`Your consultation on ${formatDateTime(shown.starts_at, timeZone)} with ${shown.specialist.name} will be cancelled and the time offered to others. We email you a calendar update that removes it.`}
        confirmLabel="Yes, cancel it"
        cancelLabel="Keep my consultation"
        onConfirm={() =>
          void act(
            () => varicoceleApi.cancel(token),
            'Your consultation is cancelled. The time is free again.',
          )
        }
        onCancel={() => setAsking(null)}
      />
      <ConfirmDialog
        open={asking?.action === 'move'}
        title="Move your consultation?"
        message={
          asking?.action === 'move'
            ? `From ${formatDateTime(shown.starts_at, timeZone)} to ${formatDateTime(asking.slot.starts_at, timeZone)} (${timeZone} time). We email you the updated calendar file.`
            : ''
        }
        confirmLabel="Move it"
        cancelLabel="Choose another time"
        onConfirm={() => {
          if (asking?.action !== 'move') return;
          const { slot } = asking;
          void act(
            () => varicoceleApi.move({ token, time_zone: timeZone, ...slot }),
            'Your consultation has moved. We have emailed you the updated calendar file.',
          );
        }}
        onCancel={() => setAsking(null)}
      />
    </section>
  );
}
