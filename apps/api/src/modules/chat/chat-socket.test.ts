import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { SOCKET_CLOSE } from '@mhp/contract/socket';
import { createLocalEngine, NO_DOSES } from './engine/local-engine';
import {
  createChatTestApp,
  createRoom,
  listen,
  openSocket,
  switchableEngine,
  type TestUser,
} from '../../test/test-chat';

const engine = switchableEngine(createLocalEngine());
const { app, user } = await createChatTestApp({
  config: { brandHosts: { 'careapp.example.com': 'careapp' } },
  // Long enough that a busy test machine still answers in time, short enough to test.
  chat: { engine, heartbeatMs: 1000 },
});
const base = await listen(app);

const PNG = Buffer.concat([
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  Buffer.alloc(24),
]);
const dataUrl = (type: string, bytes: Buffer) => `data:${type};base64,${bytes.toString('base64')}`;

async function roomMessages(owner: TestUser, slug: string) {
  const res = await app.inject({ url: `/api/chat-room-messages/${slug}/`, headers: owner.headers });
  return res.json().results as {
    id: string;
    is_ai: boolean;
    message: string;
    urgent: boolean;
    file: string | null;
  }[];
}

async function connected() {
  const owner = await user();
  const room = await createRoom(app, owner);
  const socket = await openSocket(base, room.slug, owner.token);
  return { owner, room, socket };
}

describe('handshake', () => {
  it('refuses without a key, with a bad key, and for a room of another user', async () => {
    const owner = await user();
    const stranger = await user();
    const room = await createRoom(app, owner);
    const cases = [
      { key: null, expected: SOCKET_CLOSE.unauthorized },
      { key: 'not-a-token', expected: SOCKET_CLOSE.unauthorized },
      { key: stranger.token, expected: SOCKET_CLOSE.roomNotFound },
    ];
    for (const { key, expected } of cases) {
      const socket = await openSocket(base, room.slug, key);
      expect(await socket.closed).toEqual({ code: expected.code, reason: expected.reason });
      expect(socket.events).toEqual([]);
    }
    const missing = await openSocket(base, 'no-such-room', owner.token);
    expect((await missing.closed).code).toBe(SOCKET_CLOSE.roomNotFound.code);
  });

  it('refuses a page of another site and accepts our hosts and clients without Origin', async () => {
    const { owner, room, socket: first } = await connected();
    await first.close();
    const foreign = await openSocket(base, room.slug, owner.token, {
      origin: 'https://evil.example',
    });
    expect(await foreign.closed).toEqual(SOCKET_CLOSE.forbiddenOrigin);
    for (const origin of [
      'http://localhost:5173',
      'http://stud.localhost:8080',
      'https://careapp.example.com',
    ]) {
      const socket = await openSocket(base, room.slug, owner.token, { origin });
      socket.send({ type: 'resume', last_id: null });
      expect((await socket.next('sync')).room).toBe(room.slug);
      await socket.close();
    }
  });
});

