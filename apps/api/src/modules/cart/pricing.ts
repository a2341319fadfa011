import type { giftCards, promoCodes } from '../../db/schema';

export type PromoCodeRow = typeof promoCodes.$inferSelect;
export type GiftCardRow = typeof giftCards.$inferSelect;

/** The money of a checkout, all in cents; the one place totals are computed. */
export interface Totals {
  subtotalCents: number;
  shippingCents: number;
  /** Off the subtotal by the promo code (0 when it does not apply). */
  promoDiscountCents: number;
  /** Paid by the voucher (gift card), off what is left after the promo and shipping. */
  giftCardCents: number;
  /**
   * Prices are shown and charged tax-inclusive (docs/decisions/008), so no tax is added on top;
   * the column exists so a tax rule can be added here without changing any caller.
   */
  taxCents: number;
  /** What the payment gateway charges. */
  totalCents: number;
}

export const PROMO_MESSAGES = {
  unknown: 'This promo code does not exist.',
  inactive: 'This promo code is no longer available.',
  notStarted: 'This promo code is not active yet.',
  expired: 'This promo code has expired.',
  usedUp: 'This promo code has already been used the maximum number of times.',
  usedByCustomer: 'You have already used this promo code.',
  minimumSpend: (cents: number) => `Spend at least ${usd(cents)} to use this promo code.`,
} as const;

export const VOUCHER_MESSAGES = {
  unknown: 'This voucher does not exist.',
  inactive: 'This voucher is no longer available.',
  expired: 'This voucher has expired.',
  usedUp: 'This voucher has already been used.',
} as const;

/** "$30.00", as prices are shown (spec 9). */
export function usd(cents: number): string {
  return `$${(cents / 100).toFixed(2)}`;
}

/** Why a promo code cannot reduce this subtotal now, or null when it can. */
export function promoProblem(promo: PromoCodeRow, subtotalCents: number, now: Date): string | null {
  if (!promo.isActive) return PROMO_MESSAGES.inactive;
  if (promo.startsAt && promo.startsAt > now) return PROMO_MESSAGES.notStarted;
  if (promo.expiresAt && promo.expiresAt <= now) return PROMO_MESSAGES.expired;
  if (promo.usageLimit !== null && promo.uses >= promo.usageLimit) return PROMO_MESSAGES.usedUp;
  if (subtotalCents < promo.minimumSpendCents) {
    return PROMO_MESSAGES.minimumSpend(promo.minimumSpendCents);
  }
  return null;
}

/** Why a voucher cannot pay anything now, or null when it can. */
export function voucherProblem(card: GiftCardRow, now: Date): string | null {
  if (!card.isActive) return VOUCHER_MESSAGES.inactive;
  if (card.expiresAt && card.expiresAt <= now) return VOUCHER_MESSAGES.expired;
  if (card.balanceCents <= 0) return VOUCHER_MESSAGES.usedUp;
  return null;
}

/** Percentages round to the nearest cent; no code takes more than the subtotal. */
export function promoDiscount(promo: PromoCodeRow, subtotalCents: number): number {
  const off =
    promo.kind === 'percentage'
      ? Math.round((subtotalCents * Math.min(promo.value, 100)) / 100)
      : promo.value;
  return Math.min(off, subtotalCents);
}

/**
 * Subtotal − promo discount + shipping + tax, then the voucher pays what it can of that.
 * A promo or voucher with a problem (expired, used up, minimum not met) takes nothing off.
 */
export function computeTotals(input: {
  subtotalCents: number;
  shippingCents: number;
  promo: PromoCodeRow | null;
  giftCard: GiftCardRow | null;
  now: Date;
}): Totals {
  const { subtotalCents, shippingCents, promo, giftCard, now } = input;
  const promoDiscountCents =
    promo && promoProblem(promo, subtotalCents, now) === null
      ? promoDiscount(promo, subtotalCents)
      : 0;
  const taxCents = 0;
  const due = subtotalCents - promoDiscountCents + shippingCents + taxCents;
  const giftCardCents =
    giftCard && voucherProblem(giftCard, now) === null ? Math.min(giftCard.balanceCents, due) : 0;
  return {
    subtotalCents,
    shippingCents,
    promoDiscountCents,
    giftCardCents,
    taxCents,
    totalCents: due - giftCardCents,
  };
}
