import type { ProductDetail } from '@mhp/contract/schemas/product';
import {
  missingAttributes,
  type ProductOptions,
  type Selection,
} from '@mhp/contract/product-selection';

export type AddCheck =
  | { ok: true; variantId: string }
  | { ok: false; reason: 'missing'; missing: string[] }
  | { ok: false; reason: 'out_of_stock' };

/**
 * Spec section 5: every attribute chosen, else 'Please select all options…'; no matching
 * variant, or one with quantity 0, is out of stock.
 */
export function checkAddToCart(
  product: ProductOptions & Pick<ProductDetail, 'selected_variant' | 'variants'>,
  selection: Selection,
): AddCheck {
  const missing = missingAttributes(product, selection);
  if (missing.length) return { ok: false, reason: 'missing', missing };
  const variant =
    product.selected_variant ??
    // A product without attributes has its one variant.
    (Object.keys(product.attributes).length === 0 ? (product.variants[0] ?? null) : null);
  if (!variant || variant.quantity <= 0) return { ok: false, reason: 'out_of_stock' };
  return { ok: true, variantId: variant.id };
}
