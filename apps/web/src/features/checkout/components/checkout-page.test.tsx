import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import * as api from '../api/checkout-api';
import * as storedCart from '../../../shared/stores/stored-cart';
import { query } from '../../../shared/api/use-api-query';
import type { PaymentStart } from '../api/checkout-api';
import { aCart, fakeStripe, standardShipping } from '../test/fixtures';
import { CheckoutPage } from './checkout-page';

vi.mock('../api/checkout-api', async (importActual) => {
  const actual = await importActual<typeof api>();
  return {
    apiMessage: actual.apiMessage,
    fetchCart: vi.fn(),
    countriesQuery: vi.fn(),
    subdivisionsQuery: vi.fn(),
    shippingMethodsQuery: vi.fn(),
    saveShippingDetails: vi.fn(),
    updateShippingMethod: vi.fn(),
    createPayment: vi.fn(),
  };
});

vi.mock('../../../shared/stores/stored-cart', async (importActual) => ({
  ...(await importActual<typeof storedCart>()),
  forgetCart: vi.fn(),
  storedCheckoutId: vi.fn(() => 'cart-1'),
}));

const mocked = { ...vi.mocked(api), ...vi.mocked(storedCart) };

beforeEach(() => {
  vi.clearAllMocks();
  mocked.storedCheckoutId.mockReturnValue('cart-1');
  mocked.fetchCart.mockResolvedValue(aCart());
  mocked.countriesQuery.mockReturnValue(
    query('countries', async () => [
      { code: 'US', country: 'United States' },
      { code: 'DE', country: 'Germany' },
    ]),
  );
  mocked.subdivisionsQuery.mockImplementation((code) =>
    query(`areas ${code}`, async () => [['CA', 'California']]),
  );
  mocked.shippingMethodsQuery.mockImplementation((country) =>
    query(`methods ${country}`, async () => [standardShipping]),
  );
  mocked.saveShippingDetails.mockResolvedValue(aCart());
  mocked.updateShippingMethod.mockResolvedValue(aCart());
});

const payment = (overrides: Partial<PaymentStart>): PaymentStart => ({
  success: true,
  gateway: 'stripe',
  paymentId: 'pay_1',
  clientSecret: null,
  publishableKey: null,
  approvalUrl: null,
  amount: { amount: 24.5, currency: 'USD' },
  ...overrides,
});

function renderPage() {
  const fake = fakeStripe();
  const loadStripe = vi.fn(async () => fake.stripe);
  render(
    <MemoryRouter>
      <CheckoutPage
        shopHref="/shop"
        cartHref="/cart"
        thankYouHref={(gateway) => `/checkout/thankyou/${gateway}`}
        loadStripe={loadStripe}
      />
    </MemoryRouter>,
  );
  return { fake, loadStripe, user: userEvent.setup() };
}

async function fillForm(user: ReturnType<typeof userEvent.setup>) {
  await user.type(await screen.findByLabelText('Email'), 'buyer@example.com');
  await user.type(screen.getByLabelText('First name'), 'Sam');
  await user.type(screen.getByLabelText('Last name'), 'Buyer');
  await user.type(screen.getByLabelText('Street address'), '1 Market Street');
  await user.type(screen.getByLabelText('City'), 'San Francisco');
  await user.type(screen.getByLabelText('Postal code'), '94105');
  await user.selectOptions(await screen.findByRole('combobox', { name: 'State / province' }), 'CA');
  await user.click(await screen.findByRole('radio', { name: /Standard Shipping/ }));
}

