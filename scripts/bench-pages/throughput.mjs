// Throughput of page requests with autocannon against a bare Fastify hello-world started in
// this process, so the figures read as "share of what Fastify itself can do here". The load
// generator runs in a worker thread (autocannon's `workers: 1`) so it does not share the
// hello-world's event loop; the product runs in its own process. Each call runs once per
// round, rounds in turn, and each is reported by its median round.
import autocannon from 'autocannon';
import Fastify from 'fastify';
import { fixed, median, printTable } from './report.mjs';
import { request } from './server.mjs';

async function startHello() {
  const app = Fastify({ logger: false });
  app.get('/', async () => ({ hello: 'world' }));
  await app.listen({ host: '127.0.0.1', port: 0 });
  return app;
}

function run(url, options) {
  return new Promise((resolve, reject) => {
    autocannon({ url, workers: 1, ...options }, (error, result) =>
      error ? reject(error) : resolve(result),
    );
  });
}

/** The calls measured: the first is the baseline the others are compared with. */
function calls(port, helloPort, { stud, productPath }) {
  const server = `http://127.0.0.1:${port}`;
  const host = { host: stud };
  return [
    { title: 'hello-world (bare Fastify)', url: `http://127.0.0.1:${helloPort}/` },
    { title: 'stud home, repeated', url: `${server}/`, headers: host },
    {
      title: 'stud home, repeated, br',
      url: `${server}/`,
      headers: { ...host, 'accept-encoding': 'br' },
    },
    {
      // autocannon puts a new id in place of [<id>] in every request: a new cache key each time.
      title: 'stud home, new query each time',
      url: `${server}/?nocache=[<id>]`,
      headers: host,
      idReplacement: true,
    },
    { title: 'stud product page', url: `${server}${productPath}`, headers: host },
  ];
}

export async function measureThroughput(port, target, { runs, seconds, connections, progress }) {
  const hello = await startHello();
  try {
    const list = calls(port, hello.server.address().port, target);
    // One request each first, outside the measurement: caches filled, code warm.
    for (const { url, headers = {} } of list) {
      const { port: to, pathname, search } = new URL(url.replace('[<id>]', 'warm'));
      const { host, ...rest } = headers;
      await request(Number(to), { host, path: pathname + search, headers: rest });
    }
    const measured = list.map(() => []);
    for (let round = 1; round <= runs; round++) {
      for (const [i, { title, url, ...options }] of list.entries()) {
        progress(`throughput round ${round}/${runs}: ${title}`);
        measured[i].push(await run(url, { connections, duration: seconds, ...options }));
      }
    }
    return list.map(({ title }, i) => ({ title, results: measured[i] }));
  } finally {
    await hello.close();
  }
}

export function printThroughput(rows, { runs, seconds, connections }) {
  const of = (results, pick) => median(results.map(pick));
  const base = of(rows[0].results, (r) => r.requests.average);
  printTable(
    `Throughput: ${connections} connections, ${seconds} s per run, median of ${runs} rounds`,
    ['call', 'req/s', 'p50 ms', 'p99 ms', 'vs hello', 'KB/response', 'non-2xx', 'errors'],
    rows.map(({ title, results }) => {
      const rps = of(results, (r) => r.requests.average);
      const bytes = of(results, (r) => r.throughput.total / Math.max(1, r.requests.total));
      const sum = (pick) => results.reduce((total, r) => total + pick(r), 0);
      return [
        title,
        fixed(rps),
        fixed(
          of(results, (r) => r.latency.p50),
          1,
        ),
        fixed(
          of(results, (r) => r.latency.p99),
          1,
        ),
        `${fixed((rps / base) * 100)} %`,
        fixed(bytes / 1024, 1),
        sum((r) => r.non2xx),
        sum((r) => r.errors + r.timeouts),
      ];
    }),
  );
}
