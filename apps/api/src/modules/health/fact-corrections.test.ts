import { describe, expect, it } from 'vitest';
import type { AnalyticsEntry } from '@mhp/contract/schemas/health';
import {
  createChatTestApp,
  createRoom,
  listen,
  openSocket,
  type TestUser,
} from '../../test/test-chat';
import { createLocalEngine } from '../chat/engine/local-engine';

const { app, user } = await createChatTestApp({ chat: { engine: createLocalEngine() } });
const base = await listen(app);

const MESSAGE = 'I smoke every day and we have been trying to conceive for 14 months';

/** Tells the chat about oneself and waits until the facts of the message are stored. */
async function tellTheChat(owner: TestUser, message: string, facts: number) {
  const room = await createRoom(app, owner);
  const socket = await openSocket(base, room.slug, owner.token);
  socket.send({ type: 'message', message });
  await socket.next('ai_message', 10_000);
  await socket.close();
  for (let attempt = 0; attempt < 100; attempt += 1) {
    const all = await entries(owner);
    if (all.length >= facts) return all;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  throw new Error(`fewer than ${facts} facts stored`);
}

async function entries(owner: TestUser): Promise<AnalyticsEntry[]> {
  const res = await app.inject({ url: '/api/user-chat-analytics/', headers: owner.headers });
  expect(res.statusCode, res.body).toBe(200);
  return Object.values(res.json().entries as Record<string, AnalyticsEntry[]>).flat();
}

const call = (owner: TestUser, method: 'PATCH' | 'DELETE', id: string, payload?: object) =>
  app.inject({
    method,
    url: `/api/user-chat-analytics/${id}/`,
    headers: owner.headers,
    ...(payload ? { payload } : {}),
  });

const fieldsOf = (body: { fields?: Record<string, unknown> }) => Object.keys(body.fields ?? {});

describe('correcting one fact the chat recorded', () => {
  it('stores daily smoking and 14 months of trying, then lets the owner correct one of them', async () => {
    const owner = await user();
    const stored = await tellTheChat(owner, MESSAGE, 2);
    const smoking = stored.find((entry) => entry.term === 'smoking')!;
    expect(smoking).toMatchObject({ frequency: 'daily', duration: null });
    expect(stored.find((entry) => entry.term === 'trying_to_conceive')).toMatchObject({
      type: 'personal',
      duration: '14 months',
      duration_days: 420,
    });

    const res = await call(owner, 'PATCH', smoking.id, {
      frequency: 'former',
      duration: '3 years',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      id: smoking.id,
      frequency: 'former',
      duration: '3 years',
      duration_days: 1095,
      main_content: smoking.main_content,
    });
    const after = await entries(owner);
    expect(after.find((entry) => entry.id === smoking.id)).toMatchObject({ frequency: 'former' });
    expect(after.find((entry) => entry.term === 'trying_to_conceive')?.duration).toBe('14 months');
  });

  it('answers bad values with a 400 naming each field, and changes nothing', async () => {
    const owner = await user();
    const [fact] = await tellTheChat(owner, 'I take zinc every day.', 1);
    const bad = await call(owner, 'PATCH', fact!.id, {
      frequency: 'hourly',
      duration: 'forever',
      value: 'lots',
      name: '',
    });
    expect(bad.statusCode).toBe(400);
    expect(fieldsOf(bad.json()).sort()).toEqual(['duration', 'frequency', 'name', 'value']);
    expect(String((bad.json().fields as Record<string, unknown>).duration)).toMatch(/14 months/);

    const empty = await call(owner, 'PATCH', fact!.id, {});
    expect(empty.statusCode).toBe(400);
    expect((await entries(owner))[0]).toEqual(fact);
  });

  it('answers 404 to another user, who can neither change nor delete the fact', async () => {
    const owner = await user();
    const stranger = await user();
    const [fact] = await tellTheChat(owner, 'I take zinc every day.', 1);
    expect((await call(stranger, 'PATCH', fact!.id, { frequency: 'weekly' })).statusCode).toBe(404);
    expect((await call(stranger, 'DELETE', fact!.id)).statusCode).toBe(404);
    expect((await call(stranger, 'DELETE', 'not-a-uuid')).statusCode).toBe(404);
    expect(await entries(owner)).toEqual([fact]);
  });

  it('deletes one fact and keeps the others', async () => {
    const owner = await user();
    const stored = await tellTheChat(owner, MESSAGE, 2);
    const smoking = stored.find((entry) => entry.term === 'smoking')!;
    const res = await call(owner, 'DELETE', smoking.id);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ id: smoking.id, deleted: true });
    expect((await entries(owner)).map((entry) => entry.term)).toEqual(['trying_to_conceive']);
    expect((await call(owner, 'DELETE', smoking.id)).statusCode).toBe(404);
  });
});
