import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { CHAT_COMPOSER_ID } from '../../../shared/lib/skip-targets';
import { isTextEntry, shortcutOf } from '../lib/chat-shortcuts';

/** The Stop button the composer shows while a reply streams (composer.tsx). */
export const STOP_BUTTON_ATTRIBUTE = 'data-chat-stop';

/**
 * Listens for the chat's shortcuts on the whole page while the chat is shown. Stop and the
 * focus move go through the page (the Stop button, the message box by id) so the shortcuts
 * need nothing from the conversation's state. While a dialog is open, its own keys win
 * (Escape closes it), so only the new-chat shortcut stays live.
 */
export function useChatShortcuts(newChatHref: string) {
  const navigate = useNavigate();
  const [helpOpen, setHelpOpen] = useState(false);

  useEffect(() => {
    function onKeyDown(event: KeyboardEvent) {
      if (event.defaultPrevented) return;
      const shortcut = shortcutOf(event, isTextEntry(event.target));
      if (!shortcut) return;
      const dialogOpen = document.querySelector('[aria-modal="true"]') !== null;
      if (dialogOpen && shortcut !== 'new-chat') return;
      if (shortcut === 'stop') {
        const stop = document.querySelector<HTMLButtonElement>(`[${STOP_BUTTON_ATTRIBUTE}]`);
        if (!stop) return; // Nothing is being written: Esc keeps its usual meaning.
        stop.click();
      } else if (shortcut === 'focus-composer') {
        document.getElementById(CHAT_COMPOSER_ID)?.focus();
      } else if (shortcut === 'new-chat') {
        setHelpOpen(false);
        void navigate(newChatHref);
      } else {
        setHelpOpen(true);
      }
      event.preventDefault();
    }
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [navigate, newChatHref]);

  return { helpOpen, openHelp: () => setHelpOpen(true), closeHelp: () => setHelpOpen(false) };
}
