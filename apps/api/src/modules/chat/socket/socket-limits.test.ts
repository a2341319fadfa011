import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { CHAT_SOCKETS_PER_USER, SOCKET_CLOSE } from '@mhp/contract/socket';
import { chatMessages, chatRooms } from '../../../db/schema';
import { NUL_MESSAGE } from '../../../lib/validation';
import { captureLogs } from '../../../test/test-logs';
import {
  createChatTestApp,
  createRoom,
  listen,
  openSocket,
  type TestSocket,
  type TestUser,
} from '../../../test/test-chat';
import { createMemoryBus } from './chat-bus';

/**
 * The chat socket under attack (issue 25, N1, N8, N12): floods of every frame kind, a page that
 * never reads, too many sockets. Each attack must end with the attacker's socket closed with its
 * documented code while the server keeps answering everyone else; the assertions are about what
 * happens, not how fast (a slow machine must not fail them).
 */
const logs = captureLogs();
const bus = createMemoryBus();
const { app, database, user } = await createChatTestApp({
  chat: { bus },
  logStream: logs.stream,
  config: { logLevel: 'info' },
});
const base = await listen(app);
const { db } = database;

async function roomWithHistory(owner: TestUser) {
  const room = await createRoom(app, owner);
  const [row] = await db.select().from(chatRooms).where(eq(chatRooms.slug, room.slug));
  // 100 messages of about 700 characters: a full sync is about 70 KB, as in the probe.
  const text = 'A varicocele is a swelling of the veins above a testicle. '.repeat(12);
  await db
    .insert(chatMessages)
    .values(Array.from({ length: 100 }, (_, i) => ({ roomId: row!.id, isAi: i % 2 === 1, text })));
  return { ...room, id: row!.id };
}

/** Asks the health check until `done` settles; every answer's status. */
async function healthWhile(done: Promise<unknown>): Promise<number[]> {
  let running = true;
  void done.finally(() => (running = false));
  const statuses: number[] = [];
  do {
    const res = await fetch(`${base.replace(/^ws/, 'http')}/api/rest/rest-check/`);
    await res.arrayBuffer();
    statuses.push(res.status);
  } while (running);
  return statuses;
}

const counts = (socket: TestSocket) => {
  const byKind: Record<string, number> = {};
  for (const event of socket.events) {
    const key = event.type === 'error' ? `error:${event.code}` : event.type;
    byKind[key] = (byKind[key] ?? 0) + 1;
  }
  return byKind;
};

/** Sends `frames` copies of `frame` on each socket at once; resolves once all are closed. */
async function flood(sockets: TestSocket[], frame: string, frames: number) {
  for (const socket of sockets) {
    for (let i = 0; i < frames && socket.ws.readyState === socket.ws.OPEN; i += 1) {
      socket.ws.send(frame);
    }
  }
  return Promise.all(sockets.map((socket) => socket.closed));
}

