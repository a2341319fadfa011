import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { seed } from '../db/seed';
import { DEMO_EDITOR } from '../db/seed-data/ab-test';
import { testConfig } from '../config';
import { createVisitorIds } from '../modules/ab-test/visitor-ids';
import { invalidateCatalogue } from '../modules/shop/catalogue-cache';
import { clientIp } from '../test/test-accounts';
import { createTestApp } from '../test/test-app';
import { fakeWebDist } from '../test/fake-web-dist';

/**
 * A stand-in for the web app's server bundle (apps/web/src/entry-server.tsx) with the same
 * exports: it renders the visitor's variant and the public config it fetched in-process, and
 * counts its renders, so the plugin's part (documents, cache, cookie, fallbacks) is tested
 * here; the real bundle is tested by e2e/tests/ssr.spec.ts against the built app.
 */
// The app's signer (the test config's secret is the process's). The fake bundle picks a
// variant by the id's first letter, so each id is a signed id of a chosen random part.
const visitorIds = createVisitorIds(testConfig().jwt.refreshSecret);
const signedId = (pattern: string) => visitorIds.issue(pattern.repeat(32 / pattern.length));
const A = signedId('a');
const B = signedId('b');
const AB = signedId('ab');
const AC = signedId('ac');

const fakeBundle = `
let transport;
export const renders = [];
export function setServerTransport(t) { transport = t; }
// Loads of A/B queries through a request (not answered in-process).
export const abLoads = { count: 0 };
// As entry-server.tsx: under /real-ab, the stud home's A/B calls, named so the server can
// answer them in-process (preview under /ab_test).
function abCall(path, body) {
  return {
    call: { method: 'POST', path, body },
    load: async () => {
      abLoads.count += 1;
      const init = { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) };
      return (await transport(path, init)).json();
    },
  };
}
export function abQueries(url, config, visitor) {
  if (url.pathname.includes('/real-ab')) {
    const preview = url.pathname.startsWith('/ab_test');
    return [
      { key: 'ab page stud /', ...abCall('/api/ab_test/fetch-page-content/', { project_type: 'stud', page: '/', preview, visitor_id: visitor }) },
      { key: 'ab global stud', ...abCall('/api/ab_test/fetch-global-content/', { project_type: 'stud', visitor_id: visitor, preview }) },
    ];
  }
  return [{ key: 'ab page', load: async () => ({ content: [{ identifier: visitor.startsWith('a') ? 'hero-a' : 'hero-b' }] }) }];
}
// The web app writes the whole document (apps/web/src/render/document.ts); this one echoes
// what the server handed it, for the tests to see.
function page(status, html, request, personal = false) {
  const told = JSON.stringify({ fontsCached: request.fontsCached, hints: request.hints ?? null });
  return {
    kind: 'page', status, personal,
    document: '<!doctype html><html><head><script type="application/json" id="told">' + told.replace(/</g, '\\u003c') + '</script></head><body><div id="root">' + html + '</div></body></html>',
  };
}
export async function renderPage(request) {
  const { url, visitor, seed, signedIn, cart } = request;
  const { pathname } = new URL(url);
  // As the cart page: the request's cart, when it has one, makes the page the visitor's own.
  if (pathname === '/cart') {
    renders.push(pathname);
    return page(200, '<h1>Cart ' + (cart ?? 'not known') + '</h1>', request, cart !== undefined);
  }
  if (pathname.includes('/real-ab')) {
    renders.push(pathname);
    const items = seed['ab page stud /'].content.map((item) => item.identifier + ': ' + item.content);
    const data = '<script type="application/json" id="ssr-data">' + JSON.stringify({ seed }).replace(/</g, '\\u003c') + '</script>';
    return page(200, '<ul><li>' + items.join('</li><li>') + '</li></ul>' + data, request);
  }
  if (pathname === '/private') return { kind: 'shell' };
  if (pathname === '/app' && signedIn) return { kind: 'shell' };
  if (pathname === '/boom') throw new Error('render failed');
  renders.push(pathname);
  const config = await (await transport('/api/public-config/', { headers: { accept: 'application/json' } })).json();
  const variant = seed['ab page'].content[0].identifier;
  // Under /n11 the page names its visitor, as a careless render might (issue 25, N11).
  const named = pathname === '/n11' ? '<p>' + visitor + '</p>' : '';
  const html = '<h1>Rendered ' + pathname + ' with ' + variant + '</h1><p>' + config.publicUrl + '</p>' + named + '<p>Long enough to be worth compressing.</p>'.repeat(40);
  return page(pathname === '/nowhere' ? 404 : 200, html, request);
}
`;

