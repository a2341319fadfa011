import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LOADING_BAR_DELAY_MS, LoadingBar } from './loading-bar';

describe('LoadingBar', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  const wait = (ms: number) => act(() => vi.advanceTimersByTime(ms));

  it('shows a progress bar named Loading page once a load lasts 150 ms', () => {
    expect(LOADING_BAR_DELAY_MS).toBe(150);
    render(<LoadingBar active />);
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
    wait(149);
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
    wait(1);
    const bar = screen.getByRole('progressbar', { name: 'Loading page' });
    // Indeterminate: no value is claimed.
    expect(bar).not.toHaveAttribute('aria-valuenow');
  });

  it('shows nothing for a quicker load, and each load waits the delay again', () => {
    const { rerender } = render(<LoadingBar active />);
    wait(100);
    rerender(<LoadingBar active={false} />);
    wait(500);
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();

    rerender(<LoadingBar active />);
    wait(200);
    expect(screen.getByRole('progressbar')).toBeInTheDocument();
    rerender(<LoadingBar active={false} />);
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
    rerender(<LoadingBar active />);
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
    wait(150);
    expect(screen.getByRole('progressbar')).toBeInTheDocument();
  });

  it('shows at once without a delay', () => {
    render(<LoadingBar active delayMs={0} />);
    expect(screen.getByRole('progressbar', { name: 'Loading page' })).toBeInTheDocument();
  });
});
