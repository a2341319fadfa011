import type { shippingMethods } from '../../db/schema';

export type ShippingMethodRow = typeof shippingMethods.$inferSelect;

/** Whether a method ships to a country (ISO code). */
export function shipsTo(method: ShippingMethodRow, country: string): boolean {
  if (!method.isActive) return false;
  if (method.excludedCountries.includes(country)) return false;
  return method.countries === null || method.countries.includes(country);
}

/**
 * The methods offered for a country, in display order; with no country yet (no address), every
 * active method, so the page can show what shipping costs before the address is typed.
 */
export function methodsFor(
  methods: readonly ShippingMethodRow[],
  country: string | null,
): ShippingMethodRow[] {
  return methods.filter((m) => (country ? shipsTo(m, country) : m.isActive));
}
