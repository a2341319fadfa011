// `node --import tsx scripts/socket-flood.mjs`: the chat-socket stall attack of issue 25 (N1),
// measured. The API runs in a child process on 127.0.0.1 (in-memory PGlite, a signed-up user
// with a room of 100 messages of about 700 characters, so a full `sync` is about 70 KB); this
// process floods and measures:
//  (a) resume flood: 4 sockets of the user each send FLOOD_RESUME (default 3,000) `resume`
//      frames at once while GET /api/rest/rest-check/ is polled every 50 ms;
//  (b) invalid-JSON flood: 4 sockets × FLOOD_INVALID (default 20,000) frames, same polling;
//  (c) a client that never reads: one socket whose TCP stream is paused sends a `resume` every
//      5 ms for FLOOD_SECONDS (default 15) s; the server's RSS before and after.
// Prints, for (a) and (b), the slowest health check, how each flooding socket ended (close code)
// and what it was answered; for (c) the RSS growth and how the socket ended. Exits 1 when the
// slowest health check is over FLOOD_BUDGET_MS (default 1000) or (c) grows RSS by more than
// 64 MB. Targets 127.0.0.1 only.
import { fork } from 'node:child_process';
import { once } from 'node:events';
import { fileURLToPath } from 'node:url';
import { setTimeout as sleep } from 'node:timers/promises';

const RESUME_FRAMES = Number(process.env.FLOOD_RESUME ?? 3000);
const INVALID_FRAMES = Number(process.env.FLOOD_INVALID ?? 20_000);
const SLOW_SECONDS = Number(process.env.FLOOD_SECONDS ?? 15);
const BUDGET_MS = Number(process.env.FLOOD_BUDGET_MS ?? 1000);
const PARTS = process.env.FLOOD_PARTS ?? 'abc';
const SOCKETS = 4;
/** The longest a part waits for the flood to be answered or closed. */
const PART_CAP_MS = 120_000;

if (process.argv[2] === 'server') await serve();
else await main();

// ---------------------------------------------------------------- the API process

async function serve() {
  const { buildApp } = await import('../apps/api/src/app.ts');
  const { testConfig } = await import('../apps/api/src/config.ts');
  const { openDatabase } = await import('../apps/api/src/db/client.ts');
  const { chatMessages, chatRooms } = await import('../apps/api/src/db/schema.ts');
  const { eq } = await import('drizzle-orm');

  process.on('disconnect', () => process.exit(0));
  const database = await openDatabase({ kind: 'pglite', dataDir: null });
  await database.migrate();
  const app = await buildApp({
    config: testConfig({ webDistDir: '/nonexistent-web-dist' }),
    database,
  });
  await app.listen({ host: '127.0.0.1', port: 0 });
  const { port } = app.server.address();

  const signUp = await app.inject({
    method: 'POST',
    url: '/api/users/sign-up/',
    payload: { email: 'flood@example.com', password: 'a long flooding passphrase 42' },
  });
  const { access } = signUp.json();
  const room = await app.inject({
    method: 'POST',
    url: '/api/chat-room/',
    headers: { authorization: `Bearer ${access}` },
    payload: { name: 'Flood' },
  });
  const { slug } = room.json();
  const [row] = await database.db
    .select({ id: chatRooms.id })
    .from(chatRooms)
    .where(eq(chatRooms.slug, slug));
  const text = 'A varicocele is a swelling of the veins above a testicle. '.repeat(12);
  await database.db
    .insert(chatMessages)
    .values(Array.from({ length: 100 }, (_, i) => ({ roomId: row.id, isAi: i % 2 === 1, text })));
  process.send({ port, access, slug });
  process.on('message', async (message) => {
    if (message === 'rss') {
      globalThis.gc?.();
      await sleep(200);
      globalThis.gc?.();
      process.send({ rss: process.memoryUsage().rss });
    }
    if (message === 'stop') {
      await app.close();
      await database.close();
      process.exit(0);
    }
  });
}

// ---------------------------------------------------------------- the attacker

