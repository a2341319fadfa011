import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { consultBookings } from '../../db/schema';
import { createTestApp } from '../../test/test-app';
import { testUsers } from '../../test/test-users';
import {
  book,
  consultFormFields,
  freeSlots,
  hold,
  seedSpecialists,
  visitorIp,
} from '../../test/test-varicocele';

/** Issue 25: booking must not relay mail (N5) or let one visitor take every slot (N6). */
describe('booking abuse', async () => {
  const users = testUsers();
  const { app, database } = await createTestApp({
    config: { trustProxy: true },
    verifyAccessToken: users.verify,
  });
  users.use(database.db);
  await seedSpecialists(database.db);
  const outboxFor = async (to: string) =>
    (await app.inject({ url: `/api/dev/outbox?to=${encodeURIComponent(to)}` })).json().messages as {
      subject: string;
      text: string;
    }[];
  const bookingsTo = async (email: string) =>
    (await database.db.select().from(consultBookings)).filter((row) => row.form?.email === email);
  const activeHoldsOn = async (specialistId: string) =>
    (await database.db.select().from(consultBookings)).filter(
      (row) => row.specialistId === specialistId && row.status === 'held',
    );

  it('refuses the 6th confirmation to one address within the hour: 429, Retry-After, nothing written', async () => {
    const victim = 'victim.inbox@example.com';
    const spam = 'Hello WIN $1000 now at http://spam.example';
    const slots = await freeSlots(app, 'amara-okafor');
    // Five different senders, as a spammer rotating addresses would be.
    for (const slot of slots.slice(0, 5)) {
      const res = await book(app, { ...slot, email: victim, first_name: spam });
      expect(res.statusCode, res.body).toBe(201);
    }
    const sixth = await book(app, { ...slots[5], email: victim, first_name: spam });
    expect(sixth.statusCode).toBe(429);
    expect(Number(sixth.headers['retry-after'])).toBeGreaterThan(55 * 60);
    expect(sixth.json().message).toMatch(/nothing was booked.*try again in 60 minutes/i);

    expect(await outboxFor(victim)).toHaveLength(5);
    expect(await bookingsTo(victim)).toHaveLength(5);
    expect((await freeSlots(app, 'amara-okafor')).map((s) => s.starts_at)).toContain(
      slots[5]!.starts_at,
    );
  });

  it("puts none of the booker's text in a mail (subject, first line or anywhere)", async () => {
    const email = 'text.check@example.com';
    const [slot] = await freeSlots(app, 'kenji-watanabe');
    const spam = 'WIN $1000 now at http://spam.example';
    const res = await book(app, {
      ...slot,
      email,
      first_name: spam,
      last_name: spam,
      message: spam,
    });
    expect(res.statusCode).toBe(201);
    const [mail] = await outboxFor(email);
    expect(mail!.text.split('\n')[0]).toBe('Hello,');
    expect(`${mail!.subject}\n${mail!.text}`).not.toContain('spam.example');
  });

  it('refuses the 6th booking mail from one IP across addresses', async () => {
    const ip = visitorIp();
    const slots = await freeSlots(app, 'lucia-fernandez');
    for (const [i, slot] of slots.slice(0, 5).entries()) {
      expect((await book(app, { ...slot, email: `one.ip.${i}@example.com` }, ip)).statusCode).toBe(
        201,
      );
    }
    const sixth = await book(app, { ...slots[5], email: 'one.ip.5@example.com' }, ip);
    expect(sixth.statusCode).toBe(429);
    expect(await outboxFor('one.ip.5@example.com')).toEqual([]);
  });

  it('does not count a booking that got no slot (409) against the budget', async () => {
    const ip = visitorIp();
    const [taken, free] = await freeSlots(app, 'marcus-hale');
    expect((await book(app, { ...taken, email: 'first.come@example.com' })).statusCode).toBe(201);
    for (let i = 0; i < 6; i += 1) {
      expect((await book(app, { ...taken, email: 'unlucky@example.com' }, ip)).statusCode).toBe(
        409,
      );
    }
    expect((await book(app, { ...free, email: 'unlucky@example.com' }, ip)).statusCode).toBe(201);
  });

  it('counts "moved" mails too: the 6th mail to the address in the hour is refused and the booking stays', async () => {
    const email = 'mover.limit@example.com';
    const slots = await freeSlots(app, 'kenji-watanabe');
    const booked = (await book(app, { ...slots[1], email })).json();
    const move = (slot: (typeof slots)[number]) =>
      app.inject({
        method: 'POST',
        url: '/api/varicocele/bookings/move/',
        headers: visitorIp(),
        payload: { token: booked.manage_token, time_zone: 'UTC', ...slot },
      });
    for (const slot of slots.slice(2, 6)) expect((await move(slot)).statusCode).toBe(200);
    const refused = await move(slots[6]!);
    expect(refused.statusCode).toBe(429);
    const manage = await app.inject({
      url: `/api/varicocele/bookings/manage/?token=${encodeURIComponent(booked.manage_token)}`,
    });
    expect(manage.json()).toMatchObject({ status: 'confirmed', starts_at: slots[5]!.starts_at });
    expect(await outboxFor(email)).toHaveLength(5);
  });

  it('refuses the 11th active hold from one visitor (IP) with a clear 429; released and lapsed holds count no more', async () => {
    const ip = visitorIp();
    const slots = (await freeSlots(app, 'amara-okafor')).slice(10, 22);
    const tokens: string[] = [];
    for (const slot of slots.slice(0, 10)) {
      const res = await hold(app, slot, ip);
      expect(res.statusCode, res.body).toBe(201);
      tokens.push(res.json().hold_token);
    }
    const eleventh = await hold(app, slots[10]!, ip);
    expect(eleventh.statusCode).toBe(429);
    expect(eleventh.json().message).toMatch(/already holding 10 times/);
    expect(Number(eleventh.headers['retry-after'])).toBeGreaterThan(200);
    expect(Number(eleventh.headers['retry-after'])).toBeLessThanOrEqual(300);
    // Another visitor is not affected.
    expect((await hold(app, slots[10]!)).statusCode).toBe(201);

    // Releasing one gives room for one more.
    await app.inject({
      method: 'POST',
      url: '/api/varicocele/slots/release/',
      payload: { hold_token: tokens[0] },
    });
    expect((await hold(app, slots[11]!, ip)).statusCode).toBe(201);
    expect((await hold(app, slots[0]!, ip)).statusCode).toBe(429);

    // Once the holds lapse, their slots are offered again and the visitor may hold anew.
    await database.db
      .update(consultBookings)
      .set({ heldUntil: new Date(Date.now() - 1000) })
      .where(eq(consultBookings.status, 'held'));
    const offered = (await freeSlots(app, 'amara-okafor')).map((s) => s.starts_at);
    for (const slot of slots) expect(offered).toContain(slot.starts_at);
    expect((await hold(app, slots[1]!, visitorIp())).statusCode).toBe(201);
    expect((await hold(app, slots[2]!, ip)).statusCode).toBe(201);
  });

  it('refuses the 11th hold of a signed-in user coming from many addresses', async () => {
    const signedIn = { authorization: 'Bearer user-hoarder' };
    const slots = (await freeSlots(app, 'lucia-fernandez')).slice(10, 21);
    for (const slot of slots.slice(0, 10)) {
      expect((await hold(app, slot, { ...signedIn, ...visitorIp() })).statusCode).toBe(201);
    }
    const eleventh = await hold(app, slots[10]!, { ...signedIn, ...visitorIp() });
    expect(eleventh.statusCode).toBe(429);
  });

  it('takes at most 10 of 40 parallel holds from one visitor', async () => {
    const ip = visitorIp();
    const slots = (await freeSlots(app, 'marcus-hale')).slice(20, 60);
    const results = await Promise.all(slots.map((slot) => hold(app, slot, ip)));
    expect(results.filter((r) => r.statusCode === 201)).toHaveLength(10);
    expect(results.filter((r) => r.statusCode === 429)).toHaveLength(30);
    expect(await activeHoldsOn('marcus-hale')).toHaveLength(10);
  });

  it('a booking made with a hold frees that hold from the count', async () => {
    const ip = visitorIp();
    const slots = (await freeSlots(app, 'kenji-watanabe')).slice(20, 31);
    const holds = [];
    for (const slot of slots.slice(0, 10)) holds.push((await hold(app, slot, ip)).json());
    const booked = await book(
      app,
      { ...slots[0], hold_token: holds[0].hold_token, email: consultFormFields.email },
      ip,
    );
    expect(booked.statusCode).toBe(201);
    expect((await hold(app, slots[10]!, ip)).statusCode).toBe(201);
  });
});
