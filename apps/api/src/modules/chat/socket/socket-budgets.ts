import { CHAT_SOCKETS_PER_USER } from '@mhp/contract/socket';

/** At most `burst` at once, given back at `perSecond`. */
export interface Rate {
  burst: number;
  perSecond: number;
}

/**
 * What a client sends, as the budgets count it ("message": a message, an edit_message or a
 * regenerate, which all ask the engine; "invalid": bad JSON, unknown type, NUL, binary).
 */
export type FrameKind = 'message' | 'stop' | 'resume' | 'invalid';
type Budgeted = FrameKind | 'frames' | 'bytes';

export interface SocketLimits {
  /** Open sockets per user on one instance; the next one is refused. */
  socketsPerUser: number;
  /** New sockets per user (reconnect loops). */
  handshakes: Rate;
  /** Per socket: every frame, the bytes of every frame, and each kind. */
  connection: Record<Budgeted, Rate>;
  /** Per user, shared by all of the user's sockets on this instance. */
  user: Record<Budgeted, Rate>;
  /** Frames over a budget a socket may send (dropped) before it is closed. */
  patience: Rate;
  /** Bytes waiting to be sent to one socket before it counts as a reader that stopped. */
  sendBufferBytes: number;
  /** Frames accepted but not handled yet, per socket; more are dropped like frames over budget. */
  maxQueued: number;
}

const MB = 1024 * 1024;

/**
 * What a person's page sends is far below these: one `resume` per (re)connect, a message every
 * few seconds (30 a minute are stored, CHAT_MESSAGES_PER_MINUTE), a Stop now and then, never an
 * invalid frame. A message may carry a 5 MB file (about 7 MB of base64), two at once fit.
 */
export const DEFAULT_SOCKET_LIMITS: SocketLimits = {
  socketsPerUser: CHAT_SOCKETS_PER_USER,
  handshakes: { burst: 30, perSecond: 1 },
  connection: {
    frames: { burst: 60, perSecond: 10 },
    bytes: { burst: 16 * MB, perSecond: 1 * MB },
    message: { burst: 40, perSecond: 1 },
    stop: { burst: 10, perSecond: 1 },
    resume: { burst: 5, perSecond: 0.2 },
    invalid: { burst: 10, perSecond: 0.2 },
  },
  user: {
    frames: { burst: 200, perSecond: 40 },
    bytes: { burst: 32 * MB, perSecond: 2 * MB },
    message: { burst: 80, perSecond: 2 },
    stop: { burst: 40, perSecond: 2 },
    resume: { burst: 40, perSecond: 1 },
    invalid: { burst: 40, perSecond: 1 },
  },
  patience: { burst: 20, perSecond: 0.5 },
  sendBufferBytes: 1 * MB,
  maxQueued: 64,
};

/** A token bucket that starts full. */
export function tokenBucket(rate: Rate, now: () => number) {
  let tokens = rate.burst;
  let at = now();
  const refill = () => {
    const t = now();
    tokens = Math.min(rate.burst, tokens + ((t - at) / 1000) * rate.perSecond);
    at = t;
  };
  return {
    /** Takes `cost` when there is that much; false (and nothing taken) otherwise. */
    take(cost = 1): boolean {
      refill();
      if (tokens < Math.min(cost, rate.burst)) return false;
      tokens -= cost;
      return true;
    },
    /** Milliseconds until `cost` can be taken. */
    waitMs(cost = 1): number {
      refill();
      const missing = Math.min(cost, rate.burst) - tokens;
      return missing <= 0 ? 0 : Math.ceil((missing / rate.perSecond) * 1000);
    },
    full(): boolean {
      refill();
      return tokens >= rate.burst;
    },
  };
}
type Bucket = ReturnType<typeof tokenBucket>;

function bucketsOf(rates: Record<Budgeted, Rate>, now: () => number) {
  return Object.fromEntries(
    Object.entries(rates).map(([kind, rate]) => [kind, tokenBucket(rate, now)]),
  ) as Record<Budgeted, Bucket>;
}

/** Over a budget: which one, and how long until a frame of that kind fits again. */
export interface Over {
  budget: Budgeted;
  retryAfterMs: number;
}

/**
 * The budgets of every socket on this instance and of every user holding one. A user's
 * budgets outlive their sockets until they are full again, so reconnecting does not refill them.
 */
export function createSocketBudgets(limits: SocketLimits, now: () => number = Date.now) {
  interface UserState {
    sockets: number;
    handshakes: Bucket;
    buckets: Record<Budgeted, Bucket>;
  }
  const users = new Map<string, UserState>();

  const take = (pairs: [Bucket, Bucket], budget: Budgeted, cost: number): Over | null => {
    const [mine, theirs] = pairs;
    if (mine.take(cost)) {
      if (theirs.take(cost)) return null;
      return { budget, retryAfterMs: theirs.waitMs(cost) };
    }
    return { budget, retryAfterMs: mine.waitMs(cost) };
  };

  const userOf = (userId: string): UserState => {
    let user = users.get(userId);
    if (!user) {
      user = {
        sockets: 0,
        handshakes: tokenBucket(limits.handshakes, now),
        buckets: bucketsOf(limits.user, now),
      };
      users.set(userId, user);
    }
    return user;
  };

  return {
    /**
     * A handshake of `userId`, before anything is looked up for it: null when it may go on,
     * else why it is refused (too many sockets open, or too many opened lately).
     */
    admit(userId: string): 'tooManySockets' | 'tooManyFrames' | null {
      const user = userOf(userId);
      if (user.sockets >= limits.socketsPerUser) return 'tooManySockets';
      if (!user.handshakes.take()) return 'tooManyFrames';
      return null;
    },

    /** The socket of an admitted handshake opened: its budgets, or null when the user is full. */
    open(userId: string): ReturnType<typeof connectionOf> | null {
      const user = userOf(userId);
      if (user.sockets >= limits.socketsPerUser) return null;
      user.sockets += 1;
      return connectionOf(user);
    },

    /** Forgets users without sockets whose budgets are full again. */
    sweep() {
      for (const [userId, user] of users) {
        if (
          user.sockets === 0 &&
          user.handshakes.full() &&
          Object.values(user.buckets).every((bucket) => bucket.full())
        ) {
          users.delete(userId);
        }
      }
    },

    /** Users known (tests). */
    get size() {
      return users.size;
    },
  };

  function connectionOf(user: UserState) {
    const mine = bucketsOf(limits.connection, now);
    const patience = tokenBucket(limits.patience, now);
    let closed = false;
    const pair = (budget: Budgeted): [Bucket, Bucket] => [mine[budget], user.buckets[budget]];
    return {
      /** Any frame, before it is read: the frame count and its bytes. */
      frame(bytes: number): Over | null {
        return take(pair('frames'), 'frames', 1) ?? take(pair('bytes'), 'bytes', bytes);
      },
      /** The frame's kind, once read. */
      kind(kind: FrameKind): Over | null {
        return take(pair(kind), kind, 1);
      },
      /** A frame was dropped; true when the socket has used up its patience. */
      strike(): boolean {
        return !patience.take();
      },
      /** The socket closed: it no longer counts against the user's open sockets. */
      close() {
        if (closed) return;
        closed = true;
        user.sockets -= 1;
      },
    };
  }
}

export type SocketBudgets = ReturnType<typeof createSocketBudgets>;
export type ConnectionBudget = NonNullable<ReturnType<SocketBudgets['open']>>;
