import { mkdir, mkdtemp, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { createTestApp } from '../test/test-app';

async function fakeWebDist() {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'mhp-web-'));
  await mkdir(path.join(dir, 'assets'));
  await writeFile(
    path.join(dir, 'index.html'),
    '<!doctype html><title>App</title><div id="root"></div>',
  );
  await writeFile(path.join(dir, 'assets', 'main-abc123.js'), 'console.log("app");'.repeat(200));
  await writeFile(path.join(dir, 'robots.txt'), 'User-agent: *\n');
  await mkdir(path.join(dir, '.vite'));
  await writeFile(path.join(dir, '.vite', 'manifest.json'), '{"src/main.tsx":{"file":"x.js"}}');
  return dir;
}

describe('serving the built web app', async () => {
  const { app } = await createTestApp({ config: { webDistDir: await fakeWebDist() } });

  it('keeps the build manifest private: pages need the assets, not the map of the sources', async () => {
    for (const url of [
      '/.vite/manifest.json',
      '/.vite/../.vite/manifest.json',
      '/%2evite/manifest.json',
    ]) {
      const res = await app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(404);
      expect(res.body).not.toContain('src/main.tsx');
    }
  });

  it('serves hashed assets as immutable for a year', async () => {
    const res = await app.inject({ method: 'GET', url: '/assets/main-abc123.js' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('compresses text assets for clients that accept it', async () => {
    const res = await app.inject({
      method: 'GET',
      url: '/assets/main-abc123.js',
      headers: { 'accept-encoding': 'br, gzip' },
    });
    expect(['br', 'gzip']).toContain(res.headers['content-encoding']);
  });

  it.each(['/', '/shop/classic-brief', '/stud/checkout', '/ab_test/profile'])(
    'answers the page path %s with index.html, not cached',
    async (url) => {
      const res = await app.inject({ method: 'GET', url });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toMatch(/text\/html/);
      expect(res.headers['cache-control']).toBe('no-cache');
      expect(res.body).toContain('<div id="root">');
    },
  );

  it('answers a missing asset file with a real 404, not the app', async () => {
    const res = await app.inject({ method: 'GET', url: '/assets/old-chunk-999.js' });
    expect(res.statusCode).toBe(404);
  });

  it('keeps unknown API paths as JSON 404s', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/unknown' });
    expect(res.statusCode).toBe(404);
    expect(res.json().error).toBe('not_found');
  });

  it('sends security headers with a CSP the app runs under', async () => {
    const res = await app.inject({ method: 'GET', url: '/' });
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("object-src 'none'");
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['x-frame-options']).toBe('SAMEORIGIN');
    expect(res.headers['referrer-policy']).toBe('no-referrer');
  });

  it('keeps CORS closed by default', async () => {
    const res = await app.inject({
      method: 'GET',
      url: '/api/rest/rest-check/',
      headers: { origin: 'https://evil.example' },
    });
    expect(res.headers['access-control-allow-origin']).toBeUndefined();
  });
});

describe('CORS allow-list', async () => {
  const { app } = await createTestApp({ config: { corsOrigins: ['https://partner.example'] } });

  it('allows a listed origin only', async () => {
    const allowed = await app.inject({
      method: 'GET',
      url: '/api/rest/rest-check/',
      headers: { origin: 'https://partner.example' },
    });
    expect(allowed.headers['access-control-allow-origin']).toBe('https://partner.example');
    const other = await app.inject({
      method: 'GET',
      url: '/api/rest/rest-check/',
      headers: { origin: 'https://other.example' },
    });
    expect(other.headers['access-control-allow-origin']).toBeUndefined();
  });
});
