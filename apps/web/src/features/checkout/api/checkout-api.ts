import type { PaymentGatewayId } from '@mhp/contract/schemas/payment';
import type { CheckoutForm } from '@mhp/contract/forms';
import { callApi, endpoint } from '../../../shared/api/call-api';
import type { ResponseOfRoute } from '../../../shared/api/call-api';
import { isApiError } from '../../../shared/api/http-client';
import { apiQuery, query } from '../../../shared/api/use-api-query';
import { keepCart, loadCart } from '../../../shared/stores/stored-cart';

const removeFromCart = endpoint('POST', '/api/ecom/remove-from-cart/');
const updateOfCart = endpoint('POST', '/api/ecom/update-of-cart/');
const applyPromo = endpoint('POST', '/api/ecom/apply-promo-code/');
const removePromo = endpoint('POST', '/api/ecom/remove-promo-code/');
const shippingDetails = endpoint('POST', '/api/ecom/shipping-details/');
const updateShipping = endpoint('POST', '/api/ecom/update-shipping-method/');
const createPaymentRoute = endpoint('POST', '/api/ecom/create-payment/');
const verifyPaymentRoute = endpoint('POST', '/api/ecom/verify-payment/');
const countriesList = endpoint('GET', '/api/ecom/countries-list/');
const subDivision = endpoint('GET', '/api/ecom/sub-division/{id}/');
const shippingMethods = endpoint('GET', '/api/ecom/available-shipping-methods/');
const paymentGateways = endpoint('POST', '/api/ecom/available-payment-gateways/');
const orderList = endpoint('GET', '/api/ecom/order-list/');

/**
 * The stored cart as the server has it now (the request the header's count makes at the same
 * time is shared); the badge follows, an empty cart is forgotten.
 */
export const fetchCart = (checkoutId: string) => loadCart(checkoutId).then(keepCart);

export const updateLine = (checkoutId: string, lineId: string, quantity: number) =>
  callApi(updateOfCart, { body: { checkoutId, lines: [{ lineId, quantity }] } }).then(keepCart);

export const removeLine = (checkoutId: string, lineId: string) =>
  callApi(removeFromCart, { body: { checkoutId, lineId } }).then(keepCart);

export const applyPromoCode = (checkoutId: string, promoCode: string) =>
  callApi(applyPromo, { body: { checkoutId, promoCode } });

export const removePromoCode = (checkoutId: string) =>
  callApi(removePromo, { body: { checkoutId } });

export const countriesQuery = () => apiQuery(countriesList);

/** The subdivisions of a country as [code, name] pairs. */
export const subdivisionsQuery = (code: string) =>
  query(`subDivision ${code}`, (signal) =>
    callApi(subDivision, { params: { id: code } }, signal).then((list) =>
      list.flatMap((entry) => Object.entries(entry)),
    ),
  );

export const shippingMethodsQuery = (country: string) =>
  apiQuery(shippingMethods, { query: { country } });

export const fetchPaymentGateways = (checkoutId: string) =>
  callApi(paymentGateways, { body: { checkoutId } });

export type ShippingDetails = Omit<CheckoutForm, 'shipment_type' | 'payment_gateway'>;

export const saveShippingDetails = (checkoutId: string, details: ShippingDetails) =>
  callApi(shippingDetails, { body: { ...details, checkoutId } });

export const updateShippingMethod = (checkoutId: string, shippingMethodId: string) =>
  callApi(updateShipping, { body: { checkoutId, shippingMethodId } });

/** create-payment's answer. */
export type PaymentStart = ResponseOfRoute<'createPayment'>;

export const createPayment = (
  checkoutId: string,
  gateway: PaymentGatewayId,
  returnUrl: string,
  cancelUrl: string,
) => callApi(createPaymentRoute, { body: { checkoutId, gateway, returnUrl, cancelUrl } });

export const verifyPayment = (checkoutId: string, gateway: PaymentGatewayId, paymentId: string) =>
  callApi(verifyPaymentRoute, { body: { checkoutId, gateway, paymentId } });

export const ordersQuery = () => apiQuery(orderList);

/**
 * The sentence of a failed call. Payment calls send their message as a JSON array whose first
 * element is the sentence (spec 5); other calls send the sentence itself.
 */
export function apiMessage(error: unknown): string {
  if (!isApiError(error)) return 'Something went wrong. Please try again.';
  const message = error.body.message;
  if (message.startsWith('[')) {
    try {
      const list: unknown = JSON.parse(message);
      if (Array.isArray(list) && typeof list[0] === 'string') return list[0];
    } catch {
      // Not JSON after all: show it as it is.
    }
  }
  return message;
}
