import { act, render, screen } from '@testing-library/react';
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

  it('steps aside while the part of the page it leads to is on screen', () => {
    let report: (entries: { isIntersecting: boolean }[]) => void = () => undefined;
    vi.stubGlobal(
      'IntersectionObserver',
      class {
        constructor(callback: typeof report) {
          report = callback;
        }
        observe() {}
        disconnect() {}
      },
    );
    render(
      <>
        <section id="booking">Booking form</section>
        <Fab label="Book a time" onClick={() => undefined} hideWhileVisible="booking" />
      </>,
    );
    expect(screen.getByRole('button', { name: 'Book a time' })).toBeInTheDocument();

    act(() => report([{ isIntersecting: true }]));
    expect(screen.queryByRole('button', { name: 'Book a time' })).toBeNull();

    act(() => report([{ isIntersecting: false }]));
    expect(screen.getByRole('button', { name: 'Book a time' })).toBeInTheDocument();
  });
});
