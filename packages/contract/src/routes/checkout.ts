import { z } from 'zod';
import { DEFAULT_CHANNEL } from '../constants';
import { checkoutForm } from '../forms';
import { defineRoute } from '../route';
import { cart } from '../schemas/cart';
import { entityId, money } from '../schemas/common';
import { orderConfirmation, orderStatus } from '../schemas/order';
import { paymentGatewayId } from '../schemas/payment';

const TAG = 'Cart and checkout';

/**
 * Spec 5: "Payment errors may arrive as a JSON string whose first element is used". The calls
 * that say so in their summary send it that way.
 */
const PAYMENT_ERRORS =
  'A payment that fails answers 402 (payment_declined, payment_cancelled or payment_incomplete) whose message is a JSON string: an array whose first element is the sentence to show, e.g. ["Your card was declined."]. The cart stays intact and payable again.';

/** Where a gateway sends the shopper back: a page of this site (checked by the server). */
const returnUrl = z.url().max(2000);

/** Every cart call names the cart by the id kept as checkoutId. */
const checkoutRef = z.object({ checkoutId: entityId });
const quantity = z.number().int().min(1).max(99);
const newLine = z.object({
  variantId: entityId,
  quantity: quantity.describe('1 per click'),
  // No variant carries a multi-select attribute (e.g. the five-pack's Colours), so the choice
  // has to travel with the line; it comes back in the cart line's attributes map.
  attributes: z
    .record(z.string().min(1), z.array(z.string().min(1)).min(1))
    .optional()
    .describe(
      'Values chosen for multi-select attributes, e.g. {"Colours":["Black","Navy"]}; required for products that have such attributes. Single-select values may be sent too and must match the variant.',
    ),
});

