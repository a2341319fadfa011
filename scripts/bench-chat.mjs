// `npm run bench:chat`: the live chat with the local engine, over loopback websockets.
//  (a) reply latency p50/p99 (message sent → whole reply received) at 200 messages a second
//      spread over 200 sockets (200 users, one room each);
//  (b) idle sockets one instance holds (up to 5,000) and the server's RSS per idle socket;
//  (c) messages a second fanned out through Redis across two instances: each room has a
//      socket on both; one sends, the other receives the echo, the streamed pieces and the
//      reply. Skipped with a message when Redis does not answer (REDIS_URL or
//      redis://127.0.0.1:6379).
// The API runs in a child process (so its RSS is its own) on an in-memory PGlite database
// seeded like a fresh install; clients run here. Goals: p99 ≤ 50 ms, ≤ 60 KB RSS per idle
// socket. Run as `node --import tsx scripts/bench-chat.mjs` (the API is TypeScript).
//
// BENCH_SECONDS (default 10) bounds (a) and (c); BENCH_SOCKETS (default 5000) is (b)'s target;
// BENCH_PARTS (default abc) picks the parts, e.g. BENCH_PARTS=a for the latency alone;
// BENCH_RATE (default 200) is (a)'s messages a second; BENCH_DATABASE_URL runs the API on a
// fresh database of that Postgres server instead of in-memory PGlite; BENCH_MESSAGES=stories
// sends what users write about themselves (the messages of the extraction's read labelled sets,
// 20 to 1,000 characters, each with facts to extract) instead of six short questions;
// EXTRACTION_THREAD=false reads their facts on the event loop instead of a thread (ADR 031).
import { fork } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { once } from 'node:events';
import { fileURLToPath } from 'node:url';
import { setTimeout as sleep } from 'node:timers/promises';
import { readSetMessages } from './extraction-sets.mjs';

const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const socketTarget = Number(process.env.BENCH_SOCKETS ?? 5000);
const parts = process.env.BENCH_PARTS ?? 'abc';
/** (a)'s send rate; a lower one shows the latency of a server that is not saturated. */
const rate = Number(process.env.BENCH_RATE ?? 200);
const databaseUrl = process.env.BENCH_DATABASE_URL;
const redisUrl = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
const QUESTIONS =
  process.env.BENCH_MESSAGES === 'stories'
    ? storiesInOrder()
    : [
        'What is a varicocele and is it dangerous?',
        'Can a varicocele lower my sperm count?',
        'How long is recovery after varicocele surgery?',
        'Does tight underwear affect fertility?',
        'What is a normal testosterone level?',
        'When should I see a doctor about scrotal pain?',
      ];

if (process.argv[2] === 'server') await serve();
else await main();

/**
 * Users' own stories, 20 to 1,000 characters, in a fixed shuffled order (the same in every
 * run), so the rounds mix short and long ones.
 */
function storiesInOrder() {
  const stories = readSetMessages(fileURLToPath(new URL('..', import.meta.url))).filter(
    (text) => text.length >= 20 && text.length <= 1000,
  );
  let state = 1;
  const next = () => (state = (state * 48271) % 2147483647);
  return stories
    .map((text) => ({ text, key: next() }))
    .sort((a, b) => a.key - b.key)
    .map(({ text }) => text);
}

// ---------------------------------------------------------------- the API process

/**
 * In-memory PGlite, or with BENCH_DATABASE_URL a fresh database on that Postgres server
 * (created here, dropped on close): production keeps its database out of the API process.
 */
