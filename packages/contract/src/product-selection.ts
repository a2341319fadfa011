/**
 * The option-picker rule of the shop, in one place for the product page and the API: which
 * options a shopper has chosen, how a click changes them, and which choices are missing or
 * invalid. Single-select attributes (Size, Colour) pick the variant; multi-select ones (the
 * five-pack's Colours) take several values and are kept per cart line. Chosen values always
 * come back in the product's own option order. Types and pure functions only: no zod, so the
 * product page can import it without loading the schemas.
 */

/** Attribute name → chosen values, as the contract carries a selection. */
export type Selection = Record<string, string[]>;

/** The part of a product the rule reads, named as the contract's product answer names it. */
export interface ProductOptions {
  /** Attribute name → its options, in display order. */
  attributes: Readonly<Record<string, readonly string[]>>;
  /** Attributes that take several values. */
  multi_select_attributes: readonly string[];
}

/** Spec section 5: the message when an option is left unchosen. */
export const MISSING_OPTIONS_MESSAGE = 'Please select all options before adding to cart.';

/** Attributes each variant has one value of; the others are chosen per line (multi-select). */
export function singleSelectAttributes(product: ProductOptions): string[] {
  const multi = new Set(product.multi_select_attributes);
  return Object.keys(product.attributes).filter((name) => !multi.has(name));
}

/**
 * The selection after a click on `value` of `attribute`: single-select attributes take the
 * value; multi-select ones toggle it, keeping the order of the product's options.
 */
export function toggleOption(
  product: ProductOptions,
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
export function missingAttributes(product: ProductOptions, selection: Selection): string[] {
  return Object.keys(product.attributes).filter(
    (name) => (product.attributes[name]?.length ?? 0) > 0 && !selection[name]?.length,
  );
}

/** The selection without empty attributes, as the API takes it; undefined when empty. */
export function selectionForApi(selection: Selection): Selection | undefined {
  const entries = Object.entries(selection).filter(([, values]) => values.length > 0);
  return entries.length ? Object.fromEntries(entries) : undefined;
}

/** The multi-select choices a cart line carries (e.g. the five-pack's Colours). */
export function lineAttributes(
  product: ProductOptions,
  selection: Selection,
): Selection | undefined {
  const entries = product.multi_select_attributes
    .filter((name) => selection[name]?.length)
    .map((name) => [name, selection[name] ?? []] as const);
  return entries.length ? Object.fromEntries(entries) : undefined;
}

/**
 * Checks a selection against the product's options. Problems are returned per attribute name
 * (callers add their own field prefix) rather than thrown, so the product detail call and the
 * cart can report them in their own terms.
 */
export function checkSelection(
  product: ProductOptions,
  requested: Selection,
): { selected: Selection; errors: Record<string, string[]> } {
  const errors: Record<string, string[]> = {};
  const selected: Selection = {};
  const multi = new Set(product.multi_select_attributes);
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
