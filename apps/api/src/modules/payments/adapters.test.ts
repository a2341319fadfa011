import { describe, expect, it } from 'vitest';
import { GatewayError, type Fetch, type StartPayment } from './gateway';
import { paypalGateway } from './paypal';
import { formEncode, stripeGateway, stripeTokenId } from './stripe';
import { paypalRecordings, stripeRecordings } from '../../test/test-payment-vendors';

/** A fetch that answers recorded vendor responses in order and keeps every request. */
function recordedFetch(answers: { status?: number; body: unknown }[]) {
  const requests: { url: string; method: string; headers: Record<string, string>; body: string }[] =
    [];
  const fetch: Fetch = async (url, init) => {
    requests.push({
      url,
      method: init?.method ?? 'GET',
      headers: Object.fromEntries(new Headers(init?.headers).entries()),
      body: typeof init?.body === 'string' ? init.body : '',
    });
    const answer = answers.shift();
    if (!answer) throw new Error(`unexpected request ${url}`);
    return new Response(JSON.stringify(answer.body), {
      status: answer.status ?? 200,
      headers: { 'content-type': 'application/json' },
    });
  };
  return { fetch, requests };
}

const input: StartPayment = {
  paymentId: 'pay_1',
  checkoutId: 'c-1',
  amountCents: 6395,
  currency: 'USD',
  email: 'buyer@example.com',
  description: 'Order from checkout c-1',
  returnUrl: 'https://shop.example/checkout/thankyou/paypal?payment_id=pay_1',
  cancelUrl: 'https://shop.example/checkout',
  origin: 'https://shop.example',
};

describe('Stripe adapter', () => {
  const make = (
    answers: { status?: number; body: unknown }[],
    id: 'stripe' | 'googlepay' = 'stripe',
  ) => {
    const stub = recordedFetch(answers);
    const gateway = stripeGateway({
      id,
      secretKey: 'sk_test_123',
      publishableKey: 'pk_test_123',
      fetch: stub.fetch,
    });
    return { gateway, requests: stub.requests };
  };

  it('creates a PaymentIntent for the amount, keyed by our payment id', async () => {
    const { gateway, requests } = make([{ body: stripeRecordings.intentCreated }]);
    const started = await gateway.start(input);
    expect(started).toEqual({
      providerPaymentId: 'pi_3PxQ2cLkdIwHu7ix0a1b2c3d',
      clientSecret: 'pi_3PxQ2cLkdIwHu7ix0a1b2c3d_secret_Zm9vYmFyYmF6',
      approvalUrl: null,
    });
    const [request] = requests;
    expect(request).toMatchObject({
      url: 'https://api.stripe.com/v1/payment_intents',
      method: 'POST',
      headers: {
        authorization: 'Bearer sk_test_123',
        'idempotency-key': 'pay_1',
        'content-type': 'application/x-www-form-urlencoded',
      },
    });
    const form = new URLSearchParams(request!.body);
    expect(form.get('amount')).toBe('6395');
    expect(form.get('currency')).toBe('usd');
    expect(form.get('metadata[checkout_id]')).toBe('c-1');
    expect(form.get('metadata[payment_id]')).toBe('pay_1');
  });

  it('reads succeeded, declined and 3-D Secure PaymentIntents', async () => {
    const { gateway, requests } = make([
      { body: stripeRecordings.intentSucceeded },
      { body: stripeRecordings.intentDeclined },
      { body: stripeRecordings.intentRequiresAction },
    ]);
    const ref = { providerPaymentId: 'pi_3PxQ2cLkdIwHu7ix0a1b2c3d' };
    expect(await gateway.retrieve(ref)).toEqual({
      state: 'succeeded',
      message: null,
      amountCents: 6395,
    });
    expect(await gateway.retrieve(ref)).toMatchObject({
      state: 'failed',
      message: 'Your card was declined.',
    });
    expect((await gateway.capture(ref)).state).toBe('requires_action');
    expect(requests[0]).toMatchObject({
      url: 'https://api.stripe.com/v1/payment_intents/pi_3PxQ2cLkdIwHu7ix0a1b2c3d',
      method: 'GET',
    });
  });

  it('charges a Google Pay token at once, and reports a decline as a failed payment', async () => {
    const { gateway, requests } = make(
      [
        { body: stripeRecordings.intentSucceeded },
        { status: 402, body: stripeRecordings.cardDeclinedError },
      ],
      'googlepay',
    );
    const token = JSON.stringify({ id: 'tok_1PxQ4eLkdIwHu7ixGpay', type: 'card' });
    const paid = await gateway.chargeToken!(input, token);
    expect(paid).toMatchObject({
      providerPaymentId: 'pi_3PxQ2cLkdIwHu7ix0a1b2c3d',
      state: 'succeeded',
    });
    const form = new URLSearchParams(requests[0]!.body);
    expect(form.get('confirm')).toBe('true');
    expect(form.get('payment_method_data[type]')).toBe('card');
    expect(form.get('payment_method_data[card][token]')).toBe('tok_1PxQ4eLkdIwHu7ixGpay');

    const declined = await gateway.chargeToken!(input, token);
    expect(declined).toMatchObject({
      providerPaymentId: 'pi_3PxQ2cLkdIwHu7ix0Declined',
      state: 'failed',
      message: 'Your card was declined.',
    });
  });

  it('refunds by PaymentIntent and raises GatewayError for API errors', async () => {
    const { gateway, requests } = make([
      { body: stripeRecordings.refund },
      { status: 401, body: stripeRecordings.invalidKeyError },
    ]);
    await gateway.refund({ providerPaymentId: 'pi_3PxQ2cLkdIwHu7ix0a1b2c3d', amountCents: 6395 });
    expect(requests[0]).toMatchObject({
      url: 'https://api.stripe.com/v1/refunds',
      headers: { 'idempotency-key': 'refund-pi_3PxQ2cLkdIwHu7ix0a1b2c3d' },
    });
    expect(new URLSearchParams(requests[0]!.body).get('payment_intent')).toBe(
      'pi_3PxQ2cLkdIwHu7ix0a1b2c3d',
    );
    await expect(gateway.start(input)).rejects.toBeInstanceOf(GatewayError);
  });

  it('encodes nested parameters and reads token ids', () => {
    expect(formEncode({ a: 1, b: { c: 'x y', d: { e: true } }, skip: undefined })).toBe(
      'a=1&b%5Bc%5D=x%20y&b%5Bd%5D%5Be%5D=true',
    );
    expect(stripeTokenId('{"id":"tok_1"}')).toBe('tok_1');
    expect(stripeTokenId('tok_visa')).toBe('tok_visa');
  });
});

