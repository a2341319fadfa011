import { randomBytes } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { apiRoutes } from '@mhp/contract/api-routes';
import { CURRENCY } from '@mhp/contract/constants';
import { SHIPPING_METHOD_REQUIRED } from '@mhp/contract/forms';
import type { ParsedRequestOf, ResponseOf } from '@mhp/contract/route';
import type { OrderConfirmation, Order } from '@mhp/contract/schemas/order';
import type { PaymentGatewayId } from '@mhp/contract/schemas/payment';
import type { Database } from '../../db/client';
import type { PaymentStatus } from '../../db/schema';
import { badRequest, HttpError, notFound } from '../../lib/http-error';
import type { Mailer } from '../../mail/mailer';
import { OUT_OF_STOCK_MESSAGE } from '@mhp/contract/constants';
import { cartRepo, type CheckoutRow } from '../cart/cart-repo';
import { openCartFor, type Shopper } from '../cart/cart-service';
import { loadPricedCart, type PricedCart } from '../cart/priced-cart';
import { promoProblem, voucherProblem } from '../cart/pricing';
import { invalidateCatalogue } from '../shop/catalogue-cache';
import {
  DECLINED,
  GatewayError,
  type PaymentGateway,
  type PaymentReport,
  type PaymentState,
  type StartedPayment,
} from '../payments/gateway';
import type { PaymentGateways } from '../payments/gateways';
import { paymentsRepo, type PaymentRow } from '../payments/payments-repo';
import type { StripeEvent } from '../payments/stripe-webhook';
import { orderConfirmationMail } from './order-mail';
import { presentOrder } from './order-presenter';
import { ordersRepo, type OrderLineRow, type OrderRow } from './orders-repo';
import { CART_CHANGED, OrderRejected, placeOrder } from './place-order';
import { withParam } from './return-urls';

type Routes = typeof apiRoutes;
type Body<R extends keyof Routes> = ParsedRequestOf<Routes[R]>['body'];

/** Where the shopper's browser is and where a payment should bring them back. */
export interface PaymentPages {
  origin: string;
  returnUrl: string;
  cancelUrl: string;
}

const NO_SUCH_PAYMENT = 'There is no such payment for this cart.';

/**
 * A failed payment (402). Spec 5: payment errors arrive as a JSON string whose first element
 * is shown, so the message is that string; the contract's summaries name the calls.
 */
export function paymentError(code: string, sentence: string): HttpError {
  return new HttpError(402, code, JSON.stringify([sentence]));
}

/**
 * Paying a checkout and placing its order. create-payment prices the cart and starts the
 * gateway's payment for exactly that amount (pinned by the cart's fingerprint); verify-payment
 * asks the gateway, captures if needed, and places the order in one transaction
 * (place-order.ts). Verification is idempotent; an order that cannot be placed after the money
 * was taken (sold out meanwhile, cart changed) is refunded and the cart is left as it was.
 */
