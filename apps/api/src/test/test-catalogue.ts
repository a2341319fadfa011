import { randomUUID } from 'node:crypto';
import type { Database } from '../db/client';
import { categories, productMedia, productVariants, products, reviews } from '../db/schema';
import type {
  CategoryRow,
  MediaRow,
  ProductRow,
  ReviewRow,
  VariantRow,
} from '../modules/shop/catalogue-repo';

/**
 * Test data factories: each builds one valid row with unique ids and slugs, and takes
 * overrides for whatever a test is about, so tests never depend on the demo seed.
 */

const uniq = () => randomUUID().slice(0, 8);

export async function buildCategory(
  db: Database,
  overrides: Partial<typeof categories.$inferInsert> = {},
): Promise<CategoryRow> {
  const key = uniq();
  const [row] = await db
    .insert(categories)
    .values({
      id: `cat-${key}`,
      brand: 'stud',
      slug: `category-${key}`,
      name: `Category ${key}`,
      description: 'A test category.',
      ...overrides,
    })
    .returning();
  return row!;
}

/** A product in `categoryId`, or in a new category of its own. */
export async function buildProduct(
  db: Database,
  overrides: Partial<typeof products.$inferInsert> = {},
): Promise<ProductRow> {
  const key = uniq();
  const categoryId = overrides.categoryId ?? (await buildCategory(db)).id;
  const [row] = await db
    .insert(products)
    .values({
      id: `product-${key}`,
      slug: `product-${key}`,
      brand: 'stud',
      kind: 'briefs',
      name: `Test Brief ${key}`,
      description: 'A test product.',
      attributes: { Size: ['S', 'M'] },
      ...overrides,
      categoryId,
    })
    .returning();
  return row!;
}

export async function buildVariant(
  db: Database,
  product: Pick<ProductRow, 'id'>,
  overrides: Partial<typeof productVariants.$inferInsert> = {},
): Promise<VariantRow> {
  const key = uniq();
  const [row] = await db
    .insert(productVariants)
    .values({
      id: `variant-${key}`,
      sku: `SKU-${key}`,
      attributes: { Size: 'M' },
      price: '20.00',
      quantity: 10,
      ...overrides,
      productId: product.id,
    })
    .returning();
  return row!;
}

export async function buildMedia(
  db: Database,
  product: Pick<ProductRow, 'id'>,
  overrides: Partial<typeof productMedia.$inferInsert> = {},
): Promise<MediaRow> {
  const url = overrides.url ?? `/media/products/${uniq()}.svg`;
  const [row] = await db
    .insert(productMedia)
    .values({
      url,
      thumbnailUrl: url.replace(/\.svg$/, '-thumb.svg'),
      alt: 'Picture',
      width: 1200,
      height: 1200,
      ...overrides,
      productId: product.id,
    })
    .returning();
  return row!;
}

export async function buildReview(
  db: Database,
  product: Pick<ProductRow, 'id'>,
  overrides: Partial<typeof reviews.$inferInsert> = {},
): Promise<ReviewRow> {
  const [row] = await db
    .insert(reviews)
    .values({
      fullName: 'Alex P.',
      isVerified: true,
      reviewStars: 5,
      content: 'Comfortable.',
      ...overrides,
      productId: product.id,
    })
    .returning();
  return row!;
}

/**
 * A brief in Size × Colour, every variant stocked 10 unless `stock` says otherwise, with two
 * pictures per colour (on its size-M variant) and one product-wide picture.
 */
export async function buildBrief(
  db: Database,
  opts: {
    categoryId?: string;
    sizes?: string[];
    colours?: string[];
    price?: string;
    priceBeforeDiscount?: string | null;
    stock?: Record<string, number>;
    product?: Partial<typeof products.$inferInsert>;
  } = {},
) {
  const sizes = opts.sizes ?? ['S', 'M', 'L'];
  const colours = opts.colours ?? ['Black', 'Navy'];
  const product = await buildProduct(db, {
    categoryId: opts.categoryId,
    attributes: { Size: sizes, Colour: colours },
    ...opts.product,
  });
  const variants: Record<string, VariantRow> = {};
  let position = 0;
  for (const colour of colours) {
    for (const size of sizes) {
      const id = `${product.id}-${colour}-${size}`.toLowerCase();
      variants[`${size}/${colour}`] = await buildVariant(db, product, {
        id,
        attributes: { Size: size, Colour: colour },
        price: opts.price ?? '24.00',
        priceBeforeDiscount: opts.priceBeforeDiscount ?? null,
        quantity: opts.stock?.[`${size}/${colour}`] ?? 10,
        position: position++,
      });
    }
  }
  let mediaPosition = 0;
  for (const colour of colours) {
    const owner = variants[`M/${colour}`] ?? variants[`${sizes[0]}/${colour}`];
    for (const view of ['front', 'back']) {
      await buildMedia(db, product, {
        url: `/media/${product.id}-${colour}-${view}.svg`.toLowerCase(),
        alt: `${colour} ${view}`,
        variantId: owner?.id,
        position: mediaPosition++,
      });
    }
  }
  await buildMedia(db, product, {
    url: `/media/${product.id}-detail.svg`,
    alt: 'detail',
    position: mediaPosition++,
  });
  return { product, variants };
}
