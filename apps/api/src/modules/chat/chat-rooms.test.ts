import { describe, expect, it } from 'vitest';
import { chatMessages } from '../../db/schema';
import { createChatTestApp, createRoom, testStarters } from '../../test/test-chat';
import { createRoomsRepo } from './rooms-repo';

const { app, database, user } = await createChatTestApp();

/** Stores messages straight in the room (the socket is tested elsewhere). */
async function addMessages(
  slug: string,
  ownerId: string,
  texts: { text: string; isAi?: boolean; urgent?: boolean }[],
) {
  const room = await createRoomsRepo(database.db).findOwn(ownerId, slug);
  const rows = [];
  for (const { text, isAi = false, urgent = false } of texts) {
    const [row] = await database.db
      .insert(chatMessages)
      .values({ roomId: room!.id, text, isAi, urgent })
      .returning();
    rows.push(row!);
  }
  return rows;
}

describe('chat rooms', () => {
  it('creates rooms, named or "New chat", and lists them newest first in pages of 10', async () => {
    const owner = await user();
    const named = await createRoom(app, owner, '  Sperm count results ');
    expect(named).toMatchObject({
      name: 'Sperm count results',
      slug: expect.stringMatching(/^[a-f0-9]{18}$/),
    });
    const unnamed = await createRoom(app, owner);
    expect(unnamed.name).toBe('New chat');
    for (let i = 0; i < 10; i += 1) await createRoom(app, owner, `Room ${i}`);

    const first = await app.inject({ url: '/api/chat-room/', headers: owner.headers });
    expect(first.statusCode).toBe(200);
    const page = first.json();
    expect(page.count).toBe(12);
    expect(page.results).toHaveLength(10);
    expect(page.results[0].name).toBe('Room 9');
    expect(page.previous).toBeNull();
    expect(page.next).toBe('http://localhost/api/chat-room/?limit=10&offset=10');

    const second = (
      await app.inject({ url: '/api/chat-room/?limit=10&offset=10', headers: owner.headers })
    ).json();
    expect(second.results.map((r: { slug: string }) => r.slug)).toEqual([unnamed.slug, named.slug]);
    expect(second.next).toBeNull();
    expect(second.previous).toBe('http://localhost/api/chat-room/?limit=10&offset=0');
  });

  it('puts the room with the latest message first', async () => {
    const owner = await user();
    const older = await createRoom(app, owner, 'Older');
    await createRoom(app, owner, 'Newer');
    const room = await createRoomsRepo(database.db).findOwn(owner.id, older.slug);
    await createRoomsRepo(database.db).touch(room!.id, 'ignored');
    const list = (await app.inject({ url: '/api/chat-room/', headers: owner.headers })).json();
    expect(list.results.map((r: { name: string }) => r.name)).toEqual(['Older', 'Newer']);
  });

  it('renames and deletes a room; the deleted room is gone with its messages', async () => {
    const owner = await user();
    const room = await createRoom(app, owner);
    await addMessages(room.slug, owner.id, [{ text: 'hello' }]);
    const renamed = await app.inject({
      method: 'POST',
      url: `/api/chat-room/${room.slug}/`,
      headers: owner.headers,
      payload: { name: 'Left side ache' },
    });
    expect(renamed.statusCode).toBe(200);
    expect(renamed.json()).toMatchObject({ slug: room.slug, name: 'Left side ache' });

    const blank = await app.inject({
      method: 'POST',
      url: `/api/chat-room/${room.slug}/`,
      headers: owner.headers,
      payload: { name: '   ' },
    });
    expect(blank.statusCode).toBe(400);
    expect(blank.json().fields.name).toBeDefined();

    const deleted = await app.inject({
      method: 'DELETE',
      url: `/api/chat-room/${room.slug}/`,
      headers: owner.headers,
    });
    expect(deleted.statusCode).toBe(200);
    expect(deleted.json()).toEqual({ slug: room.slug, deleted: true });
    const after = await app.inject({
      url: `/api/chat-room-messages/${room.slug}/`,
      headers: owner.headers,
    });
    expect(after.statusCode).toBe(404);
    const again = await app.inject({
      method: 'DELETE',
      url: `/api/chat-room/${room.slug}/`,
      headers: owner.headers,
    });
    expect(again.statusCode).toBe(404);
  });

  it('refuses bad input with field messages', async () => {
    const owner = await user();
    const tooLong = await app.inject({
      method: 'POST',
      url: '/api/chat-room/',
      headers: owner.headers,
      payload: { name: 'x'.repeat(201) },
    });
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json().fields.name).toBeDefined();
    const badPage = await app.inject({ url: '/api/chat-room/?limit=0', headers: owner.headers });
    expect(badPage.statusCode).toBe(400);
    const badSlug = await app.inject({
      url: '/api/chat-room-messages/Not_A_Slug/',
      headers: owner.headers,
    });
    expect(badSlug.statusCode).toBe(400);
  });
});

