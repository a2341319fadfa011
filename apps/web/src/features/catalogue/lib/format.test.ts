import { describe, expect, it } from 'vitest';
import {
  cardTitle,
  formatPrice,
  isLongProductName,
  isLongTitle,
  reviewExcerpt,
  slideCount,
} from './format';

describe('slideCount', () => {
  it('shows one slide per 170 px, at least one', () => {
    expect(slideCount(0)).toBe(1);
    expect(slideCount(169)).toBe(1);
    expect(slideCount(340)).toBe(2);
    expect(slideCount(359)).toBe(2);
    expect(slideCount(1120)).toBe(6);
    expect(slideCount(Number.NaN)).toBe(1);
  });
});

describe('product card text', () => {
  it('cuts titles at 83 characters', () => {
    const long =
      'Stud Mix-and-Match Five-Pack of Everyday Cooling Briefs in Any Five Colours You Like Best';
    expect(long.length).toBeGreaterThan(83);
    const title = cardTitle(long);
    expect(title.length).toBeLessThanOrEqual(83);
    expect(title.endsWith('…')).toBe(true);
    expect(cardTitle('Stud Classic Cooling Brief')).toBe('Stud Classic Cooling Brief');
  });

  it('formats prices with a dollar sign and two decimals', () => {
    expect(formatPrice(24)).toBe('$24.00');
    expect(formatPrice(25.5)).toBe('$25.50');
    expect(formatPrice(0)).toBe('$0.00');
  });

  it('uses smaller type for long titles and product names', () => {
    expect(isLongTitle('x'.repeat(25))).toBe(false);
    expect(isLongTitle('x'.repeat(26))).toBe(true);
    expect(isLongProductName('x'.repeat(40))).toBe(false);
    expect(isLongProductName('x'.repeat(41))).toBe(true);
  });
});

describe('reviewExcerpt', () => {
  it('cuts reviews over 500 characters until expanded', () => {
    const content = 'word '.repeat(150).trim();
    const cut = reviewExcerpt(content);
    expect(cut.long).toBe(true);
    expect(cut.text.length).toBeLessThanOrEqual(500);
    expect(reviewExcerpt(content, true).text).toBe(content);
    expect(reviewExcerpt('Short and sweet.')).toEqual({ long: false, text: 'Short and sweet.' });
  });
});
