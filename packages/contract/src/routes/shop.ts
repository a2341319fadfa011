import { z } from 'zod';
import { defineRoute } from '../route';
import { cart, shippingMethod } from '../schemas/cart';
import { entityId } from '../schemas/common';
import { countryOption, subdivisionList } from '../schemas/country';
import { orderList } from '../schemas/order';
import { pagedOf } from '../schemas/pagination';
import { paymentGateway } from '../schemas/payment';
import { productCard, productDetail, productsCatalogue, productSummary } from '../schemas/product';

const TAG = 'Shop';

const countInt = (min: number, max: number, fallback: number) =>
  z.coerce.number<string | number>().int().min(min).max(max).default(fallback);

export const productSorts = ['featured', 'newest', 'price_asc', 'price_desc', 'name_asc'] as const;

/** The chosen options: attribute name → chosen values (one for single-select attributes). */
const attributeSelection = z
  .record(z.string().min(1), z.array(z.string().min(1)).min(1))
  .describe('Attribute name → chosen option values, e.g. {"Size":["M"],"Color":["Black"]}');

export const shopRoutes = {
  orderList: defineRoute({
    method: 'GET',
    path: '/api/ecom/order-list/',
    summary: "The signed-in user's orders, newest first",
    tag: TAG,
    auth: 'user',
    response: orderList,
  }),
  productsList: defineRoute({
    method: 'POST',
    path: '/api/ecom/products-list',
    summary: 'Products of the shop, filtered by category, sorted and paged (no body)',
    tag: TAG,
    auth: 'optional',
    query: z.object({
      category: z.string().max(100).optional().describe('Category id or slug; all when absent'),
      page: countInt(1, 10000, 1).describe('1-based page number'),
      limit: countInt(1, 100, 12).describe('Products per page'),
      sort: z.enum(productSorts).default('featured'),
    }),
    response: pagedOf(productSummary),
  }),
  productsDetail: defineRoute({
    method: 'POST',
    path: '/api/ecom/products-detail/{productId}',
    summary: 'Product page data; with chosen attributes, refreshed for that selection',
    tag: TAG,
    auth: 'optional',
    params: z.object({ productId: z.string().min(1).max(200).describe('Product id or slug') }),
    body: z
      .object({
        productId: z.string().min(1).max(200).optional().describe('Same product as the path'),
        attribute: attributeSelection.optional(),
      })
      // Fastify hands a missing body to the validator as null.
      .nullish()
      .describe('Absent or without attribute: the plain product'),
    response: productDetail,
  }),
  recommendedProducts: defineRoute({
    method: 'GET',
    path: '/api/ecom/recommended-products',
    summary: 'Products to suggest, as cards',
    tag: TAG,
    auth: 'optional',
    query: z.object({
      productId: entityId.optional().describe('Suggest alongside this product (it is excluded)'),
      category: z.string().max(100).optional().describe('Category id or slug'),
      limit: countInt(1, 24, 4),
    }),
    response: z.array(productCard),
  }),
  productsCatalogue: defineRoute({
    method: 'GET',
    path: '/api/ecom/products-catalogue',
    summary: 'Products grouped by category, keyed by category_id',
    tag: TAG,
    auth: 'optional',
    query: z.object({
      category_ids: z
        .string()
        .max(2000)
        .regex(/^[^,\s]+(,[^,\s]+)*$/, 'Comma-separated ids')
        .optional()
        .describe('Comma-separated category ids; every category when absent'),
      limit: countInt(1, 50, 8).describe('Products per category'),
    }),
    response: productsCatalogue,
  }),
  mainProduct: defineRoute({
    method: 'GET',
    path: '/api/ecom/main-product',
    summary: "The shop's headline product (FIXED_PRODUCT_IDS.main)",
    tag: TAG,
    auth: 'optional',
    response: productDetail,
  }),
  countriesList: defineRoute({
    method: 'GET',
    path: '/api/ecom/countries-list/',
    summary: 'Countries the shop ships to',
    tag: TAG,
    auth: 'public',
    response: z.array(countryOption),
  }),
  subDivision: defineRoute({
    method: 'GET',
    path: '/api/ecom/sub-division/{id}/',
    summary: 'States or provinces of a country, e.g. [{"CA":"California"}]',
    tag: TAG,
    auth: 'public',
    params: z.object({
      id: z
        .string()
        .regex(/^[A-Za-z]{2}$/)
        .describe('ISO 3166-1 alpha-2 country code'),
    }),
    response: subdivisionList,
  }),
  availableShippingMethods: defineRoute({
    method: 'GET',
    path: '/api/ecom/available-shipping-methods/',
    summary: "Shipping methods for a cart's address or a country",
    tag: TAG,
    auth: 'optional',
    query: z.object({
      checkoutId: entityId.optional().describe("Methods for this cart's shipping address"),
      country: z
        .string()
        .regex(/^[A-Z]{2}$/)
        .optional()
        .describe('ISO code; used without checkoutId'),
    }),
    response: z.array(shippingMethod),
  }),
  availablePaymentGateways: defineRoute({
    method: 'POST',
    path: '/api/ecom/available-payment-gateways/',
    summary: 'Payment gateways offered for a cart',
    tag: TAG,
    auth: 'optional',
    body: z.object({ checkoutId: entityId }),
    response: z.array(paymentGateway),
  }),
  assignVoucher: defineRoute({
    method: 'POST',
    path: '/api/ecom/assign-voucher/',
    summary: 'Assign a voucher (gift card) to a cart; it appears as assignGiftCard',
    tag: TAG,
    auth: 'optional',
    body: z.object({
      checkoutId: entityId,
      code: z.string().min(1, 'Voucher code is required.').max(50),
    }),
    response: cart,
  }),
};
