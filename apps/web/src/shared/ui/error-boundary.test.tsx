import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ChunkLoadError } from '../lib/lazy-with-retry';
import { ErrorBoundary } from './error-boundary';

let failure: Error | null = null;

function Page() {
  if (failure) throw failure;
  return <p>Product details</p>;
}

describe('ErrorBoundary', () => {
  beforeEach(() => {
    failure = null;
    vi.spyOn(console, 'error').mockImplementation(() => {});
  });

  it('renders its children when nothing fails', () => {
    render(
      <ErrorBoundary>
        <Page />
      </ErrorBoundary>,
    );
    expect(screen.getByText('Product details')).toBeVisible();
  });

  it('shows the generic error with Try again, logs the error, and recovers', async () => {
    failure = new Error('Cannot read properties of undefined');
    render(
      <ErrorBoundary>
        <Page />
      </ErrorBoundary>,
    );

    expect(screen.getByRole('heading', { name: 'An error has occurred.' })).toBeVisible();
    expect(screen.queryByText('Cannot read properties of undefined')).not.toBeInTheDocument();
    expect(console.error).toHaveBeenCalledWith(failure, expect.any(String));

    failure = null;
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));

    expect(screen.getByText('Product details')).toBeVisible();
    expect(screen.queryByText('An error has occurred.')).not.toBeInTheDocument();
  });

  it('offers to reload the page when code failed to load', async () => {
    const reload = vi.fn();
    vi.spyOn(window, 'location', 'get').mockReturnValue({ ...window.location, reload });
    failure = new ChunkLoadError();
    render(
      <ErrorBoundary>
        <Page />
      </ErrorBoundary>,
    );

    expect(screen.getByRole('heading', { name: 'Loading chunk failed' })).toBeVisible();
    expect(screen.getByText('A new version of the site may have been released.')).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Try again' })).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Reload page' }));
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('uses a custom fallback, which can reset it', async () => {
    failure = new Error('boom');
    render(
      <ErrorBoundary
        fallback={({ reset }) => (
          <button type="button" onClick={reset}>
            Reload the reviews
          </button>
        )}
      >
        <Page />
      </ErrorBoundary>,
    );

    failure = null;
    await userEvent.click(screen.getByRole('button', { name: 'Reload the reviews' }));
    expect(screen.getByText('Product details')).toBeVisible();
  });

  it('resets by itself when a reset key changes', () => {
    failure = new Error('boom');
    const { rerender } = render(
      <ErrorBoundary resetKeys={['/shop/a']} fallback={<p>Broken</p>}>
        <Page />
      </ErrorBoundary>,
    );
    expect(screen.getByText('Broken')).toBeVisible();

    failure = null;
    rerender(
      <ErrorBoundary resetKeys={['/shop/b']} fallback={<p>Broken</p>}>
        <Page />
      </ErrorBoundary>,
    );
    expect(screen.getByText('Product details')).toBeVisible();
  });
});
