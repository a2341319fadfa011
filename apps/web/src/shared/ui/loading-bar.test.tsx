import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { LoadingBar } from './loading-bar';

describe('LoadingBar', () => {
  it('is a progress bar named Loading page while active', () => {
    render(<LoadingBar active />);
    const bar = screen.getByRole('progressbar', { name: 'Loading page' });
    // Indeterminate: no value is claimed.
    expect(bar).not.toHaveAttribute('aria-valuenow');
  });

  it('is absent when inactive', () => {
    const { rerender } = render(<LoadingBar active />);
    rerender(<LoadingBar active={false} />);
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
  });
});
