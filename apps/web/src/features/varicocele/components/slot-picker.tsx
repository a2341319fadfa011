import { useState } from 'react';
import type { SlotsAnswer } from '../api/varicocele-api';
import { formatDay, formatTime } from '../lib/time-format';

type Slot = SlotsAnswer['days'][number]['slots'][number];

/**
 * Free slots by day in the visitor's zone. Each time is a button; with several specialists the
 * button names whose slot it is.
 */
export function SlotPicker({
  days,
  timeZone,
  specialistNames,
  onPick,
  busy,
}: {
  days: SlotsAnswer['days'];
  timeZone: string;
  /** id → name; names are shown when slots of more than one specialist are listed. */
  specialistNames: Record<string, string>;
  onPick: (slot: Slot) => void;
  busy: boolean;
}) {
  const [dayIndex, setDayIndex] = useState(0);
  if (days.length === 0)
    return <p>No free times in the next two weeks. Please check back soon or contact us.</p>;
  const day = days[Math.min(dayIndex, days.length - 1)]!;
  const several = new Set(days.flatMap((d) => d.slots.map((s) => s.specialist_id))).size > 1;
  return (
    <div className="min-w-0">
      <p className="font-semibold">Times shown in {timeZone} time</p>
      <div role="group" aria-label="Day" className="mt-3 flex gap-2 overflow-x-auto pb-2">
        {days.map((d, i) => (
          <button
            key={d.date}
            type="button"
            aria-pressed={i === dayIndex}
            onClick={() => setDayIndex(i)}
            className="shrink-0 rounded-lg border border-border px-3 py-2 text-sm aria-pressed:border-brand aria-pressed:bg-brand aria-pressed:text-brand-contrast"
          >
            {formatDay(d.date)}
          </button>
        ))}
      </div>
      <h3 className="mt-4 font-semibold">{formatDay(day.date)}</h3>
      <ul className="mt-2 grid grid-cols-2 gap-2 sm:grid-cols-4">
        {day.slots.map((slot) => (
          <li key={`${slot.specialist_id}-${slot.starts_at}`}>
            <button
              type="button"
              disabled={busy}
              onClick={() => onPick(slot)}
              className="w-full rounded-lg border border-brand px-3 py-2 text-left font-semibold text-brand hover:bg-brand-soft disabled:opacity-60"
            >
              {formatTime(slot.starts_at, timeZone)}
              {several && (
                <span className="block text-xs font-normal text-text-muted">
                  {specialistNames[slot.specialist_id] ?? ''}
                </span>
              )}
            </button>
          </li>
        ))}
      </ul>
    </div>
  );
}
