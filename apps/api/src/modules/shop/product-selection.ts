import {
  singleSelectAttributes,
  type ProductOptions,
  type Selection,
} from '@mhp/contract/product-selection';
import type { ProductRow, VariantRow } from './catalogue-repo';

/** A catalogue row as the contract's option-picker rule reads it. */
export const productOptions = (product: ProductRow): ProductOptions => ({
  attributes: product.attributes,
  multi_select_attributes: product.multiSelectAttributes,
});

export interface ResolvedSelection {
  /** The valid selection in the product's option order: the answer's selected_attributes. */
  selected: Selection;
  /** Variants consistent with every chosen single-select value (all of them for {}). */
  candidates: VariantRow[];
  /** The one variant every variant attribute is chosen for; null until then or without a match. */
  variant: VariantRow | null;
}

/** Narrows the variants to a valid selection (see the contract's checkSelection). */
export function matchVariants(
  product: ProductRow,
  variants: readonly VariantRow[],
  selected: Selection,
): Omit<ResolvedSelection, 'selected'> {
  const variantAttributes = singleSelectAttributes(productOptions(product));
  const chosen = variantAttributes.filter((name) => selected[name]?.length);
  const candidates = variants.filter((variant) =>
    chosen.every((name) => variant.attributes[name] === selected[name]?.[0]),
  );
  const complete = chosen.length === variantAttributes.length;
  return { candidates, variant: complete ? (candidates[0] ?? null) : null };
}
