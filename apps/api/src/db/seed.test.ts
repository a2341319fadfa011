import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { FIXED_CATEGORY_IDS, FIXED_PRODUCT_IDS } from '@mhp/contract/constants';
import { and, eq, isNotNull, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from './client';
import {
  categories,
  contentBlocks,
  countries,
  productMedia,
  productVariants,
  products,
  reviews,
  specialists,
  subdivisions,
} from './schema';
import { isEmpty, seed, type SeedReport } from './seed';
import { createTestDatabase } from '../test/test-database';

const MEDIA_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../media');

describe('seed', () => {
  let handle: DatabaseHandle;
  let first: SeedReport;
  let second: SeedReport;

  beforeAll(async () => {
    handle = await createTestDatabase();
    expect(await isEmpty(handle.db)).toBe(true);
    first = await seed(handle.db);
    second = await seed(handle.db);
  });

  afterAll(async () => {
    await handle?.close();
  });

  it('fills an empty database and reports what it added', async () => {
    expect(await isEmpty(handle.db)).toBe(false);
    expect(first.inserted).toEqual(first.total);
    for (const [table, n] of Object.entries(first.total)) {
      expect(n, table).toBeGreaterThan(0);
    }
    expect(first.total.countries).toBeGreaterThanOrEqual(249);
  });

  it('is idempotent: a second run adds and changes nothing', () => {
    expect(second.total).toEqual(first.total);
    expect(Object.values(second.inserted).every((n) => n === 0)).toBe(true);
  });

  it('never duplicates rows without a natural key', async () => {
    const mediaDuplicates = await handle.db
      .select({ n: sql<number>`count(*)::int` })
      .from(productMedia)
      .groupBy(productMedia.productId, productMedia.url)
      .having(sql`count(*) > 1`);
    expect(mediaDuplicates).toEqual([]);
    const reviewDuplicates = await handle.db
      .select({ n: sql<number>`count(*)::int` })
      .from(reviews)
      .groupBy(reviews.productId, reviews.fullName, reviews.content)
      .having(sql`count(*) > 1`);
    expect(reviewDuplicates).toEqual([]);
  });

  it('gives the four default countries their positions in order', async () => {
    const rows = await handle.db
      .select({ code: countries.code, position: countries.defaultPosition })
      .from(countries)
      .where(isNotNull(countries.defaultPosition))
      .orderBy(countries.defaultPosition);
    expect(rows).toEqual([
      { code: 'US', position: 1 },
      { code: 'CA', position: 2 },
      { code: 'GB', position: 3 },
      { code: 'DE', position: 4 },
    ]);
    const [dominican] = await handle.db.select().from(countries).where(eq(countries.code, 'DO'));
    expect(dominican?.mobileCode).toEqual(['+1-809', '+1-829', '+1-849']);
  });

  it('has subdivisions for the main shipping countries', async () => {
    const count = async (code: string) =>
      (await handle.db.select().from(subdivisions).where(eq(subdivisions.countryCode, code)))
        .length;
    expect(await count('US')).toBeGreaterThanOrEqual(51);
    expect(await count('CA')).toBe(13);
    expect(await count('GB')).toBe(4);
    expect(await count('DE')).toBe(16);
  });

  it('uses the fixed category and product ids of the contract', async () => {
    const categoryIds = (await handle.db.select({ id: categories.id }).from(categories)).map(
      (c) => c.id,
    );
    expect(categoryIds).toEqual(
      expect.arrayContaining([FIXED_CATEGORY_IDS.briefs, FIXED_CATEGORY_IDS.treatments]),
    );
    const [main] = await handle.db
      .select()
      .from(products)
      .where(eq(products.id, FIXED_PRODUCT_IDS.main));
    expect(main?.categoryId).toBe(FIXED_CATEGORY_IDS.briefs);
    expect(main?.description).toBeTruthy();
  });

  it('shows the treatment product without a description', async () => {
    const [treatment] = await handle.db
      .select()
      .from(products)
      .where(eq(products.id, FIXED_PRODUCT_IDS.treatment));
    expect(treatment).toBeDefined();
    expect(treatment?.description).toBeNull();
  });

  it('gives every product at least one variant and one image', async () => {
    const all = await handle.db.select().from(products);
    for (const product of all) {
      const variants = await handle.db
        .select()
        .from(productVariants)
        .where(eq(productVariants.productId, product.id));
      const media = await handle.db
        .select()
        .from(productMedia)
        .where(eq(productMedia.productId, product.id));
      expect(variants.length, product.slug).toBeGreaterThan(0);
      expect(media.length, product.slug).toBeGreaterThan(0);
      // Every variant has exactly one value for each attribute that is not multi-select.
      const single = Object.keys(product.attributes).filter(
        (name) => !product.multiSelectAttributes.includes(name),
      );
      for (const variant of variants) {
        expect(Object.keys(variant.attributes).sort(), variant.sku).toEqual(single.sort());
        for (const [name, value] of Object.entries(variant.attributes)) {
          expect(product.attributes[name], variant.sku).toContain(value);
        }
        expect(variant.price).toMatch(/^\d+\.\d{2}$/);
      }
    }
  });

  it('has out-of-stock variants and discounted ones, so both paths can be seen', async () => {
    const soldOut = await handle.db
      .select()
      .from(productVariants)
      .where(eq(productVariants.quantity, 0));
    expect(soldOut.length).toBeGreaterThan(0);
    const discounted = await handle.db
      .select()
      .from(productVariants)
      .where(isNotNull(productVariants.priceBeforeDiscount));
    expect(discounted.length).toBeGreaterThan(0);
    for (const variant of discounted) {
      expect(Number(variant.priceBeforeDiscount)).toBeGreaterThan(Number(variant.price));
    }
  });

  it('points every image at a file that exists under apps/api/media', async () => {
    const media = await handle.db.select().from(productMedia);
    for (const m of media) {
      for (const url of [m.url, m.thumbnailUrl]) {
        expect(url).toMatch(/^\/media\//);
        expect(existsSync(path.join(MEDIA_ROOT, url.replace(/^\/media\//, ''))), url).toBe(true);
      }
      expect(m.alt.length).toBeGreaterThan(0);
      expect(m.width).toBeGreaterThan(0);
      expect(m.height).toBeGreaterThan(0);
    }
  });

  it('gives every specialist a portrait that exists and working hours in a real zone', async () => {
    for (const specialist of await handle.db.select().from(specialists)) {
      const file = specialist.photoUrl.replace(/^\/media\//, '');
      expect(existsSync(path.join(MEDIA_ROOT, file)), specialist.photoUrl).toBe(true);
      expect(() => new Intl.DateTimeFormat('en', { timeZone: specialist.timeZone })).not.toThrow();
      expect(Object.keys(specialist.workingHours).length).toBeGreaterThan(0);
    }
  });

  it('attaches colour images to a variant of the same product', async () => {
    const rows = await handle.db
      .select({ mediaProduct: productMedia.productId, variantProduct: productVariants.productId })
      .from(productMedia)
      .innerJoin(productVariants, eq(productMedia.variantId, productVariants.id));
    expect(rows.length).toBeGreaterThan(0);
    for (const row of rows) expect(row.variantProduct).toBe(row.mediaProduct);
  });

  it('has believable reviews, some long enough to be truncated', async () => {
    const all = await handle.db.select().from(reviews);
    expect(all.some((r) => r.content.length > 500)).toBe(true);
    for (const r of all) {
      expect(r.reviewStars).toBeGreaterThanOrEqual(1);
      expect(r.reviewStars).toBeLessThanOrEqual(5);
    }
    const average = all.reduce((sum, r) => sum + r.reviewStars, 0) / all.length;
    expect(average).toBeGreaterThan(3.8);
  });

  it('has names long enough for the small-font rules', async () => {
    const names = (await handle.db.select({ name: products.name }).from(products)).map(
      (p) => p.name,
    );
    expect(names.some((n) => n.length > 40)).toBe(true);
    expect(names.some((n) => n.length > 25)).toBe(true);
  });

  it('seeds terms, contact details, popups, consult and landing content', async () => {
    const blocks = await handle.db.select().from(contentBlocks);
    const ids = blocks.map((b) => b.identifier);
    for (const brand of ['careapp', 'stud', 'varicocele', 'varicoceleorg']) {
      expect(ids).toContain(`${brand}-terms-of-service`);
      expect(ids).toContain(`${brand}-privacy-policy`);
      expect(ids).toContain(`${brand}-contact-info`);
    }
    expect(ids).toEqual(
      expect.arrayContaining([
        'stud-landing-hero-a',
        'stud-landing-hero-b',
        'varicocele-landing-hero',
        'varicoceleorg-about',
        'careapp-landing-hero',
      ]),
    );
    const [popup] = await handle.db
      .select()
      .from(contentBlocks)
      .where(
        and(
          eq(contentBlocks.projectType, 'stud'),
          eq(contentBlocks.contentType, 'subscription_popup'),
        ),
      );
    expect(popup?.data.urls).toEqual(expect.arrayContaining(['/', '/shop', '/about']));
    const [consult] = await handle.db
      .select()
      .from(contentBlocks)
      .where(
        and(eq(contentBlocks.projectType, 'varicocele'), eq(contentBlocks.contentType, 'consult')),
      );
    expect(consult?.content).toContain('urgent care');
    const terms = blocks.find((b) => b.identifier === 'stud-terms-of-service');
    expect(terms?.content).toContain('not a diagnosis');
  });
});
