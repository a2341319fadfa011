import {
  GATEWAY_NAMES,
  GatewayError,
  type Fetch,
  type PaymentGateway,
  type PaymentReport,
} from './gateway';

/** The parts of a PayPal Orders v2 order this adapter reads. */
interface PaypalOrder {
  id: string;
  status: 'CREATED' | 'SAVED' | 'APPROVED' | 'VOIDED' | 'COMPLETED' | 'PAYER_ACTION_REQUIRED';
  links?: { href: string; rel: string }[];
  purchase_units?: {
    amount?: { value?: string };
    payments?: {
      captures?: { id: string; status: string; amount?: { value?: string } }[];
    };
  }[];
}

interface PaypalErrorBody {
  name?: string;
  message?: string;
  details?: { issue?: string; description?: string }[];
}

const DECLINED_IN_PAYPAL =
  'PayPal declined the payment method. Choose another way to pay in PayPal, or another payment method.';

/**
 * PayPal Orders v2 with fetch: create (the shopper approves on PayPal), then capture on
 * verification. OAuth 2 client credentials; the token is kept until shortly before it expires.
 */
export function paypalGateway(opts: {
  clientId: string;
  clientSecret: string;
  apiUrl: string;
  fetch: Fetch;
  now?: () => number;
}): PaymentGateway {
  const apiUrl = opts.apiUrl.replace(/\/$/, '');
  const now = opts.now ?? Date.now;
  let token: { value: string; expiresAt: number } | undefined;

  async function accessToken(): Promise<string> {
    if (token && token.expiresAt > now()) return token.value;
    const basic = Buffer.from(`${opts.clientId}:${opts.clientSecret}`).toString('base64');
    const response = await send(`${apiUrl}/v1/oauth2/token`, {
      method: 'POST',
      headers: {
        authorization: `Basic ${basic}`,
        'content-type': 'application/x-www-form-urlencoded',
      },
      body: 'grant_type=client_credentials',
    });
    const body = (await response.json().catch(() => null)) as {
      access_token?: string;
      expires_in?: number;
    } | null;
    if (!response.ok || !body?.access_token) {
      throw new GatewayError('paypal', 'could not get an access token', response.status, body);
    }
    // A minute early, so a token never expires between this check and PayPal's.
    token = { value: body.access_token, expiresAt: now() + ((body.expires_in ?? 0) - 60) * 1000 };
    return token.value;
  }

  async function send(url: string, init: RequestInit): Promise<Response> {
    try {
      return await opts.fetch(url, init);
    } catch (error) {
      throw new GatewayError('paypal', `request failed: ${(error as Error).message}`);
    }
  }

  async function call(
    method: 'GET' | 'POST',
    path: string,
    body?: unknown,
    requestId?: string,
  ): Promise<{ status: number; body: unknown }> {
    const response = await send(`${apiUrl}${path}`, {
      method,
      headers: {
        authorization: `Bearer ${await accessToken()}`,
        'content-type': 'application/json',
        prefer: 'return=representation',
        ...(requestId ? { 'paypal-request-id': requestId } : {}),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    return { status: response.status, body: await response.json().catch(() => null) };
  }

  const ok = (status: number) => status >= 200 && status < 300;
  const fail = (what: string, result: { status: number; body: unknown }): never => {
    const error = result.body as PaypalErrorBody | null;
    throw new GatewayError(
      'paypal',
      `${what}: ${error?.details?.[0]?.issue ?? error?.name ?? `HTTP ${result.status}`}`,
      result.status,
      result.body,
    );
  };

  return {
    id: 'paypal',
    name: GATEWAY_NAMES.paypal,
    mode: 'live',
    publishableKey: null,

    async start(input) {
      const result = await call(
        'POST',
        '/v2/checkout/orders',
        {
          intent: 'CAPTURE',
          purchase_units: [
            {
              reference_id: input.checkoutId,
              custom_id: input.paymentId,
              description: input.description.slice(0, 127),
              amount: { currency_code: input.currency, value: decimal(input.amountCents) },
            },
          ],
          payment_source: {
            paypal: {
              experience_context: {
                return_url: input.returnUrl,
                cancel_url: input.cancelUrl,
                user_action: 'PAY_NOW',
                shipping_preference: 'NO_SHIPPING',
              },
            },
          },
        },
        input.paymentId,
      );
      if (!ok(result.status)) return fail('create order', result);
      const order = result.body as PaypalOrder;
      const approve = order.links?.find((l) => l.rel === 'payer-action' || l.rel === 'approve');
      if (!approve) throw new GatewayError('paypal', 'the order has no approval link', 200, order);
      return { providerPaymentId: order.id, clientSecret: null, approvalUrl: approve.href };
    },

    async retrieve(ref) {
      const result = await call(
        'GET',
        `/v2/checkout/orders/${encodeURIComponent(ref.providerPaymentId)}`,
      );
      if (!ok(result.status)) return fail('get order', result);
      return reportOf(result.body as PaypalOrder);
    },

    async capture(ref) {
      const id = encodeURIComponent(ref.providerPaymentId);
      const result = await call('POST', `/v2/checkout/orders/${id}/capture`, {}, `capture-${id}`);
      if (ok(result.status)) return reportOf(result.body as PaypalOrder);
      const issue = (result.body as PaypalErrorBody | null)?.details?.[0]?.issue;
      if (issue === 'INSTRUMENT_DECLINED') {
        return { state: 'failed', message: DECLINED_IN_PAYPAL, amountCents: null };
      }
      if (issue === 'ORDER_ALREADY_CAPTURED') return this.retrieve(ref);
      if (issue === 'ORDER_NOT_APPROVED') {
        return { state: 'requires_payment', message: null, amountCents: null };
      }
      return fail('capture order', result);
    },

    async refund(ref) {
      if (!ref.captureId) throw new GatewayError('paypal', 'refund needs the capture id');
      const id = encodeURIComponent(ref.captureId);
      const result = await call('POST', `/v2/payments/captures/${id}/refund`, {}, `refund-${id}`);
      if (!ok(result.status)) fail('refund capture', result);
    },
  };
}

function reportOf(order: PaypalOrder): PaymentReport {
  const unit = order.purchase_units?.[0];
  const amountCents = cents(unit?.amount?.value);
  switch (order.status) {
    case 'APPROVED':
      return { state: 'approved', message: null, amountCents };
    case 'VOIDED':
      return { state: 'cancelled', message: 'The PayPal payment was cancelled.', amountCents };
    case 'COMPLETED': {
      const capture = unit?.payments?.captures?.[0];
      const captured = { amountCents: cents(capture?.amount?.value) ?? amountCents };
      switch (capture?.status) {
        case 'COMPLETED':
          return { state: 'succeeded', message: null, captureId: capture.id, ...captured };
        case 'PENDING':
          return { state: 'requires_action', message: null, captureId: capture.id, ...captured };
        case 'REFUNDED':
        case 'PARTIALLY_REFUNDED':
          return { state: 'refunded', message: null, captureId: capture.id, ...captured };
        default:
          return { state: 'failed', message: DECLINED_IN_PAYPAL, ...captured };
      }
    }
    default:
      return { state: 'requires_payment', message: null, amountCents };
  }
}

const decimal = (amountCents: number) => (amountCents / 100).toFixed(2);
const cents = (value: string | undefined) =>
  value === undefined ? null : Math.round(Number(value) * 100);
