import { OUT_OF_STOCK_MESSAGE } from '@mhp/contract/constants';
import type { ProductRow, VariantRow } from '../shop/catalogue-repo';
import {
  MISSING_OPTIONS_MESSAGE,
  checkSelection,
  singleSelectAttributes,
  type Selection,
} from '@mhp/contract/product-selection';
import { productOptions } from '../shop/product-selection';
import type { CheckoutLineRow, VariantWithProduct } from './cart-repo';

/** The contract's limit per call (1–99) also bounds a line, so update-of-cart can set any line. */
export const MAX_LINE_QUANTITY = 99;

/** A line's wanted state: its identity (variant + multi-select choices) and quantity. */
export interface PlannedLine {
  variantId: string;
  options: Selection;
  quantity: number;
}

export interface AddRequest {
  variantId: string;
  quantity: number;
  attributes?: Selection;
}

/** Lines of one variant with different choices are different lines of one cart. */
export function lineKey(variantId: string, options: Selection): string {
  const names = Object.keys(options).sort();
  return JSON.stringify([variantId, names.map((name) => [name, options[name]])]);
}

function plannedFrom(lines: readonly CheckoutLineRow[]): Map<string, PlannedLine> {
  return new Map(
    lines.map((l) => [
      lineKey(l.variantId, l.options),
      { variantId: l.variantId, options: l.options, quantity: l.quantity },
    ]),
  );
}

function unitsOfVariant(planned: Map<string, PlannedLine>, variantId: string, except: string) {
  let units = 0;
  for (const [key, line] of planned)
    if (key !== except && line.variantId === variantId) units += line.quantity;
  return units;
}

/**
 * Works out the lines an add-to-cart leaves in a cart, or why it cannot: every problem is
 * reported under the field that caused it (`lines.1.quantity`), and `outOfStock` says whether
 * any item had no stock at all. Stock is checked against what the cart would then hold of
 * each variant; it is only taken when an order completes.
 */
export function planAdditions(
  existing: readonly CheckoutLineRow[],
  additions: readonly AddRequest[],
  variants: ReadonlyMap<string, VariantWithProduct>,
): { save: PlannedLine[]; errors: Record<string, string[]>; outOfStock: boolean } {
  const planned = plannedFrom(existing);
  const changed = new Set<string>();
  const errors: Record<string, string[]> = {};
  let outOfStock = false;

  additions.forEach((addition, index) => {
    const at = `lines.${index}`;
    const found = variants.get(addition.variantId);
    if (!found) {
      errors[`${at}.variantId`] = ['This product option does not exist.'];
      return;
    }
    const { variant, product } = found;
    if (variant.quantity <= 0) {
      outOfStock = true;
      errors[`${at}.variantId`] = [OUT_OF_STOCK_MESSAGE];
      return;
    }
    const options = lineOptions(product, variant, addition.attributes ?? {});
    if ('errors' in options) {
      for (const [name, list] of Object.entries(options.errors)) {
        errors[`${at}.attributes.${name}`] = list;
      }
      return;
    }
    const key = lineKey(variant.id, options.options);
    const quantity = (planned.get(key)?.quantity ?? 0) + addition.quantity;
    const inCart = unitsOfVariant(planned, variant.id, key);
    if (inCart + quantity > variant.quantity) {
      const held = inCart + quantity - addition.quantity;
      errors[`${at}.quantity`] = [
        held > 0
          ? `Only ${variant.quantity} left in stock, and your cart already holds ${held}.`
          : `Only ${variant.quantity} left in stock.`,
      ];
      return;
    }
    if (quantity > MAX_LINE_QUANTITY) {
      errors[`${at}.quantity`] = [`A cart holds at most ${MAX_LINE_QUANTITY} of one item.`];
      return;
    }
    planned.set(key, { variantId: variant.id, options: options.options, quantity });
    changed.add(key);
  });

  const save = [...changed].flatMap((key) => planned.get(key) ?? []);
  return { save, errors, outOfStock };
}

export const LINE_NOT_IN_CART = 'This line is not in your cart.';

/**
 * Works out an update-of-cart: quantity 0 removes a line, any other quantity replaces it. Every
 * changed line must stay within its variant's stock, counting the cart's other lines of that
 * variant; lines the call does not touch are not judged. Problems are reported per field
 * (`lines.0.lineId`, `lines.0.quantity`).
 */
