/**
 * The checkout form's fields, in form order (the first invalid one gets the focus). Apart from
 * submit-checkout.ts so the page can name them without loading zod (ADR 008).
 */
export const CHECKOUT_FIELDS = [
  'email',
  'first_name',
  'last_name',
  'phone',
  'street_address_1',
  'street_address_2',
  'country',
  'city',
  'postal_code',
  'country_area',
  'shipment_type',
  'payment_gateway',
] as const;
export type CheckoutField = (typeof CHECKOUT_FIELDS)[number];
export type CheckoutValues = Record<CheckoutField, string>;

/** The API calls the shipping method `shippingMethodId`; the form calls it `shipment_type`. */
export const CHECKOUT_RENAMES = { shippingMethodId: 'shipment_type' } as const;
