import { CURRENCY } from '@mhp/contract/constants';
import type { Money } from '@mhp/contract/schemas/common';

/**
 * Prices are numeric(10,2) columns, which drivers hand over as strings. All arithmetic is done
 * in whole cents so sums and products never pick up binary floating-point error.
 */
export function toCents(price: string): number {
  return Math.round(Number(price) * 100);
}

/** Dollars as the contract's plain price numbers (e.g. 24.5). */
export function fromCents(cents: number): number {
  return cents / 100;
}

export function money(cents: number): Money {
  return { amount: fromCents(cents), currency: CURRENCY };
}