export function planUpdates(
  existing: readonly CheckoutLineRow[],
  updates: readonly { lineId: string; quantity: number }[],
  variants: ReadonlyMap<string, VariantWithProduct>,
): { save: PlannedLine[]; remove: string[]; errors: Record<string, string[]> } {
  const byId = new Map(existing.map((line) => [line.id, line]));
  const wanted = new Map(existing.map((line) => [line.id, line.quantity]));
  const errors: Record<string, string[]> = {};
  const seen = new Set<string>();
  updates.forEach((update, index) => {
    if (!byId.has(update.lineId)) errors[`lines.${index}.lineId`] = [LINE_NOT_IN_CART];
    else if (seen.has(update.lineId)) {
      errors[`lines.${index}.lineId`] = ['This line is listed more than once.'];
    } else wanted.set(update.lineId, update.quantity);
    seen.add(update.lineId);
  });

  const held = (variantId: string) =>
    existing
      .filter((line) => line.variantId === variantId)
      .reduce((sum, line) => sum + (wanted.get(line.id) ?? 0), 0);
  updates.forEach((update, index) => {
    const line = byId.get(update.lineId);
    if (!line || errors[`lines.${index}.lineId`] || update.quantity === 0) return;
    if (update.quantity <= line.quantity) return;
    const stock = variants.get(line.variantId)?.variant.quantity ?? 0;
    if (stock <= 0) errors[`lines.${index}.quantity`] = [OUT_OF_STOCK_MESSAGE];
    else if (held(line.variantId) > stock) {
      errors[`lines.${index}.quantity`] = [`Only ${stock} left in stock.`];
    }
  });

  const save: PlannedLine[] = [];
  const remove: string[] = [];
  for (const id of seen) {
    const line = byId.get(id);
    const quantity = wanted.get(id);
    if (!line || quantity === undefined || quantity === line.quantity) continue;
    if (quantity === 0) remove.push(id);
    else save.push({ variantId: line.variantId, options: line.options, quantity });
  }
  return { save, remove, errors };
}

/**
 * Guest lines joining a user's cart: quantities of the same line add up, capped at what is in
 * stock (counting the user's other lines of that variant) and at the line limit. Lines with
 * nothing left to give are dropped; the user's own lines are never reduced.
 */
export function planMerge(
  existing: readonly CheckoutLineRow[],
  incoming: readonly CheckoutLineRow[],
  variants: ReadonlyMap<string, VariantWithProduct>,
): PlannedLine[] {
  const planned = plannedFrom(existing);
  const changed = new Set<string>();
  for (const line of incoming) {
    const stock = variants.get(line.variantId)?.variant.quantity ?? 0;
    const key = lineKey(line.variantId, line.options);
    const current = planned.get(key)?.quantity ?? 0;
    const room = Math.min(stock - unitsOfVariant(planned, line.variantId, key), MAX_LINE_QUANTITY);
    const quantity = Math.min(current + line.quantity, room);
    if (quantity <= current) continue;
    planned.set(key, { variantId: line.variantId, options: line.options, quantity });
    changed.add(key);
  }
  return [...changed].flatMap((key) => planned.get(key) ?? []);
}

/**
 * The multi-select choices a line keeps. A client may send the whole selection: single-select
 * values must then be the variant's own. Every multi-select attribute needs at least one value.
 */
function lineOptions(
  product: ProductRow,
  variant: VariantRow,
  requested: Selection,
): { options: Selection } | { errors: Record<string, string[]> } {
  const { selected, errors } = checkSelection(productOptions(product), requested);
  for (const name of singleSelectAttributes(productOptions(product))) {
    const value = selected[name]?.[0];
    if (value !== undefined && value !== variant.attributes[name]) {
      errors[name] = [`This item's ${name} is ${variant.attributes[name] ?? 'not set'}.`];
    }
  }
  const options: Selection = {};
  for (const name of product.multiSelectAttributes) {
    if (!Object.hasOwn(product.attributes, name) || errors[name]) continue;
    const values = selected[name] ?? [];
    if (values.length === 0) errors[name] = [MISSING_OPTIONS_MESSAGE];
    else options[name] = values;
  }
  return Object.keys(errors).length > 0 ? { errors } : { options };
}
