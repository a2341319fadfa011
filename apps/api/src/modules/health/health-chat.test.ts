import { describe, expect, it } from 'vitest';
import { captureLogs, scanLogs } from '../../test/test-logs';
import {
  createChatTestApp,
  createRoom,
  listen,
  openSocket,
  type TestUser,
} from '../../test/test-chat';
import { createLocalEngine } from '../chat/engine/local-engine';

const logs = captureLogs();
const { app, user } = await createChatTestApp({
  // Debug level: the most the app ever logs, so the scan below sees everything. Facts are read
  // on the worker thread, as the server reads them.
  config: { logLevel: 'debug', extractionThread: true },
  chat: { engine: createLocalEngine() },
  logStream: logs.stream,
});
const base = await listen(app);

const SYMPTOM_MESSAGE =
  'I have had a dull ache on the left side for 3 months and my sperm count was 12 million/ml';

/** Sends one message in a new room and waits for the whole reply. */
async function ask(owner: TestUser, message: string) {
  const room = await createRoom(app, owner);
  const socket = await openSocket(base, room.slug, owner.token);
  socket.send({ type: 'message', message });
  const reply = await socket.next('ai_message', 10_000);
  await socket.close();
  return { room, reply: reply.chat_response };
}

/** The extraction runs beside the reply: wait until the message's entries are stored. */
async function entriesStored(owner: TestUser, count: number) {
  // Up to 10 s: the first message also starts the extraction thread.
  for (let attempt = 0; attempt < 500; attempt += 1) {
    if ((await analytics(owner)).count >= count) return;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  throw new Error(`fewer than ${count} entries stored`);
}

async function analytics(owner: TestUser, query = '') {
  const res = await app.inject({
    url: `/api/user-chat-analytics/${query}`,
    headers: owner.headers,
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}

const post = (owner: TestUser, url: string, payload: object) =>
  app.inject({ method: 'POST', url, headers: owner.headers, payload });

describe('facts from the chat', () => {
  it('stores what the user said about themselves when they send a message, linked to the room', async () => {
    const owner = await user();
    const { room } = await ask(owner, SYMPTOM_MESSAGE);
    await entriesStored(owner, 2);
    const body = await analytics(owner);
    expect(body.entries.symptom).toEqual([
      expect.objectContaining({
        term: 'pain',
        main_content: 'I have had a dull ache on the left side for 3 months',
        duration: '3 months',
        duration_days: 90,
        severity: 'mild',
        room_slug: room.slug,
      }),
    ]);
    expect(body.entries.lab_result).toEqual([
      expect.objectContaining({ term: 'sperm_concentration', value: 12, unit: 'million/mL' }),
    ]);

    // Filtered by the room they came from.
    expect((await analytics(owner, `?room_slug=${room.slug}`)).count).toBe(2);
    const other = await createRoom(app, owner);
    expect((await analytics(owner, `?room_slug=${other.slug}`)).count).toBe(0);
  });

  it('stores nothing for a question or a negated symptom', async () => {
    const owner = await user();
    await ask(owner, 'What is a varicocele? I have no pain and no swelling.');
    // A message with a fact, sent after: once it is stored, the first one is surely done.
    await ask(owner, 'I take zinc.');
    await entriesStored(owner, 1);
    expect((await analytics(owner)).entries).toEqual({
      supplement: [expect.objectContaining({ term: 'zinc' })],
    });
  });

  it('keeps the entries when the room is deleted, without the link', async () => {
    const owner = await user();
    const { room } = await ask(owner, 'My testosterone was 280 ng/dL.');
    await entriesStored(owner, 1);
    await app.inject({
      method: 'DELETE',
      url: `/api/chat-room/${room.slug}/`,
      headers: owner.headers,
    });
    const body = await analytics(owner);
    expect(body.entries.lab_result).toEqual([
      expect.objectContaining({ value: 280, unit: 'ng/dL', room_slug: null }),
    ]);
  });
});

describe('answers that know the user', () => {
  const QUESTION = 'Can a varicocele affect fertility and sperm?';

  it('answers the same question differently for users with different facts', async () => {
    const plain = await user({ age: 30 });
    const known = await user({ age: 44 });
    await post(known, '/api/my-disease/create/', { name: 'Varicocele' });
    await post(known, '/api/user-processor-variable/create/', {
      processor_variable: 'smoking',
      value: 'daily',
    });
    await post(known, '/api/user-processor-variable/create/', {
      processor_variable: 'trying_to_conceive',
      value: 'yes',
    });

    const forPlain = (await ask(plain, QUESTION)).reply;
    const forKnown = (await ask(known, QUESTION)).reply;
    expect(forPlain).not.toContain('For you');
    expect(forKnown).not.toBe(forPlain);
    expect(forKnown).toContain('**For you:** You track Varicocele');
    expect(forKnown).toMatch(/You told us you smoke \(every day\)/);
    expect(forKnown).toMatch(/Because you are trying to conceive/);
    expect(forKnown).toMatch(/At 44, sperm quality declines/);
  });

  it('leaves facts out when they do not bear on the question', async () => {
    const owner = await user();
    await post(owner, '/api/user-processor-variable/create/', {
      processor_variable: 'diet',
      value: 'vegan',
    });
    const { reply } = await ask(owner, 'How long is recovery after varicocele surgery?');
    expect(reply).not.toContain('For you');
  });
});

describe('logs', () => {
  it('never hold message text, symptoms or lab values from a chat session', async () => {
    const owner = await user();
    await post(owner, '/api/my-disease/create/', { name: 'Peyronie disease' });
    await post(owner, '/api/user-processor-variable/create/', {
      processor_variable: 'medication_allergies',
      value: 'sulfonamides',
    });
    await ask(
      owner,
      'My scrotum throbs badly. Motility was 23.7% and FSH 13.9 IU/L. I take ashwagandha.',
    );
    await entriesStored(owner, 3);
    await post(owner, '/api/processor/component-ai-message/', { component: 'weekly_summary' });
    await app.inject({ url: '/api/my-data/', headers: owner.headers });
    // A failing call must not leak what was sent either.
    await post(owner, '/api/my-disease/create/', { name: 'Peyronie disease' });

    expect(logs.lines.length).toBeGreaterThan(5);
    const findings = scanLogs(logs.lines, {
      'message text': 'throbs badly',
      symptom: 'scrotum',
      'lab value': '23.7',
      'second lab value': '13.9',
      supplement: 'ashwagandha',
      disease: 'Peyronie',
      allergy: 'sulfonamides',
      'reply text': 'health library',
    });
    expect(findings).toEqual([]);
  });
});
