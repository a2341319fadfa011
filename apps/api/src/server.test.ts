import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { apiRoot } from './lib/paths';

/** The real server process (src/server.ts through tsx) on a free port and its own DATA_DIR. */
function startServer(port: number, dataDir: string) {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
    cwd: apiRoot,
    env: {
      ...process.env,
      NODE_ENV: 'development',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'info',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk) => (output += chunk));
  child.stderr?.on('data', (chunk) => (output += chunk));
  return { child, output: () => output };
}

async function waitForHealth(base: string, child: ChildProcess, timeoutMs = 60_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    try {
      const res = await fetch(`${base}/api/rest/rest-check/`);
      if (res.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error('server did not become healthy in time');
}

function exitOf(child: ChildProcess): Promise<number | null> {
  return new Promise((resolve) => child.once('exit', (code) => resolve(code)));
}

function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const server = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

describe('server process', () => {
  let dataDir = '';
  afterAll(() => (dataDir ? rm(dataDir, { recursive: true, force: true }) : undefined));

  it('shuts down on SIGTERM and a restart on the same DATA_DIR keeps the data', async () => {
    dataDir = await mkdtemp(path.join(os.tmpdir(), 'mhp-server-'));
    const port = await freePort();
    const base = `http://127.0.0.1:${port}`;

    const first = startServer(port, dataDir);
    await waitForHealth(base, first.child);
    const sent = await fetch(`${base}/api/contactus-form/`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        form_type: 'contact',
        project_type: 'varicoceleorg',
        first_name: 'Ali',
        last_name: 'Khan',
        email: 'ali.khan@example.com',
        message: 'Is there a clinic near Leeds?',
      }),
    });
    expect(sent.status).toBe(201);

    // A request still being answered when the signal arrives must complete.
    const inFlight = fetch(`${base}/api/dev/outbox?to=ali.khan@example.com`);
    const exited = exitOf(first.child);
    first.child.kill('SIGTERM');
    expect((await inFlight).status).toBe(200);
    expect(await exited).toBe(0);
    expect(first.output()).toContain('shutdown complete');
    expect(first.output()).toContain('seeded the empty database');

    const second = startServer(port, dataDir);
    try {
      await waitForHealth(base, second.child);
      const outbox = (await (
        await fetch(`${base}/api/dev/outbox?to=ali.khan@example.com`)
      ).json()) as { messages: { subject: string }[] };
      expect(outbox.messages.map((m: { subject: string }) => m.subject)).toEqual([
        'We received your message',
      ]);
      expect(second.output()).not.toContain('seeded the empty database');
    } finally {
      const stopped = exitOf(second.child);
      second.child.kill('SIGINT');
      expect(await stopped).toBe(0);
    }
  }, 120_000);
});
