import { and, asc, avg, count, desc, eq, inArray, ne, or, sql, type SQL } from 'drizzle-orm';
import type { productSorts } from '@mhp/contract/routes/shop';
import type { Database } from '../../db/client';
import { categories, productMedia, productVariants, products, reviews } from '../../db/schema';

export type CategoryRow = typeof categories.$inferSelect;
export type ProductRow = typeof products.$inferSelect;
export type VariantRow = typeof productVariants.$inferSelect;
export type MediaRow = typeof productMedia.$inferSelect;
export type ReviewRow = typeof reviews.$inferSelect;
export type ProductSort = (typeof productSorts)[number];

/** A product with everything its prices, variants and pictures are derived from. */
export interface ProductBundle {
  product: ProductRow;
  /** In display order (position). */
  variants: VariantRow[];
  /** In display order (position). */
  media: MediaRow[];
}

const published = eq(products.isPublished, true);

/** Lowest variant price, the figure price sorting and minium_variant_price both use. */
const minVariantPrice = sql`(select min(${productVariants.price}) from ${productVariants} where ${productVariants.productId} = ${products.id})`;

// Every order ends in the id so pages never overlap or skip rows that tie.
const orderings: Record<ProductSort, SQL[]> = {
  featured: [asc(products.position), asc(products.name), asc(products.id)],
  newest: [desc(products.createdAt), asc(products.id)],
  price_asc: [sql`${minVariantPrice} asc nulls last`, asc(products.position), asc(products.id)],
  price_desc: [sql`${minVariantPrice} desc nulls last`, asc(products.position), asc(products.id)],
  name_asc: [asc(products.name), asc(products.id)],
};
const featuredOrder = orderings.featured;

export function createCatalogueRepo(db: Database) {
  return {
    async findCategory(idOrSlug: string): Promise<CategoryRow | undefined> {
      const [row] = await db
        .select()
        .from(categories)
        .where(or(eq(categories.id, idOrSlug), eq(categories.slug, idOrSlug)))
        .limit(1);
      return row;
    },

    /** The given categories, or all of them, in display order. */
    async listCategories(ids?: readonly string[]): Promise<CategoryRow[]> {
      return db
        .select()
        .from(categories)
        .where(ids ? inArray(categories.id, [...ids]) : undefined)
        .orderBy(asc(categories.position), asc(categories.name), asc(categories.id));
    },

    async pageProducts(opts: {
      categoryId?: string;
      sort: ProductSort;
      limit: number;
      offset: number;
    }): Promise<{ rows: ProductRow[]; count: number }> {
      const where = and(
        published,
        opts.categoryId ? eq(products.categoryId, opts.categoryId) : undefined,
      );
      const [rows, [total]] = await Promise.all([
        db
          .select()
          .from(products)
          .where(where)
          .orderBy(...orderings[opts.sort])
          .limit(opts.limit)
          .offset(opts.offset),
        db.select({ n: count() }).from(products).where(where),
      ]);
      return { rows, count: total?.n ?? 0 };
    },

    /** Up to `perCategory` products of each category, featured order, in one query. */
    async topProductsByCategory(
      categoryIds: readonly string[],
      perCategory: number,
    ): Promise<ProductRow[]> {
      if (categoryIds.length === 0) return [];
      const ranked = db
        .select({
          id: products.id,
          rank: sql<number>`row_number() over (partition by ${products.categoryId} order by ${sql.join(featuredOrder, sql`, `)})`.as(
            'rank',
          ),
        })
        .from(products)
        .where(and(published, inArray(products.categoryId, [...categoryIds])))
        .as('ranked');
      const rows = await db
        .select({ product: products })
        .from(products)
        .innerJoin(ranked, eq(ranked.id, products.id))
        .where(sql`${ranked.rank} <= ${perCategory}`)
        .orderBy(...featuredOrder);
      return rows.map((row) => row.product);
    },

    /** Published products other than `excludeId`, those of `preferCategoryId` first. */
    async recommend(opts: {
      excludeId?: string;
      preferCategoryId?: string;
      limit: number;
    }): Promise<ProductRow[]> {
      return db
        .select()
        .from(products)
        .where(and(published, opts.excludeId ? ne(products.id, opts.excludeId) : undefined))
        .orderBy(
          ...(opts.preferCategoryId
            ? [sql`(${products.categoryId} = ${opts.preferCategoryId}) desc`]
            : []),
          ...featuredOrder,
        )
        .limit(opts.limit);
    },

    async findPublishedProduct(idOrSlug: string): Promise<ProductRow | undefined> {
      const [row] = await db
        .select()
        .from(products)
        .where(and(published, or(eq(products.id, idOrSlug), eq(products.slug, idOrSlug))))
        .limit(1);
      return row;
    },

    /** Attaches variants and media to products with two queries, whatever their number. */
    async bundles(rows: readonly ProductRow[]): Promise<ProductBundle[]> {
      if (rows.length === 0) return [];
      const ids = rows.map((row) => row.id);
      const [variants, media] = await Promise.all([
        db
          .select()
          .from(productVariants)
          .where(inArray(productVariants.productId, ids))
          .orderBy(asc(productVariants.position), asc(productVariants.id)),
        db
          .select()
          .from(productMedia)
          .where(inArray(productMedia.productId, ids))
          .orderBy(asc(productMedia.position), asc(productMedia.id)),
      ]);
      return rows.map((product) => ({
        product,
        variants: variants.filter((v) => v.productId === product.id),
        media: media.filter((m) => m.productId === product.id),
      }));
    },

    async latestReviews(productId: string, limit: number): Promise<ReviewRow[]> {
      return db
        .select()
        .from(reviews)
        .where(eq(reviews.productId, productId))
        .orderBy(desc(reviews.createdAt), desc(reviews.id))
        .limit(limit);
    },

    async rating(productId: string): Promise<{ average: number; count: number }> {
      const [row] = await db
        .select({ average: avg(reviews.reviewStars), count: count() })
        .from(reviews)
        .where(eq(reviews.productId, productId));
      return { average: Number(row?.average ?? 0), count: row?.count ?? 0 };
    },
  };
}

export type CatalogueRepo = ReturnType<typeof createCatalogueRepo>;
