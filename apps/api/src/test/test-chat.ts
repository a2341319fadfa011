import { randomUUID } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { afterAll } from 'vitest';
import { WebSocket } from 'ws';
import { chatSocketPath, type SocketServerEvent } from '@mhp/contract/socket';
import { buildApp, type AppDeps } from '../app';
import { testConfig, type Config } from '../config';
import type { DatabaseHandle } from '../db/client';
import { users } from '../db/schema';
import { createTestDatabase } from './test-database';
import { createLocalExtractor } from '../modules/health/extraction/fact-extractor';
import { EngineError, type ChatEngine } from '../modules/chat/engine/chat-engine';
import { createKnowledgeRepo, type KnowledgeArticle } from '../modules/chat/knowledge-repo';
import type { ChatSafety } from '../modules/chat/safety-port';

/**
 * Helpers for the chat tests: the real app with a token map standing in for sign-in, a
 * small knowledge base of our own, a fake triage with one red flag, and a websocket client
 * that waits for events the way the page does.
 */

export const testArticles: KnowledgeArticle[] = [
  {
    slug: 'what-is-a-varicocele',
    title: 'What is a varicocele?',
    topic: 'varicocele',
    summary: 'A varicocele is a swelling of the veins inside the scrotum, above a testicle.',
    paragraphs: [
      'Varicoceles are common: about fifteen in a hundred men have one, most often on the left side.',
      'Many cause no trouble at all. Some ache after standing for a long time, and some affect fertility.',
    ],
    sources: [{ title: 'NHS: Varicocele', url: 'https://www.nhs.uk/conditions/varicocele/' }],
    related: ['varicocele-treatment', 'semen-analysis'],
    suggestedQuestions: ['Is a varicocele dangerous?', 'Why is it usually on the left?'],
  },
  {
    slug: 'varicocele-treatment',
    title: 'Treating a varicocele',
    topic: 'treatments',
    summary: 'Treatment closes the swollen veins, by surgery or by embolisation through a vein.',
    paragraphs: ['Recovery from either treatment usually takes a few days to two weeks.'],
    sources: [{ title: 'EAU patient information', url: 'https://patients.uroweb.org/varicocele/' }],
    related: ['what-is-a-varicocele'],
    suggestedQuestions: ['How long is recovery after varicocele surgery?'],
  },
  {
    slug: 'semen-analysis',
    title: 'Understanding a semen analysis',
    topic: 'fertility',
    summary: 'A semen analysis measures the volume, sperm count, motility and shape of sperm.',
    paragraphs: ['Results vary from sample to sample, so an unusual result is usually repeated.'],
    sources: [
      {
        title: 'WHO laboratory manual',
        url: 'https://www.who.int/publications/i/item/9789240030787',
      },
    ],
    related: ['what-is-a-varicocele'],
    suggestedQuestions: ['What is a normal sperm count?'],
  },
];

export const testStarters = ['What is a varicocele?', 'How does heat affect sperm?'];

const notUrgent = { urgent: false, kind: null, instruction: '', reason: '', safetyNet: '' };

/** Flags one phrase, as the real triage flags many, and answers one with a safety net. */
export const fakeSafety: ChatSafety = {
  triage: (text) =>
    /sudden severe pain/i.test(text)
      ? {
          ...notUrgent,
          urgent: true,
          kind: 'testicular_torsion',
          instruction: 'Call emergency services or go to the emergency department now.',
          reason:
            'Sudden severe pain in a testicle can be torsion, which needs surgery within hours.',
          sources: [
            { title: 'Testicle pain (NHS)', url: 'https://www.nhs.uk/conditions/testicle-pain/' },
          ],
        }
      : /just wondering about torsion/i.test(text)
        ? {
            ...notUrgent,
            safetyNet: '**If this is happening now**, go to the emergency department.',
          }
        : notUrgent,
  classifyRequest: (text) => ({
    asksForDiagnosis: /do i have/i.test(text),
    asksForDose: /how much .* should i take/i.test(text),
  }),
  urgentReply: (result) => `> **${result.instruction}**\n>\n> ${result.reason}`,
};

/**
 * The real app with a token map standing in for sign-in. Two apps given one `database` are
 * two instances of one deployment (with REDIS_URL set, they share a bus).
 */
