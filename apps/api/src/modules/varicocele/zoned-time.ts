/**
 * Wall-clock time in an IANA zone without a date library: the runtime's Intl data knows every
 * zone's offsets and daylight-saving rules.
 */

const partFormatters = new Map<string, Intl.DateTimeFormat>();

function partsFormatter(zone: string): Intl.DateTimeFormat {
  let formatter = partFormatters.get(zone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-GB', {
      timeZone: zone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
      weekday: 'short',
    });
    partFormatters.set(zone, formatter);
  }
  return formatter;
}

export interface WallClock {
  /** YYYY-MM-DD */
  date: string;
  /** 1 = Monday … 7 = Sunday */
  weekday: number;
  hour: number;
  minute: number;
}

const WEEKDAYS = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'];

/** The date and time an instant shows on a clock in `zone`. */
export function wallClock(instant: Date, zone: string): WallClock {
  const parts = Object.fromEntries(
    partsFormatter(zone)
      .formatToParts(instant)
      .map((p) => [p.type, p.value]),
  );
  return {
    date: `${parts.year}-${parts.month}-${parts.day}`,
    weekday: WEEKDAYS.indexOf(parts.weekday!) + 1,
    hour: Number(parts.hour),
    minute: Number(parts.minute),
  };
}

/** Minutes the zone is ahead of UTC at that instant. */
function offsetMinutes(instant: Date, zone: string): number {
  const clock = wallClock(instant, zone);
  const [y, m, d] = clock.date.split('-').map(Number);
  const asUtc = Date.UTC(y!, m! - 1, d!, clock.hour, clock.minute);
  return Math.round((asUtc - Math.floor(instant.getTime() / 60_000) * 60_000) / 60_000);
}

/**
 * The instant a clock in `zone` shows `date` `time` (HH:MM). Two passes settle the offset
 * around a daylight-saving change; a time skipped by the change lands just after it.
 */
export function zonedToUtc(date: string, time: string, zone: string): Date {
  const [y, m, d] = date.split('-').map(Number);
  const [hh, mm] = time.split(':').map(Number);
  const guess = Date.UTC(y!, m! - 1, d!, hh!, mm!);
  const first = guess - offsetMinutes(new Date(guess), zone) * 60_000;
  return new Date(guess - offsetMinutes(new Date(first), zone) * 60_000);
}

/** YYYY-MM-DD plus `days` calendar days. */
export function addDays(date: string, days: number): string {
  const [y, m, d] = date.split('-').map(Number);
  return new Date(Date.UTC(y!, m! - 1, d! + days)).toISOString().slice(0, 10);
}

/** "Tuesday 14 January 2031, 09:30 (Asia/Tokyo)" for emails. */
export function describeInZone(instant: Date, zone: string): string {
  const text = new Intl.DateTimeFormat('en-GB', {
    timeZone: zone,
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).format(instant);
  return `${text} (${zone} time)`;
}
