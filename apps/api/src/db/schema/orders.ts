import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import type { PaymentGatewayId } from '@mhp/contract/schemas/payment';
import type { orderStatuses } from '@mhp/contract/schemas/order';
import type { PostalAddress } from '@mhp/contract/schemas/cart';
import { createdAt, updatedAt } from './columns';

type OrderStatus = (typeof orderStatuses)[number];

const at = (name: string) => timestamp(name, { withTimezone: true });

// Money is stored in whole cents (integer columns ending in _cents), in USD, the shop's one
// currency: arithmetic never picks up floating-point error and every total is computed here.

/** What a checkout can ship with; a method is offered where its countries allow. */
export const shippingMethods = pgTable('shipping_methods', {
  id: text('id').primaryKey(),
  name: text('name').notNull(),
  priceCents: integer('price_cents').notNull(),
  minimumDeliveryDays: integer('minimum_delivery_days'),
  maximumDeliveryDays: integer('maximum_delivery_days'),
  /** ISO codes the method ships to; null = every country not in `excludedCountries`. */
  countries: jsonb('countries').$type<string[] | null>(),
  excludedCountries: jsonb('excluded_countries').$type<string[]>().notNull().default([]),
  isActive: boolean('is_active').notNull().default(true),
  position: integer('position').notNull().default(0),
});

export type PromoKind = 'percentage' | 'fixed';

/**
 * Discount codes. `uses` counts orders placed with the code; it is raised inside the order's
 * transaction by a conditional UPDATE (… WHERE uses < usage_limit), so concurrent orders never
 * take a code past its limit.
 */
export const promoCodes = pgTable(
  'promo_codes',
  {
    /** Stored upper-case; shoppers may type it in any case. */
    code: text('code').primaryKey(),
    kind: text('kind').$type<PromoKind>().notNull(),
    /** Percent off the subtotal (1–100) for `percentage`, cents off for `fixed`. */
    value: integer('value').notNull(),
    minimumSpendCents: integer('minimum_spend_cents').notNull().default(0),
    startsAt: at('starts_at'),
    expiresAt: at('expires_at'),
    /** Orders that may use the code in total; null = unlimited. */
    usageLimit: integer('usage_limit'),
    uses: integer('uses').notNull().default(0),
    /** One order per customer (signed-in user, else email). */
    oncePerCustomer: boolean('once_per_customer').notNull().default(false),
    isActive: boolean('is_active').notNull().default(true),
    description: text('description').notNull().default(''),
    createdAt: createdAt(),
  },
  (t) => [
    check('promo_codes_value_valid', sql`${t.value} > 0`),
    check(
      'promo_codes_uses_within_limit',
      sql`${t.usageLimit} is null or ${t.uses} <= ${t.usageLimit}`,
    ),
  ],
);

/** Who has used a once-per-customer code; the unique index settles concurrent orders. */
export const promoRedemptions = pgTable(
  'promo_redemptions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    code: text('code')
      .notNull()
      .references(() => promoCodes.code, { onDelete: 'cascade' }),
    /** "user:<id>" or "email:<address>". */
    customerKey: text('customer_key').notNull(),
    orderId: uuid('order_id').notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('promo_redemptions_customer_idx').on(t.code, t.customerKey)],
);

/**
 * Vouchers (gift cards): a prepaid balance a checkout spends before the payment gateway takes
 * the rest. The balance is lowered in the order's transaction under a row lock.
 */
