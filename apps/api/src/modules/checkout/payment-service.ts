import type { FastifyBaseLogger } from 'fastify';
import type { apiRoutes } from '@mhp/contract/api-routes';
import type { ParsedRequestOf, ResponseOf } from '@mhp/contract/route';
import type { OrderConfirmation } from '@mhp/contract/schemas/order';
import type { PaymentGatewayId } from '@mhp/contract/schemas/payment';
import type { Database } from '../../db/client';
import { badRequest, notFound } from '../../lib/http-error';
import { createCartRepo } from '../cart/cart-repo';
import type { Shopper } from '../cart/cart-service';
import type { PaymentGateway } from '../payments/gateway';
import type { PaymentGateways } from '../payments/gateways';
import { createPaymentsRepo, type PaymentRow } from '../payments/payments-repo';
import { payableCart } from './payable-cart';
import type { CompletePayment } from './payment-completion';
import { failureOf, NO_SUCH_PAYMENT } from './payment-errors';
import { createPaymentStart, type PaymentPages } from './payment-start';

type Routes = typeof apiRoutes;
type Body<R extends keyof Routes> = ParsedRequestOf<Routes[R]>['body'];

/**
 * The payment calls of checkout: create-payment and PayPal's initiate start a payment for the
 * priced cart (payment-start.ts); verify-payment and Google Pay complete it into an order
 * (payment-completion.ts).
 */
export function createPaymentService(deps: {
  db: Database;
  gateways: PaymentGateways;
  completePayment: CompletePayment;
  log: FastifyBaseLogger;
}) {
  const { db, gateways, completePayment } = deps;
  const payments = createPaymentsRepo(db);
  const startPayment = createPaymentStart({ db, log: deps.log });

  function gatewayOf(id: PaymentGatewayId): PaymentGateway {
    const gateway = gateways.get(id);
    if (!gateway) {
      throw badRequest('This payment method is not available.', {
        gateway: ['This payment method is not available.'],
      });
    }
    return gateway;
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
    const owner = await createCartRepo(db).findById(payment.checkoutId);
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
      const priced = await payableCart(db, shopper, body.checkoutId);
      const { payment, started } = await startPayment(gateway, priced, pages);
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
      const priced = await payableCart(db, shopper, body.checkoutId);
      const { started } = await startPayment(gateway, priced, pages);
      return {
        success: true,
        paypalOrderId: started.providerPaymentId,
        approvalUrl: started.approvalUrl ?? pages.returnUrl,
      };
    },

    async verifyPayment(shopper: Shopper, body: Body<'verifyPayment'>): Promise<OrderConfirmation> {
      const payment = await paymentFor(shopper, body.checkoutId, body.gateway, body.paymentId);
      return { success: true, order: await completePayment(payment) };
    },

    async gpay(
      shopper: Shopper,
      body: Body<'gpay'>,
      pages: PaymentPages,
    ): Promise<OrderConfirmation> {
      const gateway = gatewayOf('googlepay');
      if (!gateway.chargeToken) throw new Error('the googlepay gateway cannot charge tokens');
      const charge = gateway.chargeToken.bind(gateway);
      const priced = await payableCart(db, shopper, body.checkoutId);
      const { payment, report } = await startPayment(gateway, priced, pages, (input) =>
        charge(input, body.paymentToken),
      );
      if (report?.state && report.state !== 'succeeded') {
        throw failureOf({
          state: report.state,
          message: report.message ?? null,
          amountCents: null,
        });
      }
      return { success: true, order: await completePayment(payment) };
    },
  };
}

export type PaymentService = ReturnType<typeof createPaymentService>;
