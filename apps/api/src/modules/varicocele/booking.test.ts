import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../test/test-app';
import { book, consultFormFields, freeSlots, seedSpecialists } from '../../test/test-varicocele';

describe('consultation booking', async () => {
  // As behind the production proxy: each visitor comes from its own X-Forwarded-For address.
  const { app, database } = await createTestApp({ config: { trustProxy: true } });
  await seedSpecialists(database.db);
  const outboxFor = async (to: string) =>
    (await app.inject({ url: `/api/dev/outbox?to=${to}` })).json().messages as {
      subject: string;
      text: string;
      attachments: { filename: string; content_type: string; content: string }[];
    }[];

  it('lists the seeded specialists with photo, role, languages and focus', async () => {
    const res = await app.inject({ url: '/api/varicocele/specialists/' });
    expect(res.statusCode).toBe(200);
    const { specialists } = res.json();
    expect(specialists).toHaveLength(4);
    expect(specialists[0]).toMatchObject({
      id: 'amara-okafor',
      photo_url: '/media/specialists/amara-okafor.svg',
      languages: expect.arrayContaining(['English']),
      focus: expect.any(Array),
    });
  });

  it("offers 30-minute slots within the specialist's hours, grouped by the visitor's date", async () => {
    const res = await app.inject({
      url: '/api/varicocele/slots/?time_zone=Asia/Tokyo&specialist_id=marcus-hale&days=14',
    });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.time_zone).toBe('Asia/Tokyo');
    const slots = body.days.flatMap((d: { slots: unknown[] }) => d.slots);
    expect(slots.length).toBeGreaterThan(20);
    for (const slot of slots) {
      expect(slot.specialist_id).toBe('marcus-hale');
      expect(Date.parse(slot.ends_at) - Date.parse(slot.starts_at)).toBe(30 * 60_000);
      // Marcus works 08:30–16:30 New York time on weekdays.
      const local = new Intl.DateTimeFormat('en-GB', {
        timeZone: 'America/New_York',
        hour: '2-digit',
        minute: '2-digit',
        weekday: 'short',
        hourCycle: 'h23',
      }).format(new Date(slot.starts_at));
      expect(local).toMatch(/^(Mon|Tue|Wed|Thu|Fri) (0[89]|1[0-6]):(00|30)$/);
    }
    const [firstDay] = body.days;
    const tokyoDate = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Tokyo' }).format(
      new Date(firstDay.slots[0].starts_at),
    );
    expect(firstDay.date).toBe(tokyoDate);
  });

  it('refuses an unknown time zone naming the query field', async () => {
    const res = await app.inject({ url: '/api/varicocele/slots/?time_zone=Mars/Olympus' });
    expect(res.statusCode).toBe(400);
    expect(res.json().fields['query.time_zone']).toBeDefined();
  });

  it('names every missing consult field and a bad email', async () => {
    const [slot] = await freeSlots(app, 'amara-okafor');
    const res = await app.inject({
      method: 'POST',
      url: '/api/varicocele/bookings/',
      payload: { ...slot, time_zone: 'UTC', email: 'name@example' },
    });
    expect(res.statusCode).toBe(400);
    const { fields } = res.json();
    expect(Object.keys(fields).sort()).toEqual([
      'email',
      'first_name',
      'last_name',
      'message',
      'symptoms',
      'varicocele_grade',
    ]);
    expect(fields.email).toEqual(['Enter a valid email address.']);
  });

  it('refuses a time outside the working hours', async () => {
    const res = await book(app, {
      specialist_id: 'amara-okafor',
      starts_at: '2031-01-05T03:00:00.000Z',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().fields.starts_at).toBeDefined();
  });

  it('holds a slot, books it with the hold, emails the time in the visitor zone with an .ics', async () => {
    const [slot] = await freeSlots(app, 'kenji-watanabe');
    const hold = await app.inject({
      method: 'POST',
      url: '/api/varicocele/slots/hold/',
      payload: slot,
    });
    expect(hold.statusCode).toBe(201);
    const { hold_token, expires_at } = hold.json();
    expect(Date.parse(expires_at) - Date.now()).toBeGreaterThan(4 * 60_000);

    // Held: no longer offered, and nobody else can take it.
    expect((await freeSlots(app, 'kenji-watanabe')).map((s) => s.starts_at)).not.toContain(
      slot!.starts_at,
    );
    const other = await book(app, { ...slot, email: 'someone.else@example.com' });
    expect(other.statusCode).toBe(409);

    const email = 'booker.one@example.com';
    const res = await book(app, { ...slot, hold_token, email, time_zone: 'Asia/Tokyo' });
    expect(res.statusCode).toBe(201);
    const booking = res.json();
    expect(booking).toMatchObject({
      status: 'confirmed',
      starts_at: slot!.starts_at,
      time_zone: 'Asia/Tokyo',
      specialist: { id: 'kenji-watanabe', name: 'Dr Kenji Watanabe' },
      first_name: consultFormFields.first_name,
    });

    const [mail] = await outboxFor(email);
    const tokyo = new Intl.DateTimeFormat('en-GB', {
      timeZone: 'Asia/Tokyo',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    }).format(new Date(slot!.starts_at));
    expect(mail!.text).toContain(`${tokyo} (Asia/Tokyo time)`);
    expect(mail!.text).toContain(`/consult?booking=${encodeURIComponent(booking.manage_token)}`);
    expect(mail!.text).toContain(`/interview?token=${encodeURIComponent(booking.interview_token)}`);
    expect(mail!.attachments).toEqual([
      expect.objectContaining({
        filename: 'consultation.ics',
        content_type: expect.stringMatching(/^text\/calendar/),
      }),
    ]);
    const start = slot!.starts_at.replace(/[-:]/g, '').replace(/\.\d{3}/, '');
    expect(mail!.attachments[0]!.content).toContain(`DTSTART:${start}`);
  });

  it('links to the brand host the booking came from', async () => {
    const [slot] = await freeSlots(app, 'lucia-fernandez');
    const email = 'own.host@example.com';
    const res = await app.inject({
      method: 'POST',
      url: '/api/varicocele/bookings/',
      headers: { host: 'varicocele.localhost:8080' },
      payload: { ...consultFormFields, ...slot, email, time_zone: 'UTC' },
    });
    expect(res.statusCode).toBe(201);
    const [mail] = await outboxFor(email);
    expect(mail!.text).toContain('http://varicocele.localhost:8080/consult?booking=');
  });

  it('cancels from the signed link (no login) and frees the slot', async () => {
    const [slot] = await freeSlots(app, 'amara-okafor');
    const booked = (await book(app, { ...slot, email: 'cancel.me@example.com' })).json();
    const manage = await app.inject({
      url: `/api/varicocele/bookings/manage/?token=${encodeURIComponent(booked.manage_token)}`,
    });
    expect(manage.json()).toMatchObject({ id: booked.id, status: 'confirmed' });

    const cancel = await app.inject({
      method: 'POST',
      url: '/api/varicocele/bookings/cancel/',
      payload: { token: booked.manage_token },
    });
    expect(cancel.statusCode).toBe(200);
    expect(cancel.json().status).toBe('cancelled');
    expect((await freeSlots(app, 'amara-okafor')).map((s) => s.starts_at)).toContain(
      slot!.starts_at,
    );
    const again = await book(app, { ...slot, email: 'next.person@example.com' });
    expect(again.statusCode).toBe(201);
    expect((await outboxFor('cancel.me@example.com')).map((m) => m.subject)).toContain(
      'Your consultation is cancelled',
    );
  });

  it('moves to another free slot and frees the old one; a taken slot answers 409', async () => {
    const [first, second, third] = await freeSlots(app, 'marcus-hale');
    const booked = (await book(app, { ...first, email: 'mover@example.com' })).json();
    await book(app, { ...third, email: 'blocker@example.com' });
    const move = (slot: typeof first) =>
      app.inject({
        method: 'POST',
        url: '/api/varicocele/bookings/move/',
        payload: { token: booked.manage_token, time_zone: 'Europe/Berlin', ...slot },
      });
    expect((await move(third)).statusCode).toBe(409);
    const moved = await move(second);
    expect(moved.statusCode).toBe(200);
    expect(moved.json()).toMatchObject({ starts_at: second!.starts_at, status: 'confirmed' });
    const free = (await freeSlots(app, 'marcus-hale')).map((s) => s.starts_at);
    expect(free).toContain(first!.starts_at);
    expect(free).not.toContain(second!.starts_at);
  });

  it('refuses a forged or cross-purpose token', async () => {
    const [slot] = await freeSlots(app, 'lucia-fernandez');
    const booked = (await book(app, { ...slot, email: 'forger@example.com' })).json();
    for (const token of [booked.interview_token, `${booked.id}.forged-signature-value`]) {
      const res = await app.inject({
        method: 'POST',
        url: '/api/varicocele/bookings/cancel/',
        payload: { token },
      });
      expect(res.statusCode).toBe(404);
    }
  });

  it('saves the interview part-way, resumes it and completes it', async () => {
    const [slot] = await freeSlots(app, 'kenji-watanabe');
    const booked = (await book(app, { ...slot, email: 'interview@example.com' })).json();
    const save = (answers: object, completed = false) =>
      app.inject({
        method: 'POST',
        url: '/api/varicocele/interview/',
        payload: { token: booked.interview_token, answers, completed },
      });
    expect((await save({ side: 'left', symptoms: ['ache'] })).statusCode).toBe(200);
    const resumed = await app.inject({
      url: `/api/varicocele/interview/?token=${encodeURIComponent(booked.interview_token)}`,
    });
    expect(resumed.json()).toMatchObject({
      answers: { side: 'left', symptoms: ['ache'] },
      completed: false,
      booking: { id: booked.id },
    });
    const done = await save({ goals: ['fertility'], semen_analysis: { concentration: 12 } }, true);
    expect(done.json()).toMatchObject({
      answers: { side: 'left', goals: ['fertility'], semen_analysis: { concentration: 12 } },
      completed: true,
    });
    const bad = await save({ semen_analysis: { total_motility: 140 } });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().fields)).toEqual(['answers.semen_analysis.total_motility']);
  });
});
