import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { CartIcon, LockIcon } from './icons';
import { Spinner } from './spinner';
import { VisuallyHidden } from './visually-hidden';

describe('icons and small primitives', () => {
  it('hides icons from assistive technology unless they are given a title', () => {
    render(
      <>
        <button type="button">
          <CartIcon /> Cart
        </button>
        <LockIcon title="Secure connection" />
      </>,
    );
    expect(screen.getByRole('button')).toHaveAccessibleName('Cart');
    expect(screen.getByRole('img', { name: 'Secure connection' })).toBeInTheDocument();
    expect(screen.getAllByRole('img')).toHaveLength(1);
  });

  it('announces a spinner only when it has a label', () => {
    const { rerender } = render(<Spinner />);
    expect(screen.queryByRole('status')).not.toBeInTheDocument();

    rerender(<Spinner label="Loading..." />);
    expect(screen.getByRole('status')).toHaveTextContent('Loading...');
  });

  it('keeps visually hidden text readable', () => {
    render(
      <button type="button">
        <span aria-hidden="true">×</span>
        <VisuallyHidden>Remove item</VisuallyHidden>
      </button>,
    );
    expect(screen.getByRole('button')).toHaveAccessibleName('Remove item');
  });
});
