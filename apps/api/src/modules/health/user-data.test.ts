import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  assessments,
  chatMessages,
  consultBookings,
  chatRooms,
  healthEntries,
  myDiseases,
  orders,
  refreshTokens,
  userProcessorVariables,
  users,
} from '../../db/schema';
import {
  bearer,
  clientIp,
  createAccountsTestApp,
  signUp,
  verifiedUser,
  type SignedUp,
} from '../../test/test-accounts';
import { book, freeSlots, seedSpecialists } from '../../test/test-varicocele';

const { app, database } = await createAccountsTestApp();
const { db } = database;
await seedSpecialists(db);

const post = (owner: SignedUp, url: string, payload: object = {}) =>
  app.inject({ method: 'POST', url, headers: bearer(owner.access), payload });

/** What a patient tells the clinic before a consultation (semen values, notes). */
const interviewAnswers = {
  side: 'left',
  semen_analysis: { concentration: 12, total_motility: 31 },
  notes: 'Ache gets worse after the gym',
};

/** Books the first free slot of a specialist; `headers` say who books. */
async function bookFor(specialistId: string, email: string, headers: Record<string, string>) {
  const [slot] = await freeSlots(app, specialistId);
  const res = await book(app, { ...slot, email }, { ...clientIp(), ...headers });
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as { id: string; manage_token: string; interview_token: string };
}

const interviewOf = (booked: { interview_token: string }) =>
  app.inject({
    url: `/api/varicocele/interview/?token=${encodeURIComponent(booked.interview_token)}`,
  });

/** A user with a bit of everything: a chat with messages, entries, a condition, a variable,
 * an assessment, an order, a consultation booked signed in (with interview answers) and one
 * booked without signing in under the account's verified address. */
async function userWithData() {
  const owner = await verifiedUser(app);
  const room = await post(owner, '/api/chat-room/', { name: 'Ache' });
  const [roomRow] = await db.select().from(chatRooms).where(eq(chatRooms.slug, room.json().slug));
  const [message] = await db
    .insert(chatMessages)
    .values([
      { roomId: roomRow!.id, isAi: false, text: 'My sperm count was 12 million/ml' },
      { roomId: roomRow!.id, isAi: true, text: 'Here is what our health library says.' },
    ])
    .returning();
  await db.insert(healthEntries).values({
    userId: owner.userId,
    roomId: roomRow!.id,
    messageId: message!.id,
    type: 'lab_result',
    term: 'sperm_concentration',
    name: 'Sperm concentration',
    mainContent: 'My sperm count was 12 million/ml',
    value: 12,
    unit: 'million/mL',
  });
  await post(owner, '/api/my-disease/create/', { name: 'Varicocele' });
  await post(owner, '/api/user-processor-variable/create/', {
    processor_variable: 'smoking',
    value: 'daily',
  });
  const assessment = await post(owner, '/api/varicocele/submit-assess/', {
    assessment_type: 'pain',
    answers: {
      red_flags: ['none'],
      pain_score: 5,
      onset: 'gradual',
      character: 'dull_ache',
      timing: 'after_standing',
      relief_lying_down: 'yes',
    },
  });
  expect(assessment.statusCode, assessment.body).toBeLessThan(300);
  await db.insert(orders).values({
    checkoutId: `checkout-${owner.userId}`,
    paymentId: `payment-${owner.userId}`,
    userId: owner.userId,
    email: owner.email,
    status: 'paid',
    shippingAddress: {
      first_name: 'Alex',
      last_name: 'Doe',
      phone: null,
      street_address_1: '1 Main St',
      street_address_2: null,
      city: 'Austin',
      postal_code: '78701',
      country: 'US',
      country_area: 'TX',
    },
    currency: 'USD',
    subtotalCents: 2400,
    shippingCents: 0,
    totalCents: 2400,
  });
  const signedInBooking = await bookFor('amara-okafor', owner.email, bearer(owner.access));
  const saved = await app.inject({
    method: 'POST',
    url: '/api/varicocele/interview/',
    payload: { token: signedInBooking.interview_token, answers: interviewAnswers, completed: true },
  });
  expect(saved.statusCode, saved.body).toBe(200);
  // Matched by address, whatever its case.
  const guestBooking = await bookFor('kenji-watanabe', owner.email.toUpperCase(), {});
  return Object.assign(owner, { signedInBooking, guestBooking });
}

const countFor = async (
  table:
    typeof healthEntries | typeof myDiseases | typeof userProcessorVariables | typeof chatRooms,
  userId: string,
) =>
  (
    await db
      .select({ n: sql<number>`count(*)::int` })
      .from(table)
      .where(eq(table.userId, userId))
  )[0]!.n;
const assessmentsOf = async (userId: string) =>
  (await db.select().from(assessments).where(eq(assessments.userId, userId))).length;

