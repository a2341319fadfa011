import { describe, expect, it } from 'vitest';
import { icsField as field } from '@mhp/contract/ics';
import { createTestApp } from '../../test/test-app';
import { book, freeSlots, seedSpecialists } from '../../test/test-varicocele';

interface Mail {
  subject: string;
  text: string;
  attachments: { filename: string; content_type: string; content: string }[];
}

describe('a booking in the calendar: confirmed, moved, cancelled', async () => {
  const { app, database } = await createTestApp();
  await seedSpecialists(database.db);
  const outbox = async (to: string) =>
    (await app.inject({ url: `/api/dev/outbox?to=${to}` })).json().messages as Mail[];
  const manageCall = (action: 'move' | 'cancel', payload: object) =>
    app.inject({ method: 'POST', url: `/api/varicocele/bookings/${action}/`, payload });

  it('each mail says how to join and carries the file of the same UID, a higher SEQUENCE each time', async () => {
    const email = 'calendar.person@example.com';
    const [first, second] = await freeSlots(app, 'amara-okafor');
    const booked = (await book(app, { ...first, email })).json();

    const [confirmation] = await outbox(email);
    expect(confirmation!.text).toContain(`How to join: `);
    const original = confirmation!.attachments[0]!.content;
    expect(field(original, 'UID')).toBe(`${booked.id}@consult.mhp`);
    expect(field(original, 'SEQUENCE')).toBe('0');
    expect(field(original, 'LOCATION')).toMatch(/^Video call/);
    expect(field(original, 'DESCRIPTION')).toContain(`emails the link to join to ${email}`);
    expect(field(original, 'URL')).toMatch(/\/consult\?booking=/);

    const moved = await manageCall('move', {
      token: booked.manage_token,
      time_zone: 'Asia/Tokyo',
      ...second,
    });
    expect(moved.statusCode).toBe(200);
    const movedMail = (await outbox(email)).find(
      (m) => m.subject === 'Your consultation has moved',
    )!;
    expect(movedMail.text).toContain('How to join: ');
    const [movedFile] = movedMail.attachments;
    expect(movedFile!.content_type).toMatch(/method=PUBLISH/);
    expect(field(movedFile!.content, 'UID')).toBe(`${booked.id}@consult.mhp`);
    expect(Number(field(movedFile!.content, 'SEQUENCE'))).toBeGreaterThan(0);
    expect(field(movedFile!.content, 'DTSTART')).toBe(
      second!.starts_at.replace(/[-:]/g, '').replace(/\.\d{3}/, ''),
    );
    expect(field(movedFile!.content, 'URL')).toMatch(/\/consult\?booking=/);

    expect((await manageCall('cancel', { token: booked.manage_token })).statusCode).toBe(200);
    const cancelMail = (await outbox(email)).find(
      (m) => m.subject === 'Your consultation is cancelled',
    )!;
    const [cancelFile] = cancelMail.attachments;
    expect(cancelFile!.content_type).toMatch(/method=CANCEL/);
    expect(field(cancelFile!.content, 'METHOD')).toBe('CANCEL');
    expect(field(cancelFile!.content, 'STATUS')).toBe('CANCELLED');
    expect(field(cancelFile!.content, 'UID')).toBe(`${booked.id}@consult.mhp`);
    expect(Number(field(cancelFile!.content, 'SEQUENCE'))).toBeGreaterThan(
      Number(field(movedFile!.content, 'SEQUENCE')),
    );
  });

  it('refuses the interview of a cancelled consultation with 409 and a clear message', async () => {
    const [slot] = await freeSlots(app, 'kenji-watanabe');
    const booked = (await book(app, { ...slot, email: 'cancelled.interview@example.com' })).json();
    await manageCall('cancel', { token: booked.manage_token });
    const read = await app.inject({
      url: `/api/varicocele/interview/?token=${encodeURIComponent(booked.interview_token)}`,
    });
    const save = await app.inject({
      method: 'POST',
      url: '/api/varicocele/interview/',
      payload: { token: booked.interview_token, answers: { side: 'left' }, completed: true },
    });
    for (const res of [read, save]) {
      expect(res.statusCode).toBe(409);
      expect(res.json().message).toMatch(/cancelled, so its pre-consultation interview is closed/);
    }
  });
});
