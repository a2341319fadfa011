import type { FastifyBaseLogger } from 'fastify';
import { and, eq, inArray, lt } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { payments, sandboxPayments } from '../../db/schema';
import { HttpError } from '../../lib/http-error';
import type { CompletePayment } from './payment-completion';

/** A shopper who paid normally comes back within seconds; after this the sweep steps in. */
export const SANDBOX_SWEEP_GRACE_MS = 10 * 60_000;
export const SANDBOX_SWEEP_EVERY_MS = 5 * 60_000;

/**
 * Payments paid on the local sandbox's page whose shopper never came back to the thank-you
 * page (closed the tab, lost the connection) would otherwise never be verified: nothing places
 * their order and nothing gives the money back. Stripe's webhook does this for real payments;
 * this sweep does it for the sandbox, through the same completion: the order is placed, or the
 * payment refunded when the order can no longer be placed.
 */
export function createSandboxSweep(deps: {
  db: Database;
  completePayment: CompletePayment;
  log: FastifyBaseLogger;
}) {
  return async function sweepSandboxPayments(
    now: Date = new Date(),
  ): Promise<{ ordered: number; refunded: number }> {
    const due = await deps.db
      .select({ payment: payments })
      .from(payments)
      .innerJoin(sandboxPayments, eq(sandboxPayments.id, payments.providerPaymentId))
      .where(
        and(
          eq(payments.mode, 'sandbox'),
          inArray(payments.status, ['created', 'requires_action', 'approved']),
          inArray(sandboxPayments.status, ['succeeded', 'approved']),
          lt(sandboxPayments.updatedAt, new Date(now.getTime() - SANDBOX_SWEEP_GRACE_MS)),
        ),
      );
    const outcome = { ordered: 0, refunded: 0 };
    for (const { payment } of due) {
      try {
        await deps.completePayment(payment);
        outcome.ordered += 1;
      } catch (error) {
        // 409: the order could not be placed and the payment was refunded; other 4xx: left as is.
        if (error instanceof HttpError && error.statusCode === 409) outcome.refunded += 1;
        else deps.log.warn({ err: error, paymentId: payment.id }, 'sandbox sweep left a payment');
      }
    }
    return outcome;
  };
}

export type SweepSandboxPayments = ReturnType<typeof createSandboxSweep>;
