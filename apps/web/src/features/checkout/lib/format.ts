import type { Money } from '@mhp/contract/schemas/common';

/** $24.50, or EUR 24.50 for other currencies. */
export function formatMoney(money: Money): string {
  try {
    return new Intl.NumberFormat('en-US', { style: 'currency', currency: money.currency }).format(
      money.amount,
    );
  } catch {
    return `${money.currency} ${money.amount.toFixed(2)}`;
  }
}

export function formatDate(iso: string): string {
  return new Date(iso).toLocaleDateString('en-US', {
    year: 'numeric',
    month: 'long',
    day: 'numeric',
  });
}
