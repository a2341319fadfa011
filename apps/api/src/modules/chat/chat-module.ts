import { eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { CHAT_MESSAGES_PER_MINUTE } from '@mhp/contract/socket';
import type { Config } from '../../config';
import type { Database } from '../../db/client';
import { users } from '../../db/schema';
import { starterSuggestions } from '../../db/seed-data/health-articles';
import type { AccessTokenVerifier, SessionEvents } from '../../plugins/auth';
import { createMemoryCounterStore, type CounterStore } from '../users/rate-limiter';
import { createRedisCounterStore } from '../users/redis-counter-store';
import { fileLinks } from './attachments';
import { createChatService } from './chat-service';
import type { ChatEngine, EngineRequest } from './engine/chat-engine';
import { createConfiguredEngine } from './engine/configured-engine';
import { createKnowledge } from './knowledge';
import { createKnowledgeRepo } from './knowledge-repo';
import { createMessagesRepo } from './messages-repo';
import { createReplyService, type UserMessageStored } from './reply-service';
import { createRoomsRepo } from './rooms-repo';
import type { ChatSafety } from './safety-port';
import { createConfiguredSafety } from './safety/configured-safety';
import { createMemoryBus, type ChatBus } from './socket/chat-bus';
import { createRedisBus } from './socket/redis-bus';
import { socketOriginPolicy } from './socket/origin-policy';
import { DEFAULT_SOCKET_LIMITS, type SocketLimits } from './socket/socket-budgets';

export interface ChatModuleDeps {
  config: Config;
  db: Database;
  verifyAccessToken: AccessTokenVerifier;
  /** Where the sockets hear that sessions ended (sign-out, password change, account deleted). */
  sessions?: SessionEvents;
  /** Default: the OpenAI-compatible endpoint when AI_BASE_URL is set, else the local engine. */
  engine?: ChatEngine;
  /** Default: the red-flag triage and request classifier of safety/. */
  safety?: ChatSafety;
  starterSuggestions?: readonly string[];
  /** Default: Redis pub/sub when REDIS_URL is set, else in process. */
  bus?: ChatBus;
  /** The per-user message counters; default Redis when REDIS_URL is set, else memory. */
  counters?: CounterStore;
  messagesPerMinute?: number;
  /**
   * Ping interval; a socket that missed one ping is closed at the next. Each tick also checks
   * every socket's session again and its send buffer.
   */
  heartbeatMs?: number;
  /** The sockets' budgets (socket/socket-budgets.ts); tests lower them. */
  socketLimits?: Partial<SocketLimits>;
  /** The user's facts for the engines; default the profile's age and sex (health adds more). */
  profileOf?: (userId: string) => Promise<EngineRequest['profile']>;
  /** Told of every stored user message (health tracking's extraction). */
  onUserMessage?: (message: UserMessageStored) => void;
  /** A reply with no words after this long fails (reply-service.ts); tests lower it. */
  firstWordTimeoutMs?: number;
}

/** Builds the chat's repos and services from its dependencies; routes.ts serves them. */
export function createChatModule(deps: ChatModuleDeps, log: FastifyBaseLogger) {
  const { config, db } = deps;
  const onRedisError = (what: string) => (error: Error) =>
    log.warn({ err: error }, `chat ${what} (Redis) error`);
  const bus =
    deps.bus ??
    (config.redisUrl
      ? createRedisBus(config.redisUrl, { onError: onRedisError('bus') })
      : createMemoryBus());
  const counters =
    deps.counters ??
    (config.redisUrl
      ? createRedisCounterStore(config.redisUrl, { onError: onRedisError('counters') })
      : createMemoryCounterStore());
  const engine = deps.engine ?? createConfiguredEngine(config);
  const rooms = createRoomsRepo(db);
  const messages = createMessagesRepo(db);
  const knowledge = createKnowledge(createKnowledgeRepo(db));
  const links = fileLinks(config.jwt.refreshSecret);

  const safety = deps.safety ?? createConfiguredSafety(config);
  const service = createChatService({
    rooms,
    messages,
    knowledge,
    links,
    safety,
    starterSuggestions: deps.starterSuggestions ?? starterSuggestions,
    onRoomDeleted: (room) => bus.publish(room.id, { kind: 'deleted' }),
  });

  const replies = createReplyService({
    rooms,
    messages,
    knowledge,
    engine,
    safety,
    bus,
    counters,
    messagesPerMinute: deps.messagesPerMinute ?? CHAT_MESSAGES_PER_MINUTE,
    onUserMessage: deps.onUserMessage,
    firstWordTimeoutMs: deps.firstWordTimeoutMs,
    profileOf:
      deps.profileOf ??
      (async (userId) => {
        const [row] = await db
          .select({ age: users.age, biologicalSex: users.biologicalSex })
          .from(users)
          .where(eq(users.id, userId));
        return { age: row?.age ?? null, biologicalSex: row?.biologicalSex ?? null };
      }),
    present: service.present,
    log,
  });

  return {
    service,
    replies,
    rooms,
    messages,
    links,
    bus,
    engine,
    verifyAccessToken: deps.verifyAccessToken,
    sessions: deps.sessions,
    originAllowed: socketOriginPolicy(config),
    heartbeatMs: deps.heartbeatMs ?? 30_000,
    socketLimits: { ...DEFAULT_SOCKET_LIMITS, ...deps.socketLimits },
    /** Lets go of what this module opened (a bus or counters passed in belong to the caller). */
    async close() {
      if (!deps.bus) await bus.close();
      if (!deps.counters) await counters.close();
    },
  };
}

export type ChatModule = ReturnType<typeof createChatModule>;
