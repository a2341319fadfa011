import type { FastifyInstance, FastifyReply } from 'fastify';
import { z } from 'zod';
import type { Database } from '../../db/client';
import { notFoundPage, sandboxPage } from './sandbox-pages';
import {
  SANDBOX_CARDS,
  SANDBOX_MESSAGES,
  sandboxPagePath,
  createSandboxRepo,
  type SandboxPaymentRow,
} from './sandbox';
import { acceptFormBodies } from '../../lib/form-body';

const params = z.object({ paymentId: z.string().min(1).max(100) });
const query = z.object({ error: z.enum(['number', 'expiry', 'cvc']).optional() });
const form = z.object({
  action: z.enum(['pay', 'authorise', 'fail_authentication', 'approve', 'cancel']),
  card_number: z.string().max(40).optional(),
  expiry: z.string().max(10).optional(),
  cvc: z.string().max(10).optional(),
});
type Form = z.infer<typeof form>;

const formErrors = {
  number: SANDBOX_MESSAGES.invalidNumber,
  expiry: SANDBOX_MESSAGES.invalidExpiry,
  cvc: SANDBOX_MESSAGES.invalidCvc,
} as const;

/**
 * The payment sandbox's pages, for gateways without keys (plain routes, not contract calls,
 * hidden from OpenAPI). GET shows the page for the payment's state; POST (an HTML form) moves
 * it on and redirects (303): back to the page, to the thank-you page (returnUrl, carrying
 * payment_id) once paid or approved, or to the checkout page (cancelUrl) when cancelled.
 */
export function sandboxRoutes(app: FastifyInstance, deps: { db: Database }) {
  const repo = createSandboxRepo(deps.db);

  void app.register(async (scope) => {
    acceptFormBodies(scope, 4096);

    scope.get(
      '/api/payment/sandbox/:paymentId',
      { schema: { hide: true, params, querystring: query } },
      async (request, reply) => {
        const { paymentId } = request.params as z.infer<typeof params>;
        const { error } = request.query as z.infer<typeof query>;
        const row = await repo.find(paymentId);
        if (!row) return html(reply.code(404), notFoundPage());
        return html(reply, sandboxPage(row, error ? formErrors[error] : null), row);
      },
    );

    scope.post(
      '/api/payment/sandbox/:paymentId',
      { schema: { hide: true, params, body: form } },
      async (request, reply) => {
        const { paymentId } = request.params as z.infer<typeof params>;
        const row = await repo.find(paymentId);
        if (!row) return html(reply.code(404), notFoundPage());
        const to = await act(row, request.body as Form);
        return reply.code(303).header('location', to).send();
      },
    );
  });

  /** Applies one form action and answers where the browser goes next. */
  async function act(row: SandboxPaymentRow, input: Form): Promise<string> {
    const page = sandboxPagePath(row.id);
    const open = ['requires_payment_method' as const];
    switch (input.action) {
      case 'pay': {
        if (row.gateway !== 'stripe') return page;
        const problem = cardProblem(input);
        if (problem) return `${page}?error=${problem}`;
        const number = digits(input.card_number);
        const last4 = number.slice(-4);
        if (number === SANDBOX_CARDS.declined || number === SANDBOX_CARDS.insufficientFunds) {
          const lastError =
            number === SANDBOX_CARDS.declined
              ? SANDBOX_MESSAGES.declined
              : SANDBOX_MESSAGES.insufficientFunds;
          await repo.transition(row.id, open, 'requires_payment_method', {
            lastError,
            cardLast4: last4,
          });
          return page;
        }
        if (number === SANDBOX_CARDS.authenticate) {
          await repo.transition(row.id, open, 'requires_action', {
            lastError: null,
            cardLast4: last4,
          });
          return page;
        }
        const paid = await repo.transition(row.id, open, 'succeeded', {
          lastError: null,
          cardLast4: last4,
        });
        return paid ? row.returnUrl : page;
      }
      case 'authorise': {
        const paid = await repo.transition(row.id, ['requires_action'], 'succeeded');
        return paid ? row.returnUrl : page;
      }
      case 'fail_authentication':
        await repo.transition(row.id, ['requires_action'], 'requires_payment_method', {
          lastError: SANDBOX_MESSAGES.authenticationFailed,
        });
        return page;
      case 'approve': {
        if (row.gateway === 'stripe') return page;
        // PayPal is approved here and captured when the shop verifies; Google Pay pays at once.
        const moved = await repo.transition(
          row.id,
          open,
          row.gateway === 'paypal' ? 'approved' : 'succeeded',
        );
        return moved ? row.returnUrl : page;
      }
      case 'cancel': {
        const cancelled = await repo.transition(
          row.id,
          ['requires_payment_method', 'requires_action'],
          'canceled',
        );
        return cancelled ? (row.cancelUrl ?? row.returnUrl) : page;
      }
    }
  }
}

/**
 * Sends a sandbox page. Its own Content-Security-Policy: no script at all, and forms may lead
 * (through the 303 that answers them) to the shop pages the payment returns to, which can be
 * another brand host than the one serving this page.
 */
function html(reply: FastifyReply, body: string, row?: SandboxPaymentRow) {
  const destinations = row
    ? [
        ...new Set(
          [row.returnUrl, row.cancelUrl].flatMap((url) => (url ? [new URL(url).origin] : [])),
        ),
      ]
    : [];
  const csp = [
    "default-src 'none'",
    "style-src 'unsafe-inline'",
    "script-src 'none'",
    "base-uri 'none'",
    "frame-ancestors 'none'",
    `form-action 'self' ${destinations.join(' ')}`.trim(),
  ].join('; ');
  return reply
    .header('content-type', 'text/html; charset=utf-8')
    .header('cache-control', 'no-store')
    .header('content-security-policy', csp)
    .send(body);
}

const digits = (value: string | undefined) => (value ?? '').replace(/[\s-]/g, '');

/** What Stripe's card field would refuse before any payment is attempted. */
function cardProblem(input: Form): keyof typeof formErrors | null {
  const number = digits(input.card_number);
  if (!/^\d{12,19}$/.test(number) || !luhn(number)) return 'number';
  const expiry = /^\s*(\d{1,2})\s*\/\s*(\d{2}|\d{4})\s*$/.exec(input.expiry ?? '');
  if (!expiry) return 'expiry';
  const month = Number(expiry[1]);
  const year = Number(expiry[2]!.length === 2 ? `20${expiry[2]}` : expiry[2]);
  const now = new Date();
  if (month < 1 || month > 12) return 'expiry';
  if (
    year < now.getUTCFullYear() ||
    (year === now.getUTCFullYear() && month < now.getUTCMonth() + 1)
  ) {
    return 'expiry';
  }
  if (!/^\d{3,4}$/.test((input.cvc ?? '').trim())) return 'cvc';
  return null;
}

function luhn(number: string): boolean {
  let sum = 0;
  for (let i = 0; i < number.length; i += 1) {
    let digit = Number(number[number.length - 1 - i]);
    if (i % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}
