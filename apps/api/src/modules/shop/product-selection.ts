import type { ProductRow, VariantRow } from './catalogue-repo';

/** Attribute name → chosen values, as the contract carries a selection. */
export type Selection = Record<string, string[]>;

export interface ResolvedSelection {
  /** The valid selection in the product's option order: the answer's selected_attributes. */
  selected: Selection;
  /** Variants consistent with every chosen single-select value (all of them for {}). */
  candidates: VariantRow[];
  /** The one variant every variant attribute is chosen for; null until then or without a match. */
  variant: VariantRow | null;
}

/**
 * Checks a shopper's selection against the product's options. Problems are returned per
 * attribute name (callers add their own field prefix) rather than thrown, so the detail call
 * and the cart can report them in their own terms.
 */
export function checkSelection(
  product: ProductRow,
  requested: Selection,
): { selected: Selection; errors: Record<string, string[]> } {
  const errors: Record<string, string[]> = {};
  const selected: Selection = {};
  const multi = new Set(product.multiSelectAttributes);
  const requestedNames = new Set(Object.keys(requested));

  for (const name of requestedNames) {
    if (!Object.hasOwn(product.attributes, name)) {
      errors[name] = [`This product has no option "${name}".`];
    }
  }
  // Walk the product's options so the selection comes back in display order.
  for (const [name, options] of Object.entries(product.attributes)) {
    if (!requestedNames.has(name)) continue;
    const values = requested[name] ?? [];
    const unknown = values.filter((value) => !options.includes(value));
    if (unknown.length > 0) {
      errors[name] = unknown.map((value) => `"${value}" is not an option of ${name}.`);
      continue;
    }
    const chosen = options.filter((option) => values.includes(option));
    if (!multi.has(name) && chosen.length > 1) {
      errors[name] = [`Choose one ${name}.`];
      continue;
    }
    selected[name] = chosen;
  }
  return { selected, errors };
}

/** Narrows the variants to a valid selection (see checkSelection). */
export function matchVariants(
  product: ProductRow,
  variants: readonly VariantRow[],
  selected: Selection,
): Omit<ResolvedSelection, 'selected'> {
  const variantAttributes = singleSelectAttributes(product);
  const chosen = variantAttributes.filter((name) => selected[name]?.length);
  const candidates = variants.filter((variant) =>
    chosen.every((name) => variant.attributes[name] === selected[name]?.[0]),
  );
  const complete = chosen.length === variantAttributes.length;
  return { candidates, variant: complete ? (candidates[0] ?? null) : null };
}

/** Attributes each variant has one value of; the others are chosen per line (multi-select). */
export function singleSelectAttributes(product: ProductRow): string[] {
  const multi = new Set(product.multiSelectAttributes);
  return Object.keys(product.attributes).filter((name) => !multi.has(name));
}
