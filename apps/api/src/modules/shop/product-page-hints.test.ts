import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../test/test-app';
import { fakeWebDist } from '../../test/fake-web-dist';
import { buildBrief } from '../../test/test-catalogue';

const TEMPLATE = `<!doctype html><html><head>
<meta name="description" content="Men's health platform." />
<title>Men's health platform</title>
<script type="module" crossorigin src="/assets/index-1.js"></script>
<link rel="modulepreload" crossorigin href="/assets/react-1.js">
</head><body><div id="root"></div></body></html>`;

/** The web build: the entry, React, and the product page with a chunk of its own. */
const MANIFEST = {
  'index.html': { file: 'assets/index-1.js', imports: ['_react-1.js'] },
  '_react-1.js': { file: 'assets/react-1.js' },
  '_format-1.js': { file: 'assets/format-1.js', imports: ['_react-1.js'] },
  'src/app/routes/product.tsx': {
    file: 'assets/product-1.js',
    imports: ['_react-1.js', '_format-1.js', 'index.html'],
  },
};

/** The JSON of the embedded page data, or null when the page has none. */
function pageData(html: string): { key: string; data: unknown } | null {
  const match =
    /<script type="application\/json" id="page-data" data-key="([^"]+)">(.*?)<\/script>/s.exec(
      html,
    );
  return match ? { key: match[1]!, data: JSON.parse(match[2]!) } : null;
}

describe('product pages carry their product in the first HTML', async () => {
  const { app, database } = await createTestApp({
    config: { webDistDir: await fakeWebDist(TEMPLATE, MANIFEST) },
  });
  const { product } = await buildBrief(database.db, {
    product: {
      name: 'Cooling Brief </script><script>alert(1)</script>',
      description: 'Breathable "mesh" pouch & soft waistband.',
    },
  });
  const page = (url: string, host = 'stud.localhost') =>
    app.inject({ method: 'GET', url, headers: { host } });

  it('embeds the products-detail answer, preloads the image and the route code, and names the page', async () => {
    const res = await page(`/shop/${product.id}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/text\/html/);
    expect(res.headers['cache-control']).toBe('no-cache');

    const detail = await app.inject({
      method: 'POST',
      url: `/api/ecom/products-detail/${product.id}`,
    });
    expect(pageData(res.body)).toEqual({
      key: `products-detail:${product.id}`,
      data: detail.json(),
    });
    // The gallery's first picture is the page's largest paint.
    const mainImage = (detail.json() as { images: { url: string }[] }).images[0]!.url;
    expect(res.body).toContain(
      `<link rel="preload" as="image" href="${mainImage}" fetchpriority="high" />`,
    );
    expect(res.body).toContain(
      '<link rel="modulepreload" crossorigin href="/assets/product-1.js" />',
    );
    expect(res.body).toContain(
      '<link rel="modulepreload" crossorigin href="/assets/format-1.js" />',
    );
    // Already loaded by index.html: not preloaded twice.
    expect(res.body.match(/assets\/react-1\.js/g)).toHaveLength(1);
    expect(res.body).toContain(
      '<meta name="description" content="Breathable &quot;mesh&quot; pouch &amp; soft waistband." />',
    );
    expect(res.body).toContain('<meta property="og:type" content="product" />');
    expect(res.body).toContain(
      `<meta property="og:image" content="http://stud.localhost${mainImage}" />`,
    );
  });

  it('escapes the product text so it cannot end the data block or inject markup', async () => {
    const res = await page(`/shop/${product.id}`);
    expect(res.body).not.toContain('<script>alert(1)');
    expect(res.body).toContain(
      '<title>Cooling Brief &lt;/script&gt;&lt;script&gt;alert(1)&lt;/script&gt;</title>',
    );
    expect(pageData(res.body)?.data).toMatchObject({ name: product.name });
  });

  it('knows the product by slug, nested on the generic host and under /ab_test', async () => {
    for (const url of [`/stud/shop/${product.slug}`, `/ab_test/stud/shop/${product.slug}`]) {
      const res = await page(url, 'localhost');
      expect(pageData(res.body)?.key).toBe(`products-detail:${product.slug}`);
    }
    expect(
      pageData((await page(`/shop/${product.slug}`, 'varicocele.localhost')).body),
    ).not.toBeNull();
  });

  it('answers an unknown product page with 404, the app and its route code', async () => {
    const res = await page('/shop/no-such-product');
    expect(res.statusCode).toBe(404);
    expect(res.headers['content-type']).toMatch(/text\/html/);
    expect(res.body).toContain('<div id="root">');
    expect(res.body).toContain("<title>Men's health platform</title>");
    expect(res.body).toContain('href="/assets/product-1.js"');
    expect(pageData(res.body)).toBeNull();
  });

  it.each([
    ['a shop listing', '/shop/a', 'stud.localhost'],
    ['a shop path where the host has no shop', '/shop/PRODUCT', 'localhost'],
    ['a brand prefix on a brand host', '/stud/shop/PRODUCT', 'stud.localhost'],
    ['another page', '/about', 'stud.localhost'],
  ])('serves %s as the plain app', async (_case, url, host) => {
    const res = await page(url.replace('PRODUCT', product.id), host);
    expect(res.statusCode).toBe(200);
    expect(res.body).toBe(TEMPLATE);
  });

  it('serves the root page through the same shell', async () => {
    const res = await page('/');
    expect(res.statusCode).toBe(200);
    expect(res.body).toBe(TEMPLATE);
  });
});
