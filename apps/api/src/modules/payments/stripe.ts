import { createHmac, timingSafeEqual } from 'node:crypto';
import {
  GATEWAY_NAMES,
  GatewayError,
  type Fetch,
  type PaymentGateway,
  type PaymentReport,
  type StartPayment,
  type StartedPayment,
} from './gateway';

export const STRIPE_API_URL = 'https://api.stripe.com';

/** The parts of a Stripe PaymentIntent this adapter reads. */
interface PaymentIntent {
  id: string;
  status:
    | 'requires_payment_method'
    | 'requires_confirmation'
    | 'requires_action'
    | 'processing'
    | 'requires_capture'
    | 'canceled'
    | 'succeeded';
  amount: number;
  amount_received?: number;
  client_secret: string | null;
  last_payment_error?: { message?: string } | null;
}

interface StripeErrorBody {
  error?: {
    type?: string;
    code?: string;
    message?: string;
    payment_intent?: PaymentIntent;
  };
}

type Params = Record<string, unknown>;

/**
 * Card payments (id `stripe`) and Google Pay (id `googlepay`, whose tokens Stripe charges) over
 * Stripe's REST API with fetch: PaymentIntents that capture on confirmation, confirmed by
 * Stripe.js in the browser with the client secret, or at once with a Google Pay token.
 */
export function stripeGateway(opts: {
  id: 'stripe' | 'googlepay';
  secretKey: string;
  publishableKey: string | null;
  fetch: Fetch;
  apiUrl?: string;
}): PaymentGateway {
  const apiUrl = opts.apiUrl ?? STRIPE_API_URL;

  async function call<T>(
    method: 'GET' | 'POST',
    path: string,
    params?: Params,
    idempotencyKey?: string,
  ): Promise<
    { ok: true; body: T } | { ok: false; cardError: NonNullable<StripeErrorBody['error']> }
  > {
    let response: Response;
    try {
      response = await opts.fetch(`${apiUrl}${path}`, {
        method,
        headers: {
          authorization: `Bearer ${opts.secretKey}`,
          ...(params ? { 'content-type': 'application/x-www-form-urlencoded' } : {}),
          ...(idempotencyKey ? { 'idempotency-key': idempotencyKey } : {}),
        },
        body: params ? formEncode(params) : undefined,
      });
    } catch (error) {
      throw new GatewayError('stripe', `request failed: ${(error as Error).message}`);
    }
    const body = (await response.json().catch(() => null)) as unknown;
    if (response.ok) return { ok: true, body: body as T };
    const error = (body as StripeErrorBody | null)?.error;
    // A declined card is an answer about the payment, not a failure of the call.
    if (error?.type === 'card_error') return { ok: false, cardError: error };
    throw new GatewayError(
      'stripe',
      error?.message ?? `HTTP ${response.status}`,
      response.status,
      body,
    );
  }

  const intentParams = (input: StartPayment): Params => ({
    amount: input.amountCents,
    currency: input.currency.toLowerCase(),
    'payment_method_types[]': 'card',
    description: input.description,
    ...(input.email ? { receipt_email: input.email } : {}),
    metadata: { checkout_id: input.checkoutId, payment_id: input.paymentId },
  });

  return {
    id: opts.id,
    name: GATEWAY_NAMES[opts.id],
    mode: 'live',
    publishableKey: opts.publishableKey,

    async start(input): Promise<StartedPayment> {
      const result = await call<PaymentIntent>(
        'POST',
        '/v1/payment_intents',
        intentParams(input),
        input.paymentId,
      );
      if (!result.ok) throw new GatewayError('stripe', result.cardError.message ?? 'card error');
      return {
        providerPaymentId: result.body.id,
        clientSecret: result.body.client_secret,
        approvalUrl: null,
      };
    },

    async retrieve(ref) {
      const result = await call<PaymentIntent>(
        'GET',
        `/v1/payment_intents/${encodeURIComponent(ref.providerPaymentId)}`,
      );
      if (!result.ok) throw new GatewayError('stripe', result.cardError.message ?? 'card error');
      return reportOf(result.body);
    },

    // PaymentIntents capture when confirmed: nothing is left to take here.
    async capture(ref) {
      return this.retrieve(ref);
    },

    async chargeToken(input, token) {
      const result = await call<PaymentIntent>(
        'POST',
        '/v1/payment_intents',
        {
          ...intentParams(input),
          confirm: true,
          payment_method_data: { type: 'card', card: { token: stripeTokenId(token) } },
        },
        input.paymentId,
      );
      if (!result.ok) {
        const intent = result.cardError.payment_intent;
        return {
          providerPaymentId: intent?.id ?? `declined_${input.paymentId}`,
          clientSecret: null,
          approvalUrl: null,
          state: 'failed',
          message: result.cardError.message ?? 'Your card was declined.',
          amountCents: null,
        };
      }
      return {
        providerPaymentId: result.body.id,
        clientSecret: result.body.client_secret,
        approvalUrl: null,
        ...reportOf(result.body),
      };
    },

    async refund(ref) {
      const result = await call(
        'POST',
        '/v1/refunds',
        { payment_intent: ref.providerPaymentId, amount: ref.amountCents },
        `refund-${ref.providerPaymentId}`,
      );
      if (!result.ok) throw new GatewayError('stripe', result.cardError.message ?? 'refund failed');
    },
  };
}

