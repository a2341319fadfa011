import { and, asc, desc, eq, inArray, isNull, lt, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import {
  giftCards,
  orderLines,
  orders,
  productVariants,
  promoCodes,
  promoRedemptions,
} from '../../db/schema';

export type OrderRow = typeof orders.$inferSelect;
export type OrderLineRow = typeof orderLines.$inferSelect;
export type NewOrder = Omit<typeof orders.$inferInsert, 'id' | 'number' | 'createdAt'>;
export type NewOrderLine = Omit<typeof orderLines.$inferInsert, 'id' | 'orderId'>;

/**
 * SQL of orders, and of the stock, promo-code uses and voucher balances an order takes. The
 * writes are meant for the order transaction (place-order.ts): pass it as `db`.
 */
export function createOrdersRepo(db: Database) {
  return {
    async find(id: string): Promise<OrderRow | undefined> {
      const [row] = await db.select().from(orders).where(eq(orders.id, id)).limit(1);
      return row;
    },

    async findByCheckout(checkoutId: string): Promise<OrderRow | undefined> {
      const [row] = await db
        .select()
        .from(orders)
        .where(eq(orders.checkoutId, checkoutId))
        .limit(1);
      return row;
    },

    async findByCheckoutOrPayment(
      checkoutId: string,
      paymentId: string,
    ): Promise<OrderRow | undefined> {
      const [row] = await db
        .select()
        .from(orders)
        .where(or(eq(orders.checkoutId, checkoutId), eq(orders.paymentId, paymentId)))
        .limit(1);
      return row;
    },

    async listByUser(userId: string): Promise<OrderRow[]> {
      return db
        .select()
        .from(orders)
        .where(eq(orders.userId, userId))
        .orderBy(desc(orders.createdAt), desc(orders.number));
    },

    /** Lines of each order, in their order. */
    async linesOf(orderIds: readonly string[]): Promise<Map<string, OrderLineRow[]>> {
      const result = new Map<string, OrderLineRow[]>(orderIds.map((id) => [id, []]));
      if (orderIds.length === 0) return result;
      const rows = await db
        .select()
        .from(orderLines)
        .where(inArray(orderLines.orderId, [...orderIds]))
        .orderBy(asc(orderLines.orderId), asc(orderLines.position));
      for (const row of rows) result.get(row.orderId)?.push(row);
      return result;
    },

    async insert(
      order: NewOrder,
      lines: readonly NewOrderLine[],
    ): Promise<{ order: OrderRow; lines: OrderLineRow[] }> {
      const [row] = await db.insert(orders).values(order).returning();
      if (!row) throw new Error('order insert returned nothing');
      const inserted =
        lines.length > 0
          ? await db
              .insert(orderLines)
              .values(lines.map((line) => ({ ...line, orderId: row.id })))
              .returning()
          : [];
      return { order: row, lines: inserted.sort((a, b) => a.position - b.position) };
    },

    /**
     * Locks the variants' rows (FOR UPDATE) in id order, so two orders sharing variants always
     * queue in the same order and never deadlock. Answers each variant's stock.
     */
    async lockVariants(ids: readonly string[]): Promise<Map<string, number>> {
      if (ids.length === 0) return new Map();
      const rows = await db
        .select({ id: productVariants.id, quantity: productVariants.quantity })
        .from(productVariants)
        .where(inArray(productVariants.id, [...ids]))
        .orderBy(asc(productVariants.id))
        .for('update');
      return new Map(rows.map((row) => [row.id, row.quantity]));
    },

    /** Lowers stock; the rows are locked and checked by the caller. */
    async takeStock(units: ReadonlyMap<string, number>): Promise<void> {
      for (const [id, quantity] of [...units].sort(([a], [b]) => a.localeCompare(b))) {
        await db
          .update(productVariants)
          .set({ quantity: sql`${productVariants.quantity} - ${quantity}` })
          .where(eq(productVariants.id, id));
      }
    },

    /**
     * Counts one use of a promo code unless that would pass its limit: a conditional UPDATE,
     * which Postgres re-checks after waiting for a concurrent order's lock. False when used up.
     */
    async usePromo(code: string): Promise<boolean> {
      const rows = await db
        .update(promoCodes)
        .set({ uses: sql`${promoCodes.uses} + 1` })
        .where(
          and(
            eq(promoCodes.code, code),
            or(isNull(promoCodes.usageLimit), lt(promoCodes.uses, promoCodes.usageLimit)),
          ),
        )
        .returning({ code: promoCodes.code });
      return rows.length > 0;
    },

    /** Records a once-per-customer use; false when this customer already has one. */
    async redeemOnce(code: string, customerKey: string, orderId: string): Promise<boolean> {
      const rows = await db
        .insert(promoRedemptions)
        .values({ code, customerKey, orderId })
        .onConflictDoNothing()
        .returning({ id: promoRedemptions.id });
      return rows.length > 0;
    },

    async hasRedeemed(code: string, customerKey: string): Promise<boolean> {
      const [row] = await db
        .select({ id: promoRedemptions.id })
        .from(promoRedemptions)
        .where(and(eq(promoRedemptions.code, code), eq(promoRedemptions.customerKey, customerKey)))
        .limit(1);
      return row !== undefined;
    },

    /** Spends from a voucher's balance; false when it no longer holds that much. */
    async spendGiftCard(code: string, cents: number): Promise<boolean> {
      const rows = await db
        .update(giftCards)
        .set({
          balanceCents: sql`${giftCards.balanceCents} - ${cents}`,
          updatedAt: sql`now()`,
        })
        .where(and(eq(giftCards.code, code), sql`${giftCards.balanceCents} >= ${cents}`))
        .returning({ code: giftCards.code });
      return rows.length > 0;
    },
  };
}

export type OrdersRepo = ReturnType<typeof createOrdersRepo>;