describe('a conversation', () => {
  it('echoes the message, streams the reply and ends with the stored reply', async () => {
    const { owner, room, socket } = await connected();
    const clientId = randomUUID();
    socket.send({ message: 'Does a varicocele ache after standing?', client_id: clientId });

    const echo = await socket.next('user_message');
    expect(echo).toMatchObject({
      room: room.slug,
      client_id: clientId,
      file: null,
      message: 'Does a varicocele ache after standing?',
    });
    const reply = await socket.next('ai_message');
    const deltas = socket.events.filter((e) => e.type === 'ai_delta');
    expect(deltas.length).toBeGreaterThan(1);
    expect(
      deltas
        .map((d) => d.delta)
        .join('')
        .trim(),
    ).toBe(reply.chat_response);
    expect(reply).toMatchObject({
      room: room.slug,
      reply_to: echo.id,
      is_new_chat: true,
      urgent: false,
      stopped: false,
      related_chat_suggestions: expect.arrayContaining(['Is a varicocele dangerous?']),
    });
    // Issue 24: the reply leads with the passage that answers, not a preamble or heading.
    expect(reply.chat_response).toMatch(/^Many cause no trouble at all\. Some ache after standing/);
    expect(reply.message.chat_source_recommendations[0]).toEqual({
      title: 'What is a varicocele?',
      url: 'https://www.nhs.uk/conditions/varicocele/',
      thumbnail_url: null,
    });

    socket.send({ message: 'And how is it treated?' });
    expect((await socket.next('ai_message')).is_new_chat).toBe(false);
    const stored = await roomMessages(owner, room.slug);
    expect(stored.map((m) => m.is_ai)).toEqual([false, true, false, true]);
    const rooms = (await app.inject({ url: '/api/chat-room/', headers: owner.headers })).json();
    expect(rooms.results[0].name).toBe('Does a varicocele ache after standing?');
    await socket.close();
  });

  it('shows every event to every tab of the room', async () => {
    const { owner, room, socket } = await connected();
    const other = await openSocket(base, room.slug, owner.token);
    socket.send({ message: 'What does a semen analysis measure?' });
    const [mine, theirs] = await Promise.all([socket.next('ai_message'), other.next('ai_message')]);
    expect(theirs.message.id).toBe(mine.message.id);
    expect((await other.next('user_message')).message).toBe('What does a semen analysis measure?');
    await Promise.all([socket.close(), other.close()]);
  });

  it('opens an emergency reply with the urgent-care guidance and offers no follow-ups', async () => {
    const { owner, room, socket } = await connected();
    socket.send({ message: 'sudden severe pain in my left testicle an hour ago' });
    const first = await socket.next('ai_delta');
    expect(
      first.delta.startsWith(
        '> **Call emergency services or go to the emergency department now.**',
      ),
    ).toBe(true);
    const reply = await socket.next('ai_message');
    expect(reply.urgent).toBe(true);
    expect(reply.message.urgent).toBe(true);
    expect(reply.related_chat_suggestions).toEqual([]);
    // It cites the pages its guidance rests on, not what the search found for its words.
    expect(reply.message.chat_source_recommendations).toEqual([
      {
        title: 'Testicle pain (NHS)',
        url: 'https://www.nhs.uk/conditions/testicle-pain/',
        thumbnail_url: null,
      },
    ]);
    expect(reply.chat_response.indexOf('torsion')).toBeLessThan(200);
    expect((await roomMessages(owner, room.slug))[1]!.urgent).toBe(true);
    await socket.close();
  });

  it("answers a question in an emergency's words and ends with what to do if it is happening now", async () => {
    const { owner, room, socket } = await connected();
    socket.send({ message: 'just wondering about torsion, what is it?' });
    const reply = await socket.next('ai_message');
    expect(reply.urgent).toBe(false);
    expect(reply.chat_response.startsWith('**If this is happening now**')).toBe(false);
    expect(
      reply.chat_response.endsWith('**If this is happening now**, go to the emergency department.'),
    ).toBe(true);
    expect((await roomMessages(owner, room.slug))[1]!.message).toBe(reply.chat_response);
    await socket.close();
  });

  it('reads a short follow-up with the message before it', async () => {
    const titles = (reply: { message: { chat_source_recommendations: { title: string }[] } }) =>
      reply.message.chat_source_recommendations.map((source) => source.title);
    // Alone, "is it painful?" finds nothing…
    const alone = await connected();
    alone.socket.send({ message: 'is it painful?' });
    expect(titles(await alone.socket.next('ai_message'))).not.toContain(
      'Understanding a semen analysis',
    );
    await alone.socket.close();
    // …after a question about it, it is.
    const { socket } = await connected();
    socket.send({ message: 'What does a semen analysis look at?' });
    await socket.next('ai_message');
    socket.send({ message: 'is it painful?' });
    expect(titles(await socket.next('ai_message'))[0]).toBe('Understanding a semen analysis');
    await socket.close();
  });

  it('answers a dose question with general information and a referral, never a dose', async () => {
    const { socket } = await connected();
    socket.send({ message: 'How much clomiphene should I take for my varicocele?' });
    const reply = await socket.next('ai_message');
    expect(reply.chat_response.startsWith(NO_DOSES)).toBe(true);
    expect(reply.chat_response).not.toMatch(/\d+\s?mg/);
    // Its own advice ends it: no sources or follow-ups from the search for "varicocele".
    expect(reply.message.chat_source_recommendations).toEqual([]);
    expect(reply.related_chat_suggestions).toEqual([]);
    await socket.close();
  });
});

