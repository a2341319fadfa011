import { TOAST_DURATION_MS } from '@mhp/contract/constants';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ToastProvider, useToast } from './toast';
import type { ToastOptions } from './toast';

function Trigger({ message, options }: { message: string; options?: ToastOptions }) {
  const toast = useToast();
  return (
    <button type="button" onClick={() => toast.show(message, options)}>
      Notify {message}
    </button>
  );
}

function wait(ms: number) {
  act(() => {
    vi.advanceTimersByTime(ms);
  });
}

// fireEvent rather than user-event here: user-event waits on timers, which are fake in these tests.
describe('toasts', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('shows a status message with its link and hides it after 3 seconds', () => {
    render(
      <ToastProvider>
        <Trigger
          message="Added to cart."
          options={{ tone: 'success', action: { label: 'Go to Cart', href: '/cart' } }}
        />
      </ToastProvider>,
    );

    fireEvent.click(screen.getByRole('button', { name: 'Notify Added to cart.' }));

    expect(screen.getByRole('status')).toHaveTextContent('Added to cart.');
    expect(screen.getByRole('link', { name: 'Go to Cart' })).toHaveAttribute('href', '/cart');

    wait(TOAST_DURATION_MS - 1);
    expect(screen.getByText('Added to cart.')).toBeVisible();
    wait(1);
    expect(screen.queryByText('Added to cart.')).not.toBeInTheDocument();
    expect(TOAST_DURATION_MS).toBe(3000);
  });

  it('announces errors assertively as an alert', () => {
    render(
      <ToastProvider>
        <Trigger message="Payment failed." options={{ tone: 'error' }} />
      </ToastProvider>,
    );

    fireEvent.click(screen.getByRole('button', { name: 'Notify Payment failed.' }));

    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('Payment failed.');
    expect(alert.closest('[aria-live]')).toHaveAttribute('aria-live', 'assertive');
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('can be dismissed at once', () => {
    render(
      <ToastProvider>
        <Trigger message="Saved." />
      </ToastProvider>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Notify Saved.' }));

    fireEvent.click(screen.getByRole('button', { name: 'Dismiss notification' }));

    expect(screen.queryByText('Saved.')).not.toBeInTheDocument();
  });

  it('shows at most three at once, dropping the oldest', () => {
    render(
      <ToastProvider>
        {['One', 'Two', 'Three', 'Four'].map((message) => (
          <Trigger key={message} message={message} />
        ))}
      </ToastProvider>,
    );

    for (const message of ['One', 'Two', 'Three', 'Four']) {
      fireEvent.click(screen.getByRole('button', { name: `Notify ${message}` }));
    }

    expect(screen.getAllByRole('status').map((toast) => toast.textContent)).toEqual([
      'Two',
      'Three',
      'Four',
    ]);
  });

  it('shows a repeated message once, with its time restarted', () => {
    render(
      <ToastProvider>
        <Trigger message="Added to cart." />
      </ToastProvider>,
    );
    const button = screen.getByRole('button', { name: 'Notify Added to cart.' });

    fireEvent.click(button);
    wait(2000);
    fireEvent.click(button);

    expect(screen.getAllByRole('status')).toHaveLength(1);
    wait(2000);
    expect(screen.getByText('Added to cart.')).toBeVisible();
    wait(1000);
    expect(screen.queryByText('Added to cart.')).not.toBeInTheDocument();
  });

  it('stays while pointed at, then hides 3 seconds after the pointer leaves', () => {
    render(
      <ToastProvider>
        <Trigger message="Saved." />
      </ToastProvider>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Notify Saved.' }));

    fireEvent.mouseEnter(screen.getByText('Saved.'));
    wait(10_000);
    expect(screen.getByText('Saved.')).toBeVisible();

    fireEvent.mouseLeave(screen.getByText('Saved.'));
    wait(TOAST_DURATION_MS);
    expect(screen.queryByText('Saved.')).not.toBeInTheDocument();
  });

  it('navigates in the app with its link and closes', () => {
    render(
      <MemoryRouter initialEntries={['/shop']}>
        <ToastProvider>
          <Routes>
            <Route
              path="/shop"
              element={
                <Trigger
                  message="Added to cart."
                  options={{ action: { label: 'Go to Cart', href: '/cart' } }}
                />
              }
            />
            <Route path="/cart" element={<h1>Your cart</h1>} />
          </Routes>
        </ToastProvider>
      </MemoryRouter>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Notify Added to cart.' }));

    fireEvent.click(screen.getByRole('link', { name: 'Go to Cart' }));

    expect(screen.getByRole('heading', { name: 'Your cart' })).toBeVisible();
    expect(screen.queryByText('Added to cart.')).not.toBeInTheDocument();
  });

  it('needs a provider', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(() => render(<Trigger message="Lost" />)).toThrow(
      'useToast must be used inside a ToastProvider.',
    );
  });
});