describe('GET /api/my-data/', () => {
  it('downloads profile, chats with messages, analytics, conditions, variables, assessments, orders, and consultation bookings with their interview answers', async () => {
    const owner = await userWithData();
    const res = await app.inject({ url: '/api/my-data/', headers: bearer(owner.access) });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-disposition']).toMatch(
      /^attachment; filename="my-data-\d{4}-\d\d-\d\d\.json"$/,
    );
    const data = res.json();
    expect(data.profile).toMatchObject({ email: owner.email, first_name: 'Alex' });
    expect(data.chats).toEqual([
      expect.objectContaining({
        name: 'Ache',
        messages: [
          expect.objectContaining({ is_ai: false, message: 'My sperm count was 12 million/ml' }),
          expect.objectContaining({ is_ai: true }),
        ],
      }),
    ]);
    expect(data.analytics).toEqual([expect.objectContaining({ value: 12, unit: 'million/mL' })]);
    expect(data.my_diseases).toEqual([expect.objectContaining({ name: 'Varicocele' })]);
    expect(data.user_processor_variables).toEqual([
      expect.objectContaining({ processor_variable: 'smoking', value: 'daily' }),
    ]);
    expect(data.assessments).toHaveLength(1);
    expect(data.orders).toEqual([expect.objectContaining({ email: owner.email })]);
    expect(data.consultations).toHaveLength(2);
    expect(data.consultations).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          id: owner.signedInBooking.id,
          status: 'confirmed',
          specialist: expect.objectContaining({ id: 'amara-okafor' }),
          form: expect.objectContaining({ email: owner.email, varicocele_grade: 'grade_2' }),
          interview: { answers: interviewAnswers, completed: true, updated_at: expect.any(String) },
          health_data_deleted_at: null,
        }),
        expect.objectContaining({ id: owner.guestBooking.id, interview: null }),
      ]),
    );
  });

  it('holds nothing of another user', async () => {
    await userWithData();
    const other = await verifiedUser(app);
    // A booking under the address of an account that never proved it is not that account's.
    const unverified = await signUp(app);
    await bookFor('lucia-fernandez', unverified.email, {});
    for (const user of [other, unverified]) {
      const data = (
        await app.inject({ url: '/api/my-data/', headers: bearer(user.access) })
      ).json();
      expect(data.consultations).toEqual([]);
    }
    const data = (await app.inject({ url: '/api/my-data/', headers: bearer(other.access) })).json();
    expect(data).toMatchObject({
      chats: [],
      analytics: [],
      my_diseases: [],
      user_processor_variables: [],
      assessments: [],
      orders: [],
    });
  });
});

describe('POST /api/my-data/delete-health/', () => {
  it('needs confirm: true (400 naming it) and deletes nothing without it', async () => {
    const owner = await userWithData();
    const res = await post(owner, '/api/my-data/delete-health/', {});
    expect(res.statusCode).toBe(400);
    expect(JSON.stringify(res.json())).toContain('confirm');
    expect(await countFor(healthEntries, owner.userId)).toBe(1);
  });

  it('removes chats, messages, analytics, conditions, variables and assessments from the database; keeps orders and the account', async () => {
    const owner = await userWithData();
    const bystander = await userWithData();
    const [room] = await db.select().from(chatRooms).where(eq(chatRooms.userId, owner.userId));

    const res = await post(owner, '/api/my-data/delete-health/', { confirm: true });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({
      deleted: {
        chats: 1,
        analytics: 1,
        my_diseases: 1,
        user_processor_variables: 1,
        assessments: 1,
        consultations: 2,
      },
    });

    for (const table of [healthEntries, myDiseases, userProcessorVariables, chatRooms] as const) {
      expect(await countFor(table, owner.userId)).toBe(0);
    }
    expect(await db.select().from(chatMessages).where(eq(chatMessages.roomId, room!.id))).toEqual(
      [],
    );
    expect(await assessmentsOf(owner.userId)).toBe(0);
    expect(await db.select().from(orders).where(eq(orders.userId, owner.userId))).toHaveLength(1);
    expect(await db.select().from(users).where(eq(users.id, owner.userId))).toHaveLength(1);
    // Nobody else's data went with it.
    expect(await countFor(healthEntries, bystander.userId)).toBe(1);
    expect(await countFor(chatRooms, bystander.userId)).toBe(1);

    const analytics = await app.inject({
      url: '/api/user-chat-analytics/',
      headers: bearer(owner.access),
    });
    expect(analytics.json()).toMatchObject({
      count: 0,
      entries: {},
      my_diseases: [],
      user_processor_variables: [],
    });
  });

  it('removes interview answers and health details from bookings; the interview link answers 410, the booking stays', async () => {
    const owner = await userWithData();
    expect((await post(owner, '/api/my-data/delete-health/', { confirm: true })).statusCode).toBe(
      200,
    );

    const gone = await interviewOf(owner.signedInBooking);
    expect(gone.statusCode).toBe(410);
    expect(gone.json().message).toMatch(/deleted at the patient.s request/);
    expect(gone.body).not.toContain('Ache gets worse');
    const save = await app.inject({
      method: 'POST',
      url: '/api/varicocele/interview/',
      payload: { token: owner.signedInBooking.interview_token, answers: { side: 'right' } },
    });
    expect(save.statusCode).toBe(410);

    // The consultation still takes place: its link works and the clinic can reach the patient.
    const manage = await app.inject({
      url: `/api/varicocele/bookings/manage/?token=${encodeURIComponent(owner.signedInBooking.manage_token)}`,
    });
    expect(manage.json()).toMatchObject({ status: 'confirmed', email: owner.email });
    const [row] = await db
      .select()
      .from(consultBookings)
      .where(eq(consultBookings.id, owner.signedInBooking.id));
    expect(row).toMatchObject({ interview: null, userId: owner.userId });
    expect(row!.form).toEqual({
      first_name: 'Tomasz',
      last_name: 'Brandt',
      email: owner.email,
    });

    const data = (await app.inject({ url: '/api/my-data/', headers: bearer(owner.access) })).json();
    expect(data.consultations).toHaveLength(2);
    for (const consultation of data.consultations) {
      expect(consultation).toMatchObject({
        interview: null,
        health_data_deleted_at: expect.any(String),
      });
      expect(consultation.form).not.toHaveProperty('message');
    }
  });
});

