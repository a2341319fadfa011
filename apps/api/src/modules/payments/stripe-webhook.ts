import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { Database } from '../../db/client';
import { paymentEvents } from '../../db/schema';
import { HttpError } from '../../lib/http-error';
import { verifyStripeSignature } from './stripe';

/** The parts of a Stripe event the shop acts on. */
export const stripeEvent = z.object({
  id: z.string().min(1).max(255),
  type: z.string().min(1).max(255),
  data: z.object({
    object: z
      .object({
        id: z.string().min(1).max(255),
        last_payment_error: z.object({ message: z.string().optional() }).nullish(),
      })
      .loose(),
  }),
});
export type StripeEvent = z.infer<typeof stripeEvent>;

export const STRIPE_WEBHOOK_PATH = '/api/payment/stripe/webhook/';

/**
 * Stripe's webhook endpoint (a plain route, hidden from OpenAPI). The body is checked against
 * the Stripe-Signature header over its raw bytes, so this route parses JSON itself. Each event
 * id is recorded before it is handled: a redelivered event answers 200 and does nothing; an
 * event whose handling failed is forgotten again, so Stripe's retry is handled.
 */
export function stripeWebhookRoute(
  app: FastifyInstance,
  deps: {
    db: Database;
    secret: string | undefined;
    handle: (event: StripeEvent) => Promise<void>;
  },
) {
  void app.register(async (scope) => {
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser(
      'application/json',
      { parseAs: 'string', bodyLimit: 512 * 1024 },
      (_request, body, done) => done(null, body),
    );

    scope.post(STRIPE_WEBHOOK_PATH, { schema: { hide: true } }, async (request) => {
      if (!deps.secret) {
        throw new HttpError(
          503,
          'webhooks_not_configured',
          'Stripe webhooks are not configured (STRIPE_WEBHOOK_SECRET).',
        );
      }
      const raw = typeof request.body === 'string' ? request.body : '';
      const signature = request.headers['stripe-signature'];
      if (
        !verifyStripeSignature(
          raw,
          typeof signature === 'string' ? signature : undefined,
          deps.secret,
        )
      ) {
        throw new HttpError(
          400,
          'invalid_signature',
          'The Stripe-Signature header does not match.',
        );
      }
      let parsed: unknown;
      try {
        parsed = JSON.parse(raw);
      } catch {
        throw new HttpError(400, 'invalid_json', 'The request body is not valid JSON.');
      }
      const event = stripeEvent.safeParse(parsed);
      if (!event.success) {
        throw new HttpError(400, 'validation_error', 'The body is not a Stripe event.');
      }

      const claimed = await deps.db
        .insert(paymentEvents)
        .values({ id: event.data.id, gateway: 'stripe', type: event.data.type })
        .onConflictDoNothing()
        .returning({ id: paymentEvents.id });
      if (claimed.length === 0) return { received: true, duplicate: true };
      try {
        await deps.handle(event.data);
      } catch (error) {
        await deps.db.delete(paymentEvents).where(eq(paymentEvents.id, event.data.id));
        throw error;
      }
      return { received: true, duplicate: false };
    });
  });
}