describe('room messages', () => {
  it('pages from the newest: offset 0 holds the newest 25, each page oldest first', async () => {
    const owner = await user();
    const room = await createRoom(app, owner);
    const texts = Array.from({ length: 30 }, (_, i) => ({
      text: `message ${i}`,
      isAi: i % 2 === 1,
    }));
    await addMessages(room.slug, owner.id, texts);

    const newest = await app.inject({
      url: `/api/chat-room-messages/${room.slug}/`,
      headers: owner.headers,
    });
    expect(newest.statusCode).toBe(200);
    const page = newest.json();
    expect(page.count).toBe(30);
    expect(page.results).toHaveLength(25);
    expect(page.results[0].message).toBe('message 5');
    expect(page.results[24].message).toBe('message 29');
    expect(page.results[24]).toMatchObject({
      is_ai: true,
      file: null,
      feedback_type: null,
      feedback_message: null,
      chat_source_recommendations: [],
      urgent: false,
    });
    expect(page.next).toBe(
      `http://localhost/api/chat-room-messages/${room.slug}/?limit=25&offset=25`,
    );

    const older = (await app.inject({ url: page.next, headers: owner.headers })).json();
    expect(older.results.map((m: { message: string }) => m.message)).toEqual([
      'message 0',
      'message 1',
      'message 2',
      'message 3',
      'message 4',
    ]);
    expect(older.next).toBeNull();
  });

  it('finds an emergency reply however far back it is, with urgent=true', async () => {
    const owner = await user();
    const room = await createRoom(app, owner);
    await addMessages(room.slug, owner.id, [
      { text: 'sudden agony in my testicle' },
      { text: 'Call emergency services now.', isAi: true, urgent: true },
      ...Array.from({ length: 40 }, (_, i) => ({ text: `later ${i}`, isAi: i % 2 === 1 })),
    ]);
    const url = `/api/chat-room-messages/${room.slug}/`;
    const newest = (await app.inject({ url, headers: owner.headers })).json();
    expect(newest.results.some((m: { urgent: boolean }) => m.urgent)).toBe(false);

    const urgent = await app.inject({ url: `${url}?urgent=true&limit=1`, headers: owner.headers });
    expect(urgent.statusCode).toBe(200);
    expect(urgent.json()).toMatchObject({
      count: 1,
      next: null,
      results: [{ message: 'Call emergency services now.', urgent: true, is_ai: true }],
    });

    const bad = await app.inject({ url: `${url}?urgent=yes`, headers: owner.headers });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fields['query.urgent']).toBeDefined();
  });
});

