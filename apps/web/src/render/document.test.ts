import { createHash } from 'node:crypto';
import { mkdir, mkdtemp, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { pageBootCspSource } from '@mhp/contract/page-boot';
import { describe, expect, it } from 'vitest';
import { readBuildAssets } from './build-assets';
import { writeDocument } from './document';
import type { DocumentHead } from './document';

/** A browser build as Vite leaves it: the manifest, a stylesheet. */
async function fakeBuild() {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'mhp-render-'));
  await mkdir(path.join(dir, '.vite'), { recursive: true });
  await mkdir(path.join(dir, 'assets'));
  await writeFile(path.join(dir, 'assets', 'index-1.css'), 'h1{color:red}</style>');
  await writeFile(
    path.join(dir, '.vite', 'manifest.json'),
    JSON.stringify({
      'index.html': {
        file: 'assets/index-1.js',
        isEntry: true,
        imports: ['_runtime-1.js'],
        css: ['assets/index-1.css'],
      },
      '_runtime-1.js': { file: 'assets/runtime-1.js' },
      '_shared-2.js': { file: 'assets/shared-2.js', imports: ['_runtime-1.js'] },
      'src/brands/stud.brand.ts': { file: 'assets/stud.brand-3.js', imports: ['_shared-2.js'] },
      'src/app/routes/stud-home.tsx': { file: 'assets/stud-home-9.js', imports: ['_shared-2.js'] },
      '../../node_modules/@fontsource-variable/inter/files/inter-latin-wght-normal.woff2': {
        file: 'assets/inter-latin-wght-normal-4.woff2',
      },
      '../../node_modules/@fontsource-variable/fraunces/files/fraunces-latin-wght-normal.woff2': {
        file: 'assets/fraunces-latin-wght-normal-5.woff2',
      },
    }),
  );
  return readBuildAssets(dir);
}

const head: DocumentHead = {
  title: 'Home · Stud & Co',
  description: 'Briefs "made" for comfort',
  themeColor: '#123456',
  icon: '/assets/mark.svg',
  brand: 'stud',
  themeStyle: '--color-brand:#123456',
  displayFont: 'fraunces',
};

describe('the server-rendered document', async () => {
  const assets = await fakeBuild();
  const write = (overrides: Partial<Parameters<typeof writeDocument>[0]> = {}) =>
    writeDocument({
      assets,
      head,
      modules: ['src/brands/stud.brand.ts', 'src/app/routes/stud-home.tsx'],
      fontsCached: false,
      appHtml: '<h1>Hello</h1>',
      data: JSON.stringify({ note: '</script><script>alert(1)</script>' }),
      ...overrides,
    });

  it('writes the brand, its colours and the page head, escaped', () => {
    const html = write();
    expect(html).toMatch(/^<!doctype html>\n<html lang="en" data-fonts="later" data-brand="stud"/);
    expect(html).toContain('style="--color-brand:#123456"');
    expect(html).toContain('<title>Home · Stud &amp; Co</title>');
    expect(html).toContain(
      '<meta name="description" content="Briefs &quot;made&quot; for comfort" />',
    );
    expect(html).toContain('<meta name="theme-color" content="#123456" />');
    expect(html).toContain('<link rel="icon" type="image/svg+xml" href="/assets/mark.svg" />');
    expect(html).toContain('<div id="root"><h1>Hello</h1></div>');
  });

  it("loads the page's code after the first paint, by the boot script the API's CSP allows by hash", () => {
    const html = write();
    // Nothing in the head fetches code ahead of the first paint.
    expect(html).not.toContain('<script type="module"');
    expect(html).not.toContain('rel="modulepreload"');
    const boot = /<script data-entry="([^"]*)" data-preload="([^"]*)">([^<]*)<\/script>/.exec(html);
    expect(boot?.[1]).toBe('/assets/index-1.js');
    // The entry's imports, then the brand's and the route's chunks, each once.
    expect(boot?.[2]?.split(' ')).toEqual([
      '/assets/runtime-1.js',
      '/assets/stud.brand-3.js',
      '/assets/shared-2.js',
      '/assets/stud-home-9.js',
    ]);
    const hash = createHash('sha256').update(boot![3]!).digest('base64');
    expect(pageBootCspSource()).toBe(`'sha256-${hash}'`);
  });

  it('inlines the stylesheet (its link kept, disabled, for Vite’s loader to find)', () => {
    const html = write();
    expect(html).toContain('<style>h1{color:red}<\\/style></style>');
    expect(html).toContain('<link rel="stylesheet" href="/assets/index-1.css" disabled>');
  });

  it('preloads no font on a first visit, and Inter plus the brand’s Fraunces once the browser has them', () => {
    expect(write()).not.toContain('as="font"');
    const later = write({ fontsCached: true });
    expect(later).not.toContain('data-fonts');
    expect(later).toContain('href="/assets/inter-latin-wght-normal-4.woff2" as="font"');
    expect(later).toContain('href="/assets/fraunces-latin-wght-normal-5.woff2" as="font"');
    const inter = write({ fontsCached: true, head: { ...head, displayFont: 'inter' } });
    expect(inter).not.toContain('fraunces');
  });

  it('escapes the hydration data so no string in it can end its script element', () => {
    const html = write();
    const block = /<script type="application\/json" id="ssr-data">([^]*?)<\/script>/.exec(html);
    expect(JSON.parse(block![1]!)).toEqual({ note: '</script><script>alert(1)</script>' });
    expect(html).not.toContain('<script>alert(1)');
  });

  it('names a product for link previews and preloads its image', () => {
    const html = write({
      head: {
        ...head,
        openGraph: {
          type: 'product',
          image: { href: '/media/a.svg', absolute: 'http://stud.localhost/media/a.svg' },
        },
      },
    });
    expect(html).toContain('<meta property="og:title" content="Home · Stud &amp; Co" />');
    expect(html).toContain('<meta property="og:type" content="product" />');
    expect(html).toContain(
      '<meta property="og:image" content="http://stud.localhost/media/a.svg" />',
    );
    expect(html).toContain(
      '<link rel="preload" as="image" href="/media/a.svg" fetchpriority="high" />',
    );
  });
});
