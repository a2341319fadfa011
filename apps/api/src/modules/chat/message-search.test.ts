import { describe, expect, it } from 'vitest';
import { chatMessages } from '../../db/schema';
import { createChatTestApp, createRoom } from '../../test/test-chat';
import { snippetParts } from './message-search';
import { createRoomsRepo } from './rooms-repo';

const { app, database, user } = await createChatTestApp();

async function say(slug: string, ownerId: string, text: string, isAi = false) {
  const room = await createRoomsRepo(database.db).findOwn(ownerId, slug);
  const [row] = await database.db
    .insert(chatMessages)
    .values({ roomId: room!.id, text, isAi })
    .returning();
  return row!;
}

const search = (headers: Record<string, string>, q: string) =>
  app.inject({ url: `/api/chat-search/?q=${encodeURIComponent(q)}`, headers });

describe('conversation search', () => {
  it("finds the user's messages by stemmed words, with the room, a highlighted snippet and the message id", async () => {
    const owner = await user();
    const room = await createRoom(app, owner, 'Left side ache');
    await say(room.slug, owner.id, 'My left testicle aches after running, what could it be?');
    const reply = await say(
      room.slug,
      owner.id,
      'A dull ache on the left after exercise is often a varicocele; see a doctor to check.',
      true,
    );
    const other = await createRoom(app, owner, 'Sperm count');
    await say(other.slug, owner.id, 'My sperm count was 12 million per mL');

    const response = await search(owner.headers, 'varicoceles');
    expect(response.statusCode).toBe(200);
    const { results } = response.json();
    expect(results).toHaveLength(1);
    expect(results[0]).toMatchObject({
      room_slug: room.slug,
      room_name: 'Left side ache',
      message_id: reply.id,
      is_ai: true,
    });
    expect(results[0].snippet).toContainEqual({ text: 'varicocele', match: true });
    expect(results[0].snippet.map((part: { text: string }) => part.text).join('')).toContain(
      'after exercise is often a varicocele',
    );

    // "ache" matches "aches" and "ache" in both messages of the first room, none of the other.
    const aches = (await search(owner.headers, 'ache')).json().results;
    expect(aches.map((r: { room_slug: string }) => r.room_slug)).toEqual([room.slug, room.slug]);
  });

  it("never returns another user's messages", async () => {
    const alice = await user();
    const bob = await user();
    const alicesRoom = await createRoom(app, alice, 'Private');
    await say(alicesRoom.slug, alice.id, 'Epididymitis treatment with antibiotics');
    const bobsRoom = await createRoom(app, bob, 'Mine');
    await say(bobsRoom.slug, bob.id, 'I wonder about antibiotics for a sore throat');

    const bobs = (await search(bob.headers, 'antibiotics')).json().results;
    expect(bobs.map((r: { room_slug: string }) => r.room_slug)).toEqual([bobsRoom.slug]);
    expect((await search(bob.headers, 'epididymitis')).json().results).toEqual([]);
    const signedOut = await app.inject({ url: '/api/chat-search/?q=epididymitis' });
    expect(signedOut.statusCode).toBe(401);
  });

  it('refuses an empty or too long search with a field message, and takes any punctuation', async () => {
    const owner = await user();
    for (const q of ['', '   ', 'x'.repeat(201)]) {
      const response = await search(owner.headers, q);
      expect(response.statusCode).toBe(400);
      expect(response.json().fields['query.q'][0]).toMatch(/Type a word|at most 200/);
    }
    const missing = await app.inject({ url: '/api/chat-search/', headers: owner.headers });
    expect(missing.statusCode).toBe(400);
    // Quotes, a lone minus and symbols are words to websearch_to_tsquery, never a 500.
    for (const q of ['"left side', '-', "'); drop table chat_messages; --", '&|!']) {
      const response = await search(owner.headers, q);
      expect(response.statusCode).toBe(200);
      expect(response.json().results).toEqual([]);
    }
  });
});

describe('snippetParts', () => {
  it('cuts the headline into plain and matched parts', () => {
    expect(snippetParts('a \u0001word\u0002 b \u0001two\u0002')).toEqual([
      { text: 'a ', match: false },
      { text: 'word', match: true },
      { text: ' b ', match: false },
      { text: 'two', match: true },
    ]);
  });
});
