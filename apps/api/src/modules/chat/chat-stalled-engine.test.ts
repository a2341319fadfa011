import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { randomUUID } from 'node:crypto';
import { afterAll, describe, expect, it } from 'vitest';
import { createOpenAiEngine } from './engine/openai-engine';
import { createChatTestApp, createRoom, listen, openSocket } from '../../test/test-chat';

// An OpenAI-compatible endpoint (the third party, at its HTTP boundary) that takes the request
// and never answers: the engine a stalled provider gives us.
const held: IncomingMessage[] = [];
const stalled = createServer((request) => void held.push(request));
await new Promise<void>((resolve) => stalled.listen(0, '127.0.0.1', resolve));
afterAll(async () => {
  stalled.closeAllConnections();
  await new Promise((resolve) => stalled.close(resolve));
});

const engine = createOpenAiEngine({
  baseUrl: `http://127.0.0.1:${(stalled.address() as AddressInfo).port}/v1`,
  model: 'stalled',
  // The engine's own time-outs are far longer than the first-word one under test.
  connectTimeoutMs: 60_000,
  retries: 0,
});
const { app, user } = await createChatTestApp({
  chat: { engine, heartbeatMs: 1000, firstWordTimeoutMs: 700 },
});
const base = await listen(app);

describe('a stalled engine (issue 24 item 8)', () => {
  it('lets Stop end the reply before the first word; the room takes the next message', async () => {
    const owner = await user();
    const room = await createRoom(app, owner);
    const socket = await openSocket(base, room.slug, owner.token);
    socket.send({ message: 'What is a varicocele?' });
    await socket.next('user_message');
    socket.send({ type: 'stop' });
    const reply = await socket.next('ai_message', 500);
    expect(reply).toMatchObject({ stopped: true, chat_response: '' });
    socket.send({ message: 'Are you there?' });
    expect((await socket.next('user_message')).message).toBe('Are you there?');
    await socket.close();
  });

  it('fails a reply with no words after the time-out, stores no reply, and is not stuck', async () => {
    const owner = await user();
    const room = await createRoom(app, owner);
    const socket = await openSocket(base, room.slug, owner.token);
    const clientId = randomUUID();
    const started = Date.now();
    socket.send({ message: 'What is a varicocele?', client_id: clientId });
    expect(await socket.next('error', 5000)).toMatchObject({
      code: 'engine_failed',
      client_id: clientId,
    });
    expect(Date.now() - started).toBeLessThan(4000);
    const stored = await app.inject({
      url: `/api/chat-room-messages/${room.slug}/`,
      headers: owner.headers,
    });
    expect(stored.json().results.map((m: { is_ai: boolean }) => m.is_ai)).toEqual([false]);
    // The room is free: the same question sent again (Retry) is taken and fails the same way.
    socket.send({ message: 'What is a varicocele?', client_id: randomUUID() });
    expect((await socket.next('user_message')).message).toBe('What is a varicocele?');
    expect((await socket.next('error', 5000)).code).toBe('engine_failed');
    await socket.close();
  });
});
