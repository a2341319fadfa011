// The built product as it runs in production: apps/api/dist/server.mjs with NODE_ENV=production
// on a free loopback port and a fresh data folder, which it migrates and seeds on start.
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { freePort, root } from '../lib.mjs';

const READY_PATH = '/api/rest/rest-check/';
const START_TIMEOUT_MS = 120_000;

/**
 * One HTTP request to the server on 127.0.0.1 with the given Host header (how a brand is
 * chosen), timed from sending to the response head: the time to first byte.
 */
export function request(port, { host, method = 'GET', path: target, headers = {}, body, agent }) {
  return new Promise((resolve, reject) => {
    const payload = body === undefined ? undefined : JSON.stringify(body);
    const started = performance.now();
    const req = http.request(
      {
        host: '127.0.0.1',
        port,
        method,
        path: target,
        agent,
        headers: {
          host: host ?? `localhost:${port}`,
          ...(payload ? { 'content-type': 'application/json' } : {}),
          ...headers,
        },
      },
      (res) => {
        const ttfbMs = performance.now() - started;
        const chunks = [];
        res.on('data', (chunk) => chunks.push(chunk));
        res.on('error', reject);
        res.on('end', () =>
          resolve({
            status: res.statusCode,
            headers: res.headers,
            body: Buffer.concat(chunks),
            ttfbMs,
          }),
        );
      },
    );
    req.on('error', reject);
    req.end(payload);
  });
}

/** POSTs or GETs an API call and parses its JSON answer; throws on a non-2xx status. */
export async function callApi(port, method, target, body) {
  const res = await request(port, { method, path: target, body });
  if (res.status < 200 || res.status > 299) {
    throw new Error(
      `${method} ${target} answered ${res.status}: ${res.body.toString().slice(0, 200)}`,
    );
  }
  return JSON.parse(res.body.toString());
}

/** Starts the server and resolves once it answers; `stop()` ends it and removes its data. */
export async function startProductionServer() {
  const port = await freePort();
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'mhp-bench-pages-'));
  const secret = () => randomBytes(48).toString('base64url');
  const child = spawn(process.execPath, [path.join(root, 'apps/api/dist/server.mjs')], {
    cwd: root,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      // Production refuses to start without its own secrets; these live for this run only.
      JWT_ACCESS_SECRET: secret(),
      JWT_REFRESH_SECRET: secret(),
      // Checkout offers its payment methods, as a shop with keys does, instead of none.
      PAYMENTS_SANDBOX: 'true',
    },
  });
  // The last of its output (warnings and errors only), to explain a failed start or a crash.
  let output = '';
  const keep = (chunk) => (output = (output + chunk).slice(-4000));
  child.stdout.on('data', keep);
  child.stderr.on('data', keep);
  let running = true;
  let stopping = false;
  let ready = false;
  const exited = new Promise((resolve) =>
    child.on('exit', (code, signal) => {
      running = false;
      resolve();
      if (stopping || !ready) return;
      // Every figure after this would measure an error page: stop the whole run.
      console.error(
        `\nThe server stopped during the measurements (${signal ?? `exit code ${code}`}; 0 means it was sent SIGTERM or SIGINT):\n${output}`,
      );
      rmSync(dataDir, { recursive: true, force: true });
      process.exit(1);
    }),
  );

  const stop = async () => {
    stopping = true;
    if (running) {
      child.kill('SIGTERM');
      await exited;
    }
    rmSync(dataDir, { recursive: true, force: true });
  };

  const deadline = Date.now() + START_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (!running) break;
    const answered = await request(port, { path: READY_PATH }).catch(() => null);
    if (answered?.status === 200) {
      ready = true;
      return { port, stop };
    }
    await sleep(250);
  }
  await stop();
  throw new Error(`The production server did not start on port ${port}:\n${output}`);
}