export function paymentService(deps: {
  db: Database;
  gateways: PaymentGateways;
  mailer: Mailer;
  log: FastifyBaseLogger;
}) {
  const { db, gateways, log } = deps;
  const payments = paymentsRepo(db);

  function gatewayOf(id: PaymentGatewayId): PaymentGateway {
    const gateway = gateways.get(id);
    if (!gateway) {
      throw badRequest('This payment method is not available.', {
        gateway: ['This payment method is not available.'],
      });
    }
    return gateway;
  }

  /** The shopper's open cart, priced and ready to pay. */
  async function payableCart(shopper: Shopper, checkoutId: string): Promise<PricedCart> {
    // The lookup may merge a guest cart into a signed-in user's, so it runs in a transaction.
    const cart = await db.transaction((tx) => openCartFor(tx, shopper, checkoutId));
    return checkPayable(cart);
  }

  /** Prices a cart and checks it can be paid; 400/409 naming what is missing. */
  async function checkPayable(cart: CheckoutRow): Promise<PricedCart> {
    const priced = await loadPricedCart(db, cart);
    const { checkout } = priced;
    if (priced.lines.length === 0) {
      throw new HttpError(409, 'cart_empty', 'Your cart is empty.');
    }
    const fields: Record<string, string[]> = {};
    if (!checkout.email) fields.email = ['Email is required.'];
    if (!checkout.shippingAddress) fields.shippingAddress = ['Enter your shipping address.'];
    if (!priced.shippingMethod) fields.shipment_type = [SHIPPING_METHOD_REQUIRED];
    const first = Object.values(fields)[0]?.[0];
    if (first) throw badRequest(first, fields);

    const units = new Map<string, number>();
    for (const { row } of priced.lines) {
      units.set(row.variantId, (units.get(row.variantId) ?? 0) + row.quantity);
    }
    const short: Record<string, string[]> = {};
    priced.lines.forEach((line, index) => {
      const available = line.stock;
      if (available < (units.get(line.row.variantId) ?? 0)) {
        short[`lines.${index}.quantity`] = [
          available > 0 ? `Only ${available} left in stock.` : OUT_OF_STOCK_MESSAGE,
        ];
      }
    });
    if (Object.keys(short).length > 0) {
      throw new HttpError(409, 'out_of_stock', OUT_OF_STOCK_MESSAGE, short);
    }
    const now = new Date();
    const promo = priced.promo && promoProblem(priced.promo, priced.totals.subtotalCents, now);
    if (promo) {
      throw new HttpError(409, 'promo_unavailable', `${promo} Remove it to continue.`, {
        promoCode: [promo],
      });
    }
    const voucher = priced.giftCard && voucherProblem(priced.giftCard, now);
    if (voucher) {
      throw new HttpError(409, 'voucher_unavailable', voucher, { code: [voucher] });
    }
    return priced;
  }

  /** Records a payment for the priced cart and starts it with the gateway. */
  async function start(
    gateway: PaymentGateway,
    priced: PricedCart,
    pages: PaymentPages,
    charge?: (
      input: Parameters<PaymentGateway['start']>[0],
    ) => Promise<StartedPayment & Partial<PaymentReport>>,
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
    // Nothing to charge (a voucher pays it all): straight to the thank-you page.
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
      throw unreachable(error, log);
    }
  }

  /**
   * Confirms a payment with its gateway and places the order; the same order for every call
   * about the same payment or checkout.
   */
  async function complete(payment: PaymentRow): Promise<Order> {
    const done = await ordersRepo(db).findByCheckoutOrPayment(payment.checkoutId, payment.id);
    // Placed by this payment, or by another one while this one was already given back.
    if (done && (done.paymentId === payment.id || payment.status === 'refunded')) {
      return loadOrder(done.id);
    }

    let report: PaymentReport = {
      state: 'succeeded',
      message: null,
      amountCents: payment.amountCents,
    };
    const gateway = payment.mode === 'none' ? undefined : gateways.get(payment.gateway);
    if (payment.mode !== 'none') {
      if (!gateway || gateway.mode !== payment.mode || !payment.providerPaymentId) {
        throw paymentError(
          'payment_incomplete',
          'This payment can no longer be completed. Please pay again.',
        );
      }
      const ref = { providerPaymentId: payment.providerPaymentId, captureId: payment.captureId };
      try {
        report = await gateway.retrieve(ref);
        if (report.state === 'approved') {
          await beforeCapture(payment);
          report = await gateway.capture(ref);
        }
      } catch (error) {
        throw unreachable(error, log);
      }
      // A success is recorded by the order transaction itself; anything else is kept here.
      if (report.state !== 'succeeded' || (report.captureId ?? null) !== payment.captureId) {
        payment = await payments.update(payment.id, {
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
    }

    let result;
    try {
      result = await placeOrder(db, payment);
    } catch (error) {
      if (!(error instanceof OrderRejected)) throw error;
      await refund(gateway, payment);
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
      await refund(gateway, payment);
    }
    return loadOrder(result.order.id);
  }

  /**
   * Approved but not yet captured (PayPal): take the money only for a cart that can still be
   * ordered as priced, so a sold-out item or a changed cart costs the shopper nothing.
   */
  async function beforeCapture(payment: PaymentRow): Promise<void> {
    const cart = await cartRepo(db).findById(payment.checkoutId);
    // Already ordered or gone: placeOrder answers the existing order or refuses.
    if (!cart || cart.status !== 'open') return;
    try {
      const priced = await checkPayable(cart);
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

  async function loadOrder(orderId: string): Promise<Order> {
    const repo = ordersRepo(db);
    const order = await repo.find(orderId);
    if (!order) throw new Error(`order ${orderId} vanished`);
    return presentOrder(order, (await repo.linesOf([orderId])).get(orderId) ?? []);
  }

  /**
   * A payment still in progress may have moved on at the gateway (approved on PayPal's page,
   * paid on the sandbox page): ask, and keep what it says. Unreachable gateway: the stored one.
   */
  async function refreshedStatus(payment: PaymentRow): Promise<PaymentStatus> {
    const gateway = gateways.get(payment.gateway);
    const open = ['created', 'requires_action', 'approved'].includes(payment.status);
    if (!open || !gateway || gateway.mode !== payment.mode || !payment.providerPaymentId) {
      return payment.status;
    }
    try {
      const report = await gateway.retrieve({ providerPaymentId: payment.providerPaymentId });
      const status = statusOf(report.state);
      if (status !== payment.status) await payments.update(payment.id, { status });
      return status;
    } catch (error) {
      log.warn({ err: error, paymentId: payment.id }, 'payment status check failed');
      return payment.status;
    }
  }

  /** The checkout a caller may see: a guest checkout by its id, or the signed-in user's own. */
  async function visibleCheckout(shopper: Shopper, checkoutId: string): Promise<CheckoutRow> {
    const checkout = await cartRepo(db).findById(checkoutId);
    if (!checkout || (checkout.userId !== null && checkout.userId !== shopper?.userId)) {
      throw notFound('There is no cart with this id.');
    }
    return checkout;
  }

  /** A payment the caller may verify: of the named cart, or of one of the user's carts. */
  async function paymentFor(
    shopper: Shopper,
    checkoutId: string,
    gateway: PaymentGatewayId,
    paymentId: string,
  ): Promise<PaymentRow> {
    const payment = await payments.findForGateway(gateway, paymentId);
    if (!payment) throw notFound(NO_SUCH_PAYMENT);
    const owner = await cartRepo(db).findById(payment.checkoutId);
    const allowed = owner?.userId
      ? owner.userId === shopper?.userId
      : payment.checkoutId === checkoutId;
    if (!allowed) throw notFound(NO_SUCH_PAYMENT);
    return payment;
  }

  return {
    async createPayment(
      shopper: Shopper,
      body: Body<'createPayment'>,
      pages: PaymentPages,
    ): Promise<ResponseOf<Routes['createPayment']>> {
      const gateway = gatewayOf(body.gateway);
      const priced = await payableCart(shopper, body.checkoutId);
      const { payment, started } = await start(gateway, priced, pages);
      return {
        success: true,
        gateway: gateway.id,
        paymentId: payment.id,
        clientSecret: started.clientSecret,
        publishableKey: started.clientSecret ? gateway.publishableKey : null,
        approvalUrl: started.approvalUrl,
        amount: { amount: payment.amountCents / 100, currency: payment.currency },
      };
    },

    async paypalInitiate(
      shopper: Shopper,
      body: Body<'paypalInitiate'>,
      pages: PaymentPages,
    ): Promise<ResponseOf<Routes['paypalInitiate']>> {
      const gateway = gatewayOf('paypal');
      const priced = await payableCart(shopper, body.checkoutId);
      const { started } = await start(gateway, priced, pages);
      return {
        success: true,
        paypalOrderId: started.providerPaymentId,
        approvalUrl: started.approvalUrl ?? pages.returnUrl,
      };
    },

    async verifyPayment(shopper: Shopper, body: Body<'verifyPayment'>): Promise<OrderConfirmation> {
      const payment = await paymentFor(shopper, body.checkoutId, body.gateway, body.paymentId);
      return { success: true, order: await complete(payment) };
    },

    async gpay(
      shopper: Shopper,
      body: Body<'gpay'>,
      pages: PaymentPages,
    ): Promise<OrderConfirmation> {
      const gateway = gatewayOf('googlepay');
      if (!gateway.chargeToken) throw new Error('the googlepay gateway cannot charge tokens');
      const charge = gateway.chargeToken.bind(gateway);
      const priced = await payableCart(shopper, body.checkoutId);
      const { payment, report } = await start(gateway, priced, pages, (input) =>
        charge(input, body.paymentToken),
      );
      if (report?.state && report.state !== 'succeeded') {
        throw failureOf({
          state: report.state,
          message: report.message ?? null,
          amountCents: null,
        });
      }
      return { success: true, order: await complete(payment) };
    },

    async checkoutStatus(
      shopper: Shopper,
      checkoutId: string,
    ): Promise<ResponseOf<Routes['checkoutStatus']>> {
      const checkout = await visibleCheckout(shopper, checkoutId);
      const order = await ordersRepo(db).findByCheckout(checkout.id);
      const latest = order ? undefined : await payments.latestForCheckout(checkout.id);
      const status = latest ? await refreshedStatus(latest) : undefined;
      const pending = status && ['requires_action', 'approved', 'succeeded'].includes(status);
      return {
        success: true,
        checkoutId: checkout.id,
        status: order ? 'completed' : pending ? 'payment_pending' : 'open',
        orderId: order?.id ?? null,
        orderStatus: order?.status ?? null,
      };
    },

    async checkoutOrderDetails(shopper: Shopper, checkoutId: string): Promise<OrderConfirmation> {
      const checkout = await visibleCheckout(shopper, checkoutId);
      const order = await ordersRepo(db).findByCheckout(checkout.id);
      return order
        ? { success: true, order: await loadOrder(order.id) }
        : { success: false, order: null };
    },

    async orderList(userId: string): Promise<ResponseOf<Routes['orderList']>> {
      const repo = ordersRepo(db);
      const rows = await repo.listByUser(userId);
      const lines = await repo.linesOf(rows.map((row) => row.id));
      return {
        status: 200,
        payload: rows.map((row) => presentOrder(row, lines.get(row.id) ?? [])),
      };
    },

    /**
     * Stripe events: a succeeded PaymentIntent places its order even when the shopper never
     * came back to the thank-you page; a failed one records why.
     */
    async handleStripeEvent(event: StripeEvent): Promise<void> {
      const intent = event.data.object;
      const payment = await payments.findByProvider(['stripe', 'googlepay'], intent.id);
      if (!payment) return;
      if (event.type === 'payment_intent.succeeded') {
        try {
          await complete(payment);
        } catch (error) {
          // Refused orders are refunded inside complete(); the event itself is handled.
          if (error instanceof HttpError && error.statusCode < 500) {
            log.warn({ paymentId: payment.id, code: error.code }, 'webhook payment not ordered');
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
    },
  };
}

export type PaymentService = ReturnType<typeof paymentService>;

function statusOf(state: PaymentState): PaymentStatus {
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

function failureOf(report: PaymentReport): HttpError {
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
function unreachable(error: unknown, log: FastifyBaseLogger): unknown {
  if (!(error instanceof GatewayError)) return error;
  log.error({ err: error, status: error.status, body: error.body }, 'payment provider error');
  return new HttpError(
    502,
    'gateway_error',
    'The payment provider could not be reached. Please try again in a moment.',
  );
}
