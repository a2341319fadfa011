/* global window */
// What the main thread does while a server-rendered page starts (issue 23): each key page
// loaded in a fresh browser context with a cold cache on a 4× slower CPU (Lighthouse's phone),
// traced by Chromium, until the app has hydrated (it sets window.__appStarted) and the network
// is quiet. Reported per page, median of the runs: when the first paint came and when the page
// worked, the long tasks (over 50 ms) and the blocking time they add after the first paint,
// and the main thread's busy time by kind of work (top-level slices of each task).
import puppeteer from 'puppeteer-core';
import { fixed, median, printTable } from './report.mjs';

const CPU_SLOWDOWN = 4;
const CATEGORIES = [
  'devtools.timeline',
  'disabled-by-default-devtools.timeline',
  'v8.execute',
  'blink.user_timing',
  'loading',
];

/** The kind of work a top-level trace event is. */
function kindOf(name) {
  if (
    /^(EvaluateScript|v8\.|V8\.|FunctionCall|TimerFire|EventDispatch|FireAnimationFrame|RunMicrotasks)/.test(
      name,
    )
  )
    return /compile/i.test(name) ? 'compile' : 'script';
  if (
    /^(ParseHTML|DocumentLoader|NavigationBodyLoader|DecodedDataDocumentParser|HTMLDocumentParser)/.test(
      name,
    )
  )
    return 'HTML load & parse';
  if (/^(Layout|UpdateLayoutTree|RecalculateStyles|ParseAuthorStyleSheet)/.test(name))
    return 'style & layout';
  if (/^(Paint|PrePaint|Layerize|UpdateLayer|Commit|CompositeLayers|PaintImage|Decode)/.test(name))
    return 'paint';
  if (/GC/.test(name)) return 'GC';
  return 'other';
}

/** Long tasks, blocking time after the first paint and busy time by kind, from a trace. */
function analyse(trace) {
  const events = trace.traceEvents ?? trace;
  // The page's main thread: the one that painted it (about:blank had a renderer first).
  const main =
    events.findLast((e) => e.name === 'firstContentfulPaint') ??
    events.findLast((e) => e.name === 'markAsMainFrame');
  const onMain = events
    .filter((e) => e.pid === main.pid && e.tid === main.tid && e.ph === 'X' && e.dur !== undefined)
    .sort((a, b) => a.ts - b.ts || b.dur - a.dur);
  const navigation =
    events.find(
      (e) => e.name === 'navigationStart' && e.pid === main.pid && e.args?.data?.isLoadingMainFrame,
    ) ?? events.find((e) => e.name === 'navigationStart' && e.pid === main.pid);
  const origin = navigation?.ts ?? onMain[0].ts;
  const mark = (name) => events.find((e) => e.name === name && e.pid === main.pid)?.ts;
  const fcp = mark('firstContentfulPaint');
  const started = mark('app-started');
  const ms = (us) => us / 1000;

  const tasks = onMain.filter((e) => e.name === 'RunTask');
  const long = tasks.filter((t) => t.dur > 50_000);
  const blocking = long
    .filter((t) => fcp === undefined || t.ts + t.dur > fcp)
    .reduce((sum, t) => sum + Math.max(0, t.dur - 50_000), 0);
  // The top-level slices of each task, by kind (their own nested work included).
  const busy = {};
  for (const task of tasks) {
    const end = task.ts + task.dur;
    let covered = task.ts;
    for (const e of onMain) {
      if (e === task || e.ts < covered || e.ts >= end) continue;
      const kind = kindOf(e.name);
      busy[kind] = (busy[kind] ?? 0) + e.dur;
      covered = e.ts + e.dur;
    }
  }
  return {
    fcp: fcp && ms(fcp - origin),
    started: started && ms(started - origin),
    longTasks: long.length,
    longest: long.length ? ms(Math.max(...long.map((t) => t.dur))) : 0,
    blocking: ms(blocking),
    busy: Object.fromEntries(Object.entries(busy).map(([k, v]) => [k, ms(v)])),
  };
}

async function profile(browser, page) {
  const context = await browser.createBrowserContext();
  const tab = await context.newPage();
  try {
    if (page.cookies) {
      const { hostname } = new URL(page.url);
      await context.setCookie(
        ...Object.entries(page.cookies).map(([name, value]) => ({
          name,
          value,
          domain: hostname,
          path: '/',
        })),
      );
    }
    if (page.storage) {
      await tab.evaluateOnNewDocument((entries) => {
        for (const [key, value] of Object.entries(entries)) localStorage.setItem(key, value);
      }, page.storage);
    }
    // The app sets window.__appStarted once it has rendered (app/early-link.ts): marked here,
    // so any build of the app can be profiled as it is.
    await tab.evaluateOnNewDocument(() => {
      let started = false;
      Object.defineProperty(window, '__appStarted', {
        configurable: true,
        get: () => started,
        set: (value) => {
          if (value && !started) performance.mark('app-started');
          started = value;
        },
      });
    });
    await tab.setViewport({ width: 412, height: 823, deviceScaleFactor: 1.75, isMobile: true });
    const cdp = await tab.createCDPSession();
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
    await tab.tracing.start({ categories: CATEGORIES });
    await tab.goto(page.url, { waitUntil: 'load' });
    await tab.waitForFunction(() => window.__appStarted === true, { timeout: 60_000 });
    await tab.waitForNetworkIdle({ idleTime: 500, timeout: 30_000 }).catch(() => undefined);
    const trace = JSON.parse(Buffer.from(await tab.tracing.stop()).toString('utf8'));
    return analyse(trace);
  } finally {
    await context.close();
  }
}

export async function runHydrationProfile(pages, { runs, chromium, progress }) {
  const browser = await puppeteer.launch({
    executablePath: chromium,
    headless: true,
    args: ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'],
  });
  const results = pages.map(() => []);
  try {
    for (let run = 1; run <= runs; run++) {
      for (const [i, page] of pages.entries()) {
        progress(`hydration profile run ${run}/${runs}: ${page.url}`);
        results[i].push(await profile(browser, page));
      }
    }
  } finally {
    await browser.close();
  }
  return results;
}

const KINDS = ['script', 'compile', 'HTML load & parse', 'style & layout', 'paint', 'GC', 'other'];

export function printHydrationProfile(pages, results, runs) {
  const rows = pages.map((page, i) => {
    const r = results[i];
    const m = (pick) => median(r.map(pick).filter((v) => v !== undefined));
    return [
      `${page.brand} ${page.name}`,
      fixed(m((x) => x.fcp)),
      fixed(m((x) => x.started)),
      fixed(m((x) => x.longTasks)),
      fixed(m((x) => x.longest)),
      fixed(m((x) => x.blocking)),
      ...KINDS.map((kind) => fixed(m((x) => x.busy[kind] ?? 0))),
    ];
  });
  printTable(
    `Main thread while the page starts, ${CPU_SLOWDOWN}× CPU slowdown, cold cache: median of ${runs} runs (ms)`,
    ['page', 'FCP', 'hydrated', 'long tasks', 'longest', 'blocking', ...KINDS],
    rows,
  );
}
