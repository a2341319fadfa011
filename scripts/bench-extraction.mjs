// `npm run bench:extraction`: how long the local health-fact extraction takes a message, on
// the messages of the read labelled sets (median of seven passes, µs a message) and on
// 4,000-character inputs built to be slow (a long story, a pasted list of 666 items, 1,000
// " / " separators, …; fastest of three, ms).
// BENCH_BASELINE=/path/to/another/checkout measures that checkout's extractor in the same run:
// each build runs in a process of its own (two copies of the extractor in one process slow each
// other down), five processes a build, alternating, and the medians are printed.
// Last, the event loop's time a message when the server reads facts on its worker thread.
// Run as `node --import tsx scripts/bench-extraction.mjs` (the API is TypeScript).
import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { extractionDir, readSetMessages } from './extraction-sets.mjs';

const here = path.resolve(fileURLToPath(import.meta.url), '../..');
const messages = readSetMessages(here);

const story =
  "I'm 34, on clomid 25mg every other day for 3 months, my count went from 9 to 14 million, " +
  'motility 30%. ';
const SLOW_INPUTS = [
  ['a long story', story.repeat(40).slice(0, 4000)],
  ['a pasted list', 'zinc, '.repeat(666)],
  ['slashes', 'a / '.repeat(1000)],
  ['colons', 'sa: '.repeat(1000)],
  ['spaces', ' '.repeat(4000)],
  ['"and"s', 'and '.repeat(1000)],
];

const median = (values) => [...values].sort((a, b) => a - b)[values.length >> 1];

if (process.argv[2] === 'child') {
  // One build, measured in this process: printed as JSON for the parent.
  const { extractFacts } = await import(
    path.join(extractionDir(process.argv[3]), 'extract-local.ts')
  );
  for (const text of messages) extractFacts(text); // warm up
  const passes = [];
  for (let pass = 0; pass < 7; pass += 1) {
    const start = performance.now();
    for (const text of messages) extractFacts(text);
    passes.push(((performance.now() - start) / messages.length) * 1000);
  }
  const slow = SLOW_INPUTS.map(([, text]) => {
    const runs = [];
    for (let run = 0; run < 3; run += 1) {
      const start = performance.now();
      extractFacts(text);
      runs.push(performance.now() - start);
    }
    return Math.min(...runs);
  });
  console.log(JSON.stringify({ perMessage: median(passes), slow }));
} else {
  const builds = [['this checkout', here]];
  if (process.env.BENCH_BASELINE)
    builds.push(['baseline', path.resolve(process.env.BENCH_BASELINE)]);
  const results = new Map(builds.map(([name]) => [name, []]));
  for (let round = 0; round < 5; round += 1) {
    for (const [name, root] of builds) {
      const said = execFileSync(
        process.execPath,
        ['--import', 'tsx', fileURLToPath(import.meta.url), 'child', root],
        { encoding: 'utf8' },
      );
      results.get(name).push(JSON.parse(said.trim().split('\n').at(-1)));
    }
  }
  console.log(`${messages.length} messages of the read sets (median of 5 processes):`);
  for (const [name] of builds) {
    const runs = results.get(name);
    console.log(
      `  ${name.padEnd(14)} ${median(runs.map((run) => run.perMessage)).toFixed(0)} µs a message`,
    );
  }
  console.log('4,000-character inputs built to be slow (median of 5 processes, ms):');
  SLOW_INPUTS.forEach(([label], index) => {
    const cells = builds.map(
      ([name]) => `${name} ${median(results.get(name).map((run) => run.slow[index])).toFixed(1)}`,
    );
    console.log(`  ${label.padEnd(14)} ${cells.join('   ')}`);
  });
  await measureHandOver();
}

/**
 * What the server's event loop pays a message when the rules run on the worker thread
 * (ADR 031): handing the message over and taking the answer, not reading it. This checkout's
 * thread, messages sent one at a time (median of 3 passes).
 */
async function measureHandOver() {
  const { createThreadedExtractor } = await import(
    path.join(extractionDir(here), 'threaded-extractor.ts')
  );
  const threaded = createThreadedExtractor();
  for (const text of messages.slice(0, 500)) await threaded.extract(text); // start, warm up
  const passes = [];
  for (let pass = 0; pass < 3; pass += 1) {
    let busy = 0;
    for (const text of messages) {
      const start = performance.now();
      const answer = threaded.extract(text);
      busy += performance.now() - start;
      await answer;
    }
    passes.push((busy / messages.length) * 1000);
  }
  await threaded.close();
  console.log(
    `On the server's extraction thread (ADR 031), this checkout: ${median(passes).toFixed(0)} µs ` +
      'of the event loop a message (handing it over), the reading itself on the thread',
  );
}
