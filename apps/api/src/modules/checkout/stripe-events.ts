import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client';
import { HttpError } from '../../lib/http-error';
import { DECLINED } from '../payments/gateway';
import { createPaymentsRepo } from '../payments/payments-repo';
import type { StripeEvent } from '../payments/stripe-webhook';
import type { CompletePayment } from './payment-completion';

/**
 * Stripe events: a succeeded PaymentIntent places its order even when the shopper never
 * came back to the thank-you page; a failed one records why.
 */
export function createStripeEventHandler(deps: {
  db: Database;
  completePayment: CompletePayment;
  log: FastifyBaseLogger;
}) {
  const payments = createPaymentsRepo(deps.db);

  return async function handleStripeEvent(event: StripeEvent): Promise<void> {
    const intent = event.data.object;
    const payment = await payments.findByProvider(['stripe', 'googlepay'], intent.id);
    if (!payment) return;
    if (event.type === 'payment_intent.succeeded') {
      try {
        await deps.completePayment(payment);
      } catch (error) {
        // Refused orders are refunded inside completePayment(); the event itself is handled.
        if (error instanceof HttpError && error.statusCode < 500) {
          deps.log.warn({ paymentId: payment.id, code: error.code }, 'webhook payment not ordered');
          return;
        }
        throw error;
      }
    } else if (event.type === 'payment_intent.payment_failed' && payment.status !== 'succeeded') {
      await payments.update(payment.id, {
        status: 'failed',
        failureMessage: intent.last_payment_error?.message ?? DECLINED,
      });
    }
  };
}