/** The shared fake build plus the server bundle. */
async function fakeRenderingBuild() {
  const dir = await fakeWebDist(
    [
      '<!doctype html><html lang="en"><head><meta name="description" content="x" />',
      '<meta name="theme-color" content="#000" /><link rel="icon" href="/favicon.svg" />',
      '<link rel="preload" href="/api/public-config/" as="fetch" crossorigin="anonymous" />',
      '<link\n  rel="preload"\n  href="/assets/inter-1.woff2"\n  as="font"\n  type="font/woff2"\n  crossorigin="anonymous"\n/>',
      '<title>App</title><script type="module" crossorigin src="/assets/index-1.js"></script>',
      '<link rel="modulepreload" crossorigin href="/assets/runtime-1.js">',
      '<link rel="stylesheet" crossorigin href="/assets/index-1.css"></head>',
      '<body><noscript>This site needs JavaScript.</noscript><div id="root"></div></body></html>',
    ].join('\n'),
    { 'src/app/routes/stud-home.tsx': { file: 'assets/stud-home-9.js' } },
  );
  await mkdir(path.join(dir, 'assets'));
  await mkdir(path.join(dir, 'server'));
  await writeFile(path.join(dir, 'assets', 'fraunces-latin-wght-normal-abc.woff2'), 'font');
  await writeFile(path.join(dir, 'assets', 'index-1.css'), 'h1{color:red}');
  await writeFile(path.join(dir, 'server', 'entry-server.js'), fakeBundle);
  return dir;
}

const stud = { host: 'stud.localhost' };

