import { z } from 'zod';
import { entityId, money } from './common';
import { paymentGateway } from './payment';

/** One line of a cart or order. */
export const cartLine = z.object({
  id: entityId.describe('Line id, used to update or remove the line'),
  variantId: entityId,
  productId: entityId,
  productSlug: z.string().describe('For the link back to the product page'),
  title: z.string().describe('Variant title, e.g. "M / Black"'),
  productName: z.string(),
  quantity: z.number().int().positive(),
  unitPrice: money.describe('Price of one unit after discount'),
  price: money.describe('Net amount of the line: unit price × quantity, before shipping and tax'),
  image: z.string().nullable().describe('Thumbnail URL of the variant, else of the product'),
  attributes: z
    .record(z.string(), z.string())
    .describe('Attribute name → chosen value; several values of one attribute are joined by ", "'),
});
export type CartLine = z.infer<typeof cartLine>;

export const shippingMethod = z.object({
  id: entityId,
  name: z.string(),
  price: money,
  minimumDeliveryDays: z.number().int().nonnegative().nullable(),
  maximumDeliveryDays: z.number().int().nonnegative().nullable(),
});
export type ShippingMethod = z.infer<typeof shippingMethod>;

/** The address stored on a cart or order; field names match the checkout form. */
export const postalAddress = z.object({
  first_name: z.string(),
  last_name: z.string(),
  phone: z.string().nullable(),
  street_address_1: z.string(),
  street_address_2: z.string().nullable(),
  city: z.string(),
  postal_code: z.string(),
  country: z.string().length(2).describe('ISO 3166-1 alpha-2 code'),
  country_area: z.string().describe('State, province or region code, e.g. CA'),
});
export type PostalAddress = z.infer<typeof postalAddress>;

/** The shopper's cart, which becomes the checkout; its id is stored as `checkoutId`. */
export const cart = z.object({
  id: entityId.describe('Checkout id; guests keep it in local storage as checkoutId'),
  quantity: z.number().int().nonnegative().describe('Total units over all lines (header badge)'),
  channel: z.string().describe('Sales channel, default-channel'),
  email: z.string().nullable().describe('Contact email given at checkout'),
  lines: z.array(cartLine),
  shippingAddress: postalAddress.nullable(),
  shippingMethod: shippingMethod.nullable().describe('The chosen method, null until chosen'),
  shippingMethods: z
    .array(shippingMethod)
    .describe('Methods available for the shipping address (all methods before one is given)'),
  availablePaymentGateways: z.array(paymentGateway),
  assignGiftCard: z
    .object({
      name: z.string().describe('Display name, e.g. "Gift card ••••1234"'),
      code: z.string().describe('Last four characters of the voucher code'),
      balance: money.describe('Remaining balance after this checkout'),
    })
    .nullable()
    .describe('The voucher (gift card) assigned to this checkout, if any'),
  promoCode: z.string().nullable().describe('Applied promo code, null when none'),
  subtotalPrice: money.describe('Sum of line prices'),
  shippingPrice: money,
  discount: money.describe('Promo code and voucher reductions together'),
  totalPrice: money.describe('What the shopper pays'),
});
export type Cart = z.infer<typeof cart>;
