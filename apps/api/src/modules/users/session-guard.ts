import { randomUUID } from 'node:crypto';
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { Redis } from 'ioredis';
import type { Database } from '../../db/client';
import { refreshTokens } from '../../db/schema';
import type { SessionEnd, SessionEvents } from '../../plugins/auth';
import { sessionEndedBy } from '../../plugins/auth';
import { ACCESS_TOKEN_TTL_SECONDS } from './access-token';

/** How long a "this session is live" answer is reused before the database is asked again. */
export const SESSION_CACHE_MS = 5_000;
/** An ended session never comes back: remembered as long as any of its access tokens lives. */
const ENDED_MEMORY_MS = (ACCESS_TOKEN_TTL_SECONDS + 60) * 1000;
/** Sessions remembered at most (the oldest answer is forgotten first). */
const MAX_ENTRIES = 50_000;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

interface Entry {
  userId: string;
  live: boolean;
  until: number;
}

export interface SessionGuard extends SessionEvents {
  /**
   * True while the session may be used: a refresh-token family of this user that is neither
   * revoked nor past its 30 days (a deleted account's families are gone with it). Answers
   * from this process's memory for up to SESSION_CACHE_MS, then from the database.
   */
  isLive(userId: string, sessionId: string): Promise<boolean>;
  /**
   * Sessions ended (call after the revocation is stored): refused at once here, on every other
   * instance as soon as Redis delivers the message (within SESSION_CACHE_MS without it), and
   * every listener (the chat sockets) is told on every instance.
   */
  ended(end: SessionEnd): Promise<void>;
  close(): Promise<void>;
}

/**
 * The revocation check behind every access token (ADR 023). Access tokens carry their
 * session (`sid`, the refresh-token family); this asks whether that session is still live,
 * cached briefly in process so a signed-in page costs one small indexed query per session
 * every few seconds, not one per request. Ends are broadcast over Redis pub/sub when
 * REDIS_URL is set (channel `{prefix}ended`), in process otherwise.
 */
export function createSessionGuard(deps: {
  db: Database;
  log: FastifyBaseLogger;
  redisUrl?: string;
  prefix?: string;
  cacheMs?: number;
  now?: () => number;
}): SessionGuard {
  const { db, log } = deps;
  const now = deps.now ?? Date.now;
  const cacheMs = deps.cacheMs ?? SESSION_CACHE_MS;
  const cache = new Map<string, Entry>();
  const inFlight = new Map<string, Promise<boolean>>();
  const listeners = new Set<(end: SessionEnd) => void>();
  /** Bumped by every end: a database answer older than an end is not cached as live. */
  let epoch = 0;

  const remember = (sessionId: string, entry: Entry) => {
    cache.delete(sessionId);
    cache.set(sessionId, entry);
    if (cache.size > MAX_ENTRIES) cache.delete(cache.keys().next().value!);
  };

  const apply = (end: SessionEnd) => {
    epoch += 1;
    const until = now() + ENDED_MEMORY_MS;
    for (const [sessionId, entry] of cache) {
      if (entry.live && sessionEndedBy(end, entry.userId, sessionId)) {
        remember(sessionId, { userId: entry.userId, live: false, until });
      }
    }
    for (const sessionId of end.sessionIds ?? []) {
      remember(sessionId, { userId: end.userId, live: false, until });
    }
    for (const listener of listeners) {
      try {
        listener(end);
      } catch (error) {
        log.error({ err: error }, 'session end listener failed');
      }
    }
  };

  const query = async (userId: string, sessionId: string): Promise<boolean> => {
    const [row] = await db
      .select({ one: sql<number>`1` })
      .from(refreshTokens)
      .where(
        and(
          eq(refreshTokens.familyId, sessionId),
          eq(refreshTokens.userId, userId),
          isNull(refreshTokens.revokedAt),
          gt(refreshTokens.familyExpiresAt, sql`now()`),
        ),
      )
      .limit(1);
    return row !== undefined;
  };

  // Redis: every instance hears every end (its own too, told apart by `from`).
  const instance = randomUUID();
  const channel = `${deps.prefix ?? 'mhp:sessions:'}ended`;
  const redis = deps.redisUrl
    ? {
        publisher: new Redis(deps.redisUrl, { maxRetriesPerRequest: 2 }),
        subscriber: new Redis(deps.redisUrl, { maxRetriesPerRequest: 2 }),
      }
    : null;
  let subscribed: Promise<unknown> = Promise.resolve();
  if (redis) {
    for (const connection of [redis.publisher, redis.subscriber]) {
      connection.on('error', (error: Error) =>
        log.warn({ err: error }, 'session guard (Redis) error'),
      );
    }
    subscribed = redis.subscriber.subscribe(channel).catch((error: Error) => {
      log.warn({ err: error }, 'session guard (Redis) could not subscribe');
    });
    redis.subscriber.on('message', (name: string, payload: string) => {
      if (name !== channel) return;
      try {
        const message = JSON.parse(payload) as { from: string; end: SessionEnd };
        if (message.from !== instance && typeof message.end?.userId === 'string') {
          apply(message.end);
        }
      } catch (error) {
        log.warn({ err: error }, 'session guard: unreadable message');
      }
    });
  }

  return {
    async isLive(userId, sessionId) {
      if (!UUID.test(sessionId) || !UUID.test(userId)) return false;
      const entry = cache.get(sessionId);
      if (entry && entry.until > now()) return entry.live && entry.userId === userId;
      const key = `${userId}:${sessionId}`;
      const pending = inFlight.get(key);
      if (pending) return pending;
      const startedAt = epoch;
      const check = query(userId, sessionId)
        .then((live) => {
          // An end that came in meanwhile may have made this answer stale: keep it uncached.
          if (!live || epoch === startedAt) {
            remember(sessionId, {
              userId,
              live,
              until: now() + (live ? cacheMs : ENDED_MEMORY_MS),
            });
          }
          return live;
        })
        .finally(() => inFlight.delete(key));
      inFlight.set(key, check);
      return check;
    },

    async ended(end) {
      apply(end);
      if (!redis) return;
      await subscribed;
      await redis.publisher
        .publish(channel, JSON.stringify({ from: instance, end }))
        .catch((error: Error) =>
          log.warn({ err: error }, 'session guard (Redis) could not publish an end'),
        );
    },

    onEnded(listener) {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },

    async close() {
      listeners.clear();
      cache.clear();
      if (redis) {
        await Promise.all(
          [redis.publisher, redis.subscriber].map((c) => c.quit().catch(() => c.disconnect())),
        );
      }
    },
  };
}
