import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { chatAttachments } from '../../db/schema';
import { DEFAULT_SOCKET_LIMITS } from './socket/socket-budgets';
import { createLocalEngine } from './engine/local-engine';
import {
  createChatTestApp,
  createRoom,
  listen,
  openSocket,
  switchableEngine,
  type TestSocket,
  type TestUser,
} from '../../test/test-chat';

/**
 * Regenerate and edit-and-resend (issue 26, ADR 028). Each socket may send 5 message frames
 * (messages, edits and regenerates share the budget), so the budget test can reach its end.
 */
const MESSAGE_BURST = 5;
const engine = switchableEngine(createLocalEngine());
const { app, database, user } = await createChatTestApp({
  chat: {
    engine,
    socketLimits: {
      connection: {
        ...DEFAULT_SOCKET_LIMITS.connection,
        message: { burst: MESSAGE_BURST, perSecond: 0.001 },
      },
    },
  },
});
const base = await listen(app);

const PNG = Buffer.concat([
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  Buffer.alloc(24),
]);

async function stored(owner: TestUser, slug: string) {
  const res = await app.inject({ url: `/api/chat-room-messages/${slug}/`, headers: owner.headers });
  return res.json().results as { id: string; is_ai: boolean; message: string; urgent: boolean }[];
}

async function connected() {
  const owner = await user();
  const room = await createRoom(app, owner);
  const socket = await openSocket(base, room.slug, owner.token);
  return { owner, room, socket };
}

/** Sends a question and waits for its echo and its whole reply. */
async function ask(socket: TestSocket, message: string) {
  socket.send({ message });
  const question = await socket.next('user_message');
  const reply = await socket.next('ai_message');
  return { question, reply };
}

describe('regenerate', () => {
  it('replaces the last reply in every tab, without repeating the question', async () => {
    const { owner, room, socket } = await connected();
    const { question, reply } = await ask(socket, 'What is a varicocele?');
    const other = await openSocket(base, room.slug, owner.token);

    socket.send({ type: 'regenerate' });
    for (const tab of [socket, other]) {
      expect(await tab.next('truncated')).toEqual({
        type: 'truncated',
        room: room.slug,
        ids: [reply.message.id],
      });
      const again = await tab.next('ai_message');
      expect(again.reply_to).toBe(question.id);
      expect(again.message.id).not.toBe(reply.message.id);
    }
    expect(socket.events.filter((e) => e.type === 'user_message')).toHaveLength(1);
    const messages = await stored(owner, room.slug);
    expect(messages.map((m) => [m.id === question.id, m.is_ai])).toEqual([
      [true, false],
      [false, true],
    ]);
    await Promise.all([socket.close(), other.close()]);
  });

  it('answers a question whose reply failed (Ask again), removing nothing', async () => {
    const { owner, room, socket } = await connected();
    engine.failNext();
    socket.send({ message: 'What is a varicocele?' });
    const question = await socket.next('user_message');
    expect((await socket.next('error')).code).toBe('engine_failed');

    socket.send({ type: 'regenerate' });
    expect((await socket.next('ai_message')).reply_to).toBe(question.id);
    expect(socket.events.some((e) => e.type === 'truncated')).toBe(false);
    expect((await stored(owner, room.slug)).map((m) => m.is_ai)).toEqual([false, true]);
    await socket.close();
  });

  it('says clearly when there is nothing to regenerate, and the room stays usable', async () => {
    const { socket } = await connected();
    socket.send({ type: 'regenerate' });
    expect(await socket.next('error')).toMatchObject({
      code: 'nothing_to_regenerate',
      message: 'There is no reply to regenerate yet.',
    });
    await ask(socket, 'What is a varicocele?');
    await socket.close();
  });

  it('refuses while a reply is being written (Stop first), and removes nothing', async () => {
    const { owner, room, socket } = await connected();
    const release = engine.hold();
    socket.send({ message: 'What is a varicocele?' });
    await socket.next('ai_delta');
    socket.send({ type: 'regenerate' });
    expect((await socket.next('error')).code).toBe('busy');
    release();
    await socket.next('ai_message');
    expect((await stored(owner, room.slug)).map((m) => m.is_ai)).toEqual([false, true]);
    await socket.close();
  });
});

