import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { StripeStep } from '../lib/payment-step';
import { fakeStripe } from '../test/fixtures';
import StripePaymentStep, { GOOGLE_PAY_UNAVAILABLE } from './stripe-payment-step';

const cardStep: StripeStep = {
  kind: 'stripe-card',
  paymentId: 'pay_1',
  clientSecret: 'pi_1_secret_abc',
  publishableKey: 'pk_test_key',
  returnUrl: 'https://stud.example/checkout/thankyou/stripe?payment_id=pay_1',
  amount: { amount: 24.5, currency: 'USD' },
};
const googlePayStep: StripeStep = {
  ...cardStep,
  kind: 'google-pay',
  returnUrl: 'https://stud.example/checkout/thankyou/googlepay?payment_id=pay_1',
};

function renderStep(step: StripeStep, fake = fakeStripe()) {
  const loadStripe = vi.fn(async () => fake.stripe);
  const onBack = vi.fn();
  render(<StripePaymentStep step={step} onBack={onBack} loadStripe={loadStripe} />);
  return { fake, loadStripe, onBack };
}

describe('StripePaymentStep: card', () => {
  it('mounts the Payment Element with the client secret and pays to the thank-you URL', async () => {
    const user = userEvent.setup();
    const { fake, loadStripe } = renderStep(cardStep);
    expect(screen.getByRole('heading', { name: 'Pay by card' })).toHaveFocus();
    expect(loadStripe).toHaveBeenCalledWith('pk_test_key');
    const pay = await screen.findByRole('button', { name: 'Pay $24.50' });
    // Not before Stripe says the element is ready.
    expect(pay).toBeDisabled();
    // The element is created in an effect after Stripe.js loads: the button may come first.
    await waitFor(() => expect(fake.created[0]).toMatchObject({ type: 'payment' }));
    expect(fake.elementsOptions[0]).toMatchObject({ clientSecret: 'pi_1_secret_abc' });
    expect(screen.getByTestId('stripe-payment-element')).toContainElement(
      screen.getByTitle('fake payment'),
    );
    await act(() => fake.emit('payment', 'ready'));
    expect(pay).toBeEnabled();

    // Stripe.js leaves the page on success: the promise never settles.
    fake.confirmPayment.mockReturnValue(new Promise(() => {}));
    await user.click(pay);
    expect(fake.confirmPayment).toHaveBeenCalledWith({
      elements: expect.anything(),
      confirmParams: { return_url: cardStep.returnUrl },
    });
    const busy = screen.getByRole('button', { name: /Processing payment/ });
    expect(busy).toBeDisabled();
  });

  it("shows Stripe's error inline and lets the shopper try again", async () => {
    const user = userEvent.setup();
    const { fake } = renderStep(cardStep);
    await waitFor(() => expect(fake.created).toHaveLength(1));
    await act(() => fake.emit('payment', 'ready'));
    fake.confirmPayment.mockResolvedValue({
      error: { type: 'card_error', message: 'Your card was declined.' },
    });
    await user.click(await screen.findByRole('button', { name: 'Pay $24.50' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Your card was declined.');
    expect(screen.getByRole('button', { name: 'Pay $24.50' })).toBeEnabled();

    fake.confirmPayment.mockReturnValue(new Promise(() => {}));
    await user.click(screen.getByRole('button', { name: 'Pay $24.50' }));
    // A new attempt clears the old message.
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('goes back to change the payment method', async () => {
    const user = userEvent.setup();
    const { onBack } = renderStep(cardStep);
    await user.click(screen.getByRole('button', { name: 'Change payment method' }));
    expect(onBack).toHaveBeenCalledOnce();
  });

  it('says so when Stripe.js cannot be loaded', async () => {
    const onBack = vi.fn();
    render(<StripePaymentStep step={cardStep} onBack={onBack} loadStripe={async () => null} />);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The secure payment form could not be loaded.',
    );
    expect(screen.queryByRole('button', { name: /^Pay / })).toBeNull();
  });
});

describe('StripePaymentStep: Google Pay', () => {
  it('offers only Google Pay and confirms the PaymentIntent when the shopper approves', async () => {
    const { fake } = renderStep(googlePayStep);
    expect(screen.getByRole('heading', { name: 'Pay with Google Pay' })).toBeInTheDocument();
    await waitFor(() => expect(fake.created[0]?.type).toBe('expressCheckout'));
    expect(fake.created[0]?.options).toMatchObject({
      paymentMethods: { googlePay: 'always', applePay: 'never', link: 'never' },
    });
    await act(() =>
      fake.emit('expressCheckout', 'ready', { availablePaymentMethods: { googlePay: true } }),
    );
    expect(screen.queryByText(GOOGLE_PAY_UNAVAILABLE)).toBeNull();
    expect(screen.getByTestId('stripe-express-checkout')).toBeVisible();

    fake.confirmPayment.mockResolvedValue({
      error: { type: 'card_error', message: 'Your card has insufficient funds.' },
    });
    await act(() => fake.emit('expressCheckout', 'confirm', { expressPaymentType: 'google_pay' }));
    expect(fake.confirmPayment).toHaveBeenCalledWith({
      elements: expect.anything(),
      confirmParams: { return_url: googlePayStep.returnUrl },
    });
    expect(screen.getByRole('alert')).toHaveTextContent('Your card has insufficient funds.');
  });

  it('says clearly when Google Pay is not available in this browser', async () => {
    const { fake } = renderStep(googlePayStep);
    await waitFor(() => expect(fake.created).toHaveLength(1));
    await act(() => fake.emit('expressCheckout', 'ready', { availablePaymentMethods: undefined }));
    expect(screen.getByText(GOOGLE_PAY_UNAVAILABLE)).toBeInTheDocument();
    expect(screen.getByTestId('stripe-express-checkout')).not.toBeVisible();
  });
});
