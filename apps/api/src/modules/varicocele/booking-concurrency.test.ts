import { and, eq, inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { consultBookings } from '../../db/schema';
import { createTestApp } from '../../test/test-app';
import { book, freeSlots, seedSpecialists } from '../../test/test-varicocele';

/**
 * Many visitors taking one slot at once. On PGlite requests run one at a time; on Postgres
 * (TEST_DATABASE_URL) they really overlap, and the partial unique index decides.
 */
describe('concurrent bookings of one slot', async () => {
  // As behind the production proxy: each visitor comes from its own X-Forwarded-For address.
  const { app, database } = await createTestApp({ config: { trustProxy: true } });
  await seedSpecialists(database.db);
  const active = (specialistId: string, startsAt: string) =>
    database.db
      .select()
      .from(consultBookings)
      .where(
        and(
          eq(consultBookings.specialistId, specialistId),
          eq(consultBookings.startsAt, new Date(startsAt)),
          inArray(consultBookings.status, ['held', 'confirmed']),
        ),
      );

  it('gives exactly one of 20 simultaneous bookings the slot; the others get 409', async () => {
    const [slot] = await freeSlots(app, 'amara-okafor');
    const results = await Promise.all(
      Array.from({ length: 20 }, (_, i) => book(app, { ...slot, email: `racer${i}@example.com` })),
    );
    const codes = results.map((r) => r.statusCode).sort();
    expect(codes.filter((c) => c === 201)).toHaveLength(1);
    expect(codes.filter((c) => c === 409)).toHaveLength(19);
    expect(results.find((r) => r.statusCode === 409)!.json().message).toMatch(/just been taken/);
    expect(await active(slot!.specialist_id, slot!.starts_at)).toHaveLength(1);
  });

  it('gives exactly one of 20 simultaneous holds the slot', async () => {
    const [, slot] = await freeSlots(app, 'kenji-watanabe');
    const results = await Promise.all(
      Array.from({ length: 20 }, () =>
        app.inject({ method: 'POST', url: '/api/varicocele/slots/hold/', payload: slot }),
      ),
    );
    expect(results.filter((r) => r.statusCode === 201)).toHaveLength(1);
    expect(results.filter((r) => r.statusCode === 409)).toHaveLength(19);
    expect(await active(slot!.specialist_id, slot!.starts_at)).toHaveLength(1);
  });

  it('lets the slot go to someone else once a hold has lapsed', async () => {
    const [, , slot] = await freeSlots(app, 'lucia-fernandez');
    const hold = await app.inject({
      method: 'POST',
      url: '/api/varicocele/slots/hold/',
      payload: slot,
    });
    expect(hold.statusCode).toBe(201);
    await database.db
      .update(consultBookings)
      .set({ heldUntil: new Date(Date.now() - 1000) })
      .where(eq(consultBookings.startsAt, new Date(slot!.starts_at)));
    const res = await book(app, { ...slot, email: 'after.lapse@example.com' });
    expect(res.statusCode).toBe(201);
    // The lapsed hold can no longer book it.
    const late = await book(app, {
      ...slot,
      hold_token: hold.json().hold_token,
      email: 'late@example.com',
    });
    expect(late.statusCode).toBe(409);
  });
});
