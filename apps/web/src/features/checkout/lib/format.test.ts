import { describe, expect, it } from 'vitest';
import { formatDate, formatMoney } from './format';

describe('formatMoney', () => {
  it('shows dollars with two decimals and thousands separators', () => {
    expect(formatMoney({ amount: 24.5, currency: 'USD' })).toBe('$24.50');
    expect(formatMoney({ amount: 0, currency: 'USD' })).toBe('$0.00');
    expect(formatMoney({ amount: 1234.5, currency: 'USD' })).toBe('$1,234.50');
  });

  it('shows other currencies with their symbol', () => {
    expect(formatMoney({ amount: 24.5, currency: 'EUR' })).toBe('€24.50');
  });

  it('falls back to the code for a currency Intl does not know', () => {
    expect(formatMoney({ amount: 3, currency: 'NOT-A-CODE' })).toBe('NOT-A-CODE 3.00');
  });
});

describe('formatDate', () => {
  it('writes the month out', () => {
    expect(formatDate('2026-05-01T10:00:00.000Z')).toBe('May 1, 2026');
  });
});
