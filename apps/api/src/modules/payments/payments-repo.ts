import { and, desc, eq, inArray, or, sql } from 'drizzle-orm';
import type { PaymentGatewayId } from '@mhp/contract/schemas/payment';
import type { Database } from '../../db/client';
import { payments } from '../../db/schema';

export type PaymentRow = typeof payments.$inferSelect;

/** Our payment records (the gateway's side lives with the gateway). */
export function createPaymentsRepo(db: Database) {
  return {
    async insert(values: typeof payments.$inferInsert): Promise<PaymentRow> {
      const [row] = await db.insert(payments).values(values).returning();
      return row!;
    },

    /** By our id, or by the gateway's id (a PayPal order id, a PaymentIntent id). */
    async findForGateway(gateway: PaymentGatewayId, id: string): Promise<PaymentRow | undefined> {
      const [row] = await db
        .select()
        .from(payments)
        .where(
          and(
            eq(payments.gateway, gateway),
            or(eq(payments.id, id), eq(payments.providerPaymentId, id)),
          ),
        )
        .limit(1);
      return row;
    },

    async findByProvider(
      gateways: readonly PaymentGatewayId[],
      providerPaymentId: string,
    ): Promise<PaymentRow | undefined> {
      const [row] = await db
        .select()
        .from(payments)
        .where(
          and(
            inArray(payments.gateway, [...gateways]),
            eq(payments.providerPaymentId, providerPaymentId),
          ),
        )
        .limit(1);
      return row;
    },

    async latestForCheckout(checkoutId: string): Promise<PaymentRow | undefined> {
      const [row] = await db
        .select()
        .from(payments)
        .where(eq(payments.checkoutId, checkoutId))
        .orderBy(desc(payments.createdAt), desc(payments.id))
        .limit(1);
      return row;
    },

    async update(
      id: string,
      values: Partial<
        Pick<PaymentRow, 'status' | 'providerPaymentId' | 'failureMessage' | 'captureId'>
      >,
    ): Promise<PaymentRow> {
      const [row] = await db
        .update(payments)
        .set({ ...values, updatedAt: sql`now()` })
        .where(eq(payments.id, id))
        .returning();
      return row!;
    },
  };
}
