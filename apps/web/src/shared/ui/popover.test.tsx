import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { InfoIcon } from './icons';
import { Popover } from './popover';

function renderPopover() {
  render(
    <>
      <p>Secure Checkout (2 Items)</p>
      <Popover label="About payment security" trigger={<InfoIcon />} title="Your payment is secure">
        <p>Card details are encrypted and never stored on our servers.</p>
        <a href="/terms">Learn more</a>
      </Popover>
      <button type="button">Next field</button>
    </>,
  );
  return {
    user: userEvent.setup(),
    trigger: screen.getByRole('button', { name: 'About payment security' }),
  };
}

describe('Popover', () => {
  it('is a collapsed button until pressed', () => {
    const { trigger } = renderPopover();
    expect(trigger).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('opens its panel on click, with focus on the panel and the link next', async () => {
    const { user, trigger } = renderPopover();

    await user.click(trigger);

    expect(trigger).toHaveAttribute('aria-expanded', 'true');
    const panel = screen.getByRole('dialog', { name: 'Your payment is secure' });
    expect(trigger).toHaveAttribute('aria-controls', panel.id);
    expect(panel).toHaveTextContent('Card details are encrypted');
    expect(panel).toHaveFocus();

    await user.tab();
    expect(screen.getByRole('link', { name: 'Learn more' })).toHaveAttribute('href', '/terms');
    expect(screen.getByRole('link', { name: 'Learn more' })).toHaveFocus();
  });

  it('opens from the keyboard and closes on Escape, returning focus to the button', async () => {
    const { user, trigger } = renderPopover();
    await user.tab();
    expect(trigger).toHaveFocus();

    await user.keyboard('{Enter}');
    expect(screen.getByRole('dialog')).toBeVisible();

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(trigger).toHaveAttribute('aria-expanded', 'false');
    expect(trigger).toHaveFocus();
  });

  it('closes when the button is pressed again', async () => {
    const { user, trigger } = renderPopover();
    await user.click(trigger);
    await user.click(trigger);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('closes on a click outside but not on a click inside', async () => {
    const { user, trigger } = renderPopover();
    await user.click(trigger);

    await user.click(screen.getByText(/Card details are encrypted/));
    expect(screen.getByRole('dialog')).toBeVisible();

    await user.click(screen.getByText('Secure Checkout (2 Items)'));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('closes when focus moves past it', async () => {
    const { user, trigger } = renderPopover();
    await user.click(trigger);

    await user.tab();
    await user.tab();

    expect(screen.getByRole('button', { name: 'Next field' })).toHaveFocus();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