function reportOf(intent: PaymentIntent): PaymentReport {
  const amountCents = intent.amount_received || intent.amount;
  switch (intent.status) {
    case 'succeeded':
      return { state: 'succeeded', message: null, amountCents };
    case 'requires_capture':
      return { state: 'approved', message: null, amountCents };
    case 'processing':
    case 'requires_action':
    case 'requires_confirmation':
      return { state: 'requires_action', message: null, amountCents };
    case 'canceled':
      return { state: 'cancelled', message: 'The payment was cancelled.', amountCents };
    case 'requires_payment_method':
      return intent.last_payment_error
        ? {
            state: 'failed',
            message: intent.last_payment_error.message ?? 'Your card was declined.',
            amountCents,
          }
        : { state: 'requires_payment', message: null, amountCents };
  }
}

/**
 * Google Pay with Stripe as gateway gives a token that is the JSON of a Stripe token object;
 * its `id` (tok_…) is what a PaymentIntent takes. A bare tok_… id is accepted too.
 */
export function stripeTokenId(token: string): string {
  try {
    const parsed = JSON.parse(token) as { id?: unknown };
    if (typeof parsed.id === 'string') return parsed.id;
  } catch {
    // not JSON: a bare token id
  }
  return token;
}

/** Stripe's form encoding: nested objects as `a[b][c]=v`. */
export function formEncode(params: Params): string {
  const pairs: string[] = [];
  const add = (key: string, value: unknown) => {
    if (value === undefined || value === null) return;
    if (typeof value === 'object' && !Array.isArray(value)) {
      for (const [k, v] of Object.entries(value)) add(`${key}[${k}]`, v);
    } else {
      pairs.push(`${encodeURIComponent(key)}=${encodeURIComponent(String(value))}`);
    }
  };
  for (const [key, value] of Object.entries(params)) add(key, value);
  return pairs.join('&');
}

/** Stripe signs webhook deliveries; events older than this are refused (replays). */
export const WEBHOOK_TOLERANCE_SECONDS = 300;

/**
 * Checks a `Stripe-Signature` header (`t=…,v1=…`): HMAC-SHA256 of `${t}.${rawBody}` with the
 * endpoint secret, compared in constant time, and a timestamp within the tolerance.
 */
export function verifyStripeSignature(
  rawBody: string,
  header: string | undefined,
  secret: string,
  nowSeconds: number = Math.floor(Date.now() / 1000),
): boolean {
  if (!header) return false;
  const parts = header.split(',').map((part) => part.trim().split('='));
  const timestamp = Number(parts.find(([k]) => k === 't')?.[1]);
  const signatures = parts.filter(([k]) => k === 'v1').map(([, v]) => v ?? '');
  if (!Number.isInteger(timestamp) || signatures.length === 0) return false;
  if (Math.abs(nowSeconds - timestamp) > WEBHOOK_TOLERANCE_SECONDS) return false;
  const expected = createHmac('sha256', secret).update(`${timestamp}.${rawBody}`).digest();
  return signatures.some((signature) => {
    const given = Buffer.from(signature, 'hex');
    return given.length === expected.length && timingSafeEqual(given, expected);
  });
}

/** A `Stripe-Signature` header for a body, as Stripe makes it (tests and local tools). */
export function signStripePayload(
  rawBody: string,
  secret: string,
  timestamp = Math.floor(Date.now() / 1000),
): string {
  const signature = createHmac('sha256', secret).update(`${timestamp}.${rawBody}`).digest('hex');
  return `t=${timestamp},v1=${signature}`;
}
