/**
 * A one-event iCalendar file (RFC 5545) for a booked consultation. Shared by the API (the
 * confirmation email's attachment) and the web app ("Add to calendar" on /consult/success), so
 * both hand out the same file. Times are UTC; calendars show them in the reader's zone.
 */
export interface CalendarEvent {
  uid: string;
  startsAt: string;
  endsAt: string;
  title: string;
  description: string;
  /** A link shown with the event (e.g. the cancel/move page). */
  url?: string;
  /** Where the event happens (for a video call: how to join it). */
  location?: string;
  /**
   * The event's revision (RFC 5545 3.8.7.4): a calendar replaces the event of the same UID by
   * a file with a higher SEQUENCE, so a moved or cancelled booking updates the entry in place.
   */
  sequence?: number;
  /** A cancellation: METHOD:CANCEL and STATUS:CANCELLED, which removes the event. */
  cancelled?: boolean;
  /** When the file was made; defaults to now. */
  stamp?: string;
}

export const ICS_FILE_NAME = 'consultation.ics';
export const ICS_CONTENT_TYPE = 'text/calendar; charset=utf-8; method=PUBLISH';

/** The MIME type of a file from buildIcs: its method must match the file's METHOD. */
export const icsContentType = (event: Pick<CalendarEvent, 'cancelled'>) =>
  `text/calendar; charset=utf-8; method=${event.cancelled ? 'CANCEL' : 'PUBLISH'}`;

const utc = (iso: string) =>
  new Date(iso)
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');

/** Escapes TEXT values: backslash, semicolon, comma and newlines (RFC 5545 3.3.11). */
const text = (value: string) =>
  value.replace(/\\/g, '\\\\').replace(/;/g, '\\;').replace(/,/g, '\\,').replace(/\r?\n/g, '\\n');

/** Lines longer than 75 octets are folded with CRLF + space (RFC 5545 3.1). */
function fold(line: string): string {
  const parts: string[] = [];
  let rest = line;
  while (rest.length > 74) {
    parts.push(rest.slice(0, 74));
    rest = ` ${rest.slice(74)}`;
  }
  parts.push(rest);
  return parts.join('\r\n');
}

export function buildIcs(event: CalendarEvent): string {
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Mens Health Platform//Consultations//EN',
    'CALSCALE:GREGORIAN',
    event.cancelled ? 'METHOD:CANCEL' : 'METHOD:PUBLISH',
    'BEGIN:VEVENT',
    `UID:${event.uid}`,
    `SEQUENCE:${event.sequence ?? 0}`,
    `DTSTAMP:${utc(event.stamp ?? new Date().toISOString())}`,
    `DTSTART:${utc(event.startsAt)}`,
    `DTEND:${utc(event.endsAt)}`,
    `SUMMARY:${text(event.title)}`,
    `DESCRIPTION:${text(event.description)}`,
    ...(event.location ? [`LOCATION:${text(event.location)}`] : []),
    ...(event.url ? [`URL:${event.url}`] : []),
    event.cancelled ? 'STATUS:CANCELLED' : 'STATUS:CONFIRMED',
    'END:VEVENT',
    'END:VCALENDAR',
  ];
  return `${lines.map(fold).join('\r\n')}\r\n`;
}

/**
 * One property's value as written in a file from buildIcs (folding undone, escapes kept):
 * how tests, and anything reading our own files back, look at a field.
 */
export function icsField(ics: string, name: string): string | undefined {
  return ics
    .replace(/\r\n /g, '')
    .split('\r\n')
    .find((line) => line.startsWith(`${name}:`))
    ?.slice(name.length + 1);
}
