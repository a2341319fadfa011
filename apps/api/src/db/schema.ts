import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

/**
 * The one database schema. Migrations in ../../drizzle are generated from it with
 * `npm run db:generate -w @mhp/api` and applied at start-up, on PGlite and Postgres alike.
 */

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
const updatedAt = () => timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();

/** Brand that owns a row; careapp rows are the health app's. */
export type BrandKey = 'careapp' | 'stud' | 'varicocele' | 'varicoceleorg';

// ---------------------------------------------------------------- mail

/** Every email the dev outbox mailer "sends" (MAIL_URL unset), kept for inspection. */
export const outboxMessages = pgTable(
  'outbox_messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    to: text('to').notNull(),
    subject: text('subject').notNull(),
    text: text('text').notNull(),
    html: text('html'),
    createdAt: createdAt(),
  },
  (t) => [index('outbox_messages_to_idx').on(sql`lower(${t.to})`, t.createdAt)],
);

// ---------------------------------------------------------------- catalogue

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

// ---------------------------------------------------------------- geography

export const countries = pgTable('countries', {
  /** ISO 3166-1 alpha-2. */
  code: text('code').primaryKey(),
  name: text('name').notNull(),
  /** Main IANA time zone, e.g. America/New_York. */
  timezone: text('timezone').notNull(),
  /** UTC offset of that zone in standard time, e.g. "-05:00". */
  utc: text('utc').notNull(),
  /** Dialling prefixes, e.g. ["+1"]; some countries have several. */
  mobileCode: jsonb('mobile_code').$type<string[]>().notNull(),
  /** Countries offered first in the country select (USA, Canada, UK, Germany). */
  defaultPosition: integer('default_position'),
});

export const subdivisions = pgTable(
  'subdivisions',
  {
    id: serial('id').primaryKey(),
    countryCode: text('country_code')
      .notNull()
      .references(() => countries.code, { onDelete: 'cascade' }),
    /** ISO 3166-2 suffix, e.g. "CA" for US-CA. */
    code: text('code').notNull(),
    name: text('name').notNull(),
  },
  (t) => [uniqueIndex('subdivisions_country_code_idx').on(t.countryCode, t.code)],
);

// ---------------------------------------------------------------- content

/**
 * Editable page content: A/B blocks, terms, contact details, popup templates, consult copy.
 * `projectType` is the brand, `contentType` what the block is for.
 */
export const contentBlocks = pgTable(
  'content_blocks',
  {
    id: serial('id').primaryKey(),
    identifier: text('identifier').notNull().unique(),
    projectType: text('project_type').$type<BrandKey>().notNull(),
    contentType: text('content_type').notNull(),
    name: text('name').notNull(),
    /** HTML (sanitised on the client before insertion) or plain text, per content type. */
    content: text('content').notNull(),
    /** Optional script run by the A/B layer only when it parses. */
    script: text('script'),
    /** Extra structured data (e.g. the URL list of a popup, contact details). */
    data: jsonb('data').$type<Record<string, unknown>>().notNull().default({}),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('content_blocks_type_idx').on(t.projectType, t.contentType)],
);

// ---------------------------------------------------------------- contact

/** Messages from the contact and consult forms, kept until support has answered them. */
export const contactMessages = pgTable(
  'contact_messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    projectType: text('project_type').$type<BrandKey>().notNull(),
    /** contact | consult */
    formType: text('form_type').notNull(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    email: text('email').notNull(),
    phoneNumber: text('phone_number'),
    message: text('message').notNull(),
    varicoceleGrade: text('varicocele_grade'),
    symptoms: jsonb('symptoms').$type<string[]>(),
    createdAt: createdAt(),
  },
  (t) => [index('contact_messages_created_idx').on(t.createdAt)],
);
