// `npm start`: builds when the build is missing or stale, then runs the API server, which
// migrates and seeds its embedded database and serves the web app on http://localhost:8080.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { buildIsStale, root, run } from './lib.mjs';

if (buildIsStale()) {
  console.log('Building the web app and the API (first run or sources changed)…');
  const started = Date.now();
  const code = await run('npm', ['run', 'build']);
  if (code !== 0) process.exit(code);
  console.log(`Build finished in ${((Date.now() - started) / 1000).toFixed(1)} s`);
}

const server = spawn(process.execPath, [path.join(root, 'apps/api/dist/server.mjs')], {
  cwd: root,
  stdio: 'inherit',
  // A fresh-machine demo runs as development (dev outbox, dev secrets) unless NODE_ENV says
  // otherwise; production refuses to start without real secrets.
  env: { NODE_ENV: 'development', ...process.env },
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 0 : 1)));
