import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { CartLine } from '@mhp/contract/schemas/cart';
import { testCart } from '../../../shared/test/carts';
import { LineList } from './line-list';

const lines: CartLine[] = testCart({ lines: 5 }).lines.map((line, i) => ({
  ...line,
  image: `/media/products/product-${i}.svg`,
}));

const images = () => screen.getAllByRole('presentation', { hidden: true }) as HTMLImageElement[];

describe('LineList', () => {
  it('loads the images of a list that opens the page at once, the first with priority', () => {
    render(<LineList lines={lines} firstInView />);
    expect(images().map((img) => img.getAttribute('loading'))).toEqual([
      'eager',
      'eager',
      'eager',
      'lazy',
      'lazy',
    ]);
    expect(images()[0]).toHaveAttribute('fetchpriority', 'high');
    expect(images()[1]).not.toHaveAttribute('fetchpriority');
  });

  it('loads every image lazily in a list further down (a summary, an order)', () => {
    render(<LineList lines={lines} />);
    expect(images().every((img) => img.getAttribute('loading') === 'lazy')).toBe(true);
    expect(images()[0]).not.toHaveAttribute('fetchpriority');
  });
});
