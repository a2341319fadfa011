// Time to first byte of a page, one request at a time on one kept-alive connection, as a
// browser asks for it (`accept-encoding: br, gzip`). "First render": every request carries a
// new query string, so a server that keeps rendered pages (per host, path and query) renders
// each one afresh. "Repeat": the same URL again and again, after one request that fills any
// such cache. Today's single-page shell answers both alike.
import http from 'node:http';
import { fixed, median, printTable } from './report.mjs';
import { request } from './server.mjs';

const BROWSER_HEADERS = { 'accept-encoding': 'br, gzip', accept: 'text/html' };

async function series(port, page, count, pathOf) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
  try {
    const ask = (target) =>
      request(port, { host: page.host, path: target, headers: BROWSER_HEADERS, agent });
    // Opens the connection (and, for repeats, fills the cache) outside the measurement.
    await ask(pathOf(0));
    const answers = [];
    for (let i = 1; i <= count; i++) answers.push(await ask(pathOf(i)));
    return {
      ttfbMs: median(answers.map((a) => a.ttfbMs)),
      status: answers.at(-1).status,
      bytes: answers.at(-1).body.length,
    };
  } finally {
    agent.destroy();
  }
}

export async function measureTtfb(port, pages, { requests, progress }) {
  const rows = [];
  for (const page of pages) {
    progress(`ttfb: ${page.host}${page.path}`);
    const separator = page.path.includes('?') ? '&' : '?';
    const run = Date.now().toString(36);
    const first = await series(
      port,
      page,
      requests,
      (i) => `${page.path}${separator}ttfb=${run}-${i}`,
    );
    const repeat = await series(port, page, requests, () => page.path);
    rows.push({ page, first, repeat });
  }
  return rows;
}

export function printTtfb(rows, requests) {
  printTable(
    `Time to first byte, median of ${requests} sequential requests (accept-encoding: br, gzip)`,
    ['page', 'host + path', 'first render ms', 'repeat ms', 'status', 'bytes'],
    rows.map(({ page, first, repeat }) => [
      page.name,
      `${page.host}${page.path}`,
      fixed(first.ttfbMs, 2),
      fixed(repeat.ttfbMs, 2),
      repeat.status,
      repeat.bytes,
    ]),
    2,
  );
}
