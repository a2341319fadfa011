import { randomBytes } from 'node:crypto';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { PaymentGatewayId } from '@mhp/contract/schemas/payment';
import type { Database } from '../../db/client';
import { sandboxPayments, type SandboxPaymentStatus } from '../../db/schema';
import { DECLINED, GATEWAY_NAMES, type PaymentGateway, type PaymentReport } from './gateway';

export type SandboxPaymentRow = typeof sandboxPayments.$inferSelect;

/** Stripe's test cards, with what each does in the sandbox. */
export const SANDBOX_CARDS = {
  succeeds: '4242424242424242',
  declined: '4000000000000002',
  insufficientFunds: '4000000000009995',
  /** Needs the extra "Authorise" step, like a 3-D Secure challenge. */
  authenticate: '4000002760003184',
} as const;

export const SANDBOX_MESSAGES = {
  declined: DECLINED,
  insufficientFunds: 'Your card has insufficient funds.',
  invalidNumber: 'Your card number is incorrect.',
  invalidExpiry: 'Your card’s expiration date is incomplete or in the past.',
  invalidCvc: 'Your card’s security code is incomplete.',
  authenticationFailed:
    'We are unable to authenticate your payment method. Please choose a different payment method and try again.',
  cancelled: 'The payment was cancelled.',
} as const;

/** The sandbox page of a payment, served by this API. */
export const sandboxPagePath = (id: string) => `/api/payment/sandbox/${encodeURIComponent(id)}`;

const prefixes: Record<PaymentGatewayId, string> = {
  stripe: 'sbx_pi',
  googlepay: 'sbx_gpay',
  paypal: 'SBX-PAYPAL',
};

/**
 * The local stand-in for a gateway without keys. Its provider side lives in sandbox_payments,
 * changed only by the sandbox pages (sandbox-routes.ts), and reads back like the vendor's API:
 * a card payment succeeds or needs an extra step when the shopper pays, a PayPal payment is
 * approved and then captured, a Google Pay payment succeeds when approved.
 */
export function sandboxGateway(db: Database, id: PaymentGatewayId): PaymentGateway {
  const repo = createSandboxRepo(db);
  return {
    id,
    name: GATEWAY_NAMES[id],
    mode: 'sandbox',
    publishableKey: null,

    async start(input) {
      const row = await repo.insert({
        id: `${prefixes[id]}_${randomBytes(12).toString('hex')}`,
        gateway: id,
        amountCents: input.amountCents,
        currency: input.currency,
        status: 'requires_payment_method',
        returnUrl: input.returnUrl,
        cancelUrl: input.cancelUrl,
      });
      return {
        providerPaymentId: row.id,
        clientSecret: null,
        approvalUrl: `${input.origin}${sandboxPagePath(row.id)}`,
      };
    },

    async retrieve(ref) {
      return reportOf(await repo.find(ref.providerPaymentId));
    },

    async capture(ref) {
      if (id === 'paypal') await repo.transition(ref.providerPaymentId, ['approved'], 'succeeded');
      return reportOf(await repo.find(ref.providerPaymentId));
    },

    async chargeToken(input, token) {
      // Stripe's test token for a declined card is tok_chargeDeclined; any other token pays.
      const declined = token.includes('chargeDeclined');
      const row = await repo.insert({
        id: `${prefixes[id]}_${randomBytes(12).toString('hex')}`,
        gateway: id,
        amountCents: input.amountCents,
        currency: input.currency,
        status: declined ? 'requires_payment_method' : 'succeeded',
        lastError: declined ? DECLINED : null,
        returnUrl: input.returnUrl,
        cancelUrl: input.cancelUrl,
      });
      return {
        providerPaymentId: row.id,
        clientSecret: null,
        approvalUrl: null,
        ...reportOf(row),
      };
    },

    async refund(ref) {
      await repo.transition(ref.providerPaymentId, ['succeeded'], 'refunded');
    },
  };
}

function reportOf(row: SandboxPaymentRow | undefined): PaymentReport {
  if (!row)
    return { state: 'failed', message: 'There is no such sandbox payment.', amountCents: null };
  const amountCents = row.amountCents;
  switch (row.status) {
    case 'requires_payment_method':
      return row.lastError
        ? { state: 'failed', message: row.lastError, amountCents }
        : { state: 'requires_payment', message: null, amountCents };
    case 'requires_action':
      return { state: 'requires_action', message: null, amountCents };
    case 'approved':
      return { state: 'approved', message: null, amountCents };
    case 'succeeded':
      return { state: 'succeeded', message: null, amountCents };
    case 'canceled':
      return { state: 'cancelled', message: SANDBOX_MESSAGES.cancelled, amountCents };
    case 'refunded':
      return { state: 'refunded', message: null, amountCents };
  }
}

export function createSandboxRepo(db: Database) {
  return {
    async insert(values: typeof sandboxPayments.$inferInsert): Promise<SandboxPaymentRow> {
      const [row] = await db.insert(sandboxPayments).values(values).returning();
      return row!;
    },

    async find(id: string): Promise<SandboxPaymentRow | undefined> {
      const [row] = await db.select().from(sandboxPayments).where(eq(sandboxPayments.id, id));
      return row;
    },

    /**
     * Moves a payment on only from the states given, so a page posted twice (or a capture
     * replayed) changes nothing the second time. True when this call moved it.
     */
    async transition(
      id: string,
      from: SandboxPaymentStatus[],
      to: SandboxPaymentStatus,
      extra: { lastError?: string | null; cardLast4?: string | null } = {},
    ): Promise<boolean> {
      const rows = await db
        .update(sandboxPayments)
        .set({ status: to, ...extra, updatedAt: sql`now()` })
        .where(and(eq(sandboxPayments.id, id), inArray(sandboxPayments.status, from)))
        .returning({ id: sandboxPayments.id });
      return rows.length > 0;
    },
  };
}