describe('server-rendered pages', async () => {
  const webDistDir = await fakeRenderingBuild();
  const { app, database } = await createTestApp({ config: { webDistDir } });
  const bundle = (await import(path.join(webDistDir, 'server', 'entry-server.js'))) as {
    renders: string[];
  };
  const get = (url: string, headers: Record<string, string> = {}) =>
    app.inject({ method: 'GET', url, headers: { ...stud, ...headers } });

  /** What the page's renderer was told (the fake bundle echoes it in the document). */
  const told = (body: string) =>
    JSON.parse(/<script type="application\/json" id="told">([^<]*)<\/script>/.exec(body)![1]!) as {
      fontsCached: boolean;
      hints: unknown;
    };

  it('answers a page with the document the web app wrote, as HTML revalidated on every visit', async () => {
    const res = await get('/', { cookie: `ab_visitor=${A}` });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.body).toMatch(/^<!doctype html><html>/);
    expect(res.body).toContain(
      '<div id="root"><h1>Rendered / with hero-a</h1><p>http://localhost:8080</p><p>Long',
    );
  });

  it('tells the renderer whether the browser has the web fonts (the web_fonts cookie)', async () => {
    const first = await get('/fonts', { cookie: `ab_visitor=${A}` });
    expect(told(first.body).fontsCached).toBe(false);
    const later = await get('/fonts', { cookie: `ab_visitor=${A}; web_fonts=1` });
    expect(told(later.body).fontsCached).toBe(true);
  });

  it('serves a page again from its cache, with an ETag per encoding and 304 when unchanged', async () => {
    const cookie = `ab_visitor=${A}`;
    await get('/cached', { cookie });
    const rendered = bundle.renders.length;
    const plain = await get('/cached', { cookie });
    const brotli = await get('/cached', { cookie, 'accept-encoding': 'br' });
    expect(bundle.renders.length).toBe(rendered);
    expect(plain.body).toContain('Rendered /cached with hero-a');
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(brotli.headers.etag).not.toBe(plain.headers.etag);
    const again = await get('/cached', { cookie, 'if-none-match': String(plain.headers.etag) });
    expect(again.statusCode).toBe(304);
  });

  it('compresses a kept page quickly for its first answer and at the best setting for later ones', async () => {
    const cookie = `ab_visitor=${A}`;
    const plain = await get('/compressed', { cookie });
    const quick = await get('/compressed', { cookie, 'accept-encoding': 'br' });
    const plainTag = String(plain.headers.etag).slice(0, -1);
    expect(quick.headers.etag).toBe(`${plainTag}-br5"`);
    expect(brotliDecompressSync(quick.rawPayload).toString()).toBe(plain.body);
    // The best copy is made in zlib's thread pool; the next answers send it.
    await vi.waitFor(async () => {
      const best = await get('/compressed', { cookie, 'accept-encoding': 'br' });
      expect(best.headers.etag).toBe(`${plainTag}-br"`);
      expect(brotliDecompressSync(best.rawPayload).toString()).toBe(plain.body);
    });
    // A client holding the quick copy holds the page: 304.
    const revalidated = await get('/compressed', {
      cookie,
      'accept-encoding': 'br',
      'if-none-match': String(quick.headers.etag),
    });
    expect(revalidated.statusCode).toBe(304);
    // A page sent once (a query string) is compressed the quick way only.
    const once = await get('/compressed?x=1', { cookie, 'accept-encoding': 'gzip' });
    expect(once.headers.etag).toMatch(/-gz6"$/);
    expect(gunzipSync(once.rawPayload).toString()).toContain('Rendered /compressed with hero-a');
  });

  it('keeps one copy per set of A/B variants, never one visitor’s page for another', async () => {
    const a = await get('/variants', { cookie: `ab_visitor=${A}` });
    const b = await get('/variants', { cookie: `ab_visitor=${B}` });
    const a2 = await get('/variants', { cookie: `ab_visitor=${AB}` });
    expect(a.body).toContain('with hero-a');
    expect(b.body).toContain('with hero-b');
    expect(a2.body).toBe(a.body);
  });

  it('gives a first-time visitor an A/B visitor id cookie and keeps (and renews) an existing one', async () => {
    const first = await get('/');
    expect(first.headers['set-cookie']).toMatch(
      /^ab_visitor=[0-9a-f]{32}_[\w-]{22}; Path=\/; Max-Age=31536000; SameSite=Lax$/,
    );
    const returning = await get('/', { cookie: `ab_visitor=${A}` });
    expect(returning.headers['set-cookie']).toBe(
      `ab_visitor=${A}; Path=/; Max-Age=31536000; SameSite=Lax`,
    );
  });

  it('signs an older unsigned id with its random part kept, and replaces a made-up one', async () => {
    const older = 'c'.repeat(32);
    const signed = await get('/', { cookie: `ab_visitor=${older}` });
    const id = /^ab_visitor=([^;]+);/.exec(String(signed.headers['set-cookie']))![1]!;
    expect(id.startsWith(`${older}_`)).toBe(true);
    expect(visitorIds.isSigned(id)).toBe(true);
    const forged = await get('/', { cookie: `ab_visitor=${older}_${'x'.repeat(22)}` });
    expect(String(forged.headers['set-cookie'])).toMatch(new RegExp(`^ab_visitor=${older}_`));
    expect(String(forged.headers['set-cookie'])).not.toContain('x'.repeat(22));
  });

  // Issue 25, N11: the kept copy carried the first visitor's id to everybody. The web app's
  // document carries none (the browser reads its id from the cookie); should a page still
  // name its visitor, it is sent to that visitor only, never kept for the next.
  it('never keeps a copy that names its visitor; the second visitor gets their own page and cookie', async () => {
    const first = await get('/n11', { cookie: `ab_visitor=${A}` });
    expect(first.body).toContain(A);
    const rendered = bundle.renders.length;
    const second = await get('/n11', { cookie: `ab_visitor=${AC}` });
    expect(bundle.renders.length).toBe(rendered + 1);
    expect(second.body).not.toContain(A);
    expect(String(second.headers['set-cookie'])).toContain(`ab_visitor=${AC};`);
  });

  it('renders a new copy once the A/B content it was rendered with changes', async () => {
    // The fake bundle's variant depends on the visitor; two visitors with the same variant
    // share a copy, and the copy is keyed by the answers, not only by their identifiers.
    const a = await get('/shared', { cookie: `ab_visitor=${A}` });
    const rendered = bundle.renders.length;
    const same = await get('/shared', { cookie: `ab_visitor=${AC}` });
    expect(same.body).toBe(a.body);
    expect(bundle.renders.length).toBe(rendered);
  });

  it('renders again once the catalogue changed', async () => {
    const cookie = `ab_visitor=${A}`;
    await get('/catalogue', { cookie });
    const rendered = bundle.renders.length;
    invalidateCatalogue(database.db);
    await get('/catalogue', { cookie });
    expect(bundle.renders.length).toBe(rendered + 1);
  });

  it('renders the A/B preview afresh every time (editors check what they just saved)', async () => {
    const cookie = `ab_visitor=${A}`;
    await get('/ab_test/', { cookie });
    const rendered = bundle.renders.length;
    await get('/ab_test/', { cookie });
    expect(bundle.renders.length).toBe(rendered + 1);
  });

  it('renders an address with a query string afresh (a link’s own token and data)', async () => {
    const cookie = `ab_visitor=${A}`;
    await get('/preferences?token=abc', { cookie });
    const rendered = bundle.renders.length;
    await get('/preferences?token=abc', { cookie });
    expect(bundle.renders.length).toBe(rendered + 1);
  });

  it('answers the not-found page with a real 404', async () => {
    const res = await get('/nowhere');
    expect(res.statusCode).toBe(404);
    expect(res.body).toContain('<h1>Rendered /nowhere');
  });

  it('sends the single-page shell for a page the server does not render, or whose render fails', async () => {
    for (const url of ['/private', '/boom']) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(200);
      expect(res.body, url).toContain('<div id="root"></div>');
      expect(res.body, url).not.toContain('id="ssr-data"');
    }
  });

  it('tells the renderer a visitor is signed in (the hint cookie), never serving them another’s copy', async () => {
    const cookie = `ab_visitor=${A}`;
    const anonymous = await get('/app', { cookie });
    expect(anonymous.body).toContain('<h1>Rendered /app');
    const signedIn = await get('/app', { cookie: `${cookie}; signed_in=1` });
    expect(signedIn.body).toContain('<div id="root"></div>');
  });

  it('renders the cart page for the visitor’s cart cookie privately, never from or into the cache', async () => {
    const cookie = `ab_visitor=${A}`;
    // A visitor without a cart gets the shared copy (the page's loading state) ...
    const without = await get('/cart', { cookie });
    expect(without.body).toContain('<h1>Cart not known</h1>');
    expect(without.headers['cache-control']).toBe('no-cache');
    // ... which a visitor with one never gets: their page is rendered for them every time.
    const rendered = bundle.renders.length;
    for (const id of ['0b5e7c1a-4a55-4d8e-9d8e-1f2a3b4c5d6e', 'another-cart']) {
      const res = await get('/cart', { cookie: `${cookie}; cart_id=${id}` });
      expect(res.body).toContain(`<h1>Cart ${id}</h1>`);
      expect(res.headers['cache-control']).toBe('private, no-store');
    }
    await get('/cart', { cookie: `${cookie}; cart_id=another-cart` });
    expect(bundle.renders.length).toBe(rendered + 3);
  });

  it('passes no cart for a signed-in visitor (their cart needs the token) or a malformed cookie', async () => {
    const cookie = `ab_visitor=${A}`;
    for (const extra of ['cart_id=abc; signed_in=1', 'cart_id=%3Cscript%3E', 'cart_id=']) {
      const res = await get('/cart', { cookie: `${cookie}; ${extra}` });
      expect(res.body, extra).toContain('<h1>Cart not known</h1>');
    }
  });

  it('never serves the server bundle itself', async () => {
    const res = await get('/server/entry-server.js');
    expect(res.statusCode).toBe(404);
    expect(res.body).not.toContain('setServerTransport');
  });

  it('can be switched off (SERVER_RENDER=false): every page gets the shell', async () => {
    const off = await createTestApp({ config: { webDistDir, serverRender: false } });
    const res = await off.app.inject({ method: 'GET', url: '/', headers: stud });
    expect(res.body).toContain('<div id="root"></div>');
    await off.app.close();
  });
});

