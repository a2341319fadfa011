import type { SocketServerEvent } from '@mhp/contract/socket';

/** What travels between the instances that hold sockets of one room. */
export type BusMessage =
  /** An event for every socket of the room (every tab of the user, on any instance). */
  | { kind: 'event'; event: SocketServerEvent }
  /** The user pressed Stop: the instance writing the room's reply stops it. */
  | { kind: 'stop' }
  /** The room was deleted: its sockets are told and closed. */
  | { kind: 'deleted' };

export type BusListener = (message: BusMessage) => void;

/**
 * Room channels plus the one-reply-per-room slot. In process by default; Redis pub/sub (and
 * a Redis key for the slot) when REDIS_URL is set, so sockets of one room on different
 * instances all see every message. Rooms are keyed by their id.
 */
export interface ChatBus {
  publish(roomId: string, message: BusMessage): Promise<void>;
  /** Resolves once messages published from now on reach `listener`; returns the unsubscribe. */
  subscribe(roomId: string, listener: BusListener): Promise<() => void>;
  /** Takes the room's reply slot; false while another reply is being written (any instance). */
  claimReply(roomId: string, ttlMs: number): Promise<boolean>;
  releaseReply(roomId: string): Promise<void>;
  isReplying(roomId: string): Promise<boolean>;
  close(): Promise<void>;
}

/** Listeners per room, shared by both buses for their local delivery. */
export function roomListeners() {
  const rooms = new Map<string, Set<BusListener>>();
  return {
    /** True when this is the room's first listener. */
    add(roomId: string, listener: BusListener): boolean {
      let set = rooms.get(roomId);
      const first = !set;
      if (!set) rooms.set(roomId, (set = new Set()));
      set.add(listener);
      return first;
    },
    /** True when the room has no listener left. */
    remove(roomId: string, listener: BusListener): boolean {
      const set = rooms.get(roomId);
      if (!set) return false;
      set.delete(listener);
      if (set.size > 0) return false;
      rooms.delete(roomId);
      return true;
    },
    deliver(roomId: string, message: BusMessage): void {
      for (const listener of rooms.get(roomId) ?? []) listener(message);
    },
    clear: () => rooms.clear(),
  };
}

export function createMemoryBus(now: () => number = Date.now): ChatBus {
  const listeners = roomListeners();
  const replying = new Map<string, number>();
  const live = (roomId: string) => (replying.get(roomId) ?? 0) > now();
  return {
    async publish(roomId, message) {
      listeners.deliver(roomId, message);
    },
    async subscribe(roomId, listener) {
      listeners.add(roomId, listener);
      return () => void listeners.remove(roomId, listener);
    },
    async claimReply(roomId, ttlMs) {
      if (live(roomId)) return false;
      replying.set(roomId, now() + ttlMs);
      return true;
    },
    async releaseReply(roomId) {
      replying.delete(roomId);
    },
    async isReplying(roomId) {
      return live(roomId);
    },
    async close() {
      listeners.clear();
      replying.clear();
    },
  };
}
