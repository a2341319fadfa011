import type { ApiRoutes } from '@mhp/contract/api-routes';
import type { Cart, ShippingMethod } from '@mhp/contract/schemas/cart';
import type { CountryOption } from '@mhp/contract/schemas/country';
import type { Money } from '@mhp/contract/schemas/common';
import type { OrderConfirmation, OrderList } from '@mhp/contract/schemas/order';
import type { PaymentGateway, PaymentGatewayId } from '@mhp/contract/schemas/payment';
import type { CheckoutForm } from '@mhp/contract/forms';
import { httpClient, isApiError } from '../../../shared/api/http-client';
import { storage } from '../../../shared/lib/storage';
import { setCartCount } from '../../cart/api/cart-count';

type Paths = { [K in keyof ApiRoutes]: ApiRoutes[K]['path'] };

const PATHS = {
  cartItems: '/api/ecom/cart-items/',
  removeFromCart: '/api/ecom/remove-from-cart/',
  updateOfCart: '/api/ecom/update-of-cart/',
  applyPromoCode: '/api/ecom/apply-promo-code/',
  removePromoCode: '/api/ecom/remove-promo-code/',
  shippingDetails: '/api/ecom/shipping-details/',
  updateShippingMethod: '/api/ecom/update-shipping-method/',
  createPayment: '/api/ecom/create-payment/',
  verifyPayment: '/api/ecom/verify-payment/',
  countriesList: '/api/ecom/countries-list/',
  subDivision: '/api/ecom/sub-division/{id}/',
  availableShippingMethods: '/api/ecom/available-shipping-methods/',
  availablePaymentGateways: '/api/ecom/available-payment-gateways/',
  orderList: '/api/ecom/order-list/',
} as const satisfies Partial<Paths>;

const post = <T>(path: string, body: unknown) =>
  httpClient.request<T>({ method: 'POST', path, body });

/** Keeps the badge in step with a cart the server answered; an empty cart forgets checkoutId. */
function track(cart: Cart): Cart {
  if (cart.lines.length === 0) clearStoredCart();
  else setCartCount(cart.quantity, cart.id);
  return cart;
}

/** Forgets the stored cart (emptied, or turned into an order): no checkoutId, badge 0. */
export function clearStoredCart() {
  storage.remove('checkoutId');
  setCartCount(0, null);
}

export const storedCheckoutId = () => storage.get('checkoutId');

export const fetchCart = (checkoutId: string) =>
  post<Cart>(PATHS.cartItems, { checkoutId }).then(track);

export const updateLine = (checkoutId: string, lineId: string, quantity: number) =>
  post<Cart>(PATHS.updateOfCart, { checkoutId, lines: [{ lineId, quantity }] }).then(track);

export const removeLine = (checkoutId: string, lineId: string) =>
  post<Cart>(PATHS.removeFromCart, { checkoutId, lineId }).then(track);

export const applyPromoCode = (checkoutId: string, promoCode: string) =>
  post<Cart>(PATHS.applyPromoCode, { checkoutId, promoCode });

export const removePromoCode = (checkoutId: string) =>
  post<Cart>(PATHS.removePromoCode, { checkoutId });

export const fetchCountries = () =>
  httpClient.request<CountryOption[]>({ method: 'GET', path: PATHS.countriesList });

/** The subdivisions of a country as [code, name] pairs. */
export const fetchSubdivisions = (code: string) =>
  httpClient
    .request<Record<string, string>[]>({
      method: 'GET',
      path: PATHS.subDivision,
      params: { id: code },
    })
    .then((list) => list.flatMap((entry) => Object.entries(entry)));

export const fetchShippingMethods = (query: { checkoutId?: string; country?: string }) =>
  httpClient.request<ShippingMethod[]>({
    method: 'GET',
    path: PATHS.availableShippingMethods,
    query,
  });

export const fetchPaymentGateways = (checkoutId: string) =>
  post<PaymentGateway[]>(PATHS.availablePaymentGateways, { checkoutId });

export type ShippingDetails = Omit<CheckoutForm, 'shipment_type' | 'payment_gateway'>;

export const saveShippingDetails = (checkoutId: string, details: ShippingDetails) =>
  post<Cart>(PATHS.shippingDetails, { ...details, checkoutId });

export const updateShippingMethod = (checkoutId: string, shippingMethodId: string) =>
  post<Cart>(PATHS.updateShippingMethod, { checkoutId, shippingMethodId });

/** create-payment's answer (the contract's createPayment response). */
export interface PaymentStart {
  success: boolean;
  gateway: PaymentGatewayId;
  paymentId: string;
  clientSecret: string | null;
  publishableKey: string | null;
  approvalUrl: string | null;
  amount: Money;
}

export const createPayment = (
  checkoutId: string,
  gateway: PaymentGatewayId,
  returnUrl: string,
  cancelUrl: string,
) => post<PaymentStart>(PATHS.createPayment, { checkoutId, gateway, returnUrl, cancelUrl });

export const verifyPayment = (checkoutId: string, gateway: PaymentGatewayId, paymentId: string) =>
  post<OrderConfirmation>(PATHS.verifyPayment, { checkoutId, gateway, paymentId });

export const fetchOrders = () =>
  httpClient.request<OrderList>({ method: 'GET', path: PATHS.orderList });

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
