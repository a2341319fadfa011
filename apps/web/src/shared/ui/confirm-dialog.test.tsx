import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ConfirmDialog } from './confirm-dialog';

function renderDialog() {
  const onConfirm = vi.fn();
  const onCancel = vi.fn();
  render(
    <ConfirmDialog
      open
      title="Leave checkout?"
      message="Are you sure you want to return to your Shopping Cart?"
      confirmLabel="Return to cart"
      cancelLabel="Stay in checkout"
      onConfirm={onConfirm}
      onCancel={onCancel}
    />,
  );
  return { onConfirm, onCancel, user: userEvent.setup() };
}

describe('ConfirmDialog', () => {
  it('asks the question with the safe choice focused', () => {
    renderDialog();

    const dialog = screen.getByRole('alertdialog', { name: 'Leave checkout?' });
    expect(dialog).toHaveAccessibleDescription(
      'Are you sure you want to return to your Shopping Cart?',
    );
    expect(screen.getByRole('button', { name: 'Stay in checkout' })).toHaveFocus();
    expect(screen.getByRole('button', { name: 'Return to cart' })).toBeVisible();
  });

  it('confirms with the confirm button', async () => {
    const { onConfirm, onCancel, user } = renderDialog();

    await user.click(screen.getByRole('button', { name: 'Return to cart' }));

    expect(onConfirm).toHaveBeenCalledTimes(1);
    expect(onCancel).not.toHaveBeenCalled();
  });

  it('cancels with the cancel button, Enter on the focused cancel button, or Escape', async () => {
    const { onConfirm, onCancel, user } = renderDialog();

    await user.click(screen.getByRole('button', { name: 'Stay in checkout' }));
    await user.keyboard('{Enter}');
    await user.keyboard('{Escape}');

    expect(onCancel).toHaveBeenCalledTimes(3);
    expect(onConfirm).not.toHaveBeenCalled();
  });

  it('renders nothing while closed', () => {
    render(
      <ConfirmDialog
        open={false}
        title="Leave checkout?"
        message="Sure?"
        confirmLabel="Yes"
        cancelLabel="No"
        onConfirm={() => {}}
        onCancel={() => {}}
      />,
    );
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });
});
