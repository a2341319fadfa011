// Lighthouse 12 on each key page: its default mobile settings (Moto G Power screen, simulated
// slow 4G and 4× CPU slowdown), performance and accessibility only, in one local Chromium.
// Every run gets a fresh browser context (no cookies) and Lighthouse clears the origin's cache
// and storage first, so each is a first visit. Runs go round the pages in turn so a noisy
// spell hits every page.
import lighthouse from 'lighthouse';
import puppeteer from 'puppeteer-core';
import { fixed, median, printTable } from './report.mjs';

const FLAGS = {
  output: 'json',
  logLevel: 'error',
  onlyCategories: ['performance', 'accessibility'],
};

const METRICS = {
  lcp: 'largest-contentful-paint',
  fcp: 'first-contentful-paint',
  cls: 'cumulative-layout-shift',
  tbt: 'total-blocking-time',
};

/**
 * One Lighthouse run on a page, in a tab of a new browser context: a first visit. Lighthouse
 * clears the origin's cache and storage but keeps its cookies, so a second run in the same
 * context was a visitor whose cookies say they have been here (the A/B visitor id, web_fonts:
 * fonts preloaded, ADR 020) with an empty cache, which no first visit is.
 */
async function audit(browser, page) {
  const context = await browser.createBrowserContext();
  const tab = await context.newPage();
  try {
    if (page.cookies) {
      // Lighthouse keeps cookies (it clears the cache and storage only).
      const { hostname } = new URL(page.url);
      const cookies = Object.entries(page.cookies).map(([name, value]) => ({
        name,
        value,
        domain: hostname,
        path: '/',
      }));
      await context.setCookie(...cookies);
    }
    if (page.storage) {
      // Runs in every new document of the tab, before the app's own scripts.
      await tab.evaluateOnNewDocument((entries) => {
        try {
          for (const [key, value] of Object.entries(entries)) localStorage.setItem(key, value);
        } catch {
          // about:blank, where Lighthouse starts, has no storage.
        }
      }, page.storage);
    }
    return (await lighthouse(page.url, FLAGS, undefined, tab)).lhr;
  } finally {
    await context.close();
  }
}

/**
 * Runs Lighthouse `runs` times on every page; returns one list of reports per page. A run
 * that fails (on a loaded machine Lighthouse now and then misses the navigation start:
 * NO_NAVSTART) is tried once more; a second failure is kept and shown.
 */
export async function runLighthouse(pages, { runs, chromium, progress }) {
  const browser = await puppeteer.launch({
    executablePath: chromium,
    headless: true,
    args: ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'],
  });
  const reports = pages.map(() => []);
  try {
    for (let run = 1; run <= runs; run++) {
      for (const [i, page] of pages.entries()) {
        progress(`lighthouse run ${run}/${runs}: ${page.url}`);
        let lhr = await audit(browser, page);
        if (lhr.runtimeError) {
          progress(`${lhr.runtimeError.code}: trying once more`);
          lhr = await audit(browser, page);
        }
        reports[i].push(lhr);
      }
    }
  } finally {
    await browser.close();
  }
  return reports;
}

/** Median of each score and metric over a page's runs that completed. */
export function summarise(lhrs) {
  const ok = lhrs.filter((lhr) => !lhr.runtimeError);
  const audit = (id) => median(ok.map((lhr) => lhr.audits[id].numericValue));
  const score = (id) => median(ok.map((lhr) => lhr.categories[id].score * 100));
  return {
    runs: ok.length,
    errors: lhrs.filter((lhr) => lhr.runtimeError).map((lhr) => lhr.runtimeError.code),
    performance: score('performance'),
    accessibility: score('accessibility'),
    lcp: audit(METRICS.lcp),
    fcp: audit(METRICS.fcp),
    cls: audit(METRICS.cls),
    tbt: audit(METRICS.tbt),
  };
}

/**
 * The accessibility audits that failed on any run of a page, with the elements they name
 * (Lighthouse's selector and a short HTML snippet), each element once.
 */
export function accessibilityFailures(lhrs) {
  const failures = new Map();
  for (const lhr of lhrs) {
    if (lhr.runtimeError) continue;
    for (const ref of lhr.categories.accessibility.auditRefs) {
      const audit = lhr.audits[ref.id];
      if (audit.score === null || audit.score >= 1) continue;
      const failure = failures.get(ref.id) ?? {
        id: ref.id,
        title: audit.title,
        scored: ref.weight > 0,
        nodes: new Map(),
      };
      for (const item of audit.details?.items ?? []) {
        const node = item.node;
        if (node?.selector) failure.nodes.set(node.selector, node.snippet ?? '');
      }
      failures.set(ref.id, failure);
    }
  }
  return [...failures.values()];
}

export function printLighthouse(pages, reports, runs) {
  const rows = pages.map((page, i) => {
    const s = summarise(reports[i]);
    return [
      `${page.brand} ${page.name}`,
      page.path,
      fixed(s.performance),
      fixed(s.accessibility),
      fixed(s.lcp / 1000, 2),
      fixed(s.fcp / 1000, 2),
      fixed(s.cls, 3),
      fixed(s.tbt),
      s.errors.length ? `${s.runs}/${runs} (${s.errors.join(', ')})` : `${s.runs}/${runs}`,
    ];
  });
  printTable(
    `Lighthouse ${reports.flat()[0]?.lighthouseVersion ?? ''}, mobile, simulated throttling: median of ${runs} runs`,
    ['page', 'path', 'perf', 'a11y', 'LCP s', 'FCP s', 'CLS', 'TBT ms', 'runs'],
    rows,
    2,
  );

  const failing = pages
    .map((page, i) => ({ page, failures: accessibilityFailures(reports[i]) }))
    .filter(({ failures }) => failures.length > 0);
  if (failing.length === 0) {
    console.log('\nNo accessibility audit failed.');
    return;
  }
  console.log('\nFailed accessibility audits:');
  for (const { page, failures } of failing) {
    for (const failure of failures) {
      const weight = failure.scored ? '' : ', not in the score';
      console.log(`  ${page.brand} ${page.name}: ${failure.id} (${failure.title}${weight})`);
      for (const [selector, snippet] of failure.nodes) {
        console.log(`    ${selector}  ${snippet.replace(/\s+/g, ' ').slice(0, 160)}`);
      }
    }
  }
}
