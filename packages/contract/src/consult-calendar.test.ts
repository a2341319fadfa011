import { describe, expect, it } from 'vitest';
import { consultationIcs } from './consult-calendar';
import { icsContentType, icsField as field } from './ics';

const booking = {
  bookingId: 'b-1',
  startsAt: '2030-01-02T09:00:00.000Z',
  endsAt: '2030-01-02T09:30:00.000Z',
  specialistName: 'Dr Amara Okafor',
  email: 'ren@example.com',
  manageUrl: 'https://varicocele.example/consult?booking=t',
};

describe('a consultation in a calendar', () => {
  it('carries one UID per booking, how to join the call and the manage link', () => {
    const ics = consultationIcs(booking);
    expect(field(ics, 'UID')).toBe('b-1@consult.mhp');
    expect(field(ics, 'SEQUENCE')).toBe('0');
    expect(field(ics, 'METHOD')).toBe('PUBLISH');
    expect(field(ics, 'STATUS')).toBe('CONFIRMED');
    expect(field(ics, 'LOCATION')).toMatch(/^Video call/);
    expect(field(ics, 'DESCRIPTION')).toMatch(/How to join: .*ren@example.com/);
    expect(field(ics, 'URL')).toBe(booking.manageUrl);
    expect(icsContentType({})).toMatch(/method=PUBLISH$/);
  });

  it('a move keeps the UID with a higher SEQUENCE and the new time', () => {
    const ics = consultationIcs({ ...booking, startsAt: '2030-01-03T10:00:00.000Z', sequence: 3 });
    expect(field(ics, 'UID')).toBe('b-1@consult.mhp');
    expect(field(ics, 'SEQUENCE')).toBe('3');
    expect(field(ics, 'DTSTART')).toBe('20300103T100000Z');
  });

  it('a cancellation is METHOD:CANCEL with STATUS:CANCELLED, sent as such', () => {
    const ics = consultationIcs({ ...booking, sequence: 4, cancelled: true });
    expect(field(ics, 'METHOD')).toBe('CANCEL');
    expect(field(ics, 'STATUS')).toBe('CANCELLED');
    expect(field(ics, 'UID')).toBe('b-1@consult.mhp');
    expect(icsContentType({ cancelled: true })).toMatch(/method=CANCEL$/);
  });
});
