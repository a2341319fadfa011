import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Modal } from './modal';
import { Tooltip } from './tooltip';

function renderTooltip() {
  render(
    <>
      <Tooltip label="Your connection is encrypted (SSL)">
        <button type="button">Secure checkout</button>
      </Tooltip>
      <button type="button">Elsewhere</button>
    </>,
  );
  return {
    user: userEvent.setup(),
    trigger: screen.getByRole('button', { name: 'Secure checkout' }),
  };
}

describe('Tooltip', () => {
  it('describes its child even while hidden', () => {
    const { trigger } = renderTooltip();
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
    expect(trigger).toHaveAccessibleDescription('Your connection is encrypted (SSL)');
  });

  it('shows on hover and hides when the pointer leaves', async () => {
    const { user, trigger } = renderTooltip();

    await user.hover(trigger);
    expect(screen.getByRole('tooltip')).toHaveTextContent('Your connection is encrypted (SSL)');

    await user.unhover(trigger);
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
  });

  it('stays while the pointer moves onto the tooltip itself', async () => {
    const { user, trigger } = renderTooltip();

    await user.hover(trigger);
    await user.hover(screen.getByRole('tooltip'));

    expect(screen.getByRole('tooltip')).toBeVisible();
  });

  it('shows on keyboard focus and hides on blur', async () => {
    const { user } = renderTooltip();

    await user.tab();
    expect(screen.getByRole('tooltip')).toBeVisible();

    await user.tab();
    expect(screen.getByRole('button', { name: 'Elsewhere' })).toHaveFocus();
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
  });

  it('hides on Escape without moving focus, and shows again on the next hover', async () => {
    const { user, trigger } = renderTooltip();
    await user.tab();

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
    expect(trigger).toHaveFocus();

    await user.hover(trigger);
    expect(screen.getByRole('tooltip')).toBeVisible();
  });

  it('places itself on top by default and on the side asked for', () => {
    render(
      <>
        <Tooltip label="Above">
          <button type="button">A</button>
        </Tooltip>
        <Tooltip label="Right" placement="right">
          <button type="button">B</button>
        </Tooltip>
      </>,
    );
    const [above, right] = screen.getAllByRole('tooltip', { hidden: true });
    expect(above).toHaveClass('bottom-full');
    expect(right).toHaveClass('left-full');
  });

  it('keeps a description the child already has', () => {
    render(
      <>
        <p id="hint">Opens in a new tab.</p>
        <Tooltip label="Our health app">
          <a href="https://example.com" aria-describedby="hint">
            App
          </a>
        </Tooltip>
      </>,
    );
    expect(screen.getByRole('link', { name: 'App' })).toHaveAccessibleDescription(
      'Opens in a new tab. Our health app',
    );
  });

  it('closes on Escape before the dialog it sits in', async () => {
    const onClose = vi.fn();
    render(
      <Modal open onClose={onClose} title="Payment">
        <Tooltip label="Card details are encrypted">
          <button type="button">Card</button>
        </Tooltip>
      </Modal>,
    );
    const user = userEvent.setup();
    expect(screen.getByRole('button', { name: 'Card' })).toHaveFocus();
    expect(screen.getByRole('tooltip')).toBeVisible();

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
    expect(onClose).not.toHaveBeenCalled();

    await user.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledTimes(1);
  });
});
