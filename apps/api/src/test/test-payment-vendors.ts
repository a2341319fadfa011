/**
 * Responses of Stripe's and PayPal's REST APIs as their test environments send them (trimmed
 * to the fields that matter, ids and secrets replaced), for the adapter tests' fetch stub.
 */

const intent = {
  id: 'pi_3PxQ2cLkdIwHu7ix0a1b2c3d',
  object: 'payment_intent',
  amount: 6395,
  amount_capturable: 0,
  amount_received: 0,
  capture_method: 'automatic',
  client_secret: 'pi_3PxQ2cLkdIwHu7ix0a1b2c3d_secret_Zm9vYmFyYmF6',
  confirmation_method: 'automatic',
  created: 1726500000,
  currency: 'usd',
  description: 'Order from checkout c-1',
  last_payment_error: null,
  livemode: false,
  metadata: { checkout_id: 'c-1', payment_id: 'pay_1' },
  payment_method: null,
  payment_method_types: ['card'],
  receipt_email: 'buyer@example.com',
  status: 'requires_payment_method',
};

export const stripeRecordings = {
  intentCreated: intent,
  intentSucceeded: {
    ...intent,
    amount_received: 6395,
    payment_method: 'pm_1PxQ3dLkdIwHu7ixVisa4242',
    status: 'succeeded',
    latest_charge: 'ch_3PxQ2cLkdIwHu7ix0Charge01',
  },
  intentRequiresAction: {
    ...intent,
    payment_method: 'pm_1PxQ3dLkdIwHu7ix3ds3184',
    status: 'requires_action',
    next_action: {
      type: 'use_stripe_sdk',
      use_stripe_sdk: { type: 'three_d_secure_redirect', stripe_js: 'https://hooks.stripe.com/…' },
    },
  },
  intentDeclined: {
    ...intent,
    status: 'requires_payment_method',
    last_payment_error: {
      code: 'card_declined',
      decline_code: 'generic_decline',
      doc_url: 'https://stripe.com/docs/error-codes/card-declined',
      message: 'Your card was declined.',
      type: 'card_error',
    },
  },
  /** 402 of POST /v1/payment_intents with confirm=true and a declined Google Pay token. */
  cardDeclinedError: {
    error: {
      charge: 'ch_3PxQ2cLkdIwHu7ix0Declined',
      code: 'card_declined',
      decline_code: 'generic_decline',
      doc_url: 'https://stripe.com/docs/error-codes/card-declined',
      message: 'Your card was declined.',
      payment_intent: {
        ...intent,
        id: 'pi_3PxQ2cLkdIwHu7ix0Declined',
        status: 'requires_payment_method',
      },
      request_log_url: 'https://dashboard.stripe.com/test/logs/req_abc',
      type: 'card_error',
    },
  },
  invalidKeyError: {
    error: {
      message: 'Invalid API Key provided: sk_test_****1234',
      type: 'invalid_request_error',
    },
  },
  refund: {
    id: 're_3PxQ2cLkdIwHu7ix0Refund01',
    object: 'refund',
    amount: 6395,
    charge: 'ch_3PxQ2cLkdIwHu7ix0Charge01',
    currency: 'usd',
    payment_intent: 'pi_3PxQ2cLkdIwHu7ix0a1b2c3d',
    status: 'succeeded',
  },
};

const orderId = '5O190127TN364715T';

export const paypalRecordings = {
  token: {
    scope: 'https://uri.paypal.com/services/payments/payment/authcode',
    access_token:
      'A21AAFEpH4PsADK7qSS7pSRsgzfENtu-Q1ysgEDVDESseMHBYXVJYE8ovjj68elIDy8nF26AwPhfXTIeWAZHSLIsQkSYz9ifg',
    token_type: 'Bearer',
    app_id: 'APP-80W284485P519543T',
    expires_in: 31668,
    nonce: '2020-04-03T15:35:36ZaYZlGvEkV4yVSz8g6bAKFoGSEzuy3CQcz3ljhibkOHg',
  },
  orderCreated: {
    id: orderId,
    status: 'PAYER_ACTION_REQUIRED',
    payment_source: { paypal: {} },
    links: [
      {
        href: `https://api-m.sandbox.paypal.com/v2/checkout/orders/${orderId}`,
        rel: 'self',
        method: 'GET',
      },
      {
        href: `https://www.sandbox.paypal.com/checkoutnow?token=${orderId}`,
        rel: 'payer-action',
        method: 'GET',
      },
    ],
  },
  orderApproved: {
    id: orderId,
    intent: 'CAPTURE',
    status: 'APPROVED',
    purchase_units: [
      { reference_id: 'c-1', custom_id: 'pay_1', amount: { currency_code: 'USD', value: '63.95' } },
    ],
    payer: { payer_id: 'QYR5Z8XDVJNXQ', email_address: 'buyer@example.com' },
  },
  orderCaptured: {
    id: orderId,
    status: 'COMPLETED',
    purchase_units: [
      {
        reference_id: 'c-1',
        amount: { currency_code: 'USD', value: '63.95' },
        payments: {
          captures: [
            {
              id: '3C679366HH908993F',
              status: 'COMPLETED',
              amount: { currency_code: 'USD', value: '63.95' },
              final_capture: true,
              seller_protection: { status: 'ELIGIBLE' },
            },
          ],
        },
      },
    ],
  },
  instrumentDeclined: {
    name: 'UNPROCESSABLE_ENTITY',
    details: [
      {
        issue: 'INSTRUMENT_DECLINED',
        description:
          "The instrument presented  was either declined by the processor or bank, or it can't be used for this payment.",
      },
    ],
    message:
      'The requested action could not be performed, semantically incorrect, or failed business validation.',
    debug_id: 'c9a75b43fc807',
  },
  refund: {
    id: '1JU08902781691411',
    status: 'COMPLETED',
    links: [
      {
        href: 'https://api-m.sandbox.paypal.com/v2/payments/refunds/1JU08902781691411',
        rel: 'self',
        method: 'GET',
      },
    ],
  },
};