describe('server-rendered pages with A/B content', async () => {
  const webDistDir = await fakeRenderingBuild();
  const { app, database } = await createTestApp({ config: { webDistDir } });
  beforeAll(async () => {
    await seed(database.db);
  });
  const bundle = (await import(path.join(webDistDir, 'server', 'entry-server.js'))) as {
    renders: string[];
    abLoads: { count: number };
  };
  const visit = (url: string, visitor: string) =>
    app.inject({ url, headers: { ...stud, cookie: `ab_visitor=${visitor}` } });
  const ssrData = (html: string) =>
    JSON.parse(/<script type="application\/json" id="ssr-data">([^]*?)<\/script>/.exec(html)![1]!);
  const api = async (call: string, body: object) =>
    (await app.inject({ method: 'POST', url: `/api/ab_test/${call}/`, payload: body })).json();
  /** The identifiers a visitor is served on the stud home and on every page. */
  const variantsOf = async (visitor_id: string) => {
    const page = await api('fetch-page-content', { project_type: 'stud', page: '/', visitor_id });
    const global = await api('fetch-global-content', { project_type: 'stud', visitor_id });
    return JSON.stringify([
      page.content_identifiers,
      global.content.map((i: { identifier: string }) => i.identifier),
    ]);
  };
  const newVisitor = () => randomUUID().replaceAll('-', '');

  it('answers the A/B calls in-process with the JSON the API sends, without a request', async () => {
    const visitor = newVisitor();
    const loads = bundle.abLoads.count;
    const res = await visit('/real-ab', visitor);
    expect(res.statusCode).toBe(200);
    const { seed: served } = ssrData(res.body);
    expect(served['ab page stud /']).toEqual(
      await api('fetch-page-content', { project_type: 'stud', page: '/', visitor_id: visitor }),
    );
    expect(served['ab page stud /'].content).toHaveLength(2);
    expect(served['ab global stud']).toEqual(
      await api('fetch-global-content', { project_type: 'stud', visitor_id: visitor }),
    );
    expect(bundle.abLoads.count).toBe(loads);
  });

  it('serves visitors assigned different variants different copies, and equal ones the same', async () => {
    const first = newVisitor();
    const mine = await variantsOf(first);
    let other = newVisitor();
    while ((await variantsOf(other)) === mine) other = newVisitor();
    let twin = newVisitor();
    while ((await variantsOf(twin)) !== mine) twin = newVisitor();

    const a = await visit('/real-ab/variants', first);
    const b = await visit('/real-ab/variants', other);
    expect(b.body).not.toBe(a.body);
    for (const [res, visitor] of [
      [a, first],
      [b, other],
    ] as const) {
      const page = await api('fetch-page-content', {
        project_type: 'stud',
        page: '/',
        visitor_id: visitor,
      });
      for (const identifier of page.content_identifiers) expect(res.body).toContain(identifier);
    }
    const rendered = bundle.renders.length;
    const again = await visit('/real-ab/variants', twin);
    expect(again.body).toBe(a.body);
    expect(bundle.renders.length).toBe(rendered);
  });

  it('hands the renderer a product page’s hints, its image made absolute with the configured origin, and answers an unknown product 404', async () => {
    const res = await app.inject({
      method: 'GET',
      url: '/shop/classic-cooling-brief',
      headers: { ...stud, cookie: `ab_visitor=${newVisitor()}` },
    });
    const { hints } = JSON.parse(
      /<script type="application\/json" id="told">([^<]*)<\/script>/.exec(res.body)![1]!,
    ) as { hints: { title: string; image: { href: string; absolute: string } } };
    expect(hints.title).toMatch(/Classic/);
    expect(hints.image.href).toMatch(/^\/media\//);
    expect(hints.image.absolute).toBe(`http://stud.localhost${hints.image.href}`);
    const missing = await app.inject({
      method: 'GET',
      url: '/shop/no-such-product',
      headers: { ...stud, cookie: `ab_visitor=${newVisitor()}` },
    });
    expect(missing.statusCode).toBe(404);
  });

  it('shows an edit published in the A/B editor on the next render', async () => {
    const visitor = newVisitor();
    const before = await visit('/real-ab/edited', visitor);
    const [item] = ssrData(before.body).seed['ab page stud /'].content;
    const login = await app.inject({
      method: 'POST',
      url: '/api/users/login/',
      headers: clientIp(),
      payload: { email: DEMO_EDITOR.email, password: DEMO_EDITOR.password },
    });
    const saved = await app.inject({
      method: 'POST',
      url: '/api/ab_test/editor/save-content/',
      headers: { authorization: `Bearer ${login.json().access}` },
      payload: {
        identifier: item.identifier,
        content: '<p>Published a moment ago</p>',
        script: null,
        publish: true,
      },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const after = await visit('/real-ab/edited', visitor);
    expect(after.body).toContain(`${item.identifier}: <p>Published a moment ago</p>`);
  });

  it('loads a preview’s A/B content through the API (edit links filled), never from kept answers', async () => {
    const loads = bundle.abLoads.count;
    const res = await visit('/ab_test/real-ab', newVisitor());
    const { seed: served } = ssrData(res.body);
    expect(served['ab page stud /'].content[0].edit_url).toMatch(/^\/ab-editor\//);
    expect(bundle.abLoads.count).toBe(loads + 2);
  });
});
