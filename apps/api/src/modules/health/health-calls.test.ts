import { describe, expect, it } from 'vitest';
import { healthEntries } from '../../db/schema';
import { createChatTestApp, type TestUser } from '../../test/test-chat';
import { describeReading, readingsIn } from '../chat/engine/reference-values';
import { extractFacts } from './extraction/extract-local';
import { createHealthRepo } from './health-repo';

const { app, database, user } = await createChatTestApp();

const call = (owner: TestUser | null, method: 'GET' | 'POST', url: string, payload?: object) =>
  app.inject({ method, url, headers: owner?.headers ?? {}, ...(payload ? { payload } : {}) });

async function addDisease(owner: TestUser, name: string) {
  const res = await call(owner, 'POST', '/api/my-disease/create/', { name });
  expect(res.statusCode, res.body).toBe(201);
  return res.json<{ id: string; name: string }>();
}

/** Entries written as the extraction would, at chosen times. */
async function seedEntries(
  owner: TestUser,
  rows: { type: string; term: string; at: string; value?: number; unit?: string; words?: string }[],
) {
  await database.db.insert(healthEntries).values(
    rows.map((row) => ({
      userId: owner.id,
      type: row.type as 'symptom',
      term: row.term,
      name: row.term,
      mainContent: row.words ?? `said ${row.term}`,
      value: row.value ?? null,
      unit: row.unit ?? (row.value === undefined ? null : 'million/mL'),
      createdAt: new Date(row.at),
    })),
  );
}

describe('my diseases', () => {
  it('adds, renames and deletes a condition; the list shows it', async () => {
    const owner = await user();
    const created = await addDisease(owner, '  Varicocele  ');
    expect(created.name).toBe('Varicocele');

    const renamed = await call(owner, 'POST', `/api/my-disease/${created.id}/update/`, {
      name: 'Left varicocele',
    });
    expect(renamed.statusCode).toBe(200);
    expect(renamed.json()).toMatchObject({ id: created.id, name: 'Left varicocele' });

    const list = await call(owner, 'GET', '/api/user-chat-analytics/');
    expect(list.json().my_diseases).toEqual([expect.objectContaining({ name: 'Left varicocele' })]);

    const gone = await call(owner, 'POST', `/api/my-disease/${created.id}/delete/`);
    expect(gone.json()).toEqual({ id: created.id, deleted: true });
    expect((await call(owner, 'GET', '/api/user-chat-analytics/')).json().my_diseases).toEqual([]);
  });

  it('answers 404 for another user’s condition, and for ids that do not exist', async () => {
    const owner = await user();
    const stranger = await user();
    const disease = await addDisease(owner, 'Low testosterone');
    for (const [url, payload] of [
      [`/api/my-disease/${disease.id}/update/`, { name: 'Mine now' }],
      [`/api/my-disease/${disease.id}/delete/`, undefined],
      ['/api/my-disease/not-a-uuid/delete/', undefined],
      ['/api/my-disease/6f1c1c8e-1111-4111-8111-111111111111/update/', { name: 'x' }],
    ] as const) {
      const res = await call(stranger, 'POST', url, payload);
      expect(res.statusCode, url).toBe(404);
    }
    const list = await call(owner, 'GET', '/api/user-chat-analytics/');
    expect(list.json().my_diseases).toEqual([
      expect.objectContaining({ name: 'Low testosterone' }),
    ]);
  });

  it('answers 400 naming the field for an empty, long or repeated name', async () => {
    const owner = await user();
    await addDisease(owner, 'Varicocele');
    for (const name of ['', '   ', 'x'.repeat(201), 'VARICOCELE']) {
      const res = await call(owner, 'POST', '/api/my-disease/create/', { name });
      expect(res.statusCode, name).toBe(400);
      expect(Object.keys(res.json().fields ?? {})).toContain('name');
    }
  });

  it('needs a signed-in user', async () => {
    expect((await call(null, 'POST', '/api/my-disease/create/', { name: 'x' })).statusCode).toBe(
      401,
    );
    expect((await call(null, 'GET', '/api/user-chat-analytics/')).statusCode).toBe(401);
  });
});

