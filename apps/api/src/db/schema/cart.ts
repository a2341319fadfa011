import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import type { PostalAddress } from '@mhp/contract/schemas/cart';
import { createdAt, updatedAt } from './columns';
import { productVariants } from './catalogue';
import { giftCards, promoCodes, shippingMethods } from './orders';

/** open: being filled and paid; completed: its order is placed and its lines are gone. */
export type CheckoutStatus = 'open' | 'completed';

/**
 * A shopper's cart, which becomes the checkout. Guests hold it by its id (kept in local storage
 * as checkoutId); a signed-in user's cart is found by user id.
 */
export const checkouts = pgTable(
  'checkouts',
  {
    /** Text, not uuid: a guest may choose it (create-checkout is idempotent on that id). */
    id: text('id').primaryKey(),
    /**
     * The owner; null for a guest cart. No foreign key yet: the users table is written by the
     * accounts module in parallel, and the reference is added once it exists.
     */
    userId: text('user_id'),
    email: text('email'),
    channel: text('channel').notNull().default('default-channel'),
    status: text('status').$type<CheckoutStatus>().notNull().default('open'),
    shippingAddress: jsonb('shipping_address').$type<PostalAddress>(),
    shippingMethodId: text('shipping_method_id').references(() => shippingMethods.id, {
      onDelete: 'set null',
    }),
    promoCode: text('promo_code').references(() => promoCodes.code, { onDelete: 'set null' }),
    giftCardCode: text('gift_card_code').references(() => giftCards.code, {
      onDelete: 'set null',
    }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    // At most one open cart per user, so "the user's cart" is never ambiguous, even when two
    // requests create it at once.
    uniqueIndex('checkouts_user_open_idx')
      .on(t.userId)
      .where(sql`status = 'open'`),
  ],
);

export const checkoutLines = pgTable(
  'checkout_lines',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    checkoutId: text('checkout_id')
      .notNull()
      .references(() => checkouts.id, { onDelete: 'cascade' }),
    variantId: text('variant_id')
      .notNull()
      .references(() => productVariants.id, { onDelete: 'cascade' }),
    quantity: integer('quantity').notNull(),
    /**
     * Values chosen for multi-select attributes, which no variant carries (e.g. the five-pack's
     * Colours). {} for most products; part of the line's identity.
     */
    options: jsonb('options').$type<Record<string, string[]>>().notNull().default({}),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('checkout_lines_identity_idx').on(t.checkoutId, t.variantId, t.options),
    index('checkout_lines_variant_idx').on(t.variantId),
    check('checkout_lines_quantity_positive', sql`${t.quantity} > 0`),
  ],
);
