import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Fab } from './fab';
import { CartIcon } from './icons';

describe('Fab', () => {
  it('is a button named by its label that runs its action', async () => {
    const onClick = vi.fn();
    render(<Fab label="Add to cart" onClick={onClick} icon={<CartIcon />} />);
    const button = screen.getByRole('button', { name: 'Add to cart' });

    await userEvent.click(button);

    expect(onClick).toHaveBeenCalledTimes(1);
    expect(button).not.toHaveAttribute('aria-busy');
    // Shown on small screens only.
    expect(button).toHaveClass('md:hidden');
  });

  it('is busy and disabled while loading', async () => {
    const onClick = vi.fn();
    render(<Fab label="Add to cart" onClick={onClick} loading />);
    const button = screen.getByRole('button', { name: 'Add to cart' });

    expect(button).toBeDisabled();
    expect(button).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(button);
    expect(onClick).not.toHaveBeenCalled();
  });
});