describe('bad input', () => {
  it('answers each with a coded error and stays usable', async () => {
    const { owner, room, socket } = await connected();
    socket.send('{not json');
    expect((await socket.next('error')).code).toBe('invalid_json');
    socket.send({ message: '   ' });
    expect(await socket.next('error')).toMatchObject({
      code: 'invalid_message',
      message: 'Type a message.',
    });
    socket.send({ message: 'x'.repeat(4001), client_id: randomUUID() });
    expect((await socket.next('error')).code).toBe('message_too_long');
    socket.send({
      message: 'see file',
      file: dataUrl('image/png', Buffer.from('just some text, not a picture')),
    });
    expect(await socket.next('error')).toMatchObject({
      code: 'bad_file',
      message: 'Attach an image (PNG, JPEG, GIF, WebP) or a PDF.',
    });
    socket.send({ message: 'see file', file: 'data:text/html;base64,PGgxPmhpPC9oMT4=' });
    expect((await socket.next('error')).code).toBe('bad_file');
    const big = Buffer.concat([PNG, Buffer.alloc(5 * 1024 * 1024)]);
    socket.send({ message: 'big file', file: dataUrl('image/png', big) });
    expect(await socket.next('error')).toMatchObject({
      code: 'bad_file',
      message: 'The file is larger than 5 MB.',
    });
    socket.send({ type: 'resume', last_id: 42 });
    expect((await socket.next('error')).code).toBe('invalid_message');

    expect(await roomMessages(owner, room.slug)).toEqual([]);
    socket.send({ message: 'What is a varicocele?' });
    expect((await socket.next('ai_message')).chat_response).toContain('varicocele');
    await socket.close();
  });
});

describe('attachments', () => {
  it('stores a file checked by its bytes and serves it only through its signed link', async () => {
    const { owner, room, socket } = await connected();
    // Declared as JPEG, but the bytes are a PNG: the bytes decide.
    socket.send({ message: 'my scan', file: dataUrl('image/jpeg', PNG) });
    const echo = await socket.next('user_message');
    expect(echo.file).toMatch(/^\/api\/chat-file\/[0-9a-f-]{36}\/\?exp=\d+&sig=[\w-]+$/);
    await socket.next('ai_message');

    const file = await app.inject({ url: echo.file! });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('image/png');
    expect(file.headers['cache-control']).toBe('private, max-age=3600');
    expect(file.rawPayload.equals(PNG)).toBe(true);
    expect((await roomMessages(owner, room.slug))[0]!.file).toBe(echo.file);

    const tampered = echo.file!.replace(/sig=./, (s) => (s.endsWith('A') ? 'sig=B' : 'sig=A'));
    expect((await app.inject({ url: tampered })).statusCode).toBe(404);
    const unsigned = echo.file!.split('?')[0]!;
    expect((await app.inject({ url: unsigned })).statusCode).toBe(404);
    const stretched = echo.file!.replace(
      /exp=(\d+)/,
      (_, exp: string) => `exp=${Number(exp) + 86_400}`,
    );
    expect((await app.inject({ url: stretched })).statusCode).toBe(404);
    await socket.close();
  });
});

describe('client ids', () => {
  it('stores a message sent twice with one client id once, and answers the repeat', async () => {
    const { owner, room, socket } = await connected();
    const clientId = randomUUID();
    socket.send({ message: 'What is a varicocele?', client_id: clientId });
    const first = await socket.next('user_message');
    const reply = await socket.next('ai_message');
    socket.send({ message: 'What is a varicocele?', client_id: clientId });
    expect((await socket.next('user_message')).id).toBe(first.id);
    expect((await socket.next('ai_message')).message.id).toBe(reply.message.id);
    expect(await roomMessages(owner, room.slug)).toHaveLength(2);
    await socket.close();
  });
});

