import { describe, expect, it } from 'vitest';
import { isTextEntry, shortcutOf } from './chat-shortcuts';

const press = (key: string, code: string, mods: Partial<KeyboardEvent> = {}) => ({
  key,
  code,
  ctrlKey: false,
  metaKey: false,
  shiftKey: false,
  altKey: false,
  isComposing: false,
  ...mods,
});

describe('shortcutOf', () => {
  it('reads Ctrl+Shift+O and ⌘+Shift+O as a new chat, on any keyboard layout', () => {
    expect(shortcutOf(press('O', 'KeyO', { ctrlKey: true, shiftKey: true }), true)).toBe(
      'new-chat',
    );
    expect(shortcutOf(press('O', 'KeyO', { metaKey: true, shiftKey: true }), false)).toBe(
      'new-chat',
    );
    // An AZERTY or Cyrillic layout puts another letter on the same key.
    expect(shortcutOf(press('Щ', 'KeyO', { ctrlKey: true, shiftKey: true }), false)).toBe(
      'new-chat',
    );
    expect(shortcutOf(press('o', 'KeyO', { ctrlKey: true }), false)).toBeNull();
  });

  it('reads Shift+Esc as focus the message box and Esc as stop, even in a text field', () => {
    expect(shortcutOf(press('Escape', 'Escape', { shiftKey: true }), true)).toBe('focus-composer');
    expect(shortcutOf(press('Escape', 'Escape'), true)).toBe('stop');
  });

  it('opens the list with ? outside a text field only', () => {
    expect(shortcutOf(press('?', 'Slash', { shiftKey: true }), false)).toBe('help');
    expect(shortcutOf(press('?', 'Slash', { shiftKey: true }), true)).toBeNull();
  });

  it('ignores keys while an input method composes, and with Alt', () => {
    expect(shortcutOf(press('Escape', 'Escape', { isComposing: true }), true)).toBeNull();
    expect(shortcutOf(press('?', 'Slash', { altKey: true }), false)).toBeNull();
  });
});

describe('isTextEntry', () => {
  it('counts text boxes and editable areas, not buttons or checkboxes', () => {
    const text = document.createElement('input');
    const box = document.createElement('input');
    box.type = 'checkbox';
    expect(isTextEntry(text)).toBe(true);
    expect(isTextEntry(document.createElement('textarea'))).toBe(true);
    expect(isTextEntry(box)).toBe(false);
    expect(isTextEntry(document.createElement('button'))).toBe(false);
    expect(isTextEntry(null)).toBe(false);
  });
});
