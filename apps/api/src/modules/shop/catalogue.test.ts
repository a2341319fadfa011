import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { FIXED_PRODUCT_IDS } from '@mhp/contract/constants';
import { products } from '../../db/schema';
import { createTestApp } from '../../test/test-app';
import { invalidateCatalogue } from './catalogue-cache';
import { buildCategory, buildMedia, buildProduct, buildVariant } from '../../test/test-catalogue';

describe('catalogue calls', async () => {
  const { app, database } = await createTestApp();
  const db = database.db;
  const list = (query = '', headers: Record<string, string> = {}) =>
    app.inject({ method: 'POST', url: `/api/ecom/products-list${query}`, headers });

  // Five products in one category, with distinct prices, names and ages, plus one elsewhere.
  const category = await buildCategory(db, { slug: 'test-briefs', name: 'Test briefs' });
  const other = await buildCategory(db, { slug: 'other', position: 1 });
  const specs = [
    { name: 'Delta', price: '30.00', position: 3, createdAt: new Date('2025-01-04') },
    { name: 'Alpha', price: '10.00', position: 1, createdAt: new Date('2025-01-02') },
    { name: 'Echo', price: '50.00', position: 0, createdAt: new Date('2025-01-01') },
    { name: 'Bravo', price: '20.00', position: 4, createdAt: new Date('2025-01-05') },
    { name: 'Charlie', price: '40.00', position: 2, createdAt: new Date('2025-01-03') },
  ];
  const built: Record<string, string> = {};
  beforeAll(async () => {
    for (const spec of specs) {
      const product = await buildProduct(db, {
        categoryId: category.id,
        name: spec.name,
        position: spec.position,
        createdAt: spec.createdAt,
      });
      built[spec.name] = product.id;
      // The cheapest variant decides the product's prices; the other one is dearer.
      await buildVariant(db, product, {
        attributes: { Size: 'S' },
        price: spec.price,
        priceBeforeDiscount: spec.name === 'Alpha' ? '12.50' : null,
      });
      await buildVariant(db, product, { attributes: { Size: 'M' }, price: '99.00' });
      await buildMedia(db, product, { alt: `${spec.name} picture`, position: 0 });
    }
    const elsewhere = await buildProduct(db, { categoryId: other.id, name: 'Zulu' });
    await buildVariant(db, elsewhere, { price: '5.00' });
    const hidden = await buildProduct(db, { categoryId: category.id, isPublished: false });
    await buildVariant(db, hidden, { price: '1.00' });
  });

  describe('POST /api/ecom/products-list', () => {
    it('lists the published products of a category with their prices, featured first', async () => {
      const res = await list(`?category=${category.id}`);
      expect(res.statusCode).toBe(200);
      const body = res.json();
      expect(body.count).toBe(5);
      expect(body.results.map((p: { name: string }) => p.name)).toEqual([
        'Echo',
        'Alpha',
        'Charlie',
        'Delta',
        'Bravo',
      ]);
      const alpha = body.results[1];
      expect(alpha).toMatchObject({
        id: built.Alpha,
        category_id: category.id,
        currency: 'USD',
        minium_variant_price: 10,
        minimum_variant_before_discount_price: 12.5,
        discount_percentage: 20,
        thumbnail: { alt: 'Alpha picture', width: 1200, height: 1200 },
      });
      expect(body.results[0].discount_percentage).toBe(0);
      expect(body.results[0].minimum_variant_before_discount_price).toBe(50);
    });

    it('takes a category slug as well as an id, and lists every category without one', async () => {
      expect((await list('?category=test-briefs')).json().count).toBe(5);
      expect((await list()).json().count).toBe(6);
    });

    it.each([
      ['price_asc', ['Alpha', 'Bravo', 'Delta', 'Charlie', 'Echo']],
      ['price_desc', ['Echo', 'Charlie', 'Delta', 'Bravo', 'Alpha']],
      ['name_asc', ['Alpha', 'Bravo', 'Charlie', 'Delta', 'Echo']],
      ['newest', ['Bravo', 'Delta', 'Charlie', 'Alpha', 'Echo']],
    ])('sorts by %s', async (sort, names) => {
      const res = await list(`?category=${category.id}&sort=${sort}`);
      expect(res.json().results.map((p: { name: string }) => p.name)).toEqual(names);
    });

    it('pages with absolute next and previous links', async () => {
      const first = (await list(`?category=test-briefs&limit=2&sort=name_asc`)).json();
      expect(first.count).toBe(5);
      expect(first.results.map((p: { name: string }) => p.name)).toEqual(['Alpha', 'Bravo']);
      expect(first.previous).toBeNull();
      const next = new URL(first.next);
      expect(first.next).toMatch(/^http:\/\/localhost(:80)?\//);
      expect(next.pathname).toBe('/api/ecom/products-list');
      expect(Object.fromEntries(next.searchParams)).toEqual({
        category: 'test-briefs',
        page: '2',
        limit: '2',
        sort: 'name_asc',
      });

      const last = (await list(`?category=test-briefs&limit=2&sort=name_asc&page=3`)).json();
      expect(last.results.map((p: { name: string }) => p.name)).toEqual(['Echo']);
      expect(last.next).toBeNull();
      expect(new URL(last.previous).searchParams.get('page')).toBe('2');

      const beyond = (await list(`?category=test-briefs&limit=2&page=9`)).json();
      expect(beyond.results).toEqual([]);
      expect(new URL(beyond.previous).searchParams.get('page')).toBe('3');
    });

    it('answers 404 for an unknown category and 400 naming bad paging', async () => {
      const missing = await list('?category=no-such-category');
      expect(missing.statusCode).toBe(404);
      expect(missing.json()).toMatchObject({ error: 'not_found' });

      const bad = await list('?page=0&limit=500&sort=cheapest');
      expect(bad.statusCode).toBe(400);
      expect(Object.keys(bad.json().fields).sort()).toEqual([
        'query.limit',
        'query.page',
        'query.sort',
      ]);
    });
  });

  describe('GET /api/ecom/products-catalogue', () => {
    it('groups products by category id, featured first, limited per category', async () => {
      const res = await app.inject({ url: `/api/ecom/products-catalogue?limit=2` });
      expect(res.statusCode).toBe(200);
      const body = res.json();
      expect(Object.keys(body)).toEqual(expect.arrayContaining([category.id, other.id]));
      expect(body[category.id]).toMatchObject({
        category_id: category.id,
        name: 'Test briefs',
        slug: 'test-briefs',
      });
      expect(body[category.id].products.map((p: { name: string }) => p.name)).toEqual([
        'Echo',
        'Alpha',
      ]);
      expect(body[other.id].products.map((p: { name: string }) => p.name)).toEqual(['Zulu']);
    });

    it('answers only the listed categories, and 404 for an unknown one', async () => {
      const res = await app.inject({
        url: `/api/ecom/products-catalogue?category_ids=${other.id}`,
      });
      expect(Object.keys(res.json())).toEqual([other.id]);
      const missing = await app.inject({
        url: `/api/ecom/products-catalogue?category_ids=${other.id},nope`,
      });
      expect(missing.statusCode).toBe(404);
      expect(missing.json().message).toContain('nope');
    });
  });

  describe('GET /api/ecom/recommended-products', () => {
    it('suggests other products as cards, the same category first', async () => {
      const res = await app.inject({
        url: `/api/ecom/recommended-products?productId=${built.Alpha}&limit=5`,
      });
      expect(res.statusCode).toBe(200);
      const cards = res.json();
      expect(cards.map((c: { title: string }) => c.title)).toEqual([
        'Echo',
        'Charlie',
        'Delta',
        'Bravo',
        'Zulu',
      ]);
      expect(cards[0]).toEqual({
        id: built.Echo,
        title: 'Echo',
        image: expect.stringMatching(/-thumb\.svg$/),
        price: 50,
        before_discount_price: 50,
        discount: 0,
        currency: 'USD',
        link: expect.stringMatching(/^\/shop\/product-/),
      });
    });

    it('prefers the given category and answers 404 for an unknown product', async () => {
      const res = await app.inject({ url: `/api/ecom/recommended-products?category=other` });
      expect(res.json().map((c: { title: string }) => c.title)[0]).toBe('Zulu');
      expect(res.json()).toHaveLength(4);
      const missing = await app.inject({ url: `/api/ecom/recommended-products?productId=nope` });
      expect(missing.statusCode).toBe(404);
    });
  });

  describe('GET /api/ecom/main-product', () => {
    it('answers 404 until the main product exists, then the product', async () => {
      expect((await app.inject({ url: '/api/ecom/main-product' })).statusCode).toBe(404);
      const main = await buildProduct(db, { id: FIXED_PRODUCT_IDS.main, categoryId: category.id });
      await buildVariant(db, main, { price: '24.00' });
      invalidateCatalogue(db);
      const res = await app.inject({ url: '/api/ecom/main-product' });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({ id: FIXED_PRODUCT_IDS.main, minium_variant_price: 24 });
      // Back to five products in the category for the other tests.
      await db.delete(products).where(eq(products.id, main.id));
      invalidateCatalogue(db);
    });
  });

  describe('HTTP caching', () => {
    it('sends a strong ETag and a short Cache-Control, and 304 when the client has it', async () => {
      const first = await list(`?category=${category.id}`);
      const etag = first.headers.etag as string;
      expect(etag).toMatch(/^"[\w-]+"$/);
      expect(first.headers['cache-control']).toBe('public, max-age=30');

      const again = await list(`?category=${category.id}`, { 'if-none-match': etag });
      expect(again.statusCode).toBe(304);
      expect(again.body).toBe('');
      expect(again.headers.etag).toBe(etag);

      const weak = await list(`?category=${category.id}`, { 'if-none-match': `"x", W/${etag}` });
      expect(weak.statusCode).toBe(304);

      const stale = await list(`?category=${category.id}`, { 'if-none-match': '"stale"' });
      expect(stale.statusCode).toBe(200);
      expect(stale.json().count).toBe(5);
    });

    it('compresses for callers that accept it, each encoding with its own ETag', async () => {
      const plain = await list(`?category=${category.id}`);
      const br = await list(`?category=${category.id}`, { 'accept-encoding': 'gzip, br' });
      expect(br.headers['content-encoding']).toBe('br');
      expect(br.headers.vary).toMatch(/accept-encoding/i);
      expect(brotliDecompressSync(br.rawPayload).toString()).toBe(plain.body);
      expect(br.headers.etag).toBe(`${(plain.headers.etag as string).slice(0, -1)}-br"`);

      const gz = await list(`?category=${category.id}`, { 'accept-encoding': 'gzip' });
      expect(gz.headers['content-encoding']).toBe('gzip');
      expect(gunzipSync(gz.rawPayload).toString()).toBe(plain.body);

      const again = await list(`?category=${category.id}`, {
        'accept-encoding': 'br',
        'if-none-match': br.headers.etag as string,
      });
      expect(again.statusCode).toBe(304);
    });

    it('answers 304 on the GET calls too', async () => {
      const first = await app.inject({ url: '/api/ecom/products-catalogue' });
      const again = await app.inject({
        url: '/api/ecom/products-catalogue',
        headers: { 'if-none-match': first.headers.etag as string },
      });
      expect(again.statusCode).toBe(304);
    });

    it('keeps serving the cached answer until the catalogue is invalidated', async () => {
      const before = await list(`?category=${category.id}&sort=name_asc`);
      await db.update(products).set({ name: 'Aardvark' }).where(eq(products.id, built.Echo!));

      const cached = await list(`?category=${category.id}&sort=name_asc`);
      expect(cached.headers.etag).toBe(before.headers.etag);
      expect(cached.json().results[0].name).toBe('Alpha');

      invalidateCatalogue(db);
      const fresh = await list(`?category=${category.id}&sort=name_asc`, {
        'if-none-match': before.headers.etag as string,
      });
      expect(fresh.statusCode).toBe(200);
      expect(fresh.headers.etag).not.toBe(before.headers.etag);
      expect(fresh.json().results[0].name).toBe('Aardvark');

      await db.update(products).set({ name: 'Echo' }).where(eq(products.id, built.Echo!));
      invalidateCatalogue(db);
    });
  });
});