describe('reconnecting', () => {
  it('stores a reply that completes while the socket is down and sends it on resume', async () => {
    const { owner, room, socket } = await connected();
    const release = engine.hold();
    socket.send({ message: 'What is a varicocele?' });
    const asked = await socket.next('user_message');
    await socket.next('ai_delta');
    await socket.close();
    release();

    const again = await openSocket(base, room.slug, owner.token);
    // Wait until the reply is stored, as a page that comes back a moment later would.
    await expect.poll(async () => (await roomMessages(owner, room.slug)).length).toBe(2);
    again.send({ type: 'resume', last_id: asked.id });
    const sync = await again.next('sync');
    expect(sync.replying).toBe(false);
    expect(sync.messages).toHaveLength(1);
    expect(sync.messages[0]).toMatchObject({ is_ai: true });
    expect(sync.messages[0]!.message).toContain('A varicocele is a swelling of the veins');

    again.send({ type: 'resume', last_id: sync.messages[0]!.id });
    expect((await again.next('sync')).messages).toEqual([]);
    // This socket was sent everything already: asking for the whole room again sends nothing.
    again.send({ type: 'resume', last_id: null });
    expect((await again.next('sync')).messages).toEqual([]);
    await again.close();
    // A new socket (a page that lost its messages) gets the room's history.
    const fresh = await openSocket(base, room.slug, owner.token);
    fresh.send({ type: 'resume', last_id: null });
    expect((await fresh.next('sync')).messages.map((m) => m.id)).toEqual([
      asked.id,
      sync.messages[0]!.id,
    ]);
    await fresh.close();
  });

  it('says a reply is still being written', async () => {
    const { socket } = await connected();
    const release = engine.hold();
    socket.send({ message: 'What is a varicocele?' });
    const asked = await socket.next('user_message');
    await socket.next('ai_delta');
    socket.send({ type: 'resume', last_id: asked.id });
    expect(await socket.next('sync')).toMatchObject({ replying: true, messages: [] });
    socket.send({ message: 'Another question meanwhile' });
    expect((await socket.next('error')).code).toBe('busy');
    release();
    await socket.next('ai_message');
    await socket.close();
  });
});

describe('stop', () => {
  it('stops a reply and keeps the part already written', async () => {
    const { owner, room, socket } = await connected();
    engine.hold();
    socket.send({ message: 'What is a varicocele?' });
    const first = await socket.next('ai_delta');
    socket.send({ type: 'stop' });
    const reply = await socket.next('ai_message');
    expect(reply.stopped).toBe(true);
    expect(reply.chat_response).toBe(first.delta.trim());
    expect((await roomMessages(owner, room.slug))[1]!.message).toBe(first.delta.trim());
    socket.send({ message: 'Next question' });
    expect((await socket.next('ai_message')).stopped).toBe(false);
    await socket.close();
  });
});

describe('failures', () => {
  it('answers an engine failure with engine_failed, stores no half reply, and stays usable', async () => {
    const { owner, room, socket } = await connected();
    engine.failNext();
    const clientId = randomUUID();
    socket.send({ message: 'What is a varicocele?', client_id: clientId });
    await socket.next('ai_delta');
    expect(await socket.next('error')).toMatchObject({
      code: 'engine_failed',
      client_id: clientId,
    });
    expect((await roomMessages(owner, room.slug)).map((m) => m.is_ai)).toEqual([false]);
    socket.send({ message: 'What is a varicocele?' });
    expect((await socket.next('ai_message')).stopped).toBe(false);
    await socket.close();
  });

  it('limits messages per user a minute with rate_limited and retry_after_s', async () => {
    const { socket } = await connected();
    for (let i = 0; i < 30; i += 1) socket.send({ message: `question ${i}` });
    socket.send({ message: 'one too many', client_id: randomUUID() });
    const limited = await socket.next('error', 10_000).then(async function until(event): Promise<
      typeof event
    > {
      return event.code === 'rate_limited' ? event : until(await socket.next('error', 10_000));
    });
    expect(limited.retry_after_s).toBeGreaterThan(0);
    expect(limited.retry_after_s).toBeLessThanOrEqual(60);
    expect(socket.ws.readyState).toBe(socket.ws.OPEN);
    await socket.close();
  });

  it('tells and closes the sockets of a deleted room', async () => {
    const { owner, room, socket } = await connected();
    await app.inject({
      method: 'DELETE',
      url: `/api/chat-room/${room.slug}/`,
      headers: owner.headers,
    });
    expect((await socket.next('error')).code).toBe('room_deleted');
    expect((await socket.closed).code).toBe(SOCKET_CLOSE.roomNotFound.code);
  });

  it('closes a socket whose peer stops answering pings', async () => {
    const { socket } = await connected();
    const open = app.websocketServer.clients.size;
    // The client stops reading: it no longer sees pings, so it never answers them.
    (socket.ws as unknown as { _socket: { pause(): void } })._socket.pause();
    await expect.poll(() => app.websocketServer.clients.size, { timeout: 6000 }).toBe(open - 1);
    socket.ws.terminate();
  });
});
