import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import type { ConversationMessage } from '../lib/conversation';
import { REPLACES_LATER } from './message-editor';
import { MessageItem } from './message-item';

const sent = (overrides: Partial<ConversationMessage>): ConversationMessage => ({
  id: '5b1f2a3c-1d2e-4f50-8a9b-0c1d2e3f4a5b',
  client_id: null,
  is_ai: false,
  message: 'Is my result normal?',
  file: null,
  file_info: null,
  feedback_type: null,
  feedback_message: null,
  chat_source_recommendations: [],
  urgent: false,
  created_at: '2026-11-28T09:00:00.000Z',
  ...overrides,
});

const LINK = '/api/chat-file/0d6c1f0e-4b1a-4e7b-9a55-3f1e2d3c4b5a/?exp=1796000000&sig=abc';
const show = (message: ConversationMessage) =>
  // A message reads the page's address (a search result links to #message-{id}).
  render(
    <MemoryRouter>
      <ul>
        <MessageItem message={message} rate={async () => null} alert={false} />
      </ul>
    </MemoryRouter>,
  );

describe('MessageItem attachments', () => {
  it('shows a PDF as a file: name that opens it, size, a download link, no image', () => {
    show(
      sent({
        file: LINK,
        file_info: { name: 'report.pdf', size: 84_000, content_type: 'application/pdf' },
      }),
    );
    const open = screen.getByRole('link', { name: 'report.pdf (PDF, opens in a new tab)' });
    expect(open).toHaveAttribute('href', LINK);
    expect(open).toHaveAttribute('target', '_blank');
    expect(screen.getByText('PDF, 82 KB')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Download report.pdf' })).toHaveAttribute(
      'href',
      `${LINK}&download=1`,
    );
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
  });

  it('names a PDF not stored yet without linking it, and keeps images inline', () => {
    const { unmount } = show(
      sent({
        id: null,
        file: 'data:application/pdf;base64,JVBERi0=',
        file_info: { name: 'report.pdf', size: 5, content_type: 'application/pdf' },
      }),
    );
    expect(screen.getByText('report.pdf')).toBeInTheDocument();
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
    unmount();
    show(
      sent({ file: LINK, file_info: { name: 'rash.png', size: 68, content_type: 'image/png' } }),
    );
    expect(screen.getByRole('img', { name: 'Your attachment: rash.png' })).toHaveAttribute(
      'src',
      LINK,
    );
  });
});

const question = sent({});

/** The message with Edit, holding the editing state as the conversation does. */
function Editable({
  save,
  replacesLater = true,
  busy = false,
}: {
  save: (text: string) => void;
  replacesLater?: boolean;
  busy?: boolean;
}) {
  const [editing, setEditing] = useState(false);
  return (
    <MemoryRouter>
      <ul>
        <MessageItem
          message={question}
          rate={async () => null}
          alert={false}
          edit={{
            editing,
            replacesLater,
            busy,
            start: () => setEditing(true),
            cancel: () => setEditing(false),
            save,
          }}
        />
      </ul>
    </MemoryRouter>
  );
}

const box = () => screen.getByRole('textbox', { name: 'Edit your message' });

describe('editing a message', () => {
  it('turns the bubble into a box with the text, says later messages go, and saves the new text', async () => {
    const user = userEvent.setup();
    const save = vi.fn();
    render(<Editable save={save} />);
    await user.click(screen.getByRole('button', { name: 'Edit this message' }));

    expect(box()).toHaveValue('Is my result normal?');
    expect(box()).toHaveFocus();
    expect(box()).toHaveAccessibleDescription(REPLACES_LATER);
    await user.type(box(), ' And my count? ');
    await user.click(screen.getByRole('button', { name: 'Save & send' }));
    expect(save).toHaveBeenCalledWith('Is my result normal? And my count?');
  });

  it('cancels with Escape and gives the focus back to Edit; nothing is saved', async () => {
    const user = userEvent.setup();
    const save = vi.fn();
    render(<Editable save={save} replacesLater={false} />);
    await user.keyboard('{Tab}{Enter}');
    expect(box()).toHaveFocus();
    expect(screen.queryByText(REPLACES_LATER)).not.toBeInTheDocument();
    await user.type(box(), ' changed');
    await user.keyboard('{Escape}');

    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
    expect(screen.getByText('Is my result normal?')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Edit this message' })).toHaveFocus();
    expect(save).not.toHaveBeenCalled();
  });

  it('saves with Enter, keeps Shift+Enter for a new line, and has a Cancel button', async () => {
    const user = userEvent.setup();
    const save = vi.fn();
    render(<Editable save={save} />);
    await user.click(screen.getByRole('button', { name: 'Edit this message' }));
    await user.clear(box());
    await user.type(box(), 'First{Shift>}{Enter}{/Shift}second{Enter}');
    expect(save).toHaveBeenCalledWith('First\nsecond');

    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
    // Escape also cancels from the buttons, where Tab leads from the box.
    await user.click(screen.getByRole('button', { name: 'Edit this message' }));
    await user.keyboard('{Tab}');
    expect(screen.getByRole('button', { name: 'Cancel' })).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
  });

  it('does not save a blank text, nor while a reply is being written', async () => {
    const user = userEvent.setup();
    const save = vi.fn();
    const { rerender } = render(<Editable save={save} />);
    await user.click(screen.getByRole('button', { name: 'Edit this message' }));
    await user.clear(box());
    expect(screen.getByRole('button', { name: 'Save & send' })).toBeDisabled();
    await user.type(box(), '   {Enter}');
    expect(save).not.toHaveBeenCalled();

    rerender(<Editable save={save} busy />);
    expect(screen.getByRole('button', { name: 'Save & send' })).toBeDisabled();
  });
});

describe('regenerate', () => {
  it('is offered on the reply it is given to, and runs once pressed', async () => {
    const user = userEvent.setup();
    const run = vi.fn();
    render(
      <MemoryRouter>
        <ul>
          <MessageItem
            message={{ ...question, is_ai: true, message: 'It is normal.' }}
            rate={async () => null}
            alert={false}
            regenerate={{ busy: false, run }}
          />
        </ul>
      </MemoryRouter>,
    );
    await user.click(screen.getByRole('button', { name: 'Regenerate' }));
    expect(run).toHaveBeenCalledOnce();
  });
});