describe('POST /api/my-data/delete-account/', () => {
  it('keeps of a cancelled booking only that it existed and when', async () => {
    const owner = await userWithData();
    const cancelled = await app.inject({
      method: 'POST',
      url: '/api/varicocele/bookings/cancel/',
      payload: { token: owner.guestBooking.manage_token },
    });
    expect(cancelled.statusCode).toBe(200);
    const deleted = await post(owner, '/api/my-data/delete-account/', {
      confirm: true,
      password: owner.password,
    });
    expect(deleted.statusCode, deleted.body).toBe(200);
    const [row] = await db
      .select()
      .from(consultBookings)
      .where(eq(consultBookings.id, owner.guestBooking.id));
    expect(row).toMatchObject({
      status: 'cancelled',
      specialistId: 'kenji-watanabe',
      form: null,
      interview: null,
      userId: null,
    });
    expect(row!.startsAt).toBeInstanceOf(Date);
  });

  it('removes the account and its data, keeps orders without the link, and the user cannot sign in again', async () => {
    const owner = await userWithData();
    const res = await post(owner, '/api/my-data/delete-account/', {
      confirm: true,
      password: owner.password,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ deleted: true });

    expect(await db.select().from(users).where(eq(users.id, owner.userId))).toEqual([]);
    expect(
      await db.select().from(refreshTokens).where(eq(refreshTokens.userId, owner.userId)),
    ).toEqual([]);
    for (const table of [healthEntries, myDiseases, userProcessorVariables, chatRooms] as const) {
      expect(await countFor(table, owner.userId)).toBe(0);
    }
    expect(await assessmentsOf(owner.userId)).toBe(0);
    // Consultations stay for the clinic, without the account or any health details.
    for (const booked of [owner.signedInBooking, owner.guestBooking]) {
      expect((await interviewOf(booked)).statusCode).toBe(410);
      const [row] = await db
        .select()
        .from(consultBookings)
        .where(eq(consultBookings.id, booked.id));
      expect(row).toMatchObject({ userId: null, interview: null, status: 'confirmed' });
      expect(row!.form).not.toHaveProperty('message');
    }
    const [order] = await db
      .select()
      .from(orders)
      .where(eq(orders.checkoutId, `checkout-${owner.userId}`));
    expect(order).toMatchObject({ userId: null, totalCents: 2400 });

    const login = await app.inject({
      method: 'POST',
      url: '/api/users/login/',
      headers: clientIp(),
      payload: { email: owner.email, password: owner.password },
    });
    expect(login.statusCode).toBeGreaterThanOrEqual(400);
    const refresh = await app.inject({
      method: 'POST',
      url: '/api/users/refresh-token/',
      payload: { refresh: owner.refresh },
    });
    expect(refresh.statusCode).toBe(401);

    // The access token still verifies for a few minutes; writes for the gone account are 401.
    for (const [url, payload] of [
      ['/api/my-disease/create/', { name: 'Varicocele' }],
      ['/api/user-processor-variable/create/', { processor_variable: 'diet', value: 'vegan' }],
      ['/api/chat-room/', { name: 'Again' }],
    ] as const) {
      const res = await post(owner, url, payload);
      expect(res.statusCode, url).toBe(401);
    }
    expect(await countFor(myDiseases, owner.userId)).toBe(0);
  });
});
