import { createHash } from 'node:crypto';
import type { CartLine } from '@mhp/contract/schemas/cart';
import type { Database } from '../../db/client';
import { createCatalogueRepo } from '../shop/catalogue-repo';
import { presentLine } from './line-presenter';
import { createCartRepo, type CheckoutLineRow, type CheckoutRow } from './cart-repo';
import { computeTotals, type GiftCardRow, type PromoCodeRow, type Totals } from './pricing';
import { methodsFor, type ShippingMethodRow } from './shipping';

export interface PricedLine {
  row: CheckoutLineRow;
  /** The line as the contract shows it (names, picture, attributes, prices). */
  view: CartLine;
  unitCents: number;
  totalCents: number;
  /** Units of the variant in stock when read. */
  stock: number;
}

/** A checkout with every amount worked out from current catalogue prices and its codes. */
export interface PricedCart {
  checkout: CheckoutRow;
  lines: PricedLine[];
  /** The chosen method, while it still ships to the address. */
  shippingMethod: ShippingMethodRow | null;
  /** Methods for the address's country; every active method before an address is given. */
  shippingMethods: ShippingMethodRow[];
  promo: PromoCodeRow | null;
  giftCard: GiftCardRow | null;
  totals: Totals;
  /**
   * Pins what a payment pays for: lines, unit prices, shipping, codes and total. An order is
   * placed only when the cart still has the fingerprint its payment was created with.
   */
  fingerprint: string;
}

/** Units ordered of each variant: one variant may sit on several lines (other options). */
export function unitsPerVariant(lines: readonly PricedLine[]): Map<string, number> {
  const units = new Map<string, number>();
  for (const { row } of lines)
    units.set(row.variantId, (units.get(row.variantId) ?? 0) + row.quantity);
  return units;
}

/**
 * Reads and prices a checkout. Inside the order transaction `db` is that transaction, after
 * the variants and the voucher were locked, so the prices and balance it sees cannot change
 * before the order is written.
 */
export async function loadPricedCart(
  db: Database,
  checkout: CheckoutRow,
  now: Date = new Date(),
): Promise<PricedCart> {
  const repo = createCartRepo(db);
  const rows = await repo.linesWithProducts(checkout.id);
  const productRows = [...new Map(rows.map(({ product }) => [product.id, product])).values()];
  const bundles = new Map(
    (await createCatalogueRepo(db).bundles(productRows)).map((b) => [b.product.id, b]),
  );
  const lines = rows.flatMap(({ line, product }): PricedLine[] => {
    const bundle = bundles.get(product.id);
    const priced = bundle ? presentLine({ line, bundle }) : [];
    return priced.map((p) => ({
      row: line,
      view: p.line,
      unitCents: p.unitCents,
      totalCents: p.cents,
      stock: p.stock,
    }));
  });

  const allMethods = await repo.shippingMethods();
  const country = checkout.shippingAddress?.country ?? null;
  const shippingMethods = methodsFor(allMethods, country);
  const shippingMethod = shippingMethods.find((m) => m.id === checkout.shippingMethodId) ?? null;
  const promo = checkout.promoCode ? ((await repo.promoCode(checkout.promoCode)) ?? null) : null;
  const giftCard = checkout.giftCardCode
    ? ((await repo.giftCard(checkout.giftCardCode)) ?? null)
    : null;

  const totals = computeTotals({
    subtotalCents: lines.reduce((sum, l) => sum + l.totalCents, 0),
    // Nothing to ship, nothing to pay for shipping (an emptied or checked-out cart).
    shippingCents: lines.length > 0 ? (shippingMethod?.priceCents ?? 0) : 0,
    promo,
    giftCard,
    now,
  });
  return {
    checkout,
    lines,
    shippingMethod,
    shippingMethods,
    promo,
    giftCard,
    totals,
    fingerprint: fingerprintOf(lines, shippingMethod, promo, giftCard, totals),
  };
}

function fingerprintOf(
  lines: readonly PricedLine[],
  shippingMethod: ShippingMethodRow | null,
  promo: PromoCodeRow | null,
  giftCard: GiftCardRow | null,
  totals: Totals,
): string {
  const content = JSON.stringify({
    lines: lines
      .map((l) => [
        l.row.variantId,
        Object.entries(l.row.options).sort(([a], [b]) => a.localeCompare(b)),
        l.row.quantity,
        l.unitCents,
      ])
      .sort((a, b) => JSON.stringify(a).localeCompare(JSON.stringify(b))),
    shipping: shippingMethod?.id ?? null,
    promo: promo?.code ?? null,
    giftCard: giftCard?.code ?? null,
    totals,
  });
  return createHash('sha256').update(content).digest('base64url');
}
