/**
 * The chat's keyboard shortcuts (issue 26), chosen after ChatGPT's so they are familiar and
 * clash with no browser shortcut a page cannot take: Ctrl/⌘+Shift+O (new chat), Shift+Esc
 * (focus the message box), Esc (stop a reply), ? (this list). The list is what the
 * shortcuts dialog shows; `shortcutOf` is what the key handler acts on.
 */
export type ChatShortcut = 'new-chat' | 'focus-composer' | 'stop' | 'help';

export const CHAT_SHORTCUTS: { id: ChatShortcut; keys: string[]; label: string }[] = [
  { id: 'new-chat', keys: ['Ctrl/⌘', 'Shift', 'O'], label: 'Start a new chat' },
  { id: 'focus-composer', keys: ['Shift', 'Esc'], label: 'Go to the message box' },
  { id: 'stop', keys: ['Esc'], label: 'Stop the reply being written' },
  { id: 'help', keys: ['?'], label: 'Show these shortcuts' },
];

type Key = Pick<
  KeyboardEvent,
  'key' | 'code' | 'ctrlKey' | 'metaKey' | 'shiftKey' | 'altKey' | 'isComposing'
>;

/** Whether typing goes into `target` (a `?` there is a question mark, not a shortcut). */
export function isTextEntry(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  if (target.isContentEditable || target instanceof HTMLTextAreaElement) return true;
  if (target instanceof HTMLSelectElement) return true;
  return (
    target instanceof HTMLInputElement &&
    !['button', 'checkbox', 'radio', 'submit', 'reset', 'range', 'color', 'file'].includes(
      target.type,
    )
  );
}

/** The shortcut a key press means, or null. `inText`: the focus is in a text field. */
export function shortcutOf(event: Key, inText: boolean): ChatShortcut | null {
  if (event.isComposing || event.altKey) return null;
  const command = event.ctrlKey || event.metaKey;
  // `code`, not `key`: Shift turns the key into "O" and other layouts into other letters.
  if (command && event.shiftKey && event.code === 'KeyO') return 'new-chat';
  if (command) return null;
  if (event.key === 'Escape') return event.shiftKey ? 'focus-composer' : 'stop';
  if (event.key === '?' && !inText) return 'help';
  return null;
}
