import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ProductDetail } from '@mhp/contract/schemas/product';
import { ToastProvider } from '../../../shared/ui/toast';
import { ProductView } from './product-view';

const product: ProductDetail = {
  id: 'p1',
  slug: 'classic-brief',
  name: 'Classic Cooling Brief',
  category_id: 'c1',
  currency: 'USD',
  minium_variant_price: 24,
  minimum_variant_before_discount_price: 30,
  discount_percentage: 20,
  thumbnail: null,
  description: 'Soft and breathable.',
  images: [
    {
      url: '/media/products/classic-1.svg',
      alt: 'Classic brief, front',
      width: 1200,
      height: 1200,
      thumbnail_url: '/media/products/classic-1-thumb.svg',
    },
  ],
  attributes: { Size: ['S', 'M'] },
  multi_select_attributes: [],
  variants: [],
  selected_attributes: {},
  selected_variant: null,
  reviews: [],
  rating: { average: 0, count: 0 },
} as unknown as ProductDetail;

function embed(key: string, data: unknown) {
  const script = document.createElement('script');
  script.type = 'application/json';
  script.id = 'page-data';
  script.dataset.key = key;
  script.textContent = JSON.stringify(data);
  document.body.append(script);
}

function renderView(productId: string) {
  return render(
    <MemoryRouter>
      <ToastProvider>
        <ProductView
          productId={productId}
          brandName="Stud"
          links={{ shop: '/shop', cart: '/cart', product: (slug) => `/shop/${slug}` }}
        />
      </ToastProvider>
    </MemoryRouter>,
  );
}

afterEach(() => document.getElementById('page-data')?.remove());

describe('ProductView with the product embedded in the page', () => {
  it('shows the product on its first render without asking the API, then forgets the data', async () => {
    const fetchSpy = vi.spyOn(globalThis, 'fetch');
    embed('products-detail:classic-brief', product);
    const { unmount } = renderView('classic-brief');

    expect(screen.getByRole('heading', { level: 1, name: 'Classic Cooling Brief' })).toBeVisible();
    const enlarge = screen.getByRole('button', { name: 'Enlarge image: Classic brief, front' });
    // Its visible label begins its accessible name (Lighthouse: label-content-name-mismatch).
    expect(enlarge).toHaveTextContent(/^Enlarge image$/);
    expect(enlarge.querySelector('img')).toHaveAttribute('src', '/media/products/classic-1.svg');
    expect(fetchSpy).not.toHaveBeenCalled();
    // Used once: the page's next visit (in-app navigation) loads fresh data.
    expect(document.getElementById('page-data')).toBeNull();
    unmount();
  });

  it('asks the API when the embedded data is for another product', async () => {
    embed('products-detail:other-product', product);
    const fetchSpy = vi
      .spyOn(globalThis, 'fetch')
      .mockResolvedValue(Response.json({ ...product, name: 'Fetched Brief' }));
    renderView('classic-brief');

    expect(await screen.findByRole('heading', { level: 1, name: 'Fetched Brief' })).toBeVisible();
    expect(String(fetchSpy.mock.calls[0]?.[0])).toContain(
      '/api/ecom/products-detail/classic-brief',
    );
    expect(document.getElementById('page-data')).not.toBeNull();
  });
});
