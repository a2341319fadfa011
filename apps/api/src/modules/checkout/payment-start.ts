import { randomBytes } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import { CURRENCY } from '@mhp/contract/constants';
import type { Database } from '../../db/client';
import type { PricedCart } from '../cart/priced-cart';
import type { PaymentGateway, PaymentReport, StartedPayment } from '../payments/gateway';
import { createPaymentsRepo, type PaymentRow } from '../payments/payments-repo';
import { providerFailure, statusOf } from './payment-errors';
import { withParam } from './return-urls';

/** Where the shopper's browser is and where a payment should bring them back. */
export interface PaymentPages {
  origin: string;
  returnUrl: string;
  cancelUrl: string;
}

/** A gateway call that starts and charges at once (Google Pay's token). */
export type Charge = (
  input: Parameters<PaymentGateway['start']>[0],
) => Promise<StartedPayment & Partial<PaymentReport>>;

/**
 * Records a payment for exactly the priced cart's total (pinned by its fingerprint) and starts
 * it with the gateway. A total of zero (a voucher pays it all) needs no gateway.
 */
export function createPaymentStart(deps: { db: Database; log: FastifyBaseLogger }) {
  const payments = createPaymentsRepo(deps.db);

  return async function startPayment(
    gateway: PaymentGateway,
    priced: PricedCart,
    pages: PaymentPages,
    charge?: Charge,
  ): Promise<{ payment: PaymentRow; started: StartedPayment; report?: Partial<PaymentReport> }> {
    const id = `pay_${randomBytes(16).toString('hex')}`;
    const amountCents = priced.totals.totalCents;
    const returnUrl = withParam(pages.returnUrl, 'payment_id', id);
    const free = amountCents === 0;
    let payment = await payments.insert({
      id,
      checkoutId: priced.checkout.id,
      gateway: gateway.id,
      mode: free ? 'none' : gateway.mode,
      amountCents,
      currency: CURRENCY,
      fingerprint: priced.fingerprint,
      status: free ? 'succeeded' : 'created',
      returnUrl,
      cancelUrl: pages.cancelUrl,
    });
    // Nothing to charge: straight to the thank-you page.
    if (free) {
      const started = { providerPaymentId: id, clientSecret: null, approvalUrl: returnUrl };
      return { payment, started };
    }

    const input = {
      paymentId: id,
      checkoutId: priced.checkout.id,
      amountCents,
      currency: CURRENCY,
      email: priced.checkout.email,
      description: `Order from checkout ${priced.checkout.id}`,
      returnUrl,
      cancelUrl: pages.cancelUrl,
      origin: pages.origin,
    };
    try {
      const started: StartedPayment & Partial<PaymentReport> = charge
        ? await charge(input)
        : await gateway.start(input);
      payment = await payments.update(id, {
        providerPaymentId: started.providerPaymentId,
        ...(started.state
          ? { status: statusOf(started.state), failureMessage: started.message ?? null }
          : {}),
      });
      return { payment, started, report: started };
    } catch (error) {
      await payments.update(id, { status: 'failed', failureMessage: 'gateway_error' });
      throw providerFailure(error, deps.log);
    }
  };
}

export type StartPayment = ReturnType<typeof createPaymentStart>;