describe('edit and resend', () => {
  it('removes the message and all after it in every tab, and answers the new text with triage', async () => {
    const { owner, room, socket } = await connected();
    const first = await ask(socket, 'What is a varicocele?');
    const second = await ask(socket, 'How is it treated?');
    const other = await openSocket(base, room.slug, owner.token);

    socket.send({
      type: 'edit_message',
      message_id: first.question.id,
      message: '  sudden severe pain in my left testicle an hour ago ',
    });
    for (const tab of [socket, other]) {
      expect((await tab.next('truncated')).ids).toEqual([
        first.question.id,
        first.reply.message.id,
        second.question.id,
        second.reply.message.id,
      ]);
      const edited = await tab.next('user_message');
      expect(edited.message).toBe('sudden severe pain in my left testicle an hour ago');
      expect(edited.id).not.toBe(first.question.id);
      // The edited text goes through the red-flag triage like a new message.
      const reply = await tab.next('ai_message');
      expect(reply).toMatchObject({ reply_to: edited.id, urgent: true });
      expect(reply.chat_response).toMatch(/^> \*\*Call emergency services/);
    }
    const messages = await stored(owner, room.slug);
    expect(messages.map((m) => [m.message.slice(0, 14), m.is_ai, m.urgent])).toEqual([
      ['sudden severe ', false, false],
      [expect.any(String), true, true],
    ]);
    await Promise.all([socket.close(), other.close()]);
  });

  it('keeps the edited message’s file and deletes the files of the messages removed', async () => {
    const { socket } = await connected();
    const png = `data:image/png;base64,${PNG.toString('base64')}`;
    socket.send({ message: 'What is this?', file: png, file_name: 'a.png' });
    const first = await socket.next('user_message');
    await socket.next('ai_message');
    socket.send({ message: 'And this?', file: png, file_name: 'b.png' });
    await socket.next('user_message');
    await socket.next('ai_message');

    socket.send({ type: 'edit_message', message_id: first.id, message: 'What is this image?' });
    await socket.next('truncated');
    const edited = await socket.next('user_message');
    expect(edited.file_info?.name).toBe('a.png');
    expect(edited.file).toMatch(/\/api\/chat-file\//);
    await socket.next('ai_message');
    const files = await database.db
      .select({ name: chatAttachments.name })
      .from(chatAttachments)
      .where(eq(chatAttachments.name, 'b.png'));
    expect(files).toEqual([]);
    await socket.close();
  });

  it('answers not_editable, never a 500, for a message that is not the user’s own in this room', async () => {
    const { owner, room, socket } = await connected();
    const { question, reply } = await ask(socket, 'What is a varicocele?');
    const elsewhere = await createRoom(app, owner);
    const there = await openSocket(base, elsewhere.slug, owner.token);
    const theirs = await ask(there, 'How does heat affect sperm?');
    const stranger = await connected();
    const strangers = await ask(stranger.socket, 'What is a normal sperm count?');

    const targets = [reply.message.id, theirs.question.id, strangers.question.id, randomUUID()];
    for (const id of targets) {
      socket.send({ type: 'edit_message', message_id: id, message: 'changed' });
      expect(await socket.next('error')).toMatchObject({ code: 'not_editable' });
    }
    // The other user's message is untouched, and this room too.
    expect((await stored(stranger.owner, stranger.room.slug))[0]!.message).toBe(
      'What is a normal sperm count?',
    );
    expect((await stored(owner, room.slug)).map((m) => m.id)).toEqual([
      question.id,
      reply.message.id,
    ]);
    expect(socket.events.some((e) => e.type === 'error' && e.code === 'server_error')).toBe(false);
    await Promise.all([socket.close(), there.close(), stranger.socket.close()]);
  });

  it('checks the edited text like a message: empty, NUL, too long; and the id', async () => {
    const { socket } = await connected();
    const id = randomUUID();
    const cases = [
      [{ message_id: id, message: '  ' }, 'invalid_message'],
      [{ message_id: id, message: 'a\u0000b' }, 'invalid_message'],
      [{ message_id: id, message: 'x'.repeat(4001) }, 'message_too_long'],
      [{ message_id: '', message: 'hello' }, 'invalid_message'],
      [{ message_id: 'not-an-id', message: 'hello' }, 'not_editable'],
    ] as const;
    for (const [frame, code] of cases) {
      socket.send({ type: 'edit_message', ...frame });
      expect((await socket.next('error')).code).toBe(code);
    }
    await socket.close();
  });
});

describe('resume after a change', () => {
  it('never brings removed messages back: a page holding one gets the room anew (reset)', async () => {
    const { owner, room, socket } = await connected();
    const { question, reply } = await ask(socket, 'What is a varicocele?');
    socket.send({ type: 'edit_message', message_id: question.id, message: 'How is it treated?' });
    const edited = await socket.next('user_message');
    const newReply = await socket.next('ai_message');

    // A tab that was away still holds the old reply as its newest message.
    const away = await openSocket(base, room.slug, owner.token);
    away.send({ type: 'resume', last_id: reply.message.id });
    const sync = await away.next('sync');
    expect(sync.reset).toBe(true);
    expect(sync.messages.map((m) => m.id)).toEqual([edited.id, newReply.message.id]);
    // Up to date: nothing new, no reset.
    away.send({ type: 'resume', last_id: newReply.message.id });
    expect(await away.next('sync')).toMatchObject({ reset: false, messages: [] });
    await Promise.all([socket.close(), away.close()]);
  });
});

describe('budget', () => {
  it('counts edit_message and regenerate in the socket’s message budget, like a message', async () => {
    const { socket } = await connected();
    for (let i = 0; i < MESSAGE_BURST - 1; i += 1) {
      socket.send(
        i % 2 === 0
          ? { type: 'regenerate' }
          : { type: 'edit_message', message_id: randomUUID(), message: 'x' },
      );
      await socket.next('error');
    }
    await ask(socket, 'What is a varicocele?');
    socket.send({ type: 'regenerate' });
    expect(await socket.next('error')).toMatchObject({ code: 'rate_limited' });
    expect(socket.events.some((e) => e.type === 'truncated')).toBe(false);
    await socket.close();
  });
});
