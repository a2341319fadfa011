import type { FastifyBaseLogger } from 'fastify';
import type { apiRoutes } from '@mhp/contract/api-routes';
import type { ResponseOf } from '@mhp/contract/route';
import type { Order, OrderConfirmation } from '@mhp/contract/schemas/order';
import type { Database } from '../../db/client';
import type { PaymentStatus } from '../../db/schema';
import { notFound } from '../../lib/http-error';
import { createCartRepo, type CheckoutRow } from '../cart/cart-repo';
import type { Shopper } from '../cart/cart-service';
import type { PaymentGateways } from '../payments/gateways';
import { createPaymentsRepo, type PaymentRow } from '../payments/payments-repo';
import { presentOrder } from './order-presenter';
import { createOrdersRepo } from './orders-repo';
import { statusOf } from './payment-errors';

type Routes = typeof apiRoutes;

/** An order as the contract shows it, with its lines. */
export async function loadOrder(db: Database, orderId: string): Promise<Order> {
  const repo = createOrdersRepo(db);
  const order = await repo.find(orderId);
  if (!order) throw new Error(`order ${orderId} vanished`);
  return presentOrder(order, (await repo.linesOf([orderId])).get(orderId) ?? []);
}

/** What a shopper may ask about their checkouts and orders: status, details, history. */
export function createOrderQueries(deps: {
  db: Database;
  gateways: PaymentGateways;
  log: FastifyBaseLogger;
}) {
  const { db, gateways, log } = deps;
  const payments = createPaymentsRepo(db);

  /** The checkout a caller may see: a guest checkout by its id, or the signed-in user's own. */
  async function visibleCheckout(shopper: Shopper, checkoutId: string): Promise<CheckoutRow> {
    const checkout = await createCartRepo(db).findById(checkoutId);
    if (!checkout || (checkout.userId !== null && checkout.userId !== shopper?.userId)) {
      throw notFound('There is no cart with this id.');
    }
    return checkout;
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

  return {
    async checkoutStatus(
      shopper: Shopper,
      checkoutId: string,
    ): Promise<ResponseOf<Routes['checkoutStatus']>> {
      const checkout = await visibleCheckout(shopper, checkoutId);
      const order = await createOrdersRepo(db).findByCheckout(checkout.id);
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
      const order = await createOrdersRepo(db).findByCheckout(checkout.id);
      return order
        ? { success: true, order: await loadOrder(db, order.id) }
        : { success: false, order: null };
    },

    async orderList(userId: string): Promise<ResponseOf<Routes['orderList']>> {
      const repo = createOrdersRepo(db);
      const rows = await repo.listByUser(userId);
      const lines = await repo.linesOf(rows.map((row) => row.id));
      return {
        status: 200,
        payload: rows.map((row) => presentOrder(row, lines.get(row.id) ?? [])),
      };
    },
  };
}

export type OrderQueries = ReturnType<typeof createOrderQueries>;