describe('PayPal adapter', () => {
  const make = (answers: { status?: number; body: unknown }[]) => {
    const stub = recordedFetch(answers);
    const gateway = paypalGateway({
      clientId: 'client-id',
      clientSecret: 'client-secret',
      apiUrl: 'https://api-m.sandbox.paypal.com',
      fetch: stub.fetch,
    });
    return { gateway, requests: stub.requests };
  };

  it('gets a token, creates an order and answers its approval link', async () => {
    const { gateway, requests } = make([
      { body: paypalRecordings.token },
      { status: 200, body: paypalRecordings.orderCreated },
      { body: paypalRecordings.orderApproved },
    ]);
    const started = await gateway.start(input);
    expect(started).toEqual({
      providerPaymentId: '5O190127TN364715T',
      clientSecret: null,
      approvalUrl: 'https://www.sandbox.paypal.com/checkoutnow?token=5O190127TN364715T',
    });
    expect(requests[0]).toMatchObject({
      url: 'https://api-m.sandbox.paypal.com/v1/oauth2/token',
      method: 'POST',
      body: 'grant_type=client_credentials',
      headers: {
        authorization: `Basic ${Buffer.from('client-id:client-secret').toString('base64')}`,
      },
    });
    expect(requests[1]).toMatchObject({
      url: 'https://api-m.sandbox.paypal.com/v2/checkout/orders',
      headers: {
        authorization: `Bearer ${paypalRecordings.token.access_token}`,
        'paypal-request-id': 'pay_1',
      },
    });
    const order = JSON.parse(requests[1]!.body);
    expect(order.intent).toBe('CAPTURE');
    expect(order.purchase_units[0].amount).toEqual({ currency_code: 'USD', value: '63.95' });
    expect(order.payment_source.paypal.experience_context.return_url).toBe(input.returnUrl);

    // The token is reused until it nearly expires.
    expect(await gateway.retrieve({ providerPaymentId: '5O190127TN364715T' })).toEqual({
      state: 'approved',
      message: null,
      amountCents: 6395,
    });
    expect(requests).toHaveLength(3);
  });

  it('captures an approved order and refunds the capture', async () => {
    const { gateway, requests } = make([
      { body: paypalRecordings.token },
      { status: 201, body: paypalRecordings.orderCaptured },
      { status: 201, body: paypalRecordings.refund },
    ]);
    const captured = await gateway.capture({ providerPaymentId: '5O190127TN364715T' });
    expect(captured).toEqual({
      state: 'succeeded',
      message: null,
      captureId: '3C679366HH908993F',
      amountCents: 6395,
    });
    expect(requests[1]).toMatchObject({
      url: 'https://api-m.sandbox.paypal.com/v2/checkout/orders/5O190127TN364715T/capture',
      method: 'POST',
      headers: { 'paypal-request-id': 'capture-5O190127TN364715T' },
    });
    await gateway.refund({
      providerPaymentId: '5O190127TN364715T',
      captureId: '3C679366HH908993F',
      amountCents: 6395,
    });
    expect(requests[2]!.url).toBe(
      'https://api-m.sandbox.paypal.com/v2/payments/captures/3C679366HH908993F/refund',
    );
  });

  it('reports a declined funding instrument as a failed payment', async () => {
    const { gateway } = make([
      { body: paypalRecordings.token },
      { status: 422, body: paypalRecordings.instrumentDeclined },
    ]);
    expect(await gateway.capture({ providerPaymentId: '5O190127TN364715T' })).toMatchObject({
      state: 'failed',
      message: expect.stringContaining('PayPal declined'),
    });
  });

  it('raises GatewayError when PayPal refuses the credentials', async () => {
    const { gateway } = make([{ status: 401, body: { error: 'invalid_client' } }]);
    await expect(gateway.start(input)).rejects.toBeInstanceOf(GatewayError);
  });
});
