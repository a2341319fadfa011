import { z } from 'zod';
import { entityId, slug } from './common';
import { review } from './review';

/** Product prices are plain numbers in dollars; `currency` on the product names the unit. */
const price = z.number().nonnegative();

export const productImage = z.object({
  url: z.string().describe('Full-size image URL'),
  alt: z.string().describe('Alternative text for screen readers'),
  width: z.number().int().positive().describe('Pixel width of the full-size image'),
  height: z.number().int().positive().describe('Pixel height of the full-size image'),
  thumbnail_url: z.string().describe('Small square image for carousel thumbnails and cards'),
});
export type ProductImage = z.infer<typeof productImage>;

export const variantAttribute = z.object({
  name: z.string().describe('Attribute name, a key of the product attributes map, e.g. Size'),
  value: z.string().describe('The option this variant has, e.g. M'),
});

export const productVariant = z.object({
  id: entityId,
  name: z.string().describe('Variant label, e.g. "M / Black"'),
  sku: z.string().nullable().describe('Stock keeping unit, null when not assigned'),
  quantity: z.number().int().nonnegative().describe('Units in stock; 0 means out of stock'),
  price: price.describe('Price of this variant after discount'),
  before_discount_price: price.describe('Price before discount; equals price when none'),
  attributes: z.array(variantAttribute),
  medias: z
    .array(z.object({ url: z.string(), alt: z.string().optional() }))
    .describe("The variant's pictures; their alt text is on the product's images of the same url"),
});
export type ProductVariant = z.infer<typeof productVariant>;

/** Fields every product answer has, in list and detail calls alike. */
export const productSummary = z.object({
  id: entityId,
  slug: slug.describe('Used in product links {prefix}/shop/{slug}'),
  name: z.string(),
  category_id: entityId,
  currency: z.string().length(3).describe('ISO 4217 currency of every price of this product'),
  minium_variant_price: price.describe('Lowest variant price after discount (name as spelled)'),
  minimum_variant_before_discount_price: price.describe('Before-discount price of that variant'),
  discount_percentage: z.number().min(0).max(100).describe('Whole-number percent off, 0 when none'),
  thumbnail: productImage.nullable().describe('Main image, null when the product has none'),
});
export type ProductSummary = z.infer<typeof productSummary>;

export const product = productSummary.extend({
  description: z.string().nullable().describe('HTML-free description; null when not written'),
  images: z.array(productImage),
  attributes: z
    .record(z.string(), z.array(z.string()))
    .describe('Attribute name → its option values in display order, e.g. {"Size":["S","M"]}'),
  multi_select_attributes: z
    .array(z.string())
    .describe('Attributes where the shopper may pick several values (at least one is needed)'),
  variants: z.array(productVariant),
});
export type Product = z.infer<typeof product>;

/** Product page data, optionally refreshed for a selection of options. */
export const productDetail = product.extend({
  selected_attributes: z
    .record(z.string(), z.array(z.string()))
    .describe('The selection this answer was computed for; {} without a selection'),
  selected_variant: productVariant
    .nullable()
    .describe('Variant matching every selected option; null without a full selection or match'),
  reviews: z.array(review),
  rating: z.object({
    average: z.number().min(0).max(5).describe('Mean review stars, 0 without reviews'),
    count: z.number().int().nonnegative(),
  }),
});
export type ProductDetail = z.infer<typeof productDetail>;

/** What a product card shows; recommendations are answered in this shape. */
export const productCard = z.object({
  id: entityId,
  title: z.string().describe('Product name; the card truncates it to 83 characters'),
  image: z.string().nullable().describe('Thumbnail URL'),
  price: price.describe('Lowest variant price in dollars'),
  before_discount_price: price,
  discount: z.number().min(0).max(100).describe('Percent off, 0 when none'),
  currency: z.string().length(3),
  link: z
    .string()
    .describe('Path without the brand prefix, /shop/{slug}; the web app adds the prefix'),
});
export type ProductCard = z.infer<typeof productCard>;

export const category = z.object({
  category_id: entityId,
  name: z.string(),
  slug,
});

/** One catalogue section: a category and its products. The catalogue is keyed by category_id. */
export const catalogueSection = category.extend({ products: z.array(productSummary) });
export const productsCatalogue = z
  .record(z.string(), catalogueSection)
  .describe('category_id → that category and its products');
