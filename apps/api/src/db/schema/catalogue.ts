import {
  boolean,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  serial,
  text,
} from 'drizzle-orm/pg-core';
import { createdAt, updatedAt, type BrandKey } from './columns';

export const categories = pgTable('categories', {
  id: text('id').primaryKey(),
  brand: text('brand').$type<BrandKey>().notNull(),
  slug: text('slug').notNull().unique(),
  name: text('name').notNull(),
  description: text('description').notNull(),
  position: integer('position').notNull().default(0),
});

export const products = pgTable(
  'products',
  {
    id: text('id').primaryKey(),
    slug: text('slug').notNull().unique(),
    brand: text('brand').$type<BrandKey>().notNull(),
    categoryId: text('category_id')
      .notNull()
      .references(() => categories.id),
    /** briefs | multipack | guide | supplement | consultation | app | treatment */
    kind: text('kind').notNull(),
    name: text('name').notNull(),
    /** Null for the fixed treatment product, which the spec shows without a description. */
    description: text('description'),
    /** Attribute name → option values offered, e.g. { Size: ['S','M'], Colour: ['Black'] }. */
    attributes: jsonb('attributes').$type<Record<string, string[]>>().notNull().default({}),
    /** Attributes where a shopper may pick several values (at least one). */
    multiSelectAttributes: jsonb('multi_select_attributes').$type<string[]>().notNull().default([]),
    isPublished: boolean('is_published').notNull().default(true),
    position: integer('position').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('products_category_idx').on(t.categoryId, t.position)],
);

export const productVariants = pgTable(
  'product_variants',
  {
    id: text('id').primaryKey(),
    productId: text('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    sku: text('sku').notNull().unique(),
    /** Attribute name → the one value this variant has. */
    attributes: jsonb('attributes').$type<Record<string, string>>().notNull(),
    price: numeric('price', { precision: 10, scale: 2 }).notNull(),
    /** Price before discount; null when the variant is not discounted. */
    priceBeforeDiscount: numeric('price_before_discount', { precision: 10, scale: 2 }),
    /** Units in stock; taken when an order completes. */
    quantity: integer('quantity').notNull().default(0),
    position: integer('position').notNull().default(0),
  },
  (t) => [index('product_variants_product_idx').on(t.productId, t.position)],
);

export const productMedia = pgTable(
  'product_media',
  {
    id: serial('id').primaryKey(),
    productId: text('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    /** Set when the image shows one variant (e.g. a colour); null for product-wide images. */
    variantId: text('variant_id').references(() => productVariants.id, { onDelete: 'cascade' }),
    url: text('url').notNull(),
    thumbnailUrl: text('thumbnail_url').notNull(),
    alt: text('alt').notNull(),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    position: integer('position').notNull().default(0),
  },
  (t) => [index('product_media_product_idx').on(t.productId, t.position)],
);

export const reviews = pgTable(
  'reviews',
  {
    id: serial('id').primaryKey(),
    productId: text('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    fullName: text('full_name').notNull(),
    isVerified: boolean('is_verified').notNull().default(false),
    reviewStars: integer('review_stars').notNull(),
    title: text('title'),
    content: text('content').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('reviews_product_idx').on(t.productId, t.createdAt)],
);
