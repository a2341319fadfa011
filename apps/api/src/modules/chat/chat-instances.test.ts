import { afterAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../test/test-database';
import {
  createChatTestApp,
  createRoom,
  listen,
  openSocket,
  switchableEngine,
} from '../../test/test-chat';
import { createLocalEngine } from './engine/local-engine';

const redisUrl = process.env.TEST_REDIS_URL;

/**
 * Two API instances on one database (Postgres with TEST_DATABASE_URL, else one PGlite) and
 * one Redis: the bus carries every room event, the stop and the reply slot between them.
 */
describe.runIf(redisUrl)('two instances over Redis (TEST_REDIS_URL)', async () => {
  const database = await createTestDatabase();
  // Registered first, so it runs last: after both apps have closed (hooks run as a stack).
  afterAll(() => database.close());
  const engine = switchableEngine(createLocalEngine());
  const first = await createChatTestApp({ database, config: { redisUrl }, chat: { engine } });
  const second = await createChatTestApp({ database, config: { redisUrl } });
  const [firstBase, secondBase] = [await listen(first.app), await listen(second.app)];

  async function twoTabs() {
    const owner = await first.user();
    second.accept(owner);
    const room = await createRoom(first.app, owner);
    const tabOnFirst = await openSocket(firstBase, room.slug, owner.token);
    const tabOnSecond = await openSocket(secondBase, room.slug, owner.token);
    return { owner, room, tabOnFirst, tabOnSecond };
  }

  it('shows every message to both tabs of a user on two instances', async () => {
    const { tabOnFirst, tabOnSecond } = await twoTabs();
    tabOnFirst.send({ message: 'What is a varicocele?' });
    const [sent, seen] = await Promise.all([
      tabOnFirst.next('user_message'),
      tabOnSecond.next('user_message'),
    ]);
    expect(seen.id).toBe(sent.id);
    const [mine, theirs] = await Promise.all([
      tabOnFirst.next('ai_message'),
      tabOnSecond.next('ai_message'),
    ]);
    expect(theirs.message).toEqual(mine.message);
    const deltas = (events: typeof tabOnFirst.events) =>
      events.filter((e) => e.type === 'ai_delta').map((e) => e.delta);
    // The same text streamed to both; each instance's socket merges deltas that arrive close
    // together (socket/coalescing-sender.ts), so the cuts may differ between the two tabs.
    expect(deltas(tabOnSecond.events).join('')).toBe(deltas(tabOnFirst.events).join(''));
    expect(deltas(tabOnSecond.events).join('')).toBe(mine.chat_response);

    tabOnSecond.send({ message: 'How is it treated?' });
    expect((await tabOnFirst.next('ai_message')).is_new_chat).toBe(false);
    await Promise.all([tabOnFirst.close(), tabOnSecond.close()]);
  });

  it('stops, from the other instance, a reply being written; one reply at a time per room', async () => {
    const { tabOnFirst, tabOnSecond } = await twoTabs();
    const release = engine.hold();
    tabOnFirst.send({ message: 'What is a varicocele?' });
    const asked = await tabOnFirst.next('user_message');
    await tabOnSecond.next('ai_delta');

    tabOnSecond.send({ message: 'A second question at once' });
    expect((await tabOnSecond.next('error')).code).toBe('busy');
    tabOnSecond.send({ type: 'resume', last_id: asked.id });
    expect(await tabOnSecond.next('sync')).toMatchObject({ replying: true, messages: [] });

    tabOnSecond.send({ type: 'stop' });
    const stopped = await tabOnFirst.next('ai_message');
    expect(stopped.stopped).toBe(true);
    expect((await tabOnSecond.next('ai_message')).message.id).toBe(stopped.message.id);
    release();
    await Promise.all([tabOnFirst.close(), tabOnSecond.close()]);
  });

  it('closes both tabs when the room is deleted on one instance', async () => {
    const { owner, room, tabOnFirst, tabOnSecond } = await twoTabs();
    await second.app.inject({
      method: 'DELETE',
      url: `/api/chat-room/${room.slug}/`,
      headers: owner.headers,
    });
    expect((await tabOnFirst.closed).code).toBe(4404);
    expect((await tabOnSecond.closed).code).toBe(4404);
  });
});