describe('processor variables', () => {
  it('stores a variable; creating the same name again updates it', async () => {
    const owner = await user();
    const first = await call(owner, 'POST', '/api/user-processor-variable/create/', {
      processor_variable: 'smoking',
      value: 'daily',
    });
    expect(first.statusCode).toBe(201);
    const again = await call(owner, 'POST', '/api/user-processor-variable/create/', {
      processor_variable: 'smoking',
      value: 'former',
    });
    expect(again.json()).toMatchObject({ id: first.json().id, value: 'former' });
    const updated = await call(
      owner,
      'POST',
      `/api/user-processor-variable/${first.json().id}/update/`,
      {
        value: 'never',
      },
    );
    expect(updated.json()).toMatchObject({ processor_variable: 'smoking', value: 'never' });
    const list = await call(owner, 'GET', '/api/user-chat-analytics/');
    expect(list.json().user_processor_variables).toEqual([
      expect.objectContaining({ processor_variable: 'smoking', value: 'never' }),
    ]);
  });

  it('answers 400 naming the field for an unknown name or a value outside its format', async () => {
    const owner = await user();
    const fieldsOf = (body: {
      errors?: Record<string, unknown>;
      fields?: Record<string, unknown>;
    }) => Object.keys(body.fields ?? {});
    const unknown = await call(owner, 'POST', '/api/user-processor-variable/create/', {
      processor_variable: 'favourite_colour',
      value: 'blue',
    });
    expect(unknown.statusCode).toBe(400);
    expect(fieldsOf(unknown.json())).toContain('processor_variable');

    const badChoice = await call(owner, 'POST', '/api/user-processor-variable/create/', {
      processor_variable: 'smoking',
      value: 'sometimes',
    });
    expect(badChoice.statusCode).toBe(400);
    expect(fieldsOf(badChoice.json())).toEqual(['value']);

    const text = await call(owner, 'POST', '/api/user-processor-variable/create/', {
      processor_variable: 'medication_allergies',
      value: 'penicillin',
    });
    expect(text.statusCode).toBe(201);
    const tooLong = await call(
      owner,
      'POST',
      `/api/user-processor-variable/${text.json().id}/update/`,
      {
        value: 'x'.repeat(301),
      },
    );
    expect(tooLong.statusCode).toBe(400);
    expect(fieldsOf(tooLong.json())).toEqual(['value']);
  });

  it('answers 404 for another user’s variable', async () => {
    const owner = await user();
    const stranger = await user();
    const created = await call(owner, 'POST', '/api/user-processor-variable/create/', {
      processor_variable: 'diet',
      value: 'vegan',
    });
    const res = await call(
      stranger,
      'POST',
      `/api/user-processor-variable/${created.json().id}/update/`,
      {
        value: 'omnivore',
      },
    );
    expect(res.statusCode).toBe(404);
    const list = await call(owner, 'GET', '/api/user-chat-analytics/');
    expect(list.json().user_processor_variables[0].value).toBe('vegan');
  });
});

describe('GET /api/user-chat-analytics/', () => {
  it('groups entries by type, newest first, and filters by type, dates and page', async () => {
    const owner = await user();
    const stranger = await user();
    await seedEntries(owner, [
      { type: 'symptom', term: 'pain', at: '2026-01-05T10:00:00Z' },
      { type: 'lab_result', term: 'sperm_concentration', at: '2026-01-10T10:00:00Z', value: 12 },
      { type: 'lab_result', term: 'sperm_concentration', at: '2026-02-10T10:00:00Z', value: 18 },
      { type: 'symptom', term: 'swelling', at: '2026-02-11T10:00:00Z' },
    ]);
    await seedEntries(stranger, [{ type: 'symptom', term: 'fatigue', at: '2026-01-06T10:00:00Z' }]);

    const all = (await call(owner, 'GET', '/api/user-chat-analytics/')).json();
    expect(all.count).toBe(4);
    expect(all.entries.lab_result.map((e: { value: number }) => e.value)).toEqual([18, 12]);
    expect(all.entries.symptom.map((e: { term: string }) => e.term)).toEqual(['swelling', 'pain']);

    const labs = (await call(owner, 'GET', '/api/user-chat-analytics/?type=lab_result')).json();
    expect(Object.keys(labs.entries)).toEqual(['lab_result']);
    expect(labs.count).toBe(2);

    const january = (
      await call(owner, 'GET', '/api/user-chat-analytics/?from=2026-01-01&to=2026-01-31')
    ).json();
    expect(january.count).toBe(2);

    const page = (await call(owner, 'GET', '/api/user-chat-analytics/?limit=1&offset=1')).json();
    expect(page.count).toBe(4);
    expect(page.entries).toEqual({ lab_result: [expect.objectContaining({ value: 18 })] });
  });

  it('answers 400 naming the field for an unknown type or a reversed date range', async () => {
    const owner = await user();
    const badType = await call(owner, 'GET', '/api/user-chat-analytics/?type=mood');
    expect(badType.statusCode).toBe(400);
    expect(JSON.stringify(badType.json())).toContain('type');
    const reversed = await call(
      owner,
      'GET',
      '/api/user-chat-analytics/?from=2026-02-01&to=2026-01-01',
    );
    expect(reversed.statusCode).toBe(400);
    expect(JSON.stringify(reversed.json())).toContain('to');
    const badDate = await call(owner, 'GET', '/api/user-chat-analytics/?from=yesterday');
    expect(badDate.statusCode).toBe(400);
  });
});

