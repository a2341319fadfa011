import type { PaymentGatewayId } from '@mhp/contract/schemas/payment';

/**
 * One interface for the three ways to pay (stripe = card, paypal, googlepay). Each id has a
 * live implementation (Stripe, PayPal, Google Pay through Stripe, over their REST APIs) and a
 * local sandbox that behaves the same way; the checkout only ever talks to this interface.
 */
export interface PaymentGateway {
  readonly id: PaymentGatewayId;
  /** Shown to the shopper. */
  readonly name: string;
  readonly mode: 'live' | 'sandbox';
  /** Stripe.js key for the client (live Stripe and Google Pay only). */
  readonly publishableKey: string | null;
  /** Creates the provider's payment for an amount; nothing is charged yet. */
  start(input: StartPayment): Promise<StartedPayment>;
  /** Where the payment stands at the provider. */
  retrieve(ref: ProviderRef): Promise<PaymentReport>;
  /**
   * Takes the money of a payment the shopper approved (PayPal captures here); for providers
   * that capture on confirmation it answers the state like retrieve.
   */
  capture(ref: ProviderRef): Promise<PaymentReport>;
  /** One-step charge with a wallet token (Google Pay). */
  chargeToken?(input: StartPayment, token: string): Promise<StartedPayment & PaymentReport>;
  /** Gives the money back (the order could not be placed). */
  refund(ref: ProviderRef & { amountCents: number }): Promise<void>;
}

export interface StartPayment {
  /** Our payment id: the provider's idempotency key and what the return URL carries. */
  paymentId: string;
  checkoutId: string;
  amountCents: number;
  /** ISO 4217, upper-case. */
  currency: string;
  email: string | null;
  description: string;
  /** Thank-you page with ?payment_id=… already on it. */
  returnUrl: string;
  cancelUrl: string;
  /** Origin the shopper's browser uses for this site (the sandbox serves its pages there). */
  origin: string;
}

export interface StartedPayment {
  providerPaymentId: string;
  /** Stripe PaymentIntent client secret, for Stripe.js. */
  clientSecret: string | null;
  /** Where the shopper approves the payment (PayPal, sandbox pages). */
  approvalUrl: string | null;
}

export interface ProviderRef {
  providerPaymentId: string;
  /** PayPal's capture id, known once captured (refunds need it). */
  captureId?: string | null;
}

/**
 * requires_payment: waiting for the shopper; requires_action: an extra confirmation step
 * (3-D Secure) or still processing; approved: the shopper approved, capture pending.
 */
export type PaymentState =
  | 'requires_payment'
  | 'requires_action'
  | 'approved'
  | 'succeeded'
  | 'failed'
  | 'cancelled'
  | 'refunded';

export interface PaymentReport {
  state: PaymentState;
  /** The provider's reason for a failure, fit to show the shopper. */
  message: string | null;
  /** Amount the provider holds for this payment, in cents, when it says. */
  amountCents: number | null;
  captureId?: string | null;
}

/** The provider could not be reached or answered something unexpected (a 502 for the caller). */
export class GatewayError extends Error {
  constructor(
    readonly gateway: string,
    message: string,
    readonly status?: number,
    readonly body?: unknown,
  ) {
    super(`${gateway}: ${message}`);
    this.name = 'GatewayError';
  }
}

/** The fetch the live adapters use; tests pass a stub that answers recorded vendor responses. */
export type Fetch = (input: string, init?: RequestInit) => Promise<Response>;

export const GATEWAY_NAMES: Record<PaymentGatewayId, string> = {
  stripe: 'Credit card',
  paypal: 'PayPal',
  googlepay: 'Google Pay',
};

export const DECLINED = 'Your card was declined.';
