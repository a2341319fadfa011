import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import {
  checkoutLines,
  checkouts,
  giftCards,
  productVariants,
  products,
  promoCodes,
  shippingMethods,
} from '../../db/schema';
import type { GiftCardRow, PromoCodeRow } from './pricing';
import type { ShippingMethodRow } from './shipping';

export type CheckoutRow = typeof checkouts.$inferSelect;
export type CheckoutLineRow = typeof checkoutLines.$inferSelect;
export type VariantWithProduct = {
  variant: typeof productVariants.$inferSelect;
  product: typeof products.$inferSelect;
};

/**
 * SQL of carts. Pass a transaction as `db` for anything that reads lines and then writes them:
 * `lock` takes the cart row FOR UPDATE so concurrent changes to one cart queue up.
 */
export function createCartRepo(db: Database) {
  return {
    async findById(id: string, opts: { lock?: boolean } = {}): Promise<CheckoutRow | undefined> {
      const query = db.select().from(checkouts).where(eq(checkouts.id, id)).limit(1);
      const [row] = await (opts.lock ? query.for('update') : query);
      return row;
    },

    async findOpenByUser(
      userId: string,
      opts: { lock?: boolean } = {},
    ): Promise<CheckoutRow | undefined> {
      const query = db
        .select()
        .from(checkouts)
        .where(and(eq(checkouts.userId, userId), eq(checkouts.status, 'open')))
        .limit(1);
      const [row] = await (opts.lock ? query.for('update') : query);
      return row;
    },

    /**
     * Inserts a cart unless its id is taken or (for a user) an open cart already exists;
     * undefined then, and the caller reads the existing one.
     */
    async insert(values: {
      id: string;
      userId: string | null;
      channel: string;
    }): Promise<CheckoutRow | undefined> {
      const [row] = await db.insert(checkouts).values(values).onConflictDoNothing().returning();
      return row;
    },

    async assignToUser(id: string, userId: string): Promise<void> {
      await db
        .update(checkouts)
        .set({ userId, updatedAt: sql`now()` })
        .where(eq(checkouts.id, id));
    },

    /** Sets checkout-step fields (address, email, shipping method, codes, status). */
    async update(
      id: string,
      values: Partial<
        Pick<
          CheckoutRow,
          'email' | 'shippingAddress' | 'shippingMethodId' | 'promoCode' | 'giftCardCode' | 'status'
        >
      >,
    ): Promise<CheckoutRow> {
      const [row] = await db
        .update(checkouts)
        .set({ ...values, updatedAt: sql`now()` })
        .where(eq(checkouts.id, id))
        .returning();
      if (!row) throw new Error(`checkout ${id} vanished during an update`);
      return row;
    },

    async touch(id: string): Promise<void> {
      await db
        .update(checkouts)
        .set({ updatedAt: sql`now()` })
        .where(eq(checkouts.id, id));
    },

    async delete(id: string): Promise<void> {
      await db.delete(checkouts).where(eq(checkouts.id, id));
    },

    async lines(checkoutId: string): Promise<CheckoutLineRow[]> {
      return db
        .select()
        .from(checkoutLines)
        .where(eq(checkoutLines.checkoutId, checkoutId))
        .orderBy(asc(checkoutLines.createdAt), asc(checkoutLines.id));
    },

    /** The lines with their product, in the order they were added. */
    async linesWithProducts(
      checkoutId: string,
    ): Promise<{ line: CheckoutLineRow; product: typeof products.$inferSelect }[]> {
      return db
        .select({ line: checkoutLines, product: products })
        .from(checkoutLines)
        .innerJoin(productVariants, eq(productVariants.id, checkoutLines.variantId))
        .innerJoin(products, eq(products.id, productVariants.productId))
        .where(eq(checkoutLines.checkoutId, checkoutId))
        .orderBy(asc(checkoutLines.createdAt), asc(checkoutLines.id));
    },

    /** Sets each line's quantity, creating lines that do not exist yet. */
    async saveLines(
      checkoutId: string,
      lines: readonly { variantId: string; options: Record<string, string[]>; quantity: number }[],
    ): Promise<void> {
      if (lines.length === 0) return;
      await db
        .insert(checkoutLines)
        .values(lines.map((line) => ({ ...line, checkoutId })))
        .onConflictDoUpdate({
          target: [checkoutLines.checkoutId, checkoutLines.variantId, checkoutLines.options],
          set: { quantity: sql`excluded.quantity`, updatedAt: sql`now()` },
        });
    },

    async deleteAllLines(checkoutId: string): Promise<void> {
      await db.delete(checkoutLines).where(eq(checkoutLines.checkoutId, checkoutId));
    },

    async deleteLines(ids: readonly string[]): Promise<void> {
      if (ids.length === 0) return;
      await db.delete(checkoutLines).where(inArray(checkoutLines.id, [...ids]));
    },

    /**
     * Variants with their product, by variant id. New lines may only take variants of published
     * products; lines already in a cart are still shown if their product was withdrawn.
     */
    async variantsWithProducts(
      ids: readonly string[],
      opts: { publishedOnly: boolean },
    ): Promise<Map<string, VariantWithProduct>> {
      if (ids.length === 0) return new Map();
      const rows = await db
        .select({ variant: productVariants, product: products })
        .from(productVariants)
        .innerJoin(products, eq(products.id, productVariants.productId))
        .where(
          and(
            inArray(productVariants.id, [...ids]),
            opts.publishedOnly ? eq(products.isPublished, true) : undefined,
          ),
        );
      return new Map(rows.map((row) => [row.variant.id, row]));
    },

    /** Active and inactive methods, in display order (shipping.ts decides what is offered). */
    async shippingMethods(): Promise<ShippingMethodRow[]> {
      return db
        .select()
        .from(shippingMethods)
        .orderBy(asc(shippingMethods.position), asc(shippingMethods.id));
    },

    async promoCode(code: string): Promise<PromoCodeRow | undefined> {
      const [row] = await db.select().from(promoCodes).where(eq(promoCodes.code, code)).limit(1);
      return row;
    },

    async giftCard(code: string, opts: { lock?: boolean } = {}): Promise<GiftCardRow | undefined> {
      const query = db.select().from(giftCards).where(eq(giftCards.code, code)).limit(1);
      const [row] = await (opts.lock ? query.for('update') : query);
      return row;
    },
  };
}

export type CartRepo = ReturnType<typeof createCartRepo>;