describe('POST /api/processor/component-ai-message/', () => {
  const write = (owner: TestUser, body: object) =>
    call(owner, 'POST', '/api/processor/component-ai-message/', body);

  it('explains how entries appear when there are none, and asks for a condition for a tip', async () => {
    const owner = await user();
    const summary = await write(owner, { component: 'weekly_summary' });
    expect(summary.json()).toEqual({
      chat_response: expect.stringMatching(/^Nothing new this week/),
      urgent: false,
    });
    const tip = await write(owner, { component: 'disease_tip' });
    expect(tip.json().chat_response).toMatch(/Add a condition/);
  });

  it('sums up the week, compares a result with its reference range, and never gives a dose', async () => {
    const owner = await user();
    const now = new Date().toISOString();
    await seedEntries(owner, [
      {
        type: 'lab_result',
        term: 'sperm_concentration',
        at: now,
        value: 12,
        words: 'sperm count 12 million/mL',
      },
      { type: 'medication', term: 'clomiphene', at: now },
    ]);
    const res = await write(owner, { component: 'weekly_summary' });
    const text = res.json().chat_response as string;
    expect(text).toContain('sperm_concentration (12 million/mL)');
    expect(text).toMatch(/below the usual lower limit of 16 million\/mL/);
    expect(text).not.toMatch(/\d+\s*mg\b/i);
  });

  /** A message's facts, read and stored as the chat stores them (health-module.ts). */
  const tell = async (owner: TestUser, text: string) =>
    createHealthRepo(database.db).insertFacts(
      { userId: owner.id, roomId: null, messageId: null },
      extractFacts(text),
    );
  /** A sentence (or line) comparing the value of 25% with the total motility limit. */
  const PROGRESSIVE_AS_TOTAL =
    /\b25\s*%[^.\n]*\b42\s*%|\b42\s*%[^.\n]*\b25\s*%|(?<!progressive )motility of 25/i;

  it('compares progressive motility with the progressive limit and total with the total one', async () => {
    const owner = await user();
    await tell(owner, 'Progressive motility 25%');
    await tell(owner, 'My total motility was 35%.');
    const text = (await write(owner, { component: 'weekly_summary' })).json()
      .chat_response as string;
    expect(text).toContain('progressive motility (25 %)');
    expect(text).toContain(
      'Your progressive motility of 25% is below the usual lower limit of 30% (WHO 2021).',
    );
    expect(text).toContain(
      'Your total motility of 35% is below the usual lower limit of 42% (WHO 2021).',
    );
    expect(text).not.toMatch(PROGRESSIVE_AS_TOTAL);
  });

  it('compares the progressive motility of an attached report with the progressive limit', async () => {
    const owner = await user();
    const report = 'Semen analysis\nProgressive motility 25 % (>= 30)\nNon-progressive (NP) 10 %';
    // The chat hands the extraction the message and one line per value of its PDF.
    await tell(owner, `Here are my results\n${readingsIn(report).map(describeReading).join('\n')}`);
    const text = (await write(owner, { component: 'weekly_summary' })).json()
      .chat_response as string;
    expect(text).toContain(
      'Your progressive motility of 25% is below the usual lower limit of 30%',
    );
    expect(text).not.toMatch(PROGRESSIVE_AS_TOTAL);
  });

  it('says nothing about a motility whose kind it cannot tell, rather than use the wrong limit', async () => {
    const owner = await user();
    const now = new Date().toISOString();
    await seedEntries(owner, [
      // Words of another value, and words naming no kind.
      {
        type: 'lab_result',
        term: 'motility',
        at: now,
        value: 25,
        unit: '%',
        words: 'total motility 40%',
      },
      {
        type: 'lab_result',
        term: 'motility',
        at: now,
        value: 20,
        unit: '%',
        words: 'sperm movement 20%',
      },
    ]);
    const text = (await write(owner, { component: 'weekly_summary' })).json()
      .chat_response as string;
    expect(text).toContain('motility (25 %)');
    expect(text).not.toMatch(/lower limit/);
    const disease = await addDisease(owner, 'Varicocele');
    const tip = (await write(owner, { component: 'disease_tip', disease_id: disease.id })).json()
      .chat_response as string;
    expect(tip).not.toMatch(/42\s*%|lower limit/);
  });

  it('never quotes urgent-care guidance in a summary or tip, even after a red-flag symptom', async () => {
    const owner = await user();
    await database.db.insert(healthEntries).values({
      userId: owner.id,
      type: 'symptom',
      term: 'scrotal_pain',
      name: 'Testicle or scrotal pain',
      mainContent: 'I have sudden severe pain in my left testicle',
    });
    const res = await write(owner, { component: 'weekly_summary' });
    expect(res.json().urgent).toBe(false);
    expect(res.json().chat_response).not.toMatch(/emergency|A&E|999|911/i);
    const disease = await addDisease(owner, 'Varicocele');
    const tip = await write(owner, { component: 'disease_tip', disease_id: disease.id });
    expect(tip.json().chat_response).not.toMatch(/emergency department|Call emergency/i);
  });

  it('writes a tip for a tracked condition from the health library; another user’s id is 404', async () => {
    const owner = await user();
    const stranger = await user();
    const disease = await addDisease(owner, 'Varicocele');
    const tip = await write(owner, { component: 'disease_tip', disease_id: disease.id });
    expect(tip.json().chat_response).toMatch(
      /^About \*\*Varicocele\*\*: \*\*What is a varicocele\?\*\*/,
    );
    expect(
      (await write(stranger, { component: 'disease_tip', disease_id: disease.id })).statusCode,
    ).toBe(404);
    const bad = await write(owner, { component: 'horoscope' });
    expect(bad.statusCode).toBe(400);
    expect(JSON.stringify(bad.json())).toContain('component');
  });
});
