import { count, eq, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { createKnowledgeRepo } from '../modules/chat/knowledge-repo';
import type { Database } from './client';
import { createPasswordHasher } from '../modules/users/password-hasher';
import {
  abExperiments,
  abSpecificContent,
  abVariants,
  categories,
  contentBlocks,
  healthArticles,
  countries,
  productMedia,
  productVariants,
  products,
  promoCodes,
  reviews,
  shippingMethods,
  specialists,
  subdivisions,
  userRoles,
  users,
} from './schema';
import {
  abContentSeeds,
  DEMO_EDITOR,
  experimentSeeds,
  specificContentSeeds,
} from './seed-data/ab-test';
import { categories as categorySeeds, products as productSeeds } from './seed-data/catalogue';
import { promoCodeSeeds, shippingMethodSeeds } from './seed-data/checkout';
import { contentBlocks as contentSeeds } from './seed-data/content';
import { healthArticles as articleSeeds } from './seed-data/health-articles';
import { countries as countrySeeds } from './seed-data/countries';
import { specialistSeeds } from './seed-data/specialists';
import { subdivisions as subdivisionSeeds } from './seed-data/subdivisions';

type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];

const TABLES = {
  countries,
  subdivisions,
  categories,
  products,
  variants: productVariants,
  media: productMedia,
  reviews,
  contentBlocks,
  shippingMethods,
  promoCodes,
  specialists,
  healthArticles,
  abExperiments,
  abVariants,
  abSpecificContent,
  userRoles,
} satisfies Record<string, PgTable>;

export type TableCounts = Record<keyof typeof TABLES, number>;

export interface SeedReport {
  /** Rows this run added; all zero when the demo content was already there. */
  inserted: TableCounts;
  /** Rows in each seeded table after the run. */
  total: TableCounts;
}

/**
 * True when the catalogue has never been seeded (no categories at all), or the chat's
 * knowledge base or the A/B experiments are missing (a database seeded before they existed).
 */
export async function isEmpty(db: Database): Promise<boolean> {
  const [[category], [article], [experiment]] = await Promise.all([
    db.select({ id: categories.id }).from(categories).limit(1),
    db.select({ slug: healthArticles.slug }).from(healthArticles).limit(1),
    db.select({ id: abExperiments.id }).from(abExperiments).limit(1),
  ]);
  return category === undefined || article === undefined || experiment === undefined;
}

/**
 * Adds the demo content that is missing, in one transaction, and never duplicates it.
 * Rows are matched on their natural keys (country code, country + subdivision code, ids, slugs,
 * SKUs, content identifiers). Existing catalogue rows and content blocks are left as they are,
 * so stock taken by orders and edited content survive a re-run; reference data (countries,
 * subdivisions) is brought in line with the seed. A product's images and reviews are inserted
 * together with the product, the first time it is created.
 */
