import { useEffect, useId, useRef, useState } from 'react';
import type { FormEvent, KeyboardEvent } from 'react';
import { SOCKET_MESSAGE_MAX_CHARS } from '@mhp/contract/socket-constants';
import { Button } from '../../../shared/ui/button';

/** Said before an edit that removes the messages after the one edited (LibreChat's branch). */
export const REPLACES_LATER = 'Later messages in this chat will be replaced.';

interface MessageEditorProps {
  initial: string;
  /** Messages follow the one edited: say they will go before they do. */
  replacesLater: boolean;
  /** A reply is being written or the line is refused: saving waits. */
  busy: boolean;
  onSave: (text: string) => void;
  onCancel: () => void;
}

/**
 * Edit-and-resend in place of the user's bubble: the text in a box, Save & send and Cancel.
 * Enter saves and Shift+Enter starts a new line, as in the composer; Escape cancels (and is
 * kept from the page's Esc = Stop shortcut).
 */
export function MessageEditor({
  initial,
  replacesLater,
  busy,
  onSave,
  onCancel,
}: MessageEditorProps) {
  const id = useId();
  const [text, setText] = useState(initial);
  const box = useRef<HTMLTextAreaElement>(null);
  const canSave = text.trim() !== '' && !busy;

  // The box takes the focus with the caret after the text, where an edit usually starts.
  useEffect(() => {
    const element = box.current;
    element?.focus();
    element?.setSelectionRange(element.value.length, element.value.length);
  }, []);

  function save(event?: FormEvent) {
    event?.preventDefault();
    if (canSave) onSave(text.trim());
  }

  /** Escape cancels from the box and from both buttons. */
  function escape(event: KeyboardEvent) {
    if (event.key !== 'Escape' || event.shiftKey) return false;
    event.preventDefault();
    onCancel();
    return true;
  }

  function keyDown(event: KeyboardEvent<HTMLTextAreaElement>) {
    if (escape(event)) return;
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) save(event);
  }

  return (
    <form
      onSubmit={save}
      className="flex w-full flex-col gap-2 rounded-2xl border-2 border-brand bg-surface p-3 focus-within:ring-2 focus-within:ring-focus"
    >
      <label htmlFor={id} className="sr-only">
        Edit your message
      </label>
      <textarea
        ref={box}
        id={id}
        value={text}
        maxLength={SOCKET_MESSAGE_MAX_CHARS}
        onChange={(event) => setText(event.target.value)}
        onKeyDown={keyDown}
        aria-describedby={replacesLater ? `${id}-note` : undefined}
        className="field-sizing-content max-h-64 min-h-20 w-full resize-none rounded-md bg-transparent p-1 text-base text-text focus:outline-none"
      />
      {replacesLater && (
        <p id={`${id}-note`} className="text-sm text-text-muted">
          {REPLACES_LATER}
        </p>
      )}
      <div className="flex flex-wrap justify-end gap-2">
        <Button variant="ghost" size="sm" onClick={onCancel} onKeyDown={escape}>
          Cancel
        </Button>
        <Button type="submit" size="sm" disabled={!canSave} onKeyDown={escape}>
          Save &amp; send
        </Button>
      </div>
    </form>
  );
}
