import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { mediaDir } from '../lib/paths';

const IMMUTABLE = 'public, max-age=31536000, immutable';

/**
 * Serves the built web app's files: hashed assets cached for a year, precompressed .br/.gz
 * files made at build time preferred. Page paths are not files: the not-found handler answers
 * them with the app shell (index.html, revalidated on every visit), and the app's router
 * (with its own 404 page) decides.
 */
export async function staticWeb(app: FastifyInstance, opts: { webDistDir: string | undefined }) {
  await app.register(fastifyStatic, {
    root: mediaDir,
    prefix: '/media/',
    decorateReply: false,
    // Media files are not content-hashed: cache for a day, then revalidate by ETag.
    maxAge: '1d',
  });

  const webDistDir = opts.webDistDir;
  if (!hasWebApp(webDistDir)) {
    app.log.warn({ webDistDir }, 'no built web app found: run `npm run build` to serve the UI');
    return;
  }

  await app.register(fastifyStatic, {
    root: webDistDir,
    prefix: '/',
    // Pages, "/" included, are answered by the app shell (not-found.ts), which adds the
    // page's hints to index.html.
    index: false,
    redirect: false,
    wildcard: true,
    preCompressed: true,
    // The build manifest (.vite/manifest.json) maps every source module to its chunk: the
    // server reads it from disk (app-shell.ts); browsers need only what the pages load.
    // The server bundle (dist/server/, ADR 020) is the API's code, never a browser's.
    allowedPath: (pathName) =>
      !pathName.startsWith('/.vite/') &&
      !pathName.startsWith('/server/') &&
      !pathName.includes('/.'),
    cacheControl: false,
    setHeaders(res, filePath) {
      const relative = path.relative(webDistDir, filePath).split(path.sep).join('/');
      res.setHeader('cache-control', cacheControlFor(relative));
    },
  });
}

function cacheControlFor(relativePath: string): string {
  if (relativePath.startsWith('assets/')) return IMMUTABLE;
  if (relativePath === 'index.html') return INDEX_CACHE;
  return 'public, max-age=3600';
}

/** index.html names the current hashed assets, so browsers must revalidate it every time. */
export const INDEX_CACHE = 'no-cache';

/** True when the built web app is there to serve. */
export function hasWebApp(webDistDir: string | undefined): webDistDir is string {
  return Boolean(webDistDir && existsSync(path.join(webDistDir, 'index.html')));
}

/** Whether a request that matched no route should get the single-page app's index.html. */
export function wantsSpaFallback(method: string, url: string): boolean {
  if (method !== 'GET' && method !== 'HEAD') return false;
  const pathname = url.split('?')[0] ?? '/';
  if (pathname.startsWith('/api/') || pathname === '/api' || pathname.startsWith('/ws/'))
    return false;
  // A missing file with an extension (e.g. an old hashed chunk) is a real 404, not a page.
  const last = pathname.split('/').pop() ?? '';
  return !/\.[a-z0-9]{1,8}$/i.test(last);
}
