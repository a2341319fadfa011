import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { checkoutLines, checkouts, productVariants, products } from '../../db/schema';

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
export function cartRepo(db: Database) {
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
  };
}

export type CartRepo = ReturnType<typeof cartRepo>;
