import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { Composer } from './composer';
import type { ComposerProps } from './composer';

function Harness(props: Partial<ComposerProps>) {
  const [value, setValue] = useState('');
  return (
    <Composer
      value={value}
      onChange={setValue}
      onSend={() => true}
      busy={false}
      streaming={false}
      onStop={() => {}}
      {...props}
    />
  );
}

describe('Composer', () => {
  it('sends with Enter and makes a new line with Shift+Enter', async () => {
    const onSend = vi.fn(() => true);
    render(<Harness onSend={onSend} />);
    const box = screen.getByRole('textbox', { name: 'Message' });
    await userEvent.type(box, 'First line{Shift>}{Enter}{/Shift}second line');
    expect(box).toHaveValue('First line\nsecond line');
    expect(onSend).not.toHaveBeenCalled();
    await userEvent.type(box, '{Enter}');
    expect(onSend).toHaveBeenCalledWith('First line\nsecond line', null);
  });

  it('sends with the Send button, never a blank message, and not while busy', async () => {
    const onSend = vi.fn(() => true);
    const { rerender } = render(<Harness onSend={onSend} />);
    expect(screen.getByRole('button', { name: 'Send' })).toBeDisabled();
    await userEvent.type(screen.getByRole('textbox', { name: 'Message' }), '   {Enter}');
    expect(onSend).not.toHaveBeenCalled();

    rerender(<Harness onSend={onSend} busy />);
    await userEvent.type(screen.getByRole('textbox', { name: 'Message' }), 'Hello{Enter}');
    expect(onSend).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Send' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Attach an image or PDF' })).toBeDisabled();
  });

  it('shows Stop while a reply streams', async () => {
    const onStop = vi.fn();
    render(<Harness streaming onStop={onStop} />);
    await userEvent.click(screen.getByRole('button', { name: 'Stop' }));
    expect(onStop).toHaveBeenCalledOnce();
  });

  it('previews an image and sends it with the text', async () => {
    const onSend = vi.fn(() => true);
    const { container } = render(<Harness onSend={onSend} />);
    const file = new File([new Uint8Array([137, 80, 78, 71])], 'rash.png', { type: 'image/png' });
    await userEvent.upload(container.querySelector('input[type=file]')!, file);
    expect(await screen.findByText('rash.png')).toBeInTheDocument();
    await userEvent.type(screen.getByRole('textbox', { name: 'Message' }), 'What is this?{Enter}');
    expect(onSend).toHaveBeenCalledWith(
      'What is this?',
      expect.objectContaining({
        name: 'rash.png',
        type: 'image/png',
        dataUrl: expect.stringMatching(/^data:image\/png;base64,/),
      }),
    );
    expect(screen.queryByText('rash.png')).not.toBeInTheDocument();
  });

  it('refuses a file of the wrong type or over 5 MB with a clear message', async () => {
    const { container } = render(<Harness />);
    const input = container.querySelector<HTMLInputElement>('input[type=file]')!;
    await userEvent.upload(input, new File(['x'], 'notes.txt', { type: 'text/plain' }), {
      applyAccept: false,
    });
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Attach an image (PNG, JPEG, GIF, WebP) or a PDF.',
    );
    const big = new File([new Uint8Array(5 * 1024 * 1024 + 1)], 'scan.pdf', {
      type: 'application/pdf',
    });
    await userEvent.upload(input, big);
    expect(screen.getByRole('alert')).toHaveTextContent('the limit is 5 MB');
    expect(screen.queryByText('scan.pdf')).not.toBeInTheDocument();
  });

  it('sends a PDF alone, named in the message, and shows it as a file with its size', async () => {
    const onSend = vi.fn(() => true);
    const { container } = render(<Harness onSend={onSend} />);
    const pdf = new File(['%PDF-1.7 a lab report'], 'report.pdf', { type: 'application/pdf' });
    await userEvent.upload(container.querySelector('input[type=file]')!, pdf);
    expect(await screen.findByText('report.pdf')).toBeInTheDocument();
    expect(screen.getByText('PDF, 21 bytes')).toBeInTheDocument();
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(onSend).toHaveBeenCalledWith(
      'Here is my file report.pdf.',
      expect.objectContaining({ name: 'report.pdf', type: 'application/pdf', size: 21 }),
    );
  });

  it('takes back a file the server refused, so it is not lost', async () => {
    const restored = {
      name: 'report.pdf',
      type: 'application/pdf' as const,
      size: 1024,
      dataUrl: 'data:application/pdf;base64,JVBERi0=',
    };
    const { rerender } = render(<Harness />);
    expect(screen.queryByText('report.pdf')).not.toBeInTheDocument();
    rerender(<Harness restoredAttachment={restored} />);
    expect(screen.getByText('report.pdf')).toBeInTheDocument();
    expect(screen.getByText('PDF, 1 KB')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Remove report.pdf' })).toBeInTheDocument();
  });
});
