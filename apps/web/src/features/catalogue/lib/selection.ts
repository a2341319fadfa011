import type { ProductDetail } from '@mhp/contract/schemas/product';

/** The chosen options: attribute name → chosen values. */
export type Selection = Record<string, string[]>;

type PickerProduct = Pick<ProductDetail, 'attributes' | 'multi_select_attributes'>;

/**
 * The selection after a click on `value` of `attribute`: single-select attributes take the
 * value; multi-select ones toggle it, keeping the order of the product's options.
 */
export function toggleOption(
  product: PickerProduct,
  selection: Selection,
  attribute: string,
  value: string,
): Selection {
  if (!product.multi_select_attributes.includes(attribute)) {
    return { ...selection, [attribute]: [value] };
  }
  const chosen = new Set(selection[attribute] ?? []);
  if (chosen.has(value)) chosen.delete(value);
  else chosen.add(value);
  const ordered = (product.attributes[attribute] ?? []).filter((option) => chosen.has(option));
  return { ...selection, [attribute]: ordered };
}

/** Attributes with nothing chosen (multi-select ones need at least one value). */
export function missingAttributes(product: PickerProduct, selection: Selection): string[] {
  return Object.keys(product.attributes).filter(
    (name) => (product.attributes[name]?.length ?? 0) > 0 && !selection[name]?.length,
  );
}

/** The selection without empty attributes, as the API takes it; undefined when empty. */
export function selectionForApi(selection: Selection): Selection | undefined {
  const entries = Object.entries(selection).filter(([, values]) => values.length > 0);
  return entries.length ? Object.fromEntries(entries) : undefined;
}

/** The multi-select choices a cart line must carry (e.g. the five-pack's Colours). */
export function lineAttributes(
  product: PickerProduct,
  selection: Selection,
): Selection | undefined {
  const entries = product.multi_select_attributes
    .filter((name) => selection[name]?.length)
    .map((name) => [name, selection[name] ?? []] as const);
  return entries.length ? Object.fromEntries(entries) : undefined;
}

export type AddCheck =
  | { ok: true; variantId: string }
  | { ok: false; reason: 'missing'; missing: string[] }
  | { ok: false; reason: 'out_of_stock' };

/**
 * Spec section 5: every attribute chosen, else 'Please select all options…'; no matching
 * variant, or one with quantity 0, is out of stock.
 */
export function checkAddToCart(
  product: PickerProduct & Pick<ProductDetail, 'selected_variant' | 'variants'>,
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