export const checkoutRoutes = {
  cartItems: defineRoute({
    method: 'POST',
    path: '/api/ecom/cart-items/',
    summary: 'The cart with its lines, totals, shipping methods and payment gateways',
    tag: TAG,
    auth: 'optional',
    body: checkoutRef,
    response: cart,
  }),
  addToCart: defineRoute({
    method: 'POST',
    path: '/api/ecom/add-to-cart/',
    summary: 'Add variants to a cart (adds to the quantity of an existing line)',
    tag: TAG,
    auth: 'optional',
    body: checkoutRef.extend({ lines: z.array(newLine).min(1) }),
    response: cart,
  }),
  removeFromCart: defineRoute({
    method: 'POST',
    path: '/api/ecom/remove-from-cart/',
    summary: 'Remove a line (the web app clears checkoutId when none are left)',
    tag: TAG,
    auth: 'optional',
    body: checkoutRef.extend({ lineId: entityId }),
    response: cart,
  }),
  updateOfCart: defineRoute({
    method: 'POST',
    path: '/api/ecom/update-of-cart/',
    summary: 'Set line quantities; quantity 0 removes the line',
    tag: TAG,
    auth: 'optional',
    body: checkoutRef.extend({
      lines: z
        .array(z.object({ lineId: entityId, quantity: z.number().int().min(0).max(99) }))
        .min(1),
    }),
    response: cart,
  }),
  createCheckout: defineRoute({
    method: 'POST',
    path: '/api/ecom/create-checkout/',
    summary: 'Create a cart with its first lines; a signed-in user gets it attached',
    tag: TAG,
    auth: 'optional',
    body: z.object({
      id: entityId
        .optional()
        .describe(
          'Guests: a client-generated id (e.g. a UUID) that makes the call idempotent; repeating it answers the same cart',
        ),
      lines: z.array(newLine).min(1),
      channel: z.literal(DEFAULT_CHANNEL).optional().describe('Sent for signed-in users'),
    }),
    response: cart.describe('Its id is the checkoutId to keep'),
  }),
  createPayment: defineRoute({
    method: 'POST',
    path: '/api/ecom/create-payment/',
    summary: `Start paying a cart with a gateway. The cart needs its email, shipping address and shipping method (else 400, 'Shipping method is required!' on shipment_type). ${PAYMENT_ERRORS}`,
    tag: TAG,
    auth: 'optional',
    body: checkoutRef.extend({
      gateway: paymentGatewayId,
      returnUrl: returnUrl
        .optional()
        .describe(
          'Thank-you page, {origin}{prefix}/checkout/thankyou/{gateway}; payment_id=… is added to it. Default: /checkout/thankyou/{gateway} on the calling host',
        ),
      cancelUrl: returnUrl
        .optional()
        .describe('Where a cancelled payment returns, the checkout page; default /checkout'),
    }),
    response: z.object({
      success: z.boolean(),
      gateway: paymentGatewayId,
      paymentId: z.string().describe('Pass to verify-payment'),
      clientSecret: z
        .string()
        .nullable()
        .describe(
          'stripe and googlepay with Stripe keys: confirm the PaymentIntent with Stripe.js',
        ),
      publishableKey: z
        .string()
        .nullable()
        .describe('The Stripe publishable key for Stripe.js when clientSecret is set'),
      approvalUrl: z
        .string()
        .nullable()
        .describe(
          'When set, send the browser here: PayPal approval page, or the local sandbox page (every gateway without keys). It comes back to returnUrl?payment_id=…',
        ),
      amount: money,
    }),
  }),
  verifyPayment: defineRoute({
    method: 'POST',
    path: '/api/ecom/verify-payment/',
    summary: `Confirm a payment and place the order (the cart is then emptied). Idempotent: a replay answers the same order. 409 out_of_stock or cart_changed when the order cannot be placed; the payment is then refunded and the cart stays as it was. ${PAYMENT_ERRORS}`,
    tag: TAG,
    auth: 'optional',
    body: checkoutRef.extend({
      gateway: paymentGatewayId,
      paymentId: z.string().min(1).max(200).describe('payment_id of the thank-you page URL'),
    }),
    response: orderConfirmation,
  }),
  checkoutOrderDetails: defineRoute({
    method: 'POST',
    path: '/api/ecom/checkout-order-details/',
    summary: 'The order placed from a cart (thank-you page)',
    tag: TAG,
    auth: 'optional',
    body: checkoutRef,
    response: orderConfirmation,
  }),
  checkoutStatus: defineRoute({
    method: 'POST',
    path: '/api/ecom/checkout-status/',
    summary: 'Whether a cart is still open, awaiting payment or completed',
    tag: TAG,
    auth: 'optional',
    body: checkoutRef,
    response: z.object({
      success: z.boolean(),
      checkoutId: entityId,
      status: z.enum(['open', 'payment_pending', 'completed']),
      orderId: entityId.nullable(),
      orderStatus: orderStatus.nullable(),
    }),
  }),
  shippingDetails: defineRoute({
    method: 'POST',
    path: '/api/ecom/shipping-details/',
    summary: 'Save contact email and shipping address of a cart',
    tag: TAG,
    auth: 'optional',
    body: checkoutForm
      .omit({ shipment_type: true, payment_gateway: true })
      .extend(checkoutRef.shape),
    response: cart,
  }),
  applyPromoCode: defineRoute({
    method: 'POST',
    path: '/api/ecom/apply-promo-code/',
    summary: 'Apply a promo code to a cart',
    tag: TAG,
    auth: 'optional',
    body: checkoutRef.extend({ promoCode: z.string().min(1, 'Promo code is required.').max(50) }),
    response: cart,
  }),
  removePromoCode: defineRoute({
    method: 'POST',
    path: '/api/ecom/remove-promo-code/',
    summary: 'Remove the promo code of a cart',
    tag: TAG,
    auth: 'optional',
    body: checkoutRef,
    response: cart,
  }),
  updateShippingMethod: defineRoute({
    method: 'POST',
    path: '/api/ecom/update-shipping-method/',
    summary: 'Choose the shipping method of a cart',
    tag: TAG,
    auth: 'optional',
    body: checkoutRef.extend({ shippingMethodId: entityId }),
    response: cart,
  }),
  paypalInitiate: defineRoute({
    method: 'POST',
    path: '/api/payment/paypal/initiate/',
    summary: `Create a PayPal order for a cart and get the approval URL (create-payment with gateway paypal, PayPal's naming). ${PAYMENT_ERRORS}`,
    tag: TAG,
    auth: 'optional',
    body: checkoutRef.extend({
      returnUrl: returnUrl.describe(
        'Thank-you page, /checkout/thankyou/paypal; payment_id=… is added to it',
      ),
      cancelUrl: returnUrl.describe('Back to the checkout page'),
    }),
    response: z.object({
      success: z.boolean(),
      paypalOrderId: z
        .string()
        .describe('PayPal order id; verify-payment takes it or the returned payment_id'),
      approvalUrl: z.string(),
    }),
  }),
  gpay: defineRoute({
    method: 'POST',
    path: '/api/payment/gpay/',
    summary: `Pay a cart with a Google Pay token (charged through Stripe) and place the order. Without Stripe keys the sandbox takes any token; one containing "chargeDeclined" (e.g. tok_chargeDeclined) is declined. ${PAYMENT_ERRORS}`,
    tag: TAG,
    auth: 'optional',
    body: checkoutRef.extend({
      paymentToken: z
        .string()
        .min(1)
        .max(20000)
        .describe('paymentMethodData.tokenizationData.token from Google Pay'),
    }),
    response: orderConfirmation,
  }),
};