describe('feedback', () => {
  it('likes, dislikes with a comment and clears the feedback of a reply', async () => {
    const owner = await user();
    const room = await createRoom(app, owner);
    const [question, reply] = await addMessages(room.slug, owner.id, [
      { text: 'What is a varicocele?' },
      { text: 'A swelling of veins.', isAi: true },
    ]);
    const url = `/api/message-feedback/${room.slug}/${reply!.id}/`;
    const like = await app.inject({
      method: 'POST',
      url,
      headers: owner.headers,
      payload: { feedback_type: 'like' },
    });
    expect(like.statusCode).toBe(200);
    expect(like.json()).toMatchObject({
      id: reply!.id,
      feedback_type: 'like',
      feedback_message: null,
    });

    const dislike = await app.inject({
      method: 'POST',
      url,
      headers: owner.headers,
      payload: { feedback_type: 'dislike', feedback_message: ' Too vague ' },
    });
    expect(dislike.json()).toMatchObject({
      feedback_type: 'dislike',
      feedback_message: 'Too vague',
    });

    const cleared = await app.inject({
      method: 'POST',
      url,
      headers: owner.headers,
      payload: { feedback_type: null },
    });
    expect(cleared.json()).toMatchObject({ feedback_type: null, feedback_message: null });

    const list = (
      await app.inject({ url: `/api/chat-room-messages/${room.slug}/`, headers: owner.headers })
    ).json();
    expect(list.results[1].feedback_type).toBeNull();

    const own = await app.inject({
      method: 'POST',
      url: `/api/message-feedback/${room.slug}/${question!.id}/`,
      headers: owner.headers,
      payload: { feedback_type: 'like' },
    });
    expect(own.statusCode).toBe(400);
    const bad = await app.inject({
      method: 'POST',
      url,
      headers: owner.headers,
      payload: { feedback_type: 'love' },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fields.feedback_type).toBeDefined();
    const missing = await app.inject({
      method: 'POST',
      url: `/api/message-feedback/${room.slug}/00000000-0000-4000-8000-000000000000/`,
      headers: owner.headers,
      payload: { feedback_type: 'like' },
    });
    expect(missing.statusCode).toBe(404);
  });
});

describe('prompts', () => {
  it('offers the starter suggestions', async () => {
    const owner = await user();
    const res = await app.inject({ url: '/api/chat-suggestions/', headers: owner.headers });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ suggestions: testStarters });
  });

  it('finds related prompts for a message from the best article and its neighbours', async () => {
    const owner = await user();
    const res = await app.inject({
      method: 'POST',
      url: '/api/related-chat-prompts/',
      headers: owner.headers,
      payload: { message: 'Does a varicocele ache after standing?' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().related_chat_suggestions).toEqual([
      'How long is recovery after varicocele surgery?',
      'What is a normal sperm count?',
      'Is a varicocele dangerous?',
      'Why is it usually on the left?',
    ]);
  });

  it('offers nothing after urgent guidance or a dose refusal', async () => {
    const owner = await user();
    for (const text of [
      'sudden severe pain in my left testicle, is it a varicocele?',
      'How much clomiphene should I take for my varicocele?',
    ]) {
      const room = await createRoom(app, owner);
      await addMessages(room.slug, owner.id, [{ text }]);
      for (const payload of [{ room_slug: room.slug }, { message: text }]) {
        const res = await app.inject({
          method: 'POST',
          url: '/api/related-chat-prompts/',
          headers: owner.headers,
          payload,
        });
        expect(res.json().related_chat_suggestions).toEqual([]);
      }
    }
  });

  it('uses the latest question of a room, and asks for a message or a room', async () => {
    const owner = await user();
    const room = await createRoom(app, owner);
    await addMessages(room.slug, owner.id, [{ text: 'What does a semen analysis measure?' }]);
    const res = await app.inject({
      method: 'POST',
      url: '/api/related-chat-prompts/',
      headers: owner.headers,
      payload: { room_slug: room.slug },
    });
    expect(res.json().related_chat_suggestions[0]).toBe('Is a varicocele dangerous?');
    const empty = await app.inject({
      method: 'POST',
      url: '/api/related-chat-prompts/',
      headers: owner.headers,
      payload: {},
    });
    expect(empty.statusCode).toBe(400);
  });
});

describe("another user's room", () => {
  it('answers 404 on every call, as a room that does not exist', async () => {
    const owner = await user();
    const stranger = await user();
    const room = await createRoom(app, owner, 'Private');
    const [, reply] = await addMessages(room.slug, owner.id, [
      { text: 'question' },
      { text: 'answer', isAi: true },
    ]);
    const calls = [
      {
        method: 'POST' as const,
        url: `/api/chat-room/${room.slug}/`,
        payload: { name: 'Mine now' },
      },
      { method: 'DELETE' as const, url: `/api/chat-room/${room.slug}/` },
      { method: 'GET' as const, url: `/api/chat-room-messages/${room.slug}/` },
      {
        method: 'POST' as const,
        url: '/api/related-chat-prompts/',
        payload: { room_slug: room.slug },
      },
      {
        method: 'POST' as const,
        url: `/api/message-feedback/${room.slug}/${reply!.id}/`,
        payload: { feedback_type: 'like' },
      },
    ];
    for (const call of calls) {
      const res = await app.inject({ ...call, headers: stranger.headers });
      expect(res.statusCode, `${call.method} ${call.url}`).toBe(404);
      expect(res.json().message).toBe('This conversation does not exist or was deleted.');
    }
    const list = (await app.inject({ url: '/api/chat-room/', headers: stranger.headers })).json();
    expect(list.count).toBe(0);
    const stillThere = await app.inject({
      url: `/api/chat-room-messages/${room.slug}/`,
      headers: owner.headers,
    });
    expect(stillThere.json().count).toBe(2);
  });

  it('answers 401 to every call without a valid token', async () => {
    const calls = [
      { method: 'GET' as const, url: '/api/chat-room/' },
      { method: 'POST' as const, url: '/api/chat-room/', payload: {} },
      { method: 'GET' as const, url: '/api/chat-suggestions/' },
      { method: 'POST' as const, url: '/api/related-chat-prompts/', payload: { message: 'hi' } },
    ];
    for (const call of calls) {
      expect((await app.inject(call)).statusCode).toBe(401);
      const bad = await app.inject({ ...call, headers: { authorization: 'Bearer nope' } });
      expect(bad.statusCode).toBe(401);
    }
  });
});
