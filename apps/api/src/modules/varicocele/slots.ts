import type { WorkingHours } from '../../db/schema';
import { addDays, wallClock, zonedToUtc } from './zoned-time';

export const SLOT_MINUTES = 30;
/** A slot must start at least this far ahead, so the specialist can prepare. */
export const MIN_NOTICE_MINUTES = 120;

export interface SpecialistHours {
  id: string;
  timeZone: string;
  workingHours: WorkingHours;
}

export interface SlotTime {
  specialistId: string;
  startsAt: Date;
  endsAt: Date;
}

/**
 * Every 30-minute slot of a specialist's working hours between `from` and `until`, made in
 * the specialist's own zone (so "09:00" stays 09:00 for them across daylight-saving changes).
 */
export function slotsFromWorkingHours(
  specialist: SpecialistHours,
  from: Date,
  until: Date,
): SlotTime[] {
  const slots: SlotTime[] = [];
  const lastDate = wallClock(until, specialist.timeZone).date;
  for (
    let date = wallClock(from, specialist.timeZone).date;
    date <= lastDate;
    date = addDays(date, 1)
  ) {
    const weekday = wallClock(
      zonedToUtc(date, '12:00', specialist.timeZone),
      specialist.timeZone,
    ).weekday;
    const periods = specialist.workingHours[String(weekday) as keyof WorkingHours] ?? [];
    for (const [start, end] of periods) {
      const periodEnd = zonedToUtc(date, end, specialist.timeZone).getTime();
      let startsAt = zonedToUtc(date, start, specialist.timeZone).getTime();
      while (startsAt + SLOT_MINUTES * 60_000 <= periodEnd) {
        const endsAt = startsAt + SLOT_MINUTES * 60_000;
        if (startsAt >= from.getTime() && startsAt < until.getTime()) {
          slots.push({
            specialistId: specialist.id,
            startsAt: new Date(startsAt),
            endsAt: new Date(endsAt),
          });
        }
        startsAt = endsAt;
      }
    }
  }
  return slots;
}

/** Whether `startsAt` is one of the specialist's slots (for hold/book/move requests). */
export function isWorkingSlot(specialist: SpecialistHours, startsAt: Date): boolean {
  const from = new Date(startsAt.getTime() - 60_000);
  const until = new Date(startsAt.getTime() + 60_000);
  return slotsFromWorkingHours(specialist, from, until).some(
    (slot) => slot.startsAt.getTime() === startsAt.getTime(),
  );
}
