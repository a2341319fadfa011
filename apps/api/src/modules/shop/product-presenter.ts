import { CURRENCY } from '@mhp/contract/constants';
import type {
  ProductCard,
  ProductDetail,
  ProductImage,
  ProductSummary,
  ProductVariant,
} from '@mhp/contract/schemas/product';
import type { Review } from '@mhp/contract/schemas/review';
import type { MediaRow, ProductBundle, ProductRow, ReviewRow, VariantRow } from './catalogue-repo';
import { fromCents, toCents } from './money';
import type { ResolvedSelection } from './product-selection';

/**
 * The spec's three price fields describe the cheapest variant: its price, its price before
 * discount, and the whole-number percent between them.
 */
export function priceSummary(variants: readonly VariantRow[]) {
  let cheapest: VariantRow | undefined;
  for (const variant of variants) {
    if (!cheapest || toCents(variant.price) < toCents(cheapest.price)) cheapest = variant;
  }
  if (!cheapest) return { price: 0, before: 0, discount: 0 };
  const price = toCents(cheapest.price);
  const before = Math.max(price, toCents(cheapest.priceBeforeDiscount ?? cheapest.price));
  const discount = before > 0 ? Math.round(((before - price) / before) * 100) : 0;
  return { price: fromCents(price), before: fromCents(before), discount };
}

/**
 * Which pictures show which variant. An image is stored against one representative variant
 * (the seed uses the size-M one of each colour); it shows every variant that agrees with that
 * representative on the attributes the pictured variants differ in. For briefs that is Colour,
 * so the black pictures belong to every black size; a product with one pictured variant shares
 * its pictures with all variants.
 */
export function variantMedia(bundle: ProductBundle): Map<string, MediaRow[]> {
  const { variants, media } = bundle;
  const byId = new Map(variants.map((v) => [v.id, v]));
  const pictured = [...new Set(media.flatMap((m) => (m.variantId ? [m.variantId] : [])))]
    .map((id) => byId.get(id))
    .filter((v): v is VariantRow => v !== undefined);
  const names = [...new Set(pictured.flatMap((v) => Object.keys(v.attributes)))];
  const distinguishing = names.filter(
    (name) => new Set(pictured.map((v) => v.attributes[name])).size > 1,
  );
  const result = new Map<string, MediaRow[]>();
  for (const variant of variants) {
    result.set(
      variant.id,
      media.filter((m) => {
        const owner = m.variantId ? byId.get(m.variantId) : undefined;
        return (
          owner !== undefined &&
          distinguishing.every((name) => owner.attributes[name] === variant.attributes[name])
        );
      }),
    );
  }
  return result;
}

export function presentImage(media: MediaRow): ProductImage {
  return {
    url: media.url,
    alt: media.alt,
    width: media.width,
    height: media.height,
    thumbnail_url: media.thumbnailUrl,
  };
}

export function presentSummary(bundle: ProductBundle): ProductSummary {
  const { product, media } = bundle;
  const prices = priceSummary(bundle.variants);
  return {
    id: product.id,
    slug: product.slug,
    name: product.name,
    category_id: product.categoryId,
    currency: CURRENCY,
    minium_variant_price: prices.price,
    minimum_variant_before_discount_price: prices.before,
    discount_percentage: prices.discount,
    thumbnail: media[0] ? presentImage(media[0]) : null,
  };
}

/** "M / Black": the variant's values in the product's option order. */
export function variantName(product: ProductRow, variant: VariantRow): string {
  return orderedAttributes(product, variant)
    .map((a) => a.value)
    .join(' / ');
}

function orderedAttributes(product: ProductRow, variant: VariantRow) {
  const order = Object.keys(product.attributes);
  const rank = (name: string) => (order.includes(name) ? order.indexOf(name) : order.length);
  return Object.entries(variant.attributes)
    .sort(([a], [b]) => rank(a) - rank(b))
    .map(([name, value]) => ({ name, value }));
}

function presentVariant(
  product: ProductRow,
  variant: VariantRow,
  media: readonly MediaRow[],
): ProductVariant {
  const price = toCents(variant.price);
  return {
    id: variant.id,
    name: variantName(product, variant),
    sku: variant.sku,
    quantity: variant.quantity,
    price: fromCents(price),
    before_discount_price: fromCents(
      Math.max(price, toCents(variant.priceBeforeDiscount ?? variant.price)),
    ),
    attributes: orderedAttributes(product, variant),
    // Only the url: each variant repeats its colour's pictures, whose alt text the product's
    // `images` already carry (a third of the product-detail answer was repeated alt text).
    medias: media.map((m) => ({ url: m.url })),
  };
}

export function presentReview(row: ReviewRow): Review {
  return {
    id: String(row.id),
    full_name: row.fullName,
    is_verified: row.isVerified,
    review_stars: row.reviewStars,
    ...(row.title ? { title: row.title } : {}),
    content: row.content,
    created_at: row.createdAt.toISOString(),
  };
}

/**
 * The product page, refreshed for a selection: prices and pictures narrow to the variants the
 * selection still allows (all of them for an empty one), and the chosen variant is named once
 * every variant attribute is picked. A selection no variant matches keeps the whole product's
 * prices and pictures, so the page never goes blank; selected_variant is then null.
 */
export function presentDetail(
  bundle: ProductBundle,
  selection: ResolvedSelection,
  extras: { reviews: ReviewRow[]; rating: { average: number; count: number } },
): ProductDetail {
  const { product } = bundle;
  const mediaOf = variantMedia(bundle);
  const scope = selection.candidates.length > 0 ? selection.candidates : bundle.variants;
  const shown = new Set(scope.flatMap((v) => mediaOf.get(v.id) ?? []));
  const images = bundle.media.filter((m) => m.variantId === null || shown.has(m));
  const summary = presentSummary({ ...bundle, variants: scope, media: images });
  const variant = (v: VariantRow) => presentVariant(product, v, mediaOf.get(v.id) ?? []);
  return {
    ...summary,
    description: product.description,
    images: images.map(presentImage),
    attributes: product.attributes,
    multi_select_attributes: product.multiSelectAttributes,
    variants: bundle.variants.map(variant),
    selected_attributes: selection.selected,
    selected_variant: selection.variant ? variant(selection.variant) : null,
    reviews: extras.reviews.map(presentReview),
    rating: {
      average: Math.round(extras.rating.average * 10) / 10,
      count: extras.rating.count,
    },
  };
}

export function presentCard(bundle: ProductBundle): ProductCard {
  const summary = presentSummary(bundle);
  return {
    id: summary.id,
    title: summary.name,
    image: summary.thumbnail?.thumbnail_url ?? null,
    price: summary.minium_variant_price,
    before_discount_price: summary.minimum_variant_before_discount_price,
    discount: summary.discount_percentage,
    currency: summary.currency,
    link: `/shop/${summary.slug}`,
  };
}
