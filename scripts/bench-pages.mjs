// `npm run bench:pages`: how fast the public pages paint and how much the server serves
// (issue 15). It starts the built product as in production (NODE_ENV=production, a fresh
// seeded database, a free loopback port; it builds first when the build is missing or stale),
// then measures, printing each table as it is done:
//   lighthouse  Lighthouse 12 mobile on every key page of every brand (scores, LCP, FCP, CLS,
//               TBT; median of --runs) and the accessibility audits that failed;
//   hydration   a Chromium trace of each key page starting on a 4× slower CPU: long tasks,
//               blocking time and the main thread's work by kind until the app has hydrated;
//   ttfb        time to first byte of a first render and of a repeat request;
//   throughput  autocannon against a bare Fastify hello-world in the same run.
// It only requests URLs, so it measures the single-page shell and server-rendered pages alike.
// Options: scripts/bench-pages/options.mjs (`npm run bench:pages -- --help`).
// Run as `node --import tsx scripts/bench-pages.mjs` (the contract's constants are TypeScript).
import os from 'node:os';
import { buildIsStale, run } from './lib.mjs';
import { findChromium } from './find-chromium.mjs';
import { parseOptions, USAGE } from './bench-pages/options.mjs';
import { keyPages, shopFixtures, ttfbPages, hostOf } from './bench-pages/pages.mjs';
import { startProductionServer } from './bench-pages/server.mjs';

let options;
try {
  options = parseOptions(process.argv.slice(2), process.env);
} catch (error) {
  console.error(error.message);
  process.exit(2);
}
if (options.help) {
  console.log(USAGE);
  process.exit(0);
}

const progress = (text) => process.stderr.write(`[bench:pages] ${text}\n`);

// Nothing is downloaded while measuring: Lighthouse drives the Chromium already here.
const needsBrowser = options.only.has('lighthouse') || options.only.has('hydration');
const chromium = needsBrowser ? findChromium() : undefined;
if (needsBrowser && !chromium) {
  console.error('Lighthouse needs Chromium: set CHROMIUM_PATH or install chromium.');
  process.exit(1);
}

if (buildIsStale()) {
  progress('building (the build is missing or older than the sources)');
  const code = await run('npm', ['run', 'build']);
  if (code !== 0) process.exit(code);
}

progress('starting the production server');
const server = await startProductionServer();
const stopOnSignal = () => void server.stop().then(() => process.exit(130));
process.once('SIGINT', stopOnSignal);
process.once('SIGTERM', stopOnSignal);
try {
  const { port } = server;
  const fixtures = await shopFixtures(port);
  console.log(
    `Node ${process.version}, ${os.cpus().length} cores, load average ${os
      .loadavg()
      .map((n) => n.toFixed(1))
      .join(' ')}; production server on port ${port}`,
  );

  if (options.only.has('lighthouse')) {
    const { runLighthouse, printLighthouse } = await import('./bench-pages/lighthouse.mjs');
    const pages = keyPages(options.brands, port, fixtures);
    const reports = await runLighthouse(pages, { runs: options.runs, chromium, progress });
    printLighthouse(pages, reports, options.runs);
  }

  if (options.only.has('hydration')) {
    const { runHydrationProfile, printHydrationProfile } =
      await import('./bench-pages/hydration.mjs');
    const pages = keyPages(options.brands, port, fixtures);
    const results = await runHydrationProfile(pages, { runs: options.runs, chromium, progress });
    printHydrationProfile(pages, results, options.runs);
  }

  if (options.only.has('ttfb')) {
    const { measureTtfb, printTtfb } = await import('./bench-pages/ttfb.mjs');
    const pages = ttfbPages(options.brands, port, fixtures);
    const rows = await measureTtfb(port, pages, { requests: options.requests, progress });
    printTtfb(rows, options.requests);
  }

  if (options.only.has('throughput')) {
    const { measureThroughput, printThroughput } = await import('./bench-pages/throughput.mjs');
    const target = { stud: hostOf('stud', port), productPath: fixtures.stud.productPath };
    const rows = await measureThroughput(port, target, { ...options, progress });
    printThroughput(rows, options);
    if (rows.some(({ results }) => results.some((r) => r.errors + r.timeouts > 0))) {
      process.exitCode = 1;
    }
  }
} finally {
  await server.stop();
}
