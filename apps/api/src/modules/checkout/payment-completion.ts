import type { FastifyBaseLogger } from 'fastify';
import type { Order } from '@mhp/contract/schemas/order';
import type { Database } from '../../db/client';
import { HttpError } from '../../lib/http-error';
import type { Mailer } from '../../mail/mailer';
import { createCartRepo } from '../cart/cart-repo';
import { invalidateCatalogue } from '../shop/catalogue-cache';
import type { PaymentGateway, PaymentReport } from '../payments/gateway';
import type { PaymentGateways } from '../payments/gateways';
import { createPaymentsRepo, type PaymentRow } from '../payments/payments-repo';
import { orderConfirmationMail } from './order-mail';
import { presentOrder } from './order-presenter';
import { loadOrder } from './order-queries';
import { createOrdersRepo, type OrderLineRow, type OrderRow } from './orders-repo';
import { checkPayable } from './payable-cart';
import { failureOf, paymentError, providerFailure, statusOf } from './payment-errors';
import { CART_CHANGED, OrderRejected, placeOrder } from './place-order';

/**
 * Turns a payment into its order: asks the gateway, captures if needed, and places the order
 * in one transaction (place-order.ts). Idempotent: the same order for every call about the
 * same payment or checkout. An order that cannot be placed after the money was taken (sold
 * out meanwhile, cart changed) is refunded and the cart is left as it was. Used by
 * verify-payment, Google Pay and Stripe's webhook.
 */
export function createPaymentCompletion(deps: {
  db: Database;
  gateways: PaymentGateways;
  mailer: Mailer;
  log: FastifyBaseLogger;
}) {
  const { db, gateways, log } = deps;
  const payments = createPaymentsRepo(db);

  /**
   * Approved but not yet captured (PayPal): take the money only for a cart that can still be
   * ordered as priced, so a sold-out item or a changed cart costs the shopper nothing.
   */
  async function beforeCapture(payment: PaymentRow): Promise<void> {
    const cart = await createCartRepo(db).findById(payment.checkoutId);
    // Already ordered or gone: placeOrder answers the existing order or refuses.
    if (!cart || cart.status !== 'open') return;
    try {
      const priced = await checkPayable(db, cart);
      if (priced.fingerprint !== payment.fingerprint) {
        throw new HttpError(409, 'cart_changed', `${CART_CHANGED} Please pay again.`);
      }
    } catch (error) {
      await payments.update(payment.id, { status: 'cancelled', failureMessage: 'not_captured' });
      throw error;
    }
  }

  async function refund(gateway: PaymentGateway | undefined, payment: PaymentRow): Promise<void> {
    if (payment.mode !== 'none' && gateway && payment.providerPaymentId) {
      try {
        await gateway.refund({
          providerPaymentId: payment.providerPaymentId,
          captureId: payment.captureId,
          amountCents: payment.amountCents,
        });
      } catch (error) {
        log.error({ err: error, paymentId: payment.id }, 'refund failed: refund by hand');
        await payments.update(payment.id, { failureMessage: 'refund_failed' });
        return;
      }
    }
    await payments.update(payment.id, { status: 'refunded' });
  }

  async function sendConfirmation(order: OrderRow, lines: OrderLineRow[]): Promise<void> {
    try {
      await deps.mailer.send(orderConfirmationMail(order, lines));
    } catch (error) {
      log.error({ err: error, orderId: order.id }, 'order confirmation email failed');
    }
  }

  /** The gateway's word on a payment, captured when it was only approved. */
  async function confirmWithGateway(
    payment: PaymentRow,
    gateway: PaymentGateway | undefined,
  ): Promise<PaymentRow> {
    if (!gateway || gateway.mode !== payment.mode || !payment.providerPaymentId) {
      throw paymentError(
        'payment_incomplete',
        'This payment can no longer be completed. Please pay again.',
      );
    }
    const ref = { providerPaymentId: payment.providerPaymentId, captureId: payment.captureId };
    let report: PaymentReport;
    try {
      report = await gateway.retrieve(ref);
      if (report.state === 'approved') {
        await beforeCapture(payment);
        report = await gateway.capture(ref);
      }
    } catch (error) {
      throw providerFailure(error, log);
    }
    // A success is recorded by the order transaction itself; anything else is kept here.
    let current = payment;
    if (report.state !== 'succeeded' || (report.captureId ?? null) !== payment.captureId) {
      current = await payments.update(payment.id, {
        status: statusOf(report.state),
        failureMessage: report.message,
        ...(report.captureId ? { captureId: report.captureId } : {}),
      });
    }
    if (report.state !== 'succeeded') throw failureOf(report);
    if (report.amountCents !== null && report.amountCents !== payment.amountCents) {
      log.error({ paymentId: payment.id, report }, 'gateway amount differs from the payment');
      throw new HttpError(502, 'gateway_error', 'The payment provider reported another amount.');
    }
    return current;
  }

  return async function completePayment(payment: PaymentRow): Promise<Order> {
    const done = await createOrdersRepo(db).findByCheckoutOrPayment(payment.checkoutId, payment.id);
    // Placed by this payment, or by another one while this one was already given back.
    if (done && (done.paymentId === payment.id || payment.status === 'refunded')) {
      return loadOrder(db, done.id);
    }

    const gateway = payment.mode === 'none' ? undefined : gateways.get(payment.gateway);
    const confirmed =
      payment.mode === 'none' ? payment : await confirmWithGateway(payment, gateway);

    let result;
    try {
      result = await placeOrder(db, confirmed);
    } catch (error) {
      if (!(error instanceof OrderRejected)) throw error;
      await refund(gateway, confirmed);
      throw new HttpError(
        409,
        error.code,
        `${error.message} Your payment has been refunded.`,
        error.fields,
      );
    }
    if (result.kind === 'placed') {
      invalidateCatalogue(db);
      await sendConfirmation(result.order, result.lines);
      return presentOrder(result.order, result.lines);
    }
    if (!result.samePayment) {
      // A second payment for a checkout that already has its order: give it back.
      log.warn({ paymentId: payment.id, orderId: result.order.id }, 'second payment refunded');
      await refund(gateway, confirmed);
    }
    return loadOrder(db, result.order.id);
  };
}

export type CompletePayment = ReturnType<typeof createPaymentCompletion>;
