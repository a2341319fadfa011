import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  assessments,
  chatMessages,
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
  verifiedUser,
  type SignedUp,
} from '../../test/test-accounts';

const { app, database } = await createAccountsTestApp();
const { db } = database;

const post = (owner: SignedUp, url: string, payload: object = {}) =>
  app.inject({ method: 'POST', url, headers: bearer(owner.access), payload });

/** A user with a bit of everything: a chat with messages, entries, a condition, a variable,
 * an assessment and an order. */
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
  return owner;
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
  it('downloads profile, chats with messages, analytics, conditions, variables, assessments and orders', async () => {
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
  });

  it('holds nothing of another user', async () => {
    await userWithData();
    const other = await verifiedUser(app);
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
});

describe('POST /api/my-data/delete-account/', () => {
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
