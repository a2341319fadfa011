import { Redis } from 'ioredis';
import { roomListeners, type BusMessage, type ChatBus } from './chat-bus';

/**
 * The bus over Redis: one channel per room (`{prefix}room:{id}`), subscribed while this
 * instance has a listener for the room, and a `{prefix}replying:{id}` key (SET NX with an
 * expiry) as the room's reply slot. Events reach this instance's own sockets through Redis
 * too, so every socket sees a room's events in the one order Redis gives them.
 */
export function createRedisBus(
  url: string,
  { prefix = 'mhp:chat:', onError }: { prefix?: string; onError?: (error: Error) => void } = {},
): ChatBus {
  const publisher = new Redis(url, { maxRetriesPerRequest: 2 });
  const subscriber = new Redis(url, { maxRetriesPerRequest: 2 });
  for (const connection of [publisher, subscriber]) {
    connection.on('error', (error: Error) => onError?.(error));
  }
  const listeners = roomListeners();
  /** The SUBSCRIBE of each room this instance listens to (a second listener waits for it). */
  const subscriptions = new Map<string, Promise<unknown>>();
  const channelPrefix = `${prefix}room:`;
  const channel = (roomId: string) => channelPrefix + roomId;
  const slot = (roomId: string) => `${prefix}replying:${roomId}`;

  subscriber.on('message', (name: string, payload: string) => {
    if (!name.startsWith(channelPrefix)) return;
    let message: BusMessage;
    try {
      message = JSON.parse(payload) as BusMessage;
    } catch (error) {
      onError?.(error as Error);
      return;
    }
    listeners.deliver(name.slice(channelPrefix.length), message);
  });

  return {
    async publish(roomId, message) {
      await publisher.publish(channel(roomId), JSON.stringify(message));
    },
    async subscribe(roomId, listener) {
      if (listeners.add(roomId, listener)) {
        subscriptions.set(roomId, subscriber.subscribe(channel(roomId)));
      }
      await subscriptions.get(roomId);
      return () => {
        if (listeners.remove(roomId, listener)) {
          subscriptions.delete(roomId);
          subscriber.unsubscribe(channel(roomId)).catch((error: Error) => onError?.(error));
        }
      };
    },
    async claimReply(roomId, ttlMs) {
      return (await publisher.set(slot(roomId), '1', 'PX', ttlMs, 'NX')) === 'OK';
    },
    async releaseReply(roomId) {
      await publisher.del(slot(roomId));
    },
    async isReplying(roomId) {
      return (await publisher.exists(slot(roomId))) === 1;
    },
    async close() {
      listeners.clear();
      await Promise.all([publisher, subscriber].map((c) => c.quit().catch(() => c.disconnect())));
    },
  };
}
