import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import type { ConversationMessage } from '../lib/conversation';
import { REPLACES_LATER } from './message-editor';
import { MessageItem } from './message-item';

const question: ConversationMessage = {
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
};

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
