import { describe, expect, it } from 'vitest';
import { fakeWebDist } from '../test/fake-web-dist';
import { createAppShell } from './app-shell';

const TEMPLATE = `<!doctype html><html><head>
<title>Men's health platform</title>
<script type="module" crossorigin src="/assets/index-1.js"></script>
</head><body><div id="root"></div></body></html>`;

/** The web build: the entry, a brand's file with the helpers brands share, a page. */
const MANIFEST = {
  'index.html': { file: 'assets/index-1.js' },
  '_brand-1.js': { file: 'assets/brand-1.js' },
  'src/brands/stud.brand.ts': {
    file: 'assets/stud.brand-1.js',
    imports: ['index.html', '_brand-1.js'],
  },
  'src/app/routes/product.tsx': { file: 'assets/product-1.js', imports: ['index.html'] },
};

const preloads = (html: string) =>
  [...html.matchAll(/<link rel="modulepreload" crossorigin href="([^"]+)" \/>/g)].map(
    (match) => match[1],
  );

describe('app shell', async () => {
  const webDistDir = await fakeWebDist(TEMPLATE, MANIFEST);
  const page = { pathname: '/shop', host: 'stud.localhost', origin: 'http://stud.localhost' };

  it('modulepreloads the modules every page loads first, with the chunks they import', async () => {
    const shell = createAppShell({
      webDistDir,
      providers: [],
      pageModules: () => ['src/brands/stud.brand.ts'],
    });
    const { status, html } = await shell.render(page);
    expect(status).toBe(200);
    // The entry is already in index.html.
    expect(preloads(html)).toEqual(['/assets/stud.brand-1.js', '/assets/brand-1.js']);
  });

  it('adds them to a provider’s hints', async () => {
    const shell = createAppShell({
      webDistDir,
      providers: [async () => ({ title: 'A brief', routeModule: 'src/app/routes/product.tsx' })],
      pageModules: () => ['src/brands/stud.brand.ts'],
    });
    const { html } = await shell.render(page);
    expect(html).toContain('<title>A brief</title>');
    expect(preloads(html)).toEqual([
      '/assets/stud.brand-1.js',
      '/assets/brand-1.js',
      '/assets/product-1.js',
    ]);
  });

  it('sends index.html as built when a page has nothing to preload', async () => {
    const shell = createAppShell({ webDistDir, providers: [], pageModules: () => ['src/x.ts'] });
    expect((await shell.render(page)).html).toBe(TEMPLATE);
  });
});