describe('floods', () => {
  it('answers a few resumes, then closes the flooding sockets with 4429; the health check keeps answering', async () => {
    const owner = await user();
    const room = await roomWithHistory(owner);
    const sockets = await Promise.all(
      Array.from({ length: 4 }, () => openSocket(base, room.slug, owner.token)),
    );
    const closed = flood(sockets, JSON.stringify({ type: 'resume', last_id: null }), 3000);
    const health = await healthWhile(closed);

    expect(health.length).toBeGreaterThan(0);
    expect(health.every((status) => status === 200)).toBe(true);
    for (const socket of sockets) {
      expect(await socket.closed).toEqual(SOCKET_CLOSE.tooManyFrames);
      const answered = counts(socket);
      // At most the budget's few are answered (frames still queued when the socket closes are
      // not); the first carries the history, the later ones only what is new (nothing).
      const syncs = socket.events.filter((event) => event.type === 'sync');
      expect(syncs.length).toBeLessThanOrEqual(5);
      if (syncs.length > 0) expect(syncs[0]!.messages).toHaveLength(100);
      for (const later of syncs.slice(1)) expect(later.messages).toEqual([]);
      expect(answered['error:rate_limited'] ?? 0).toBeLessThanOrEqual(2);
      expect(answered['error:server_error']).toBeUndefined();
    }
    // The owner's next page is served as usual.
    const again = await openSocket(base, room.slug, owner.token);
    again.send({ type: 'resume', last_id: null });
    expect((await again.next('sync')).messages).toHaveLength(100);
    await again.close();
  });

  it('closes sockets flooding invalid JSON (4 × 20,000 frames) after a few answers', async () => {
    const owner = await user();
    const room = await createRoom(app, owner);
    const sockets = await Promise.all(
      Array.from({ length: 4 }, () => openSocket(base, room.slug, owner.token)),
    );
    const closed = flood(sockets, '{"type": "resume", ', 20_000);
    const health = await healthWhile(closed);

    expect(health.every((status) => status === 200)).toBe(true);
    for (const socket of sockets) {
      expect(await socket.closed).toEqual(SOCKET_CLOSE.tooManyFrames);
      expect(counts(socket)['error:invalid_json'] ?? 0).toBeLessThanOrEqual(10);
    }
  });

  it('counts unknown frame kinds (typing…) and binary frames as invalid, and closes their flood too', async () => {
    const owner = await user();
    const room = await createRoom(app, owner);
    const socket = await openSocket(base, room.slug, owner.token);
    socket.send({ type: 'typing' });
    expect(await socket.next('error')).toMatchObject({ code: 'invalid_message' });
    socket.ws.send(Buffer.from([1, 2, 3]), { binary: true });
    expect(await socket.next('error')).toMatchObject({
      code: 'invalid_message',
      message: 'Frames are JSON text.',
    });
    expect(await flood([socket], JSON.stringify({ type: 'typing' }), 5000)).toEqual([
      SOCKET_CLOSE.tooManyFrames,
    ]);
  });

  it('keeps a user’s budget across reconnects: opening sockets in a loop is refused with 4429', async () => {
    const owner = await user();
    const room = await createRoom(app, owner);
    const codes: number[] = [];
    for (let i = 0; i < 40; i += 1) {
      const socket = await openSocket(base, room.slug, owner.token);
      const early = await Promise.race([socket.closed, new Promise((r) => setTimeout(r, 20))]);
      if (early) {
        codes.push((early as { code: number }).code);
        break;
      }
      await socket.close();
    }
    expect(codes).toEqual([SOCKET_CLOSE.tooManyFrames.code]);
  });
});

describe('bad frames', () => {
  it('refuses a NUL character with invalid_message (never a server error) and stores nothing', async () => {
    const owner = await user();
    const room = await createRoom(app, owner);
    const socket = await openSocket(base, room.slug, owner.token);
    const clientId = randomUUID();
    socket.send({ message: 'before\u0000after', client_id: clientId });
    expect(await socket.next('error')).toEqual({
      type: 'error',
      code: 'invalid_message',
      message: NUL_MESSAGE,
      client_id: clientId,
    });
    socket.send({ ['mess\u0000age']: 'hello' });
    expect((await socket.next('error')).code).toBe('invalid_message');
    socket.send({ type: 'resume', last_id: '\u0000' });
    expect((await socket.next('error')).code).toBe('invalid_message');
    const stored = await app.inject({
      url: `/api/chat-room-messages/${room.slug}/`,
      headers: owner.headers,
    });
    expect(stored.json().results).toEqual([]);
    expect(
      socket.events.some((event) => event.type === 'error' && event.code === 'server_error'),
    ).toBe(false);
    socket.send({ message: 'What is a varicocele?' });
    expect((await socket.next('ai_message')).stopped).toBe(false);
    await socket.close();
  });
});