async function main() {
  const { WebSocket } = await import('ws');
  const { chatSocketUrl } = await import('@mhp/contract/socket');
  const step = (text) => console.error(`[socket-flood] ${text}`);

  step('starting the API on 127.0.0.1');
  const child = fork(fileURLToPath(import.meta.url), ['server'], {
    execArgv: ['--import', 'tsx', '--expose-gc'],
    env: { ...process.env, LOG_LEVEL: 'silent' },
  });
  const [server] = await once(child, 'message');
  const ask = async (what) => {
    child.send(what);
    const [answer] = await once(child, 'message');
    return answer;
  };
  const origin = `http://127.0.0.1:${server.port}`;
  const url = chatSocketUrl(origin, server.slug, server.access);

  const open = () =>
    new Promise((resolve, reject) => {
      const ws = new WebSocket(url);
      const record = { ws, answers: new Map(), bytes: 0, closed: null };
      ws.on('message', (data) => {
        record.bytes += data.length;
        const event = JSON.parse(data.toString());
        const key = event.type === 'error' ? `error:${event.code}` : event.type;
        record.answers.set(key, (record.answers.get(key) ?? 0) + 1);
      });
      record.done = new Promise((done) =>
        ws.on('close', (code, reason) => {
          record.closed = { code, reason: reason.toString() };
          done();
        }),
      );
      ws.once('open', () => resolve(record));
      ws.once('error', reject);
    });

  /** Polls the health check every 50 ms until `stop` resolves; the durations in ms. */
  const pollHealth = (stop) => {
    const durations = [];
    let failures = 0;
    let running = true;
    void stop.then(() => (running = false));
    const loop = (async () => {
      while (running) {
        const started = performance.now();
        try {
          const res = await fetch(`${origin}/api/rest/rest-check/`, {
            signal: AbortSignal.timeout(PART_CAP_MS),
          });
          await res.arrayBuffer();
          if (res.status !== 200) failures += 1;
        } catch {
          failures += 1;
        }
        durations.push(performance.now() - started);
        await sleep(50);
      }
    })();
    return loop.then(() => ({ durations, failures }));
  };

  const answered = (record, expected) =>
    [...record.answers.values()].reduce((sum, n) => sum + n, 0) >= expected;

  const flood = async (label, frame, frames) => {
    step(`${label}: ${SOCKETS} sockets × ${frames.toLocaleString('en')} frames`);
    const sockets = await Promise.all(Array.from({ length: SOCKETS }, open));
    let release;
    const stop = new Promise((resolve) => (release = resolve));
    const health = pollHealth(stop);
    await sleep(200);
    const started = performance.now();
    for (const record of sockets) {
      for (let i = 0; i < frames && record.ws.readyState === WebSocket.OPEN; i += 1) {
        record.ws.send(frame);
      }
    }
    // Until every socket was answered every frame or closed, then one more second of polling.
    while (
      performance.now() - started < PART_CAP_MS &&
      sockets.some((record) => !record.closed && !answered(record, frames))
    ) {
      await sleep(100);
    }
    const elapsed = performance.now() - started;
    await sleep(1000);
    release();
    const { durations, failures } = await health;
    for (const record of sockets) record.ws.terminate();
    const slowest = Math.max(...durations);
    return {
      part: label,
      frames: `${SOCKETS} × ${frames.toLocaleString('en')}`,
      'flood took': `${(elapsed / 1000).toFixed(1)} s`,
      'health checks': `${durations.length} (${failures} failed)`,
      'slowest health check': `${slowest.toFixed(0)} ms`,
      sockets: sockets
        .map(
          (record) =>
            `${record.closed ? `closed ${record.closed.code}` : 'open'}, ` +
            `${JSON.stringify(Object.fromEntries(record.answers))}, ` +
            `${(record.bytes / 1048576).toFixed(1)} MB`,
        )
        .join(' | '),
      ok: slowest <= BUDGET_MS && failures === 0,
    };
  };

  const results = [];
  if (PARTS.includes('a')) {
    results.push(
      await flood(
        '(a) resume flood',
        JSON.stringify({ type: 'resume', last_id: null }),
        RESUME_FRAMES,
      ),
    );
  }
  if (PARTS.includes('b')) {
    results.push(await flood('(b) invalid-JSON flood', '{"type": "resume", ', INVALID_FRAMES));
  }
  if (PARTS.includes('c')) {
    step(`(c) a socket that never reads, a resume every 5 ms for ${SLOW_SECONDS} s`);
    const before = (await ask('rss')).rss;
    const record = await open();
    // The client stops reading: the server's answers pile up unless it limits them.
    record.ws._socket.pause();
    const frame = JSON.stringify({ type: 'resume', last_id: null });
    const started = performance.now();
    const end = started + SLOW_SECONDS * 1000;
    let sent = 0;
    let cutAfter = null;
    void record.done.then(() => (cutAfter = performance.now() - started));
    while (performance.now() < end) {
      if (record.ws.readyState === WebSocket.OPEN) {
        record.ws.send(frame);
        sent += 1;
      }
      await sleep(5);
    }
    const peak = (await ask('rss')).rss;
    record.ws._socket.resume();
    await Promise.race([record.done, sleep(3000)]);
    record.ws.terminate();
    const growth = (peak - before) / 1048576;
    results.push({
      part: '(c) never-reading client',
      frames: `${sent} resume frames sent in ${SLOW_SECONDS} s`,
      'server RSS': `${(before / 1048576).toFixed(0)} → ${(peak / 1048576).toFixed(0)} MB (${growth >= 0 ? '+' : ''}${growth.toFixed(0)} MB)`,
      sockets: record.closed
        ? `closed by the server after ${(cutAfter / 1000).toFixed(1)} s (${record.closed.code}` +
          `${record.closed.reason ? ` ${record.closed.reason}` : ': cut off, it never read the close frame'})`
        : 'still open',
      ok: growth <= 64,
    });
  }

  child.send('stop');
  await once(child, 'exit');
  for (const result of results) {
    console.log(result.part);
    for (const [key, value] of Object.entries(result)) {
      if (key !== 'part') console.log(`  ${key}: ${value}`);
    }
  }
  const failed = results.some((result) => !result.ok);
  console.log(failed ? 'SOCKET FLOOD: a goal was missed' : 'socket flood: every goal met');
  process.exit(failed ? 1 : 0);
}
