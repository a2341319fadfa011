import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';

const root = path.join(import.meta.dirname, '..', '..');

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.unref();
    probe.on('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

/**
 * A built API server (apps/api/dist serving apps/web/dist) that a spec starts, stops and
 * restarts itself: journeys about a server going away cannot share the suite's webServer.
 * The embedded database lives in a folder of its own that outlives restarts.
 */
export class OwnServer {
  private process: ChildProcess | null = null;

  private constructor(
    readonly port: number,
    private readonly env: NodeJS.ProcessEnv,
    private readonly dataDir: string,
  ) {}

  /** `http://localhost:{port}`, the generic host. */
  get origin(): string {
    return `http://localhost:${this.port}`;
  }

  /** The same server under another host name (e.g. one mapped through BRAND_HOSTS). */
  originFor(host: string): string {
    return `http://${host}:${this.port}`;
  }

  static async start(extraEnv: Record<string, string> = {}): Promise<OwnServer> {
    const port = await freePort();
    const dataDir = await mkdtemp(path.join(os.tmpdir(), 'mhp-e2e-own-'));
    const server = new OwnServer(
      port,
      {
        ...process.env,
        NODE_ENV: 'development',
        PORT: String(port),
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
        LOG_LEVEL: 'warn',
        TRUST_PROXY: 'true',
        // Open sockets are told to go at once on a restart; no need to wait for them.
        SHUTDOWN_GRACE_MS: '500',
        ...extraEnv,
      },
      dataDir,
    );
    await server.up();
    return server;
  }

  /** Starts the server (again) on the same port and data, once it answers. */
  async up() {
    const child = spawn(process.execPath, ['apps/api/dist/server.mjs'], {
      cwd: root,
      env: this.env,
      stdio: ['ignore', 'ignore', 'inherit'],
    });
    this.process = child;
    // The first start migrates and seeds the knowledge base: slow on a busy machine.
    const deadline = Date.now() + 180_000;
    while (Date.now() < deadline) {
      if (child.exitCode !== null) throw new Error(`The API server exited (${child.exitCode}).`);
      try {
        const answer = await fetch(`${this.origin}/api/rest/rest-check/`);
        if (answer.ok) return;
      } catch {
        // Not listening yet.
      }
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
    throw new Error('The API server did not answer within 180 s.');
  }

  /** Stops the server the way a deploy does (SIGTERM) and waits until it has exited. */
  async down() {
    const child = this.process;
    this.process = null;
    if (!child || child.exitCode !== null) return;
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGTERM');
    await exited;
  }

  async restart() {
    await this.down();
    await this.up();
  }

  async dispose() {
    await this.down();
    await rm(this.dataDir, { recursive: true, force: true });
  }
}