describe('a page that stops reading', () => {
  it('is closed with 4408 once its unsent data passes the send buffer', async () => {
    const owner = await user();
    const room = await roomWithHistory(owner);
    const socket = await openSocket(base, room.slug, owner.token);
    // The page stops reading; the room's events keep coming (another tab is chatting).
    (socket.ws as unknown as { _socket: { pause(): void; resume(): void } })._socket.pause();
    const big = 'x'.repeat(64 * 1024);
    const total = 400;
    for (let i = 0; i < total; i += 1) {
      await bus.publish(room.id, {
        kind: 'event',
        event: {
          type: 'user_message',
          room: room.slug,
          id: randomUUID(),
          client_id: null,
          message: big,
          file: null,
          file_info: null,
          chat_source_recommendations: [],
          created_at: new Date().toISOString(),
        },
      });
    }
    (socket.ws as unknown as { _socket: { resume(): void } })._socket.resume();
    expect(await socket.closed).toEqual(SOCKET_CLOSE.slowReader);
    // What waited for it was bounded: far from the 25 MB published.
    expect(socket.events.length).toBeLessThan(total);
    await expect
      .poll(() =>
        logs.lines.some((line) => line.includes(`"code":${SOCKET_CLOSE.slowReader.code}`)),
      )
      .toBe(true);
  });
});

describe('sockets per user', () => {
  it(`holds at most ${CHAT_SOCKETS_PER_USER} per user: the next is refused with 4409, others are not affected`, async () => {
    const owner = await user();
    const room = await createRoom(app, owner);
    const open: TestSocket[] = [];
    for (let i = 0; i < CHAT_SOCKETS_PER_USER; i += 1) {
      open.push(await openSocket(base, room.slug, owner.token));
    }
    const refused = await openSocket(base, room.slug, owner.token);
    expect(await refused.closed).toEqual(SOCKET_CLOSE.tooManySockets);
    // The open ones still work, and see the room's events.
    open[0]!.send({ message: 'What is a varicocele?' });
    expect((await open[CHAT_SOCKETS_PER_USER - 1]!.next('ai_message')).stopped).toBe(false);
    // Another user is not affected.
    const other = await user();
    const theirs = await openSocket(base, (await createRoom(app, other)).slug, other.token);
    theirs.send({ type: 'resume', last_id: null });
    expect((await theirs.next('sync')).messages).toEqual([]);
    // Closing one makes room for one more.
    await open.pop()!.close();
    const again = await openSocket(base, room.slug, owner.token);
    again.send({ type: 'resume', last_id: null });
    expect((await again.next('sync')).room).toBe(room.slug);
    await Promise.all([...open, again, theirs].map((socket) => socket.close()));
  });
});

describe('log lines', () => {
  it('log every socket session (open, close with its code) without the token', async () => {
    const owner = await user();
    const room = await createRoom(app, owner);
    const socket = await openSocket(base, room.slug, owner.token);
    socket.send({ type: 'resume', last_id: null });
    await socket.next('sync');
    await socket.close();
    const refused = await openSocket(base, room.slug, 'not-a-token');
    await refused.closed;

    await expect
      .poll(() =>
        logs.lines.some((line) => line.includes('"chat socket closed"') && line.includes(owner.id)),
      )
      .toBe(true);
    const mine = logs.lines
      .map((line) => JSON.parse(line) as Record<string, unknown>)
      .filter((entry) => entry.userId === owner.id);
    expect(mine.find((entry) => entry.msg === 'chat socket open')).toMatchObject({
      room: room.slug,
      socket: expect.any(String),
    });
    expect(mine.find((entry) => entry.msg === 'chat socket closed')).toMatchObject({
      room: room.slug,
      code: 1005,
      why: 'closed by the client',
      frames: 1,
      durationMs: expect.any(Number),
    });
    expect(
      logs.lines.some((line) => line.includes('"chat socket refused"') && line.includes('4401')),
    ).toBe(true);
    for (const line of logs.lines) {
      expect(line).not.toContain(owner.token);
      expect(line).not.toContain('not-a-token');
    }
  });
});
