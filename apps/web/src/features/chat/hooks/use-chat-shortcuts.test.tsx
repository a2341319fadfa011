import { fireEvent, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { CHAT_COMPOSER_ID } from '../../../shared/lib/skip-targets';
import { STOP_BUTTON_ATTRIBUTE, useChatShortcuts } from './use-chat-shortcuts';

function Chat({ onStop, streaming }: { onStop: () => void; streaming: boolean }) {
  const shortcuts = useChatShortcuts('/app');
  return (
    <>
      <h1>Conversation</h1>
      <textarea id={CHAT_COMPOSER_ID} aria-label="Message" />
      {streaming && (
        <button type="button" onClick={onStop} {...{ [STOP_BUTTON_ATTRIBUTE]: '' }}>
          Stop
        </button>
      )}
      {shortcuts.helpOpen && <p>Shortcuts open</p>}
    </>
  );
}

function renderChat(streaming: boolean) {
  const onStop = vi.fn();
  const router = createMemoryRouter(
    [
      { path: '/app', element: <p>New chat page</p> },
      { path: '/app/:slug', element: <Chat onStop={onStop} streaming={streaming} /> },
    ],
    { initialEntries: ['/app/sore-knee'] },
  );
  render(<RouterProvider router={router} />);
  return { onStop, router };
}

describe('useChatShortcuts', () => {
  it('stops a reply being written with Esc, even from the message box', () => {
    const { onStop } = renderChat(true);
    fireEvent.keyDown(screen.getByRole('textbox', { name: 'Message' }), { key: 'Escape' });
    expect(onStop).toHaveBeenCalledTimes(1);
  });

  it('leaves Esc alone when nothing is being written', () => {
    const { onStop } = renderChat(false);
    const event = fireEvent.keyDown(document.body, { key: 'Escape' });
    expect(event).toBe(true); // not prevented
    expect(onStop).not.toHaveBeenCalled();
  });

  it('focuses the message box with Shift+Esc and opens the list with ?', () => {
    renderChat(false);
    fireEvent.keyDown(document.body, { key: 'Escape', shiftKey: true });
    expect(screen.getByRole('textbox', { name: 'Message' })).toHaveFocus();
    fireEvent.keyDown(document.body, { key: '?', shiftKey: true });
    expect(screen.getByText('Shortcuts open')).toBeVisible();
  });

  it('starts a new chat with Ctrl+Shift+O', async () => {
    const { router } = renderChat(false);
    fireEvent.keyDown(document.body, { key: 'O', code: 'KeyO', ctrlKey: true, shiftKey: true });
    expect(await screen.findByText('New chat page')).toBeVisible();
    expect(router.state.location.pathname).toBe('/app');
  });
});