export async function seed(
  db: Database,
  options: {
    /**
     * Production makes no demo editor and takes the roles of one made before (ADR 024):
     * editors are granted by `npm run grant-editor`. Defaults to NODE_ENV, as loadConfig.
     */
    production?: boolean;
  } = {},
): Promise<SeedReport> {
  const production = options.production ?? process.env.NODE_ENV === 'production';
  return db.transaction(async (tx) => {
    const before = await tableCounts(tx);

    await tx
      .insert(countries)
      .values(countrySeeds)
      .onConflictDoUpdate({
        target: countries.code,
        set: {
          name: sql`excluded.name`,
          timezone: sql`excluded.timezone`,
          utc: sql`excluded.utc`,
          mobileCode: sql`excluded.mobile_code`,
          defaultPosition: sql`excluded.default_position`,
        },
        // Only rows whose data changed are rewritten: a re-run touches nothing.
        setWhere: sql`(${countries.name}, ${countries.timezone}, ${countries.utc}, ${countries.mobileCode}, ${countries.defaultPosition})
          is distinct from (excluded.name, excluded.timezone, excluded.utc, excluded.mobile_code, excluded.default_position)`,
      });

    await tx
      .insert(subdivisions)
      .values(subdivisionSeeds)
      .onConflictDoUpdate({
        target: [subdivisions.countryCode, subdivisions.code],
        set: { name: sql`excluded.name` },
        setWhere: sql`${subdivisions.name} is distinct from excluded.name`,
      });

    await tx.insert(categories).values(categorySeeds).onConflictDoNothing();

    const created = await tx
      .insert(products)
      .values(
        productSeeds.map((p) => ({
          id: p.id,
          slug: p.slug,
          brand: p.brand,
          categoryId: p.categoryId,
          kind: p.kind,
          name: p.name,
          description: p.description,
          attributes: p.attributes,
          multiSelectAttributes: p.multiSelectAttributes,
          position: p.position,
        })),
      )
      .onConflictDoNothing()
      .returning({ id: products.id });
    const createdIds = new Set(created.map((row) => row.id));

    await tx
      .insert(productVariants)
      .values(productSeeds.flatMap((p) => p.variants.map((v) => ({ ...v, productId: p.id }))))
      .onConflictDoNothing();

    // Images and reviews have serial ids and no natural key, so they come with a new product only.
    const newProducts = productSeeds.filter((p) => createdIds.has(p.id));
    const media = newProducts.flatMap((p) =>
      p.media.map(({ file: _file, ...m }) => ({ ...m, productId: p.id })),
    );
    if (media.length > 0) await tx.insert(productMedia).values(media);
    const productReviews = newProducts.flatMap((p) =>
      p.reviews.map((r) => ({ ...r, productId: p.id })),
    );
    if (productReviews.length > 0) await tx.insert(reviews).values(productReviews);

    await tx.insert(contentBlocks).values(contentSeeds).onConflictDoNothing();
    await seedAbTesting(tx, { demoEditor: !production });
    // Shipping methods and promo codes may be edited (prices, limits): never overwritten.
    await tx.insert(shippingMethods).values(shippingMethodSeeds).onConflictDoNothing();
    await tx.insert(promoCodes).values(promoCodeSeeds).onConflictDoNothing();
    // Specialists' hours and bios may be edited by the clinic: never overwritten.
    await tx.insert(specialists).values(specialistSeeds).onConflictDoNothing();
    // The knowledge base is ours, not edited in the database: a re-run brings it up to date.
    await createKnowledgeRepo(tx).upsertArticles(articleSeeds);

    const total = await tableCounts(tx);
    const inserted = Object.fromEntries(
      Object.entries(total).map(([key, value]) => [key, value - before[key as keyof TableCounts]]),
    ) as TableCounts;
    return { inserted, total };
  });
}

/**
 * A/B content, experiments and the content each brand uses for a content type; edited rows
 * are never overwritten. Outside production the demo editor account is created once, with
 * the editor and script-editor roles; in production it is not, and one a database got before
 * keeps its account but loses its roles (its password is printed in the README).
 */
async function seedAbTesting(tx: Transaction, options: { demoEditor: boolean }): Promise<void> {
  await tx.insert(contentBlocks).values(abContentSeeds).onConflictDoNothing();
  await tx
    .insert(abExperiments)
    .values(experimentSeeds.map(({ variants: _variants, ...experiment }) => experiment))
    .onConflictDoNothing();
  await tx
    .insert(abVariants)
    .values(
      experimentSeeds.flatMap((experiment) =>
        experiment.variants.map((variant, position) => ({
          experimentId: experiment.id,
          position,
          identifier: variant.identifier,
          weight: variant.weight,
          forcedPage: variant.forcedPage ?? null,
        })),
      ),
    )
    .onConflictDoNothing();
  await tx.insert(abSpecificContent).values(specificContentSeeds).onConflictDoNothing();

  const [existing] = await tx
    .select({ id: users.id })
    .from(users)
    .where(sql`${users.email} = ${DEMO_EDITOR.email}`);
  if (!options.demoEditor) {
    if (existing) await tx.delete(userRoles).where(eq(userRoles.userId, existing.id));
    return;
  }
  const editorId =
    existing?.id ??
    (
      await tx
        .insert(users)
        .values({
          email: DEMO_EDITOR.email,
          passwordHash: await createPasswordHasher().hash(DEMO_EDITOR.password),
          isVerified: true,
          projectType: 'stud',
          firstName: DEMO_EDITOR.firstName,
          lastName: DEMO_EDITOR.lastName,
        })
        .returning({ id: users.id })
    )[0]!.id;
  await tx
    .insert(userRoles)
    .values([
      { userId: editorId, role: 'editor' },
      { userId: editorId, role: 'script-editor' },
    ])
    .onConflictDoNothing();
}

async function tableCounts(tx: Transaction): Promise<TableCounts> {
  const counts: Partial<TableCounts> = {};
  // One query at a time: a transaction holds a single connection.
  for (const [key, table] of Object.entries(TABLES)) {
    const [row] = await tx.select({ n: count() }).from(table);
    counts[key as keyof TableCounts] = row?.n ?? 0;
  }
  return counts as TableCounts;
}
