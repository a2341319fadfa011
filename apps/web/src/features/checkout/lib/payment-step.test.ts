import { describe, expect, it } from 'vitest';
import { paymentStepOf, type PaymentAnswer } from './payment-step';

const returnUrl = 'https://stud.example/checkout/thankyou/stripe';
const answer = (overrides: Partial<PaymentAnswer>): PaymentAnswer => ({
  gateway: 'stripe',
  paymentId: 'pay_1',
  clientSecret: null,
  publishableKey: null,
  approvalUrl: null,
  amount: { amount: 24.5, currency: 'USD' },
  ...overrides,
});

describe('paymentStepOf', () => {
  it('sends the browser to an approval URL (PayPal, the sandbox) when there is one', () => {
    const url = 'https://stud.example/api/payment/sandbox/sbx_1';
    expect(paymentStepOf(answer({ approvalUrl: url }), returnUrl)).toEqual({
      kind: 'redirect',
      url,
    });
  });

  it('confirms a card payment with Stripe Elements when a client secret and key arrive', () => {
    const step = paymentStepOf(
      answer({ clientSecret: 'pi_1_secret_2', publishableKey: 'pk_test_1' }),
      returnUrl,
    );
    expect(step).toMatchObject({
      kind: 'stripe-card',
      clientSecret: 'pi_1_secret_2',
      publishableKey: 'pk_test_1',
      // The thank-you page with payment_id, as create-payment builds it.
      returnUrl: `${returnUrl}?payment_id=pay_1`,
    });
  });

  it('uses the Google Pay button for googlepay with Stripe keys', () => {
    const step = paymentStepOf(
      answer({ gateway: 'googlepay', clientSecret: 's', publishableKey: 'pk' }),
      'https://stud.example/checkout/thankyou/googlepay?from=cart',
    );
    expect(step).toMatchObject({
      kind: 'google-pay',
      returnUrl: 'https://stud.example/checkout/thankyou/googlepay?from=cart&payment_id=pay_1',
    });
  });

  it('has nothing to offer without an approval URL or Stripe keys', () => {
    expect(paymentStepOf(answer({ clientSecret: 's' }), returnUrl)).toEqual({
      kind: 'unavailable',
    });
    expect(
      paymentStepOf(
        answer({ gateway: 'paypal', clientSecret: 's', publishableKey: 'pk' }),
        returnUrl,
      ),
    ).toEqual({ kind: 'unavailable' });
  });
});
