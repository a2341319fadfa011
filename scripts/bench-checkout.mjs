// `npm run bench:checkout`: latency of completing checkouts with 20 buyers at once, on the
// embedded database and, when one answers, on Postgres. Each buyer runs the whole checkout over
// loopback HTTP: create-checkout, shipping-details, update-shipping-method, create-payment,
// the sandbox card page, verify-payment (where the order is placed: row locks, stock, order
// rows). Every buyer buys the same variant, the worst case for the stock row lock.
// Buyers run in a worker thread so they do not share the server's event loop.
// Run as `node --import tsx scripts/bench-checkout.mjs` (the API is TypeScript).
//
// BENCH_CHECKOUTS (default 300) and BENCH_SECONDS (default 20) bound each run;
// BENCH_BUYERS (default 20) is the number of buyers at once. Postgres: TEST_DATABASE_URL, else
// postgres://postgres@127.0.0.1:5432/test when it answers; a scratch database is made and dropped.
import { randomBytes } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import { Worker, isMainThread, parentPort, workerData } from 'node:worker_threads';

const checkouts = Number(process.env.BENCH_CHECKOUTS ?? 300);
const seconds = Number(process.env.BENCH_SECONDS ?? 20);
const buyers = Number(process.env.BENCH_BUYERS ?? 20);

if (isMainThread) {
  await main();
} else {
  parentPort.postMessage(await runBuyers(workerData));
}

async function main() {
  const { default: pg } = await import('pg');
  const { FIXED_PRODUCT_IDS } = await import('@mhp/contract/constants');
  const { eq } = await import('drizzle-orm');
  const { buildApp } = await import('../apps/api/src/app.ts');
  const { testConfig } = await import('../apps/api/src/config.ts');
  const { openDatabase } = await import('../apps/api/src/db/client.ts');
  const { productVariants } = await import('../apps/api/src/db/schema.ts');
  const { seed } = await import('../apps/api/src/db/seed.ts');
  const { invalidateCatalogue } = await import('../apps/api/src/modules/shop/catalogue-cache.ts');

  const postgresUrl = await findPostgres(pg);
  const targets = [{ name: 'PGlite (in memory)', kind: 'pglite' }];
  if (postgresUrl) targets.push({ name: 'Postgres', kind: 'postgres' });
  else console.log('Postgres did not answer: only the embedded database is measured.');

  const rows = [];
  for (const target of targets) {
    let scratch;
    let database;
    if (target.kind === 'postgres') {
      scratch = `mhp_bench_${randomBytes(4).toString('hex')}`;
      await admin(pg, postgresUrl, `CREATE DATABASE ${scratch}`);
      database = await openDatabase({ kind: 'postgres', url: withDatabase(postgresUrl, scratch) });
    } else {
      database = await openDatabase({ kind: 'pglite', dataDir: null });
    }
    const app = await buildApp({
      config: testConfig({ webDistDir: '/nonexistent-web-dist' }),
      database,
    });
    try {
      await database.migrate();
      await seed(database.db);
      const detail = await app.inject({
        method: 'POST',
        url: `/api/ecom/products-detail/${FIXED_PRODUCT_IDS.main}`,
      });
      const variantId = detail.json().variants[0].id;
      const stock = 1_000_000;
      await database.db
        .update(productVariants)
        .set({ quantity: stock })
        .where(eq(productVariants.id, variantId));
      invalidateCatalogue(database.db);
      await app.listen({ host: '127.0.0.1', port: 0 });
      const base = `http://127.0.0.1:${app.server.address().port}`;

      const result = await inWorker({ base, variantId, checkouts, seconds, buyers });
      const [left] = await database.db
        .select({ quantity: productVariants.quantity })
        .from(productVariants)
        .where(eq(productVariants.id, variantId));
      rows.push({
        target: target.name,
        ...result,
        consistent: stock - left.quantity === result.orders,
      });
    } finally {
      await app.close();
      await database.close();
      if (scratch) await admin(pg, postgresUrl, `DROP DATABASE IF EXISTS ${scratch} WITH (FORCE)`);
    }
  }

  console.log(
    `\n${buyers} buyers at once, up to ${checkouts} checkouts or ${seconds} s per database, loopback, Node ${process.version}\n`,
  );
  const head = [
    'database'.padEnd(20),
    'orders'.padStart(7),
    'errors'.padStart(7),
    'orders/s'.padStart(9),
    'complete p50'.padStart(13),
    'p99'.padStart(7),
    'max'.padStart(7),
    'flow p50'.padStart(9),
    'p99'.padStart(7),
    'stock ok'.padStart(9),
  ];
  console.log(head.join(' '));
  for (const row of rows) {
    console.log(
      [
        row.target.padEnd(20),
        String(row.orders).padStart(7),
        String(row.errors).padStart(7),
        row.ordersPerSecond.toFixed(1).padStart(9),
        `${row.complete.p50.toFixed(1)} ms`.padStart(13),
        row.complete.p99.toFixed(1).padStart(7),
        row.complete.max.toFixed(1).padStart(7),
        `${row.flow.p50.toFixed(0)} ms`.padStart(9),
        row.flow.p99.toFixed(0).padStart(7),
        String(row.consistent).padStart(9),
      ].join(' '),
    );
  }
  console.log(
    '\ncomplete = verify-payment (the order transaction); flow = all six calls of one buyer.',
  );
  if (rows.some((row) => row.errors > 0 || !row.consistent)) process.exitCode = 1;
}

