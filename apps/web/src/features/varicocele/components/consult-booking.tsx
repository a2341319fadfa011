import { useRef, useState } from 'react';
import { lazyPart } from '../../../shared/lib/lazy-part';
import { LazyBoundary } from '../../../shared/ui/lazy-boundary';
import { errorMessage } from '../../../shared/api/http-client';
import { useVaricoceleQuery } from '../lib/use-varicocele-query';
import { Button } from '../../../shared/ui/button';
import {
  varicoceleApi,
  type BookingConfirmation,
  type HoldAnswer,
  type SlotsAnswer,
} from '../api/varicocele-api';
import { lastBooking } from '../lib/last-booking';
import { formatDateTime, visitorTimeZone } from '../lib/time-format';
import { useSecondsUntil } from '../lib/use-seconds-until';
import { SlotPicker } from './slot-picker';

type Slot = SlotsAnswer['days'][number]['slots'][number];

// The form opens once a slot is picked, so its code loads then, with the hold (ADR 008).
const ConsultForm = lazyPart(
  () => import('./consult-form'),
  (m) => m.ConsultForm,
);

/**
 * Our own booking: free slots in the visitor's zone, a pick holds the slot for a few minutes
 * (with a visible countdown) and opens the consult form; submitting books it.
 */
export function ConsultBooking({
  specialistId,
  onBooked,
}: {
  /** Only this specialist's slots (from /consult?specialist=<id>). */
  specialistId?: string;
  onBooked: (booking: BookingConfirmation) => void;
}) {
  const timeZone = visitorTimeZone();
  const [held, setHeld] = useState<{ slot: Slot; hold: HoldAnswer } | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [holding, setHolding] = useState(false);
  const [refresh, setRefresh] = useState(0);
  const formHeading = useRef<HTMLHeadingElement>(null);
  const secondsLeft = useSecondsUntil(held?.hold.expires_at ?? null);

  const data = useVaricoceleQuery(
    async (signal) => {
      const [slots, team] = await Promise.all([
        varicoceleApi.slots(timeZone, specialistId, signal),
        varicoceleApi.specialists(signal),
      ]);
      return { slots, team: team.specialists };
    },
    `${specialistId ?? 'all'}:${refresh}`,
  );

  async function pick(slot: Slot) {
    setHolding(true);
    setNotice(null);
    void ConsultForm.preload().catch(() => undefined); // a failure shows when the form renders
    try {
      if (held) void varicoceleApi.release(held.hold.hold_token).catch(() => undefined);
      const hold = await varicoceleApi.hold(slot);
      setHeld({ slot, hold });
      requestAnimationFrame(() => formHeading.current?.focus());
    } catch (error) {
      setNotice(errorMessage(error));
      setRefresh((n) => n + 1);
    } finally {
      setHolding(false);
    }
  }

  if (data.status === 'pending') return <p>Loading...</p>;
  if (data.status === 'error')
    return (
      <div role="alert">
        <p>{errorMessage(data.error)}</p>
        <Button variant="secondary" className="mt-3" onClick={data.refetch}>
          Try again
        </Button>
      </div>
    );

  const names = Object.fromEntries(data.data.team.map((s) => [s.id, s.name]));
  const chosen = specialistId ? data.data.team.find((s) => s.id === specialistId) : undefined;
  const minutes = Math.floor(secondsLeft / 60);
  const seconds = String(secondsLeft % 60).padStart(2, '0');

  return (
    // One track that may shrink below its content (minmax(0, 1fr)): otherwise the day strip's
    // full width sets the track and the page scrolls sideways on a phone (issue 26).
    <div className="grid grid-cols-[minmax(0,1fr)] gap-8">
      {chosen && <p className="text-lg">Booking with {chosen.name}</p>}
      {notice && (
        <p role="alert" className="rounded-lg border border-danger p-3 text-danger">
          {notice}
        </p>
      )}
      {!held ? (
        <SlotPicker
          days={data.data.slots.days}
          timeZone={timeZone}
          specialistNames={names}
          onPick={(slot) => void pick(slot)}
          busy={holding}
        />
      ) : (
        <section aria-labelledby="consult-form-heading" className="grid gap-5">
          <div className="rounded-2xl bg-brand-soft p-5">
            <h3
              id="consult-form-heading"
              ref={formHeading}
              tabIndex={-1}
              className="text-xl font-bold"
            >
              {formatDateTime(held.slot.starts_at, timeZone)} with {names[held.slot.specialist_id]}
            </h3>
            <p className="mt-1 text-sm">Times shown in {timeZone} time</p>
            <p className="mt-2" role="timer" aria-live="off">
              {secondsLeft > 0
                ? `We are holding this time for you for ${minutes}:${seconds}.`
                : 'Your hold has ended; you can still book if nobody else has taken the time.'}
            </p>
            <button
              type="button"
              className="mt-2 font-semibold text-brand underline"
              onClick={() => {
                void varicoceleApi.release(held.hold.hold_token).catch(() => undefined);
                setHeld(null);
                setRefresh((n) => n + 1);
              }}
            >
              Choose another time
            </button>
          </div>
          <LazyBoundary fallback={<p>Loading the form...</p>}>
            <ConsultForm
              submitLabel="Book consultation"
              onSubmit={async (fields) => {
                const booking = await varicoceleApi.book({
                  ...fields,
                  specialist_id: held.slot.specialist_id,
                  starts_at: held.slot.starts_at,
                  time_zone: timeZone,
                  hold_token: held.hold.hold_token,
                });
                lastBooking.write(booking);
                onBooked(booking);
              }}
            />
          </LazyBoundary>
        </section>
      )}
    </div>
  );
}