export async function createChatTestApp(
  options: {
    config?: Partial<Config>;
    chat?: AppDeps['chat'];
    health?: AppDeps['health'];
    database?: DatabaseHandle;
    logStream?: NodeJS.WritableStream;
  } = {},
) {
  const tokens = new Map<string, string>();
  const database = options.database ?? (await createTestDatabase());
  const app = await buildApp({
    config: testConfig({ webDistDir: '/nonexistent-web-dist', ...options.config }),
    database,
    logStream: options.logStream,
    verifyAccessToken: async (token) => {
      const userId = tokens.get(token);
      return userId ? { userId } : null;
    },
    chat: { safety: fakeSafety, starterSuggestions: testStarters, ...options.chat },
    // The local extraction, so a fake AI endpoint sees only the chat's requests.
    health: { extractor: createLocalExtractor(), ...options.health },
  });
  await app.ready();
  afterAll(async () => {
    await app.close();
    if (!options.database) await database.close();
  });
  await createKnowledgeRepo(database.db).upsertArticles(testArticles);

  /** A new user with a token; `headers` carry it. */
  const user = async (
    profile: { age?: number; biologicalSex?: 'male' } = {},
  ): Promise<TestUser> => {
    const [row] = await database.db
      .insert(users)
      .values({ email: `chat-${randomUUID()}@example.com`, isVerified: true, ...profile })
      .returning({ id: users.id });
    const token = `token-${randomUUID()}`;
    tokens.set(token, row!.id);
    return { id: row!.id, token, headers: { authorization: `Bearer ${token}` } };
  };
  /** Lets this app accept another app's user. */
  const accept = (other: TestUser) => void tokens.set(other.token, other.id);
  return { app, database, user, accept };
}

export interface TestUser {
  id: string;
  token: string;
  headers: { authorization: string };
}

export async function createRoom(app: FastifyInstance, user: TestUser, name?: string) {
  const res = await app.inject({
    method: 'POST',
    url: '/api/chat-room/',
    headers: user.headers,
    payload: name === undefined ? {} : { name },
  });
  if (res.statusCode !== 201) throw new Error(`room not created: ${res.body}`);
  return res.json<{ slug: string; name: string }>();
}

/** The app listening on a free loopback port (sockets need a real server). */
export async function listen(app: FastifyInstance): Promise<string> {
  if (!app.server.listening) await app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = app.server.address() as AddressInfo;
  return `ws://127.0.0.1:${port}`;
}

export interface TestSocket {
  ws: WebSocket;
  events: SocketServerEvent[];
  send(data: unknown): void;
  /** The next event of `type` not taken yet (waits for it). */
  next<T extends SocketServerEvent['type']>(
    type: T,
    timeoutMs?: number,
  ): Promise<Extract<SocketServerEvent, { type: T }>>;
  closed: Promise<{ code: number; reason: string }>;
  close(): Promise<void>;
}

export function openSocket(
  base: string,
  room: string,
  key: string | null,
  headers: Record<string, string> = {},
): Promise<TestSocket> {
  const query = key === null ? '' : `?key=${encodeURIComponent(key)}`;
  const ws = new WebSocket(`${base}${chatSocketPath(room)}${query}`, { headers });
  const events: SocketServerEvent[] = [];
  const taken = new Set<SocketServerEvent>();
  const waiters: (() => void)[] = [];
  ws.on('message', (data) => {
    events.push(JSON.parse(data.toString()) as SocketServerEvent);
    for (const wake of waiters.splice(0)) wake();
  });
  const closed = new Promise<{ code: number; reason: string }>((resolve) =>
    ws.on('close', (code, reason) => resolve({ code, reason: reason.toString() })),
  );
  const socket: TestSocket = {
    ws,
    events,
    send: (data) => ws.send(typeof data === 'string' ? data : JSON.stringify(data)),
    next(type, timeoutMs = 5000) {
      return new Promise((resolve, reject) => {
        const timer = setTimeout(
          () =>
            reject(new Error(`no ${type} event; got ${JSON.stringify(events.map((e) => e.type))}`)),
          timeoutMs,
        );
        const look = () => {
          const found = events.find((e) => e.type === type && !taken.has(e));
          if (!found) return void waiters.push(look);
          taken.add(found);
          clearTimeout(timer);
          resolve(found as never);
        };
        look();
      });
    },
    closed,
    async close() {
      ws.close();
      await closed;
    },
  };
  return new Promise((resolve, reject) => {
    ws.once('open', () => resolve(socket));
    ws.once('error', reject);
  });
}

/**
 * The local engine with two switches for the streaming tests: `hold()` makes the next
 * reply write its first piece and then wait until stopped or `release()`d; `failNext()`
 * makes it fail after its first piece, as an endpoint that drops mid-reply.
 */
export function switchableEngine(inner: ChatEngine) {
  let hold: { released: Promise<void>; release: () => void } | null = null;
  let fail = false;
  const engine: ChatEngine & { hold(): () => void; failNext(): void } = {
    name: 'local',
    hold() {
      let release = () => {};
      const released = new Promise<void>((resolve) => (release = resolve));
      hold = { released, release };
      return release;
    },
    failNext() {
      fail = true;
    },
    async *reply(request, signal) {
      const held = hold;
      const failing = fail;
      hold = null;
      fail = false;
      let first = true;
      for await (const delta of inner.reply(request, signal)) {
        yield delta;
        if (!first) continue;
        first = false;
        if (failing) throw new EngineError('the test endpoint dropped the reply');
        if (held) {
          await Promise.race([
            held.released,
            new Promise((resolve) => signal.addEventListener('abort', resolve, { once: true })),
          ]);
          if (signal.aborted) return;
        }
      }
    },
  };
  return engine;
}
