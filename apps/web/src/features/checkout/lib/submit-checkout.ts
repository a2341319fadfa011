import type { Cart } from '@mhp/contract/schemas/cart';
import { plainIssueMessage } from '@mhp/contract/plain-messages';
import { checkoutForm } from '@mhp/contract/forms';
import type { PaymentGatewayId } from '@mhp/contract/schemas/payment';
import type { FieldMessages } from '../../../shared/ui/form/form-errors';
import { createPayment, saveShippingDetails, updateShippingMethod } from '../api/checkout-api';
import { CHECKOUT_FIELDS, type CheckoutField, type CheckoutValues } from './checkout-fields';
import { paymentStepOf, type StripeStep } from './payment-step';

// Loaded on the first submit, not with the checkout page: the contract's form rules (zod with
// them) and the payment calls stay out of the route's first visit (bundle budget, ADR 008).

export const UNAVAILABLE = 'This payment method is not available right now. Choose another one.';

export type SubmitOutcome =
  /** Field messages (spec 5); `first` is the first invalid field in form order. */
  | { kind: 'invalid'; errors: FieldMessages<CheckoutField>; first: CheckoutField | undefined }
  /** The server offers no way to pay with the chosen method now. */
  | { kind: 'unavailable'; message: string }
  /** Send the browser here (PayPal, the local sandbox, a free order's thank-you page). */
  | { kind: 'redirect'; url: string }
  /** Confirm on this page with Stripe.js (live Stripe keys). */
  | { kind: 'stripe'; step: StripeStep };

/**
 * Checks the form, saves contact, address and shipping method, and starts the payment; says
 * what the page does next. A failed call throws: the page's useSubmit puts its messages on the
 * form (CHECKOUT_RENAMES, the server's words).
 */
export async function submitCheckout(input: {
  cartId: string;
  values: CheckoutValues;
  thankYouHref: (gateway: PaymentGatewayId) => string;
  /** Each cart the server answers while saving. */
  onCart: (cart: Cart) => void;
  origin: string;
  cancelUrl: string;
}): Promise<SubmitOutcome> {
  const { values } = input;
  const parsed = checkoutForm.safeParse(
    {
      ...values,
      phone: values.phone.trim() || undefined,
      street_address_2: values.street_address_2.trim() || undefined,
    },
    // The same sentences as the API's field messages (ADR 026).
    { error: plainIssueMessage },
  );
  if (!parsed.success) {
    const errors: FieldMessages<CheckoutField> = {};
    for (const issue of parsed.error.issues) {
      const field = String(issue.path[0]) as CheckoutField;
      errors[field] ??= issue.message;
    }
    return { kind: 'invalid', errors, first: CHECKOUT_FIELDS.find((field) => errors[field]) };
  }
  const { shipment_type, payment_gateway, ...details } = parsed.data;
  input.onCart(await saveShippingDetails(input.cartId, details));
  input.onCart(await updateShippingMethod(input.cartId, shipment_type));
  const returnUrl = new URL(input.thankYouHref(payment_gateway), input.origin).href;
  const payment = await createPayment(input.cartId, payment_gateway, returnUrl, input.cancelUrl);
  const step = paymentStepOf(payment, returnUrl);
  if (step.kind === 'redirect') return step;
  if (step.kind === 'unavailable') return { kind: 'unavailable', message: UNAVAILABLE };
  return { kind: 'stripe', step };
}
