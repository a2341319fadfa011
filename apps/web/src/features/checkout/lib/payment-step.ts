import type { Money } from '@mhp/contract/schemas/common';
import type { PaymentStart } from '../api/checkout-api';

/** The parts of a create-payment answer that decide what the shopper does next. */
export type PaymentAnswer = Omit<PaymentStart, 'success'>;

/** The confirmation Stripe.js runs in the page (live Stripe keys). */
export interface StripeStep {
  kind: 'stripe-card' | 'google-pay';
  paymentId: string;
  clientSecret: string;
  publishableKey: string;
  /** The thank-you page with payment_id, exactly as create-payment built it for the gateway. */
  returnUrl: string;
  amount: Money;
}

export type PaymentStep = { kind: 'redirect'; url: string } | StripeStep | { kind: 'unavailable' };

/** The URL with payment_id set, as the API adds it to the return URL it was given. */
export function withPaymentId(returnUrl: string, paymentId: string): string {
  const url = new URL(returnUrl);
  url.searchParams.set('payment_id', paymentId);
  return url.toString();
}

/**
 * What follows create-payment: a page to go to (PayPal, the local sandbox, a free order), the
 * card form of Stripe Elements or the Google Pay button (a client secret and publishable key,
 * i.e. Stripe in live mode), or nothing usable.
 */
export function paymentStepOf(payment: PaymentAnswer, returnUrl: string): PaymentStep {
  if (payment.approvalUrl) return { kind: 'redirect', url: payment.approvalUrl };
  if (
    payment.clientSecret &&
    payment.publishableKey &&
    (payment.gateway === 'stripe' || payment.gateway === 'googlepay')
  ) {
    return {
      kind: payment.gateway === 'stripe' ? 'stripe-card' : 'google-pay',
      paymentId: payment.paymentId,
      clientSecret: payment.clientSecret,
      publishableKey: payment.publishableKey,
      returnUrl: withPaymentId(returnUrl, payment.paymentId),
      amount: payment.amount,
    };
  }
  return { kind: 'unavailable' };
}
