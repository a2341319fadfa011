// `npm run bench`: throughput and latency of the catalogue calls against a bare Fastify
// hello-world on the same machine, so the numbers read as "share of what Fastify itself can do".
// Everything runs in this process on loopback: the real app (buildApp) on an in-memory PGlite,
// migrated and seeded, and the load generator in a worker thread so it does not share the
// servers' event loop. Run as `node --import tsx scripts/bench.mjs` (the API is TypeScript).
//
// The machine is shared and noisy, so the calls are measured in BENCH_ROUNDS rounds (default
// 3), each running every call once in turn, and each call is reported by its median round;
// the ratio compares medians with the hello-world's. BENCH_SECONDS (default 5) and
// BENCH_CONNECTIONS (default 10) bound each run.
import autocannon from 'autocannon';
import Fastify from 'fastify';
import { FIXED_PRODUCT_IDS } from '@mhp/contract/constants';
import { buildApp } from '../apps/api/src/app.ts';
import { testConfig } from '../apps/api/src/config.ts';
import { openDatabase } from '../apps/api/src/db/client.ts';
import { seed } from '../apps/api/src/db/seed.ts';

const duration = Number(process.env.BENCH_SECONDS ?? 5);
const rounds = Number(process.env.BENCH_ROUNDS ?? 3);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 10);

async function startHello() {
  const app = Fastify({ logger: false });
  app.get('/', async () => ({ hello: 'world' }));
  await app.listen({ host: '127.0.0.1', port: 0 });
  return app;
}

async function startApi() {
  const database = await openDatabase({ kind: 'pglite', dataDir: null });
  await database.migrate();
  await seed(database.db);
  const app = await buildApp({
    config: testConfig({ webDistDir: '/nonexistent-web-dist' }),
    database,
  });
  await app.listen({ host: '127.0.0.1', port: 0 });
  return { app, database };
}

const urlOf = (app) => {
  const address = app.server.address();
  return `http://127.0.0.1:${address.port}`;
};

function run(title, url, opts = {}) {
  return new Promise((resolve, reject) => {
    autocannon({ url, connections, duration, workers: 1, ...opts }, (error, result) =>
      error ? reject(error) : resolve({ title, result }),
    );
  });
}

/** One request first: the measured runs read the warm catalogue cache, as a live shop does. */
async function warm(url, init) {
  const res = await fetch(url, init);
  if (!res.ok) throw new Error(`${init?.method ?? 'GET'} ${url} answered ${res.status}`);
  return res.json();
}

const hello = await startHello();
const { app, database } = await startApi();
try {
  const api = urlOf(app);
  const json = { 'content-type': 'application/json' };
  const selection = JSON.stringify({
    productId: FIXED_PRODUCT_IDS.main,
    attribute: { Size: ['M'], Colour: ['Black'] },
  });
  const list = `${api}/api/ecom/products-list`;
  const detail = `${api}/api/ecom/products-detail/${FIXED_PRODUCT_IDS.main}`;
  await warm(list, { method: 'POST' });
  await warm(detail, { method: 'POST' });
  await warm(detail, { method: 'POST', headers: json, body: selection });
  const main = await warm(detail, { method: 'POST' });
  const cart = await warm(`${api}/api/ecom/create-checkout/`, {
    method: 'POST',
    headers: json,
    body: JSON.stringify({ lines: [{ variantId: main.variants[3].id, quantity: 1 }] }),
  });

  const calls = [
    ['hello-world (bare Fastify)', urlOf(hello)],
    ['POST products-list', list, { method: 'POST' }],
    ['POST products-detail (main)', detail, { method: 'POST' }],
    // What browsers send: the cached answer goes out already brotli-compressed.
    [
      'POST products-detail (main), br',
      detail,
      { method: 'POST', headers: { 'accept-encoding': 'br, gzip' } },
    ],
    [
      'POST products-detail + selection',
      detail,
      { method: 'POST', headers: json, body: selection },
    ],
    [
      'POST cart-items (uncached, DB)',
      `${api}/api/ecom/cart-items/`,
      { method: 'POST', headers: json, body: JSON.stringify({ checkoutId: cart.id }) },
    ],
  ];
  const measured = calls.map(() => []);
  for (let round = 1; round <= rounds; round++) {
    process.stderr.write(`round ${round}/${rounds}\n`);
    for (const [i, [title, url, opts]] of calls.entries()) {
      measured[i].push((await run(title, url, opts)).result);
    }
  }
  const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
  const runs = calls.map(([title], i) => ({
    title,
    result: {
      requests: { average: median(measured[i].map((r) => r.requests.average)) },
      latency: {
        p50: median(measured[i].map((r) => r.latency.p50)),
        p99: median(measured[i].map((r) => r.latency.p99)),
      },
      non2xx: measured[i].reduce((sum, r) => sum + r.non2xx, 0),
      errors: measured[i].reduce((sum, r) => sum + r.errors, 0),
    },
  }));

  const base = runs[0].result.requests.average;
  console.log(
    `\n${connections} connections, ${duration} s per run, median of ${rounds} rounds, loopback, Node ${process.version}, PGlite in memory\n`,
  );
  console.log(
    `${'call'.padEnd(36)} ${'req/s'.padStart(9)} ${'p50 ms'.padStart(8)} ${'p99 ms'.padStart(8)} ${'vs hello'.padStart(9)} ${'non-2xx'.padStart(8)} ${'errors'.padStart(7)}`,
  );
  for (const { title, result } of runs) {
    const rps = result.requests.average;
    console.log(
      `${title.padEnd(36)} ${rps.toFixed(0).padStart(9)} ${String(result.latency.p50).padStart(8)} ${String(result.latency.p99).padStart(8)} ${`${((rps / base) * 100).toFixed(0)}%`.padStart(9)} ${String(result.non2xx).padStart(8)} ${String(result.errors).padStart(7)}`,
    );
  }
  const failed = runs.filter(({ result }) => result.non2xx > 0 || result.errors > 0);
  if (failed.length > 0) {
    console.error(`\nSome requests failed: ${failed.map((r) => r.title).join(', ')}`);
    process.exitCode = 1;
  }
} finally {
  await app.close();
  await hello.close();
  await database.close();
}
