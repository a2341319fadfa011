import type { Cart } from '@mhp/contract/schemas/cart';
import type { Order } from '@mhp/contract/schemas/order';
import type { Stripe } from '@stripe/stripe-js';
import { vi } from 'vitest';

const usd = (amount: number) => ({ amount, currency: 'USD' });

const line = {
  id: 'line-1',
  variantId: 'variant-1',
  productId: 'product-1',
  productSlug: 'classic-cooling-brief',
  title: 'M / Black',
  productName: 'Classic Cooling Brief',
  quantity: 1,
  unitPrice: usd(24.5),
  price: usd(24.5),
  image: null,
  attributes: {},
};

export const standardShipping = {
  id: 'ship-standard',
  name: 'Standard Shipping',
  price: usd(0),
  minimumDeliveryDays: 3,
  maximumDeliveryDays: 5,
};

export function aCart(overrides: Partial<Cart> = {}): Cart {
  return {
    id: 'cart-1',
    quantity: 1,
    channel: 'default-channel',
    email: null,
    lines: [line],
    shippingAddress: null,
    shippingMethod: null,
    shippingMethods: [standardShipping],
    availablePaymentGateways: [
      { id: 'stripe', name: 'Credit card' },
      { id: 'paypal', name: 'PayPal' },
      { id: 'googlepay', name: 'Google Pay' },
    ],
    assignGiftCard: null,
    promoCode: null,
    subtotalPrice: usd(24.5),
    shippingPrice: usd(0),
    discount: usd(0),
    totalPrice: usd(24.5),
    ...overrides,
  };
}

export function anOrder(overrides: Partial<Order> = {}): Order {
  return {
    id: 'order-1',
    number: '10042',
    status: 'paid' as Order['status'],
    paymentGateway: 'stripe',
    email: 'buyer@example.com',
    lines: [line],
    shippingAddress: {
      first_name: 'Sam',
      last_name: 'Buyer',
      phone: null,
      street_address_1: '1 Market Street',
      street_address_2: null,
      city: 'San Francisco',
      postal_code: '94105',
      country: 'US',
      country_area: 'CA',
    },
    shippingMethodName: 'Standard Shipping',
    subtotalPrice: usd(24.5),
    shippingPrice: usd(0),
    discount: usd(0),
    totalPrice: usd(24.5),
    created: '2026-05-01T10:00:00.000Z',
    ...overrides,
  };
}

type Handler = (event: unknown) => unknown;

/**
 * A stand-in for the Stripe.js instance: elements render a plain placeholder where Stripe would
 * put its iframe, `emit` fires an element's events (ready, confirm), and confirmPayment is a
 * mock each test answers. No network, no script.
 */
export function fakeStripe() {
  const handlers = new Map<string, Handler[]>();
  const created: { type: string; options: unknown; mountedIn: HTMLElement | null }[] = [];
  const elementsOptions: unknown[] = [];
  const confirmPayment = vi.fn<(options: unknown) => Promise<unknown>>();
  const stripe = {
    elements(options: unknown) {
      elementsOptions.push(options);
      return {
        create(type: string, options: unknown) {
          const record = { type, options, mountedIn: null as HTMLElement | null };
          created.push(record);
          return {
            on(event: string, handler: Handler) {
              handlers.set(`${type}:${event}`, [
                ...(handlers.get(`${type}:${event}`) ?? []),
                handler,
              ]);
            },
            mount(node: HTMLElement) {
              record.mountedIn = node;
              node.append(Object.assign(document.createElement('div'), { title: `fake ${type}` }));
            },
            destroy() {
              record.mountedIn?.replaceChildren();
            },
          };
        },
      };
    },
    confirmPayment,
  };
  return {
    stripe: stripe as unknown as Stripe,
    confirmPayment,
    created,
    elementsOptions,
    /** Fires an element's event, as Stripe.js would. */
    emit: (type: string, event: string, payload: unknown = {}) =>
      Promise.all((handlers.get(`${type}:${event}`) ?? []).map((handler) => handler(payload))),
  };
}
