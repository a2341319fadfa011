// `npm test`: the whole suite in the order a failure is cheapest to find:
// static checks, unit + component + API tests, production build and its size budget, then the browser journeys
// against the built app on a free port with a fresh embedded database.
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { ensureChromium } from './find-chromium.mjs';
import { freePort, run } from './lib.mjs';

const steps = [];
async function step(name, fn) {
  const started = Date.now();
  console.log(`\n▶ ${name}`);
  const code = await fn();
  const seconds = (Date.now() - started) / 1000;
  steps.push({ name, seconds, ok: code === 0 });
  if (code !== 0) {
    summary();
    console.error(`\n✖ ${name} failed (exit ${code})`);
    process.exit(code);
  }
}
function summary() {
  console.log('\nTest steps:');
  for (const s of steps)
    console.log(`  ${s.ok ? '✔' : '✖'} ${s.name.padEnd(28)} ${s.seconds.toFixed(1)} s`);
}

const totalStart = Date.now();
await step('check (types, lint, format)', () => run('npm', ['run', 'check']));
await step('unit, component and API tests', () => run('npx', ['vitest', 'run']));
await step('build', () => run('npm', ['run', 'build']));
// ADR 008/022: every route's first visit within the budget, or the run fails.
await step('size budget', () => run('npm', ['run', 'size']));

const chromium = await ensureChromium();
const dataDir = await mkdtemp(path.join(os.tmpdir(), 'mhp-e2e-'));
try {
  const port = await freePort();
  // The local OpenID provider of the social sign-in journeys (e2e/support/oidc-server.mjs).
  let oidcPort = await freePort();
  while (oidcPort === port) oidcPort = await freePort();
  await step('end-to-end (Playwright)', () =>
    run('npx', ['playwright', 'test', '--config', 'e2e/playwright.config.ts'], {
      env: {
        ...process.env,
        CHROMIUM_PATH: chromium,
        E2E_PORT: String(port),
        E2E_OIDC_PORT: String(oidcPort),
        E2E_DATA_DIR: dataDir,
      },
    }),
  );
} finally {
  await rm(dataDir, { recursive: true, force: true });
}
summary();
console.log(`\nAll tests passed in ${((Date.now() - totalStart) / 1000).toFixed(1)} s`);