async function openBenchDatabase(openDatabase) {
  if (!databaseUrl) return openDatabase({ kind: 'pglite', dataDir: null });
  const { adminQuery, withDatabase } = await import('../apps/api/src/test/global-setup.ts');
  const name = `mhp_bench_${randomUUID().replaceAll('-', '').slice(0, 12)}`;
  await adminQuery(databaseUrl, `CREATE DATABASE ${name}`);
  const handle = await openDatabase({ kind: 'postgres', url: withDatabase(databaseUrl, name) });
  return {
    ...handle,
    close: async () => {
      await handle.close();
      await adminQuery(databaseUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    },
  };
}

async function serve() {
  const { buildApp } = await import('../apps/api/src/app.ts');
  const { testConfig } = await import('../apps/api/src/config.ts');
  const { openDatabase } = await import('../apps/api/src/db/client.ts');
  const { users, chatRooms } = await import('../apps/api/src/db/schema.ts');
  const { seed } = await import('../apps/api/src/db/seed.ts');
  const { createAccessTokens } = await import('../apps/api/src/modules/users/access-token.ts');
  const { createTokenService } = await import('../apps/api/src/modules/users/token-service.ts');

  // Ends with the bench, however the bench ends.
  process.on('disconnect', () => process.exit(0));
  const setup = await new Promise((resolve) => process.once('message', resolve));
  const database = await openBenchDatabase(openDatabase);
  await database.migrate();
  await seed(database.db);
  const config = testConfig({
    webDistDir: '/nonexistent-web-dist',
    redisUrl: setup.redis ? redisUrl : undefined,
    // As the server runs by default (tests read facts on their own thread).
    extractionThread: process.env.EXTRACTION_THREAD !== 'false',
  });
  const apps = [];
  for (let i = 0; i < setup.instances; i += 1) {
    // The bench sends far more than a person would: no per-user limit here.
    const app = await buildApp({ config, database, chat: { messagesPerMinute: 1e9 } });
    await app.listen({ host: '127.0.0.1', port: 0 });
    apps.push(app);
  }
  // Real sessions: an access token whose session is unknown is refused (ADR 023).
  const tokens = createTokenService({
    db: database.db,
    accessTokens: createAccessTokens(config.jwt.accessSecret),
    log: apps[0].log,
  });
  const sessions = [];
  for (let i = 0; i < setup.users; i += 1) {
    const [user] = await database.db
      .insert(users)
      .values({ email: `bench-${randomUUID()}@example.com`, isVerified: true })
      .returning({ id: users.id });
    const [room] = await database.db
      .insert(chatRooms)
      .values({
        userId: user.id,
        slug: randomUUID().replaceAll('-', '').slice(0, 18),
        name: 'Bench',
      })
      .returning({ slug: chatRooms.slug });
    sessions.push({
      token: (await tokens.startSession(user.id)).access,
      slug: room.slug,
    });
  }
  process.send({ ports: apps.map((app) => app.server.address().port), sessions });
  process.on('message', async (message) => {
    if (message === 'cpu') {
      const { user, system } = process.cpuUsage();
      process.send({ cpuMs: (user + system) / 1000 });
    }
    if (message === 'rss') {
      globalThis.gc?.();
      await sleep(200);
      globalThis.gc?.();
      process.send({ rss: process.memoryUsage().rss });
    }
    if (message === 'stop') {
      for (const app of apps) await app.close();
      await database.close();
      process.exit(0);
    }
  });
}

// ---------------------------------------------------------------- the clients

async function main() {
  const { WebSocket } = await import('ws');
  const { chatSocketUrl } = await import('@mhp/contract/socket');

  const step = (text) => console.error(`[bench:chat] ${text}`);
  const startServer = async (options) => {
    step(`starting ${options.instances} instance(s) with ${options.users} users`);
    const child = fork(fileURLToPath(import.meta.url), ['server'], {
      execArgv: [
        '--import',
        'tsx',
        '--expose-gc',
        ...(process.env.BENCH_CPU_PROF ? ['--cpu-prof', '--cpu-prof-dir=/tmp/chatprof'] : []),
      ],
      env: { ...process.env, LOG_LEVEL: 'silent' },
    });
    child.send(options);
    const [ready] = await once(child, 'message');
    const ask = async (what) => {
      child.send(what);
      const [answer] = await once(child, 'message');
      return answer;
    };
    const stop = async () => {
      child.send('stop');
      await once(child, 'exit');
    };
    return { ...ready, ask, stop };
  };

  const connect = (port, session) =>
    new Promise((resolve, reject) => {
      const ws = new WebSocket(
        chatSocketUrl(`http://127.0.0.1:${port}`, session.slug, session.token),
      );
      ws.once('open', () => resolve(ws));
      ws.once('error', reject);
    });

  const percentile = (sorted, p) =>
    sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
  const ms = (value) => (value === undefined ? '-' : `${value.toFixed(1)} ms`);
  const results = [];

  // (a) latency at 200 messages a second over 200 sockets
  if (parts.includes('a')) {
    const sockets = 200;
    const server = await startServer({ users: sockets, instances: 1 });
    const clients = await Promise.all(server.sessions.map((s) => connect(server.ports[0], s)));
    const latencies = [];
    const errors = new Map();
    /** Send times: by client id until the echo, then by message id until the reply. */
    const pending = new Map();
    const asked = new Map();
    let answered = 0;
    for (const ws of clients) {
      ws.on('message', (data) => {
        const event = JSON.parse(data.toString());
        // A measured message is known by its client id until its echo gives its id.
        if (event.type === 'user_message' && pending.has(event.client_id)) {
          asked.set(event.id, pending.get(event.client_id));
          pending.delete(event.client_id);
        }
        if (event.type === 'error') {
          errors.set(event.code, (errors.get(event.code) ?? 0) + 1);
          pending.delete(event.client_id);
        }
        if (event.type === 'ai_message' || event.type === 'error') answered += 1;
        const sentAt = event.type === 'ai_message' ? asked.get(event.reply_to) : undefined;
        if (sentAt !== undefined) {
          latencies.push(performance.now() - sentAt);
          asked.delete(event.reply_to);
        }
      });
    }
    step(`(a) warming up, then ${rate} messages a second`);
    // Warm up, not measured: two rounds of one message per socket, over the questions the
    // window asks (each round starts once the last is answered). The window starts once every
    // one is answered: after a fixed pause, a slow warm-up spilled into the window, where its
    // rooms answered the first measured messages `busy`; and after a warm-up of one question,
    // the server's compiler was still optimising for the other five in the window's first
    // second (replies of 100–500 ms, most of the p99).
    for (let round = 0; round < 2; round += 1) {
      answered = 0;
      clients.forEach((ws, i) =>
        ws.send(JSON.stringify({ message: QUESTIONS[(i + round) % QUESTIONS.length] })),
      );
      const warmedBy = performance.now() + 30_000;
      while (answered < sockets && performance.now() < warmedBy) await sleep(20);
      if (answered < sockets)
        step(`(a) ${sockets - answered} warm-up messages unanswered after 30 s`);
    }
    await sleep(500);
    latencies.length = 0;
    errors.clear();
    const cpuBefore = (await server.ask('cpu')).cpuMs;
    const started = performance.now();
    const end = started + seconds * 1000;
    let sent = 0;
    // Every 5 ms, the sockets due: `rate` a second in all, round robin over the sockets.
    while (performance.now() < end) {
      const due = Math.floor(((performance.now() - started) / 1000) * rate);
      while (sent < due) {
        const ws = clients[sent % sockets];
        const clientId = randomUUID();
        pending.set(clientId, performance.now());
        ws.send(
          JSON.stringify({ message: QUESTIONS[sent % QUESTIONS.length], client_id: clientId }),
        );
        sent += 1;
      }
      await sleep(5);
    }
    await sleep(1000);
    // CPU the server spent per reply: the cost a busy machine cannot hide, and the capacity
    // of one core (1000 / ms per reply) whatever else runs beside the bench.
    const cpuPerReply =
      ((await server.ask('cpu')).cpuMs - cpuBefore) / Math.max(1, latencies.length);
    latencies.sort((x, y) => x - y);
    const elapsed = (performance.now() - started) / 1000 - 1;
    results.push({
      benchmark: `(a) reply latency, ${rate}/s over 200 sockets`,
      result: `${sent} sent (${(sent / elapsed).toFixed(0)}/s), ${latencies.length} replies, errors ${JSON.stringify(Object.fromEntries(errors))}; p50 ${ms(percentile(latencies, 50))}, p99 ${ms(percentile(latencies, 99))}, max ${ms(latencies.at(-1))}; server CPU ${cpuPerReply.toFixed(2)} ms a reply (one core: ~${Math.floor(1000 / cpuPerReply)} replies/s)`,
      goal: 'p99 ≤ 50 ms',
      met:
        percentile(latencies, 99) <= 50 && errors.size === 0 && latencies.length === sent
          ? 'yes'
          : 'no',
    });
    for (const ws of clients) ws.terminate();
    await server.stop();
  }

  // (b) idle sockets one instance holds, and RSS per socket
  if (parts.includes('b')) {
    // At most CHAT_SOCKETS_PER_USER (20) sockets per user: enough users for the target.
    const rooms = Math.max(200, Math.ceil(socketTarget / 20));
    const server = await startServer({ users: rooms, instances: 1 });
    const before = (await server.ask('rss')).rss;
    step(`(b) opening up to ${socketTarget} idle sockets`);
    const clients = [];
    let refused = null;
    try {
      while (clients.length < socketTarget) {
        const batch = [];
        for (let i = 0; i < 250 && clients.length + batch.length < socketTarget; i += 1) {
          batch.push(connect(server.ports[0], server.sessions[(clients.length + i) % rooms]));
        }
        clients.push(...(await Promise.all(batch)));
      }
    } catch (error) {
      refused = error.message;
    }
    await sleep(1000);
    const after = (await server.ask('rss')).rss;
    const perSocket = (after - before) / clients.length / 1024;
    results.push({
      benchmark: '(b) idle sockets held',
      result: `${clients.length} open${refused ? ` (then: ${refused})` : ''}; RSS ${(before / 1048576).toFixed(0)} → ${(after / 1048576).toFixed(0)} MB, ${perSocket.toFixed(1)} KB per socket`,
      goal: `${socketTarget} sockets, ≤ 60 KB each`,
      met: clients.length >= socketTarget && perSocket <= 60 ? 'yes' : 'no',
    });
    for (const ws of clients) ws.terminate();
    await server.stop();
  }

  // (c) fan-out through Redis across two instances
  if (parts.includes('c')) {
    const { Redis } = await import('ioredis');
    const probe = new Redis(redisUrl, {
      lazyConnect: true,
      connectTimeout: 1000,
      maxRetriesPerRequest: 0,
    });
    const redisAnswers = await probe
      .connect()
      .then(() => probe.ping())
      .then(
        () => true,
        () => false,
      );
    probe.disconnect();
    if (!redisAnswers) {
      results.push({
        benchmark: '(c) fan-out through Redis',
        result: `skipped: Redis at ${redisUrl} does not answer`,
        goal: '-',
        met: '-',
      });
    } else {
      const roomCount = 50;
      step('(c) two instances over Redis');
      const server = await startServer({ users: roomCount, instances: 2, redis: true });
      const pairs = await Promise.all(
        server.sessions.map(async (s) => [
          await connect(server.ports[0], s),
          await connect(server.ports[1], s),
        ]),
      );
      let replies = 0;
      let events = 0;
      let running = true;
      const started = performance.now();
      await Promise.all(
        pairs.map(async ([sender, receiver]) => {
          receiver.on('message', () => (events += 1));
          let n = 0;
          while (running) {
            const done = new Promise((resolve) => {
              const onMessage = (data) => {
                const event = JSON.parse(data.toString());
                if (event.type === 'ai_message' || event.type === 'error') {
                  receiver.off('message', onMessage);
                  resolve();
                }
              };
              receiver.on('message', onMessage);
            });
            sender.send(JSON.stringify({ message: QUESTIONS[n % QUESTIONS.length] }));
            n += 1;
            await done;
            replies += 1;
            if (performance.now() - started > seconds * 1000) running = false;
          }
        }),
      );
      const elapsed = (performance.now() - started) / 1000;
      results.push({
        benchmark: '(c) fan-out through Redis, 2 instances',
        result: `${(replies / elapsed).toFixed(0)} messages/s answered across instances (${(events / elapsed).toFixed(0)} events/s delivered on the other instance), ${roomCount} rooms`,
        goal: '-',
        met: '-',
      });
      for (const [a, b] of pairs) {
        a.terminate();
        b.terminate();
      }
      await server.stop();
    }
  }

  console.table(results);
}
