import { useEffect } from 'react';
import type { ProductDetail } from '@mhp/contract/schemas/product';
import { productMetaDescription } from '@mhp/contract/page-shell';

/** The schema.org Product of a product page, for search engines. */
export function productJsonLd(product: ProductDetail, url: string) {
  const inStock = product.variants.some((variant) => variant.quantity > 0);
  const lowest = Math.min(...product.variants.map((v) => v.price), product.minium_variant_price);
  const highest = Math.max(...product.variants.map((v) => v.price), product.minium_variant_price);
  return {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: product.name,
    ...(product.description ? { description: productMetaDescription(product) } : {}),
    image: product.images.map((image) => new URL(image.url, url).href),
    sku: product.id,
    brand: { '@type': 'Brand', name: product.name.split(' ')[0] },
    offers: {
      '@type': 'AggregateOffer',
      priceCurrency: product.currency,
      lowPrice: lowest.toFixed(2),
      highPrice: highest.toFixed(2),
      offerCount: product.variants.length,
      availability: inStock ? 'https://schema.org/InStock' : 'https://schema.org/OutOfStock',
      url,
    },
    ...(product.rating.count > 0
      ? {
          aggregateRating: {
            '@type': 'AggregateRating',
            ratingValue: product.rating.average.toFixed(1),
            reviewCount: product.rating.count,
          },
        }
      : {}),
  };
}

/**
 * Puts the product's JSON-LD in the head while the page is shown. The element is data, not
 * script execution, so the Content Security Policy does not block it.
 */
export function useProductJsonLd(product: ProductDetail | null) {
  useEffect(() => {
    if (!product) return;
    const element = document.createElement('script');
    element.type = 'application/ld+json';
    element.dataset.productJsonld = product.id;
    element.textContent = JSON.stringify(productJsonLd(product, window.location.href));
    document.head.append(element);
    return () => element.remove();
  }, [product]);
}
