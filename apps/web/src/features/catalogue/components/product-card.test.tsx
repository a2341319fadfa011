import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { ProductCard } from './product-card';

describe('ProductCard', () => {
  it('shows the cut title, the price with discount and an Add to cart link to the product', () => {
    const title = `Stud ${'Extra Long Name '.repeat(8)}`.trim();
    render(
      <MemoryRouter>
        <ProductCard
          product={{
            id: 'p1',
            title,
            image: null,
            price: 25.5,
            beforeDiscountPrice: 30,
            discount: 15,
            link: '/stud/shop/p1',
          }}
        />
      </MemoryRouter>,
    );
    const heading = screen.getByRole('heading', { level: 3 });
    expect(heading.textContent!.length).toBeLessThanOrEqual(83);
    expect(screen.getByText('$25.50')).toBeTruthy();
    expect(screen.getByText('$30.00')).toBeTruthy();
    expect(screen.getByText('15% off')).toBeTruthy();
    const add = screen.getByRole('link', { name: /Add to cart/ });
    expect(add.getAttribute('href')).toBe('/stud/shop/p1');
  });
});
