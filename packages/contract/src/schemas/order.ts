import { z } from 'zod';
import { cartLine, postalAddress } from './cart';
import { entityId, money } from './common';
import { paymentGatewayId } from './payment';

export const orderStatuses = ['unpaid', 'paid', 'fulfilled', 'cancelled', 'refunded'] as const;
export const orderStatus = z.enum(orderStatuses);

export const order = z.object({
  id: entityId,
  number: z.string().describe('Order number shown to the customer, e.g. 10042'),
  status: orderStatus,
  paymentGateway: paymentGatewayId.nullable(),
  email: z.string(),
  lines: z.array(cartLine),
  shippingAddress: postalAddress.nullable(),
  shippingMethodName: z.string().nullable(),
  subtotalPrice: money,
  shippingPrice: money,
  discount: money,
  totalPrice: money,
  created: z.iso.datetime(),
});
export type Order = z.infer<typeof order>;

/** The order history answer: the orders (newest first) under `payload`, with a status code. */
export const orderList = z.object({
  status: z.number().int().describe('200 on success; mirrors the HTTP status'),
  payload: z.array(order),
});
export type OrderList = z.infer<typeof orderList>;

/**
 * Payment confirmation: a completed checkout is successful only when `order` holds content;
 * `success` is the flag the web app checks besides the HTTP status.
 */
export const orderConfirmation = z.object({
  success: z.boolean(),
  order: order.nullable().describe('The placed order; null while payment is not confirmed'),
});
export type OrderConfirmation = z.infer<typeof orderConfirmation>;
