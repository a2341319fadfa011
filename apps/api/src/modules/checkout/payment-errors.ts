import type { FastifyBaseLogger } from 'fastify';
import type { PaymentStatus } from '../../db/schema';
import { HttpError } from '../../lib/http-error';
import { DECLINED, GatewayError, type PaymentReport, type PaymentState } from '../payments/gateway';

export const NO_SUCH_PAYMENT = 'There is no such payment for this cart.';

/**
 * A failed payment (402). Spec 5: payment errors arrive as a JSON string whose first element
 * is shown, so the message is that string; the contract's summaries name the calls.
 */
export function paymentError(code: string, sentence: string): HttpError {
  return new HttpError(402, code, JSON.stringify([sentence]));
}

/** The stored status of a payment in the state its gateway reported. */
export function statusOf(state: PaymentState): PaymentStatus {
  const map: Record<PaymentState, PaymentStatus> = {
    requires_payment: 'created',
    requires_action: 'requires_action',
    approved: 'approved',
    succeeded: 'succeeded',
    failed: 'failed',
    cancelled: 'cancelled',
    refunded: 'refunded',
  };
  return map[state];
}

/** The 402 a shopper sees for a payment that did not succeed. */
export function failureOf(report: PaymentReport): HttpError {
  switch (report.state) {
    case 'failed':
      return paymentError('payment_declined', report.message ?? DECLINED);
    case 'cancelled':
      return paymentError('payment_cancelled', report.message ?? 'The payment was cancelled.');
    case 'refunded':
      return paymentError('payment_cancelled', 'This payment was refunded.');
    default:
      return paymentError('payment_incomplete', 'The payment has not been completed yet.');
  }
}

/** A provider that failed us is a 502 for the caller; our own errors pass through. */
export function providerFailure(error: unknown, log: FastifyBaseLogger): unknown {
  if (!(error instanceof GatewayError)) return error;
  log.error({ err: error, status: error.status, body: error.body }, 'payment provider error');
  return new HttpError(
    502,
    'gateway_error',
    'The payment provider could not be reached. Please try again in a moment.',
  );
}
