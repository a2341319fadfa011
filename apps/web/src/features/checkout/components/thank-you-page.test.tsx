import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import * as api from '../api/checkout-api';
import * as storedCart from '../../../shared/stores/stored-cart';
import { anOrder } from '../test/fixtures';
import { ThankYouPage } from './thank-you-page';

vi.mock('../api/checkout-api', async (importActual) => {
  const actual = await importActual<typeof api>();
  return {
    apiMessage: actual.apiMessage,
    verifyPayment: vi.fn(),
  };
});
vi.mock('../../../shared/stores/stored-cart', () => ({
  forgetCart: vi.fn(),
  storedCheckoutId: vi.fn(),
}));

const mocked = { ...vi.mocked(api), ...vi.mocked(storedCart) };
let stored: string | null;

beforeEach(() => {
  vi.clearAllMocks();
  sessionStorage.clear();
  stored = 'cart-1';
  // Like the real module: clearing forgets checkoutId.
  mocked.storedCheckoutId.mockImplementation(() => stored);
  mocked.forgetCart.mockImplementation(() => void (stored = null));
  mocked.verifyPayment.mockResolvedValue({ success: true, order: anOrder() });
});

function renderPage(paymentId: string | null = 'pay_1', gateway = 'stripe') {
  return render(
    <MemoryRouter>
      <ThankYouPage
        gateway={gateway}
        paymentId={paymentId}
        shopHref="/shop"
        checkoutHref="/checkout"
      />
    </MemoryRouter>,
  );
}

const thanks = () => screen.findByRole('heading', { level: 1, name: 'Thank you for your order' });

describe('ThankYouPage', () => {
  it('verifies the payment, shows the order and forgets the cart', async () => {
    renderPage();
    expect(screen.getByRole('heading', { name: 'Confirming your payment' })).toBeInTheDocument();
    expect(await thanks()).toBeInTheDocument();
    expect(screen.getByText(/Order #10042 is confirmed/)).toBeInTheDocument();
    expect(mocked.verifyPayment).toHaveBeenCalledWith('cart-1', 'stripe', 'pay_1');
    expect(mocked.forgetCart).toHaveBeenCalledOnce();
  });

  it('still shows the order after a reload, when the cart is gone', async () => {
    const first = renderPage();
    await thanks();
    first.unmount();
    expect(stored).toBeNull();

    // A reload: same URL, no checkoutId any more; verify-payment answers the same order again.
    renderPage();
    expect(await thanks()).toBeInTheDocument();
    expect(mocked.verifyPayment).toHaveBeenLastCalledWith('cart-1', 'stripe', 'pay_1');
    expect(mocked.forgetCart).toHaveBeenCalledOnce();
  });

  it('leaves a newer cart alone when an earlier thank-you page is opened again', async () => {
    const first = renderPage();
    await thanks();
    first.unmount();
    stored = 'cart-2';

    renderPage();
    expect(await thanks()).toBeInTheDocument();
    expect(mocked.verifyPayment).toHaveBeenLastCalledWith('cart-1', 'stripe', 'pay_1');
    expect(stored).toBe('cart-2');
  });

  it('does not reuse the remembered cart for another payment', async () => {
    const first = renderPage();
    await thanks();
    first.unmount();

    renderPage('pay_other');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Payment not completed' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('We could not find a payment to confirm.');
    expect(mocked.verifyPayment).toHaveBeenCalledOnce();
  });

  it('shows why a payment was not confirmed and links back to the checkout', async () => {
    mocked.verifyPayment.mockRejectedValue({
      status: 402,
      body: {
        statusCode: 402,
        error: 'payment_declined',
        message: '["Your card was declined."]',
      },
    });
    renderPage();
    expect(await screen.findByRole('alert')).toHaveTextContent('Your card was declined.');
    expect(screen.getByRole('link', { name: 'Back to checkout' })).toHaveAttribute(
      'href',
      '/checkout',
    );
    expect(mocked.forgetCart).not.toHaveBeenCalled();
  });
});
