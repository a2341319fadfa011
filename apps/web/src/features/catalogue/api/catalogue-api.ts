import type { ApiRoutes } from '@mhp/contract/api-routes';
import type { ProductDetail, ProductSummary } from '@mhp/contract/schemas/product';
import { httpClient } from '../../../shared/api/http-client';
import type { Selection } from '../lib/selection';

const LIST_PATH = '/api/ecom/products-list' satisfies ApiRoutes['productsList']['path'];
const DETAIL_PATH =
  '/api/ecom/products-detail/{productId}' satisfies ApiRoutes['productsDetail']['path'];

export interface ProductPage {
  count: number;
  results: ProductSummary[];
}

/** One page of a category's products (POST with no body, so no JSON content type). */
export function fetchProducts(
  category: string,
  options: { limit?: number; signal?: AbortSignal } = {},
): Promise<ProductPage> {
  return httpClient.request<ProductPage>({
    method: 'POST',
    path: LIST_PATH,
    query: { category, limit: options.limit ?? 24 },
    signal: options.signal,
  });
}

/** A product page's data; with a selection, refreshed for it (price, images, stock). */
export function fetchProduct(
  productId: string,
  options: { attribute?: Selection; signal?: AbortSignal } = {},
): Promise<ProductDetail> {
  return httpClient.request<ProductDetail>({
    method: 'POST',
    path: DETAIL_PATH,
    params: { productId },
    body: options.attribute ? { productId, attribute: options.attribute } : undefined,
    signal: options.signal,
  });
}
