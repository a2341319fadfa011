// `npm run dev`: the API (tsx watch, port 8080) and the Vite dev server (port 5173, which
// proxies /api and /ws to the API) side by side; Ctrl+C stops both.
import { spawn } from 'node:child_process';
import { root } from './lib.mjs';

const children = [
  spawn('npm', ['run', 'dev', '-w', '@mhp/api'], { cwd: root, stdio: 'inherit' }),
  spawn('npm', ['run', 'dev', '-w', '@mhp/web'], { cwd: root, stdio: 'inherit' }),
];
console.log('Web app with hot reload: http://localhost:5173  ·  API: http://localhost:8080');

let stopping = false;
const stop = (code) => {
  if (stopping) return;
  stopping = true;
  for (const child of children) child.kill('SIGTERM');
  process.exitCode = code;
};
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => stop(0));
for (const child of children) child.on('exit', (code) => stop(code ?? 0));
