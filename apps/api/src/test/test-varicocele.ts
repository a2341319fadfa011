import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import type { Database } from '../db/client';
import { specialists } from '../db/schema';
import { specialistSeeds } from '../db/seed-data/specialists';

export async function seedSpecialists(db: Database): Promise<void> {
  await db.insert(specialists).values(specialistSeeds).onConflictDoNothing();
}

export const consultFormFields = {
  first_name: 'Tomasz',
  last_name: 'Brandt',
  email: 'tomasz.brandt@example.com',
  message: 'Aching on the left side after long days standing.',
  varicocele_grade: 'grade_2',
  symptoms: ['varicocele_pain'],
};

/** Free slots of one specialist as the API lists them, soonest first. */
export async function freeSlots(app: FastifyInstance, specialistId: string, timeZone = 'UTC') {
  const res = await app.inject({
    url: `/api/varicocele/slots/?time_zone=${encodeURIComponent(timeZone)}&specialist_id=${specialistId}`,
  });
  expect(res.statusCode).toBe(200);
  return (res.json().days as { slots: { specialist_id: string; starts_at: string }[] }[]).flatMap(
    (day) => day.slots,
  );
}

let visitorCounter = 0;

/**
 * A fresh client address per visitor (apps built with `trustProxy: true` take it from
 * X-Forwarded-For), so each test's visitor has its own booking mail and hold budget.
 */
export function visitorIp(): Record<string, string> {
  visitorCounter += 1;
  return {
    'x-forwarded-for': `203.0.${Math.floor(visitorCounter / 250)}.${(visitorCounter % 250) + 1}`,
  };
}

/** Books as a new visitor, unless `headers` say who. */
export function book(
  app: FastifyInstance,
  body: Record<string, unknown>,
  headers: Record<string, string> = visitorIp(),
) {
  return app.inject({
    method: 'POST',
    url: '/api/varicocele/bookings/',
    headers,
    payload: { ...consultFormFields, time_zone: 'Asia/Tokyo', ...body },
  });
}

/** Holds a slot as a new visitor, unless `headers` say who. */
export function hold(
  app: FastifyInstance,
  slot: { specialist_id: string; starts_at: string },
  headers: Record<string, string> = visitorIp(),
) {
  return app.inject({ method: 'POST', url: '/api/varicocele/slots/hold/', headers, payload: slot });
}
