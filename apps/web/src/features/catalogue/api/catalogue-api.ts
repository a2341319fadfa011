import { callApi, endpoint } from '../../../shared/api/call-api';
import { apiQuery } from '../../../shared/api/use-api-query';
import type { Selection } from '@mhp/contract/product-selection';

const productsList = endpoint('POST', '/api/ecom/products-list');
const productsDetail = endpoint('POST', '/api/ecom/products-detail/{productId}');

/** One page of a category's products (POST with no body, so no JSON content type). */
export const productsQuery = (category: string, limit = 24) =>
  apiQuery(productsList, { query: { category, limit } });

/** A product page's data. */
export const productQuery = (productId: string) =>
  apiQuery(productsDetail, { params: { productId } });

/** The product refreshed for a selection (price, images, stock). */
export const fetchProductFor = (productId: string, attribute: Selection | undefined) =>
  callApi(productsDetail, {
    params: { productId },
    body: attribute ? { productId, attribute } : undefined,
  });