export const giftCards = pgTable(
  'gift_cards',
  {
    /** Stored upper-case. */
    code: text('code').primaryKey(),
    initialBalanceCents: integer('initial_balance_cents').notNull(),
    balanceCents: integer('balance_cents').notNull(),
    expiresAt: at('expires_at'),
    isActive: boolean('is_active').notNull().default(true),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [check('gift_cards_balance_nonnegative', sql`${t.balanceCents} >= 0`)],
);

/**
 * Our record of paying a checkout: created by create-payment, advanced by what the gateway
 * reports. `providerPaymentId` is the gateway's id (Stripe PaymentIntent, PayPal order,
 * sandbox payment). `fingerprint` pins what was priced: an order is placed only for the cart
 * the shopper paid for.
 */
export type PaymentStatus =
  'created' | 'requires_action' | 'approved' | 'succeeded' | 'failed' | 'cancelled' | 'refunded';

export const payments = pgTable(
  'payments',
  {
    id: text('id').primaryKey(),
    /** No foreign key: a payment record must outlive any clean-up of carts. */
    checkoutId: text('checkout_id').notNull(),
    gateway: text('gateway').$type<PaymentGatewayId>().notNull(),
    /** sandbox or live: which implementation holds the provider side. */
    mode: text('mode').$type<'sandbox' | 'live' | 'none'>().notNull(),
    providerPaymentId: text('provider_payment_id'),
    amountCents: integer('amount_cents').notNull(),
    currency: text('currency').notNull(),
    fingerprint: text('fingerprint').notNull(),
    status: text('status').$type<PaymentStatus>().notNull().default('created'),
    /** The gateway's last reason for a failure, shown to the shopper. */
    failureMessage: text('failure_message'),
    /** PayPal capture id, needed for refunds. */
    captureId: text('capture_id'),
    returnUrl: text('return_url'),
    cancelUrl: text('cancel_url'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('payments_provider_idx').on(t.gateway, t.providerPaymentId),
    index('payments_checkout_idx').on(t.checkoutId, t.createdAt),
  ],
);

/**
 * The local stand-in for a vendor's side of a payment when no keys are configured: what the
 * sandbox pages change and what the sandbox gateway reads back, as Stripe or PayPal would.
 */
export type SandboxPaymentStatus =
  | 'requires_payment_method'
  | 'requires_action'
  | 'approved'
  | 'succeeded'
  | 'canceled'
  | 'refunded';

export const sandboxPayments = pgTable('sandbox_payments', {
  id: text('id').primaryKey(),
  gateway: text('gateway').$type<PaymentGatewayId>().notNull(),
  amountCents: integer('amount_cents').notNull(),
  currency: text('currency').notNull(),
  status: text('status').$type<SandboxPaymentStatus>().notNull(),
  lastError: text('last_error'),
  /** Where the sandbox page sends the shopper afterwards (already carrying payment_id). */
  returnUrl: text('return_url').notNull(),
  cancelUrl: text('cancel_url'),
  /** Last four digits of the card used, for the page. */
  cardLast4: text('card_last4'),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

/** Webhook events already handled, by the vendor's event id: a redelivery is a no-op. */
export const paymentEvents = pgTable('payment_events', {
  id: text('id').primaryKey(),
  gateway: text('gateway').notNull(),
  type: text('type').notNull(),
  receivedAt: createdAt(),
});

/**
 * Placed orders. One per checkout and one per payment (unique): completing a checkout twice
 * or replaying a payment's verification finds the order already there.
 */
export const orders = pgTable(
  'orders',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** Shown to the customer; starts at 10001. */
    number: integer('number').notNull().unique().generatedAlwaysAsIdentity({ startWith: 10001 }),
    checkoutId: text('checkout_id').notNull().unique(),
    paymentId: text('payment_id').notNull().unique(),
    paymentGateway: text('payment_gateway').$type<PaymentGatewayId>(),
    providerPaymentId: text('provider_payment_id'),
    /** The signed-in buyer; null for guest orders. No foreign key, like checkouts.user_id. */
    userId: text('user_id'),
    email: text('email').notNull(),
    status: text('status').$type<OrderStatus>().notNull(),
    shippingAddress: jsonb('shipping_address').$type<PostalAddress>().notNull(),
    shippingMethodId: text('shipping_method_id'),
    shippingMethodName: text('shipping_method_name'),
    currency: text('currency').notNull(),
    subtotalCents: integer('subtotal_cents').notNull(),
    shippingCents: integer('shipping_cents').notNull(),
    promoCode: text('promo_code'),
    promoDiscountCents: integer('promo_discount_cents').notNull().default(0),
    giftCardCode: text('gift_card_code'),
    giftCardCents: integer('gift_card_cents').notNull().default(0),
    taxCents: integer('tax_cents').notNull().default(0),
    totalCents: integer('total_cents').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('orders_user_idx').on(t.userId, t.createdAt)],
);

/** What was bought, as it was at the time: names, options and prices are copied. */
export const orderLines = pgTable(
  'order_lines',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    variantId: text('variant_id').notNull(),
    productId: text('product_id').notNull(),
    productSlug: text('product_slug').notNull(),
    productName: text('product_name').notNull(),
    variantTitle: text('variant_title').notNull(),
    attributes: jsonb('attributes').$type<Record<string, string>>().notNull(),
    image: text('image'),
    unitPriceCents: integer('unit_price_cents').notNull(),
    quantity: integer('quantity').notNull(),
    totalCents: integer('total_cents').notNull(),
  },
  (t) => [
    index('order_lines_order_idx').on(t.orderId, t.position),
    check('order_lines_quantity_positive', sql`${t.quantity} > 0`),
  ],
);
