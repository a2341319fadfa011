// Finds a Chromium for the end-to-end tests, installing one when none is there:
// CHROMIUM_PATH, then Debian's /usr/bin/chromium, then Playwright's own browser cache; else
// `npx playwright install chromium`, else (as root) `apt-get install -y chromium`.
import { existsSync, readdirSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { run } from './lib.mjs';

const SYSTEM_PATHS = ['/usr/bin/chromium', '/usr/bin/chromium-browser', '/usr/bin/google-chrome'];

function playwrightCachePath() {
  const cache =
    process.env.PLAYWRIGHT_BROWSERS_PATH || path.join(os.homedir(), '.cache', 'ms-playwright');
  if (!existsSync(cache)) return undefined;
  for (const dir of readdirSync(cache)
    .filter((d) => d.startsWith('chromium'))
    .sort()
    .reverse()) {
    for (const exe of [
      'chrome-linux64/chrome',
      'chrome-linux/chrome',
      'chrome-linux/headless_shell',
    ]) {
      const candidate = path.join(cache, dir, exe);
      if (existsSync(candidate)) return candidate;
    }
  }
  return undefined;
}

export function findChromium() {
  if (process.env.CHROMIUM_PATH && existsSync(process.env.CHROMIUM_PATH)) {
    return process.env.CHROMIUM_PATH;
  }
  return SYSTEM_PATHS.find((p) => existsSync(p)) ?? playwrightCachePath();
}

export async function ensureChromium() {
  const found = findChromium();
  if (found) return found;
  console.log('No Chromium found: trying `npx playwright install chromium`…');
  if ((await run('npx', ['playwright', 'install', 'chromium'])) === 0 && findChromium()) {
    return findChromium();
  }
  if (process.getuid?.() === 0) {
    console.log('Trying Debian’s chromium package (apt-get)…');
    await run('apt-get', ['update', '-q']);
    await run('apt-get', ['install', '-y', '-q', 'chromium'], {
      env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
    });
    if (findChromium()) return findChromium();
  }
  throw new Error(
    'The end-to-end tests need Chromium and none could be installed. Install it ' +
      '(Debian/Ubuntu: `sudo apt-get install chromium`) or set CHROMIUM_PATH to a Chromium binary.',
  );
}