function inWorker(data) {
  return new Promise((resolve, reject) => {
    const worker = new Worker(new URL(import.meta.url), { workerData: data });
    worker.once('message', resolve);
    worker.once('error', reject);
  });
}

/** The buyers: `buyers` loops, each running whole checkouts until the count or time is used. */
async function runBuyers({ base, variantId, checkouts: total, seconds: limit, buyers: width }) {
  const post = async (path, body) => {
    const res = await fetch(`${base}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    const json = await res.json();
    if (!res.ok) throw new Error(`${path} answered ${res.status}: ${json.message}`);
    return json;
  };
  const address = {
    email: 'bench@example.com',
    first_name: 'Bench',
    last_name: 'Buyer',
    street_address_1: '1 Main St',
    city: 'Los Angeles',
    postal_code: '90001',
    country: 'US',
    country_area: 'CA',
  };

  async function checkout() {
    const started = performance.now();
    const cart = await post('/api/ecom/create-checkout/', {
      lines: [{ variantId, quantity: 1 }],
    });
    await post('/api/ecom/shipping-details/', { checkoutId: cart.id, ...address });
    await post('/api/ecom/update-shipping-method/', {
      checkoutId: cart.id,
      shippingMethodId: 'standard',
    });
    const payment = await post('/api/ecom/create-payment/', {
      checkoutId: cart.id,
      gateway: 'stripe',
      returnUrl: `${base}/checkout/thankyou/stripe`,
    });
    const paid = await fetch(payment.approvalUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'action=pay&card_number=4242424242424242&expiry=12%2F40&cvc=123',
      redirect: 'manual',
    });
    await paid.arrayBuffer();
    if (paid.status !== 303) throw new Error(`sandbox answered ${paid.status}`);
    const before = performance.now();
    const done = await post('/api/ecom/verify-payment/', {
      checkoutId: cart.id,
      gateway: 'stripe',
      paymentId: payment.paymentId,
    });
    const after = performance.now();
    if (!done.success || !done.order) throw new Error('verify-payment placed no order');
    return { complete: after - before, flow: after - started };
  }

  const complete = [];
  const flow = [];
  let started = 0;
  let errors = 0;
  const deadline = performance.now() + limit * 1000;
  const t0 = performance.now();
  await Promise.all(
    Array.from({ length: width }, async () => {
      while (started < total && performance.now() < deadline) {
        started += 1;
        try {
          const timing = await checkout();
          complete.push(timing.complete);
          flow.push(timing.flow);
        } catch (error) {
          errors += 1;
          if (errors <= 3) console.error(error.message);
        }
      }
    }),
  );
  const elapsed = (performance.now() - t0) / 1000;
  return {
    orders: complete.length,
    errors,
    ordersPerSecond: complete.length / elapsed,
    complete: percentiles(complete),
    flow: percentiles(flow),
  };
}

function percentiles(values) {
  const sorted = [...values].sort((a, b) => a - b);
  const at = (q) => sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)] ?? 0;
  return { p50: at(0.5), p99: at(0.99), max: sorted.at(-1) ?? 0 };
}

async function findPostgres(pg) {
  const url = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 2000 });
  try {
    await client.connect();
    await client.end();
    return url;
  } catch {
    return undefined;
  }
}

async function admin(pg, url, query) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(query);
  } finally {
    await client.end();
  }
}

function withDatabase(url, database) {
  const parsed = new URL(url);
  parsed.pathname = `/${database}`;
  return parsed.toString();
}
