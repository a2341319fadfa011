import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { StrictMode, useRef, useState } from 'react';
import { describe, expect, it } from 'vitest';
import { ConfirmDialog } from './confirm-dialog';
import { Modal } from './modal';
import type { ModalProps } from './modal';

function EditDialog({
  withInitialFocus = false,
  ...props
}: { withInitialFocus?: boolean } & Partial<ModalProps>) {
  const [open, setOpen] = useState(false);
  const saveRef = useRef<HTMLButtonElement>(null);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Edit details
      </button>
      <Modal
        open={open}
        onClose={() => setOpen(false)}
        title="Your details"
        description="Changes are saved to your profile."
        initialFocusRef={withInitialFocus ? saveRef : undefined}
        {...props}
      >
        <label>
          Name <input />
        </label>
        <button ref={saveRef} type="button">
          Save
        </button>
      </Modal>
    </>
  );
}

async function openDialog() {
  const user = userEvent.setup();
  await user.click(screen.getByRole('button', { name: 'Edit details' }));
  return user;
}

describe('Modal', () => {
  it('renders nothing while closed', () => {
    render(<EditDialog />);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('opens a modal dialog named by its title and described by its description', async () => {
    const { container } = render(<EditDialog />);
    await openDialog();

    const dialog = screen.getByRole('dialog', { name: 'Your details' });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(dialog).toHaveAccessibleDescription('Changes are saved to your profile.');
    expect(screen.getByRole('heading', { name: 'Your details' })).toBeVisible();
    // Rendered in a portal on the body, outside the tree that opened it.
    expect(container).not.toContainElement(dialog);
  });

  it('moves focus to the first field of the content', async () => {
    render(<EditDialog />);
    await openDialog();
    expect(screen.getByRole('textbox', { name: 'Name' })).toHaveFocus();
  });

  it('focuses the element given as initialFocusRef', async () => {
    render(<EditDialog withInitialFocus />);
    await openDialog();
    expect(screen.getByRole('button', { name: 'Save' })).toHaveFocus();
  });

  it('keeps Tab and Shift+Tab cycling inside the dialog', async () => {
    render(<EditDialog />);
    const user = await openDialog();
    const close = screen.getByRole('button', { name: 'Close' });
    const name = screen.getByRole('textbox', { name: 'Name' });
    const save = screen.getByRole('button', { name: 'Save' });

    await user.tab();
    expect(save).toHaveFocus();
    await user.tab();
    expect(close).toHaveFocus();
    await user.tab();
    expect(name).toHaveFocus();
    await user.tab({ shift: true });
    expect(close).toHaveFocus();
    await user.tab({ shift: true });
    expect(save).toHaveFocus();
  });

  it('closes on Escape and gives focus back to the button that opened it', async () => {
    render(<EditDialog />);
    const user = await openDialog();

    await user.keyboard('{Escape}');

    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Edit details' })).toHaveFocus();
  });

  it('behaves the same under StrictMode, where effects run twice', async () => {
    render(
      <StrictMode>
        <EditDialog />
      </StrictMode>,
    );
    const user = await openDialog();
    expect(screen.getByRole('textbox', { name: 'Name' })).toHaveFocus();
    expect(document.body.style.overflow).toBe('hidden');

    await user.keyboard('{Escape}');

    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Edit details' })).toHaveFocus();
    expect(document.body.style.overflow).toBe('');
  });

  it('closes with its close button, which can be renamed', async () => {
    render(<EditDialog closeLabel="Close details" />);
    const user = await openDialog();

    await user.click(screen.getByRole('button', { name: 'Close details' }));

    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Edit details' })).toHaveFocus();
  });

  it('closes on a click on the backdrop but not on a click inside the panel', async () => {
    render(<EditDialog />);
    const user = await openDialog();
    const dialog = screen.getByRole('dialog');

    await user.click(screen.getByText('Changes are saved to your profile.'));
    await user.click(dialog);
    expect(dialog).toBeInTheDocument();

    await user.click(dialog.parentElement as HTMLElement);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('locks the page scroll while open and restores it after', async () => {
    document.body.style.overflow = 'auto';
    render(<EditDialog />);
    const user = await openDialog();
    expect(document.body.style.overflow).toBe('hidden');

    await user.keyboard('{Escape}');
    expect(document.body.style.overflow).toBe('auto');
    document.body.style.overflow = '';
  });

  it('closes only the innermost dialog on Escape', async () => {
    function Nested() {
      const [outer, setOuter] = useState(true);
      const [inner, setInner] = useState(false);
      return (
        <Modal open={outer} onClose={() => setOuter(false)} title="Checkout">
          <button type="button" onClick={() => setInner(true)}>
            Leave
          </button>
          <ConfirmDialog
            open={inner}
            title="Leave checkout?"
            message="Your cart is kept."
            confirmLabel="Leave"
            cancelLabel="Stay"
            onConfirm={() => setOuter(false)}
            onCancel={() => setInner(false)}
          />
        </Modal>
      );
    }
    render(<Nested />);
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Leave' }));
    expect(screen.getByRole('alertdialog', { name: 'Leave checkout?' })).toBeVisible();

    await user.keyboard('{Escape}');

    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Checkout' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Leave' })).toHaveFocus();
  });
});