describe('CheckoutPage form', () => {
  it('shows the message of every required field and of the shipping method (spec 5)', async () => {
    const { user } = renderPage();
    await user.click(await screen.findByRole('button', { name: 'Pay $24.50' }));
    for (const message of [
      'Email is required.',
      'First name is required.',
      'Last name is required.',
      'Street address is required.',
      'City is required.',
      'State / province is required.',
      'Postal code is required.',
      'Shipping method is required!',
    ]) {
      expect(await screen.findByText(message, { exact: true })).toBeInTheDocument();
    }
    // The first invalid field takes the focus; nothing was sent.
    expect(screen.getByLabelText('Email')).toHaveFocus();
    expect(mocked.createPayment).not.toHaveBeenCalled();
  });

  it('asks for a valid email address', async () => {
    const { user } = renderPage();
    await user.type(await screen.findByLabelText('Email'), 'not-an-email');
    await user.click(screen.getByRole('button', { name: 'Pay $24.50' }));
    expect(await screen.findByText('Enter a valid email address.')).toBeInTheDocument();
    expect(screen.getByLabelText('Email')).toHaveAttribute('aria-invalid', 'true');
  });
});

describe('CheckoutPage payment step', () => {
  it('goes to the approval page when create-payment answers one (PayPal, the sandbox)', async () => {
    const assign = vi.spyOn(window.location, 'assign').mockImplementation(() => {});
    mocked.createPayment.mockResolvedValue(
      payment({ gateway: 'paypal', approvalUrl: 'http://localhost/api/payment/sandbox/sbx_1' }),
    );
    const { user, loadStripe } = renderPage();
    await fillForm(user);
    await user.click(screen.getByRole('radio', { name: /PayPal/ }));
    await user.click(screen.getByRole('button', { name: 'Pay $24.50' }));
    await waitFor(() =>
      expect(assign).toHaveBeenCalledWith('http://localhost/api/payment/sandbox/sbx_1'),
    );
    expect(mocked.createPayment).toHaveBeenCalledWith(
      'cart-1',
      'paypal',
      `${window.location.origin}/checkout/thankyou/paypal`,
      window.location.href,
    );
    expect(loadStripe).not.toHaveBeenCalled();
  });

  it('shows Stripe Elements with live keys, and going back keeps what was typed', async () => {
    mocked.createPayment.mockResolvedValue(
      payment({ clientSecret: 'pi_1_secret_2', publishableKey: 'pk_test_1' }),
    );
    const { user, loadStripe, fake } = renderPage();
    await fillForm(user);
    await user.click(screen.getByRole('button', { name: 'Pay $24.50' }));
    expect(await screen.findByRole('heading', { name: 'Pay by card' })).toBeInTheDocument();
    expect(loadStripe).toHaveBeenCalledWith('pk_test_1');
    await waitFor(() => expect(fake.created[0]?.type).toBe('payment'));
    // The order summary stays beside the step.
    expect(screen.getByRole('complementary', { name: 'Order summary' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Change payment method' }));
    expect(await screen.findByLabelText('Email')).toHaveValue('buyer@example.com');
    expect(screen.getByLabelText('City')).toHaveValue('San Francisco');
  });

  it('shows the Google Pay button for googlepay with live keys', async () => {
    mocked.createPayment.mockResolvedValue(
      payment({ gateway: 'googlepay', clientSecret: 'pi_1_secret_2', publishableKey: 'pk' }),
    );
    const { user, fake } = renderPage();
    await fillForm(user);
    await user.click(screen.getByRole('radio', { name: /Google Pay/ }));
    await user.click(screen.getByRole('button', { name: 'Pay $24.50' }));
    expect(await screen.findByRole('heading', { name: 'Pay with Google Pay' })).toBeInTheDocument();
    await waitFor(() => expect(fake.created[0]?.type).toBe('expressCheckout'));
  });

  it('says a method is not available when neither a page nor Stripe keys come back', async () => {
    mocked.createPayment.mockResolvedValue(payment({}));
    const { user } = renderPage();
    await fillForm(user);
    await user.click(screen.getByRole('button', { name: 'Pay $24.50' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This payment method is not available right now. Choose another one.',
    );
    expect(screen.getByRole('button', { name: 'Pay $24.50' })).toBeEnabled();
  });
});
