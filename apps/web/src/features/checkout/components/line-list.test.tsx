import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { CartLine } from '@mhp/contract/schemas/cart';
import { LineList } from './line-list';

const usd = (amount: number) => ({ amount, currency: 'USD' });

const lines: CartLine[] = Array.from({ length: 5 }, (_, i) => ({
  id: `line_${i}`,
  variantId: `var_${i}`,
  productId: `prod_${i}`,
  productSlug: `product-${i}`,
  title: 'M / Black',
  productName: `Product ${i}`,
  quantity: 1,
  unitPrice: usd(20),
  price: usd(20),
  image: `/media/products/product-${i}.svg`,
  attributes: {},
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
