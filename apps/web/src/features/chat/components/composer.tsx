import { useEffect, useRef, useState } from 'react';
import { CHAT_COMPOSER_ID } from '../../../shared/lib/skip-targets';
import { STOP_BUTTON_ATTRIBUTE } from '../hooks/use-chat-shortcuts';
import type { FormEvent, KeyboardEvent, ReactNode } from 'react';
import { SOCKET_MESSAGE_MAX_CHARS } from '@mhp/contract/socket-constants';
import { Button } from '../../../shared/ui/button';
import { CloseIcon } from '../../../shared/ui/icons';
import { FileIcon, PaperclipIcon, SendIcon, StopIcon } from './chat-icons';
import {
  ATTACHMENT_ACCEPT,
  attachmentProblem,
  formatFileSize,
  readAttachment,
} from '../lib/attachment';
import type { Attachment } from '../lib/attachment';

export interface ComposerProps {
  value: string;
  onChange: (value: string) => void;
  /** Sends the text (and file); resolves false when it could not go, keeping both. */
  onSend: (text: string, attachment: Attachment | null) => boolean;
  /** A message is on its way or its reply awaited: sending and attaching wait. */
  busy: boolean;
  /** A reply is being written: the Stop button shows. */
  streaming: boolean;
  onStop: () => void;
  /** Shown under the composer (the disclaimer). */
  footer?: ReactNode;
  /** A file the server refused, put back so the user can keep or replace it. */
  restoredAttachment?: Attachment | null;
  /**
   * Put keyboard focus in the message box when the composer appears (the new-chat page, and
   * the room its first message opened), even after a navigation moved it to the page content.
   */
  focusOnMount?: boolean;
}

/** The text of a message that is only a file (the socket needs words). */
export const fileOnlyMessage = (name: string) => `Here is my file ${name}.`;

/**
 * The chat composer: a multi-line "Message" box where Enter sends and Shift+Enter starts a new
 * line, a Send button, an attach button for one image or PDF (with a preview and an inline
 * size and type check) and, while a reply streams, Stop.
 */
export function Composer({
  value,
  onChange,
  onSend,
  busy,
  streaming,
  onStop,
  footer,
  restoredAttachment = null,
  focusOnMount = false,
}: ComposerProps) {
  // One message box on the page: the skip link and Shift+Esc find it by this id.
  const id = CHAT_COMPOSER_ID;
  const fileInput = useRef<HTMLInputElement>(null);
  const box = useRef<HTMLTextAreaElement>(null);
  const [attachment, setAttachment] = useState<Attachment | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const tooLong = value.length > SOCKET_MESSAGE_MAX_CHARS;
  const canSend = !busy && !tooLong && (value.trim() !== '' || attachment !== null);

  // A file handed back after a refusal replaces the chosen one (state adjusted while
  // rendering, as React advises for a prop change, not in an effect).
  const [seenRestored, setSeenRestored] = useState(restoredAttachment);
  if (restoredAttachment !== seenRestored) {
    setSeenRestored(restoredAttachment);
    if (restoredAttachment) setAttachment(restoredAttachment);
  }

  // After a navigation the layout moves focus to <main> (for screen readers) in its own effect,
  // which runs after this one (a parent's effects follow its children's): focus the box just
  // after that, once the commit's effects are done.
  useEffect(() => {
    if (!focusOnMount) return;
    const timer = setTimeout(() => box.current?.focus({ preventScroll: true }));
    return () => clearTimeout(timer);
  }, [focusOnMount]);

  function send() {
    if (!canSend) return;
    const text = value.trim() || fileOnlyMessage(attachment!.name);
    if (onSend(text, attachment)) {
      setAttachment(null);
      setProblem(null);
    }
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    send();
  }

  function keyDown(event: KeyboardEvent<HTMLTextAreaElement>) {
    // Enter while an input method composes a word confirms the word, not the message.
    if (event.key !== 'Enter' || event.shiftKey || event.nativeEvent.isComposing) return;
    event.preventDefault();
    send();
  }

  async function choose(files: FileList | null) {
    const file = files?.[0];
    if (fileInput.current) fileInput.current.value = '';
    if (!file) return;
    const reason = attachmentProblem(file);
    setProblem(reason);
    if (reason) return;
    try {
      setAttachment(await readAttachment(file));
    } catch {
      setProblem('The file could not be read. Try another one.');
    }
  }

  const hintId = `${id}-hint`;
  const problemId = `${id}-problem`;
  return (
    <form onSubmit={submit} aria-label="Send a message" className="flex flex-col gap-2">
      {attachment && (
        <div className="flex items-center gap-3 self-start rounded-lg border border-border bg-surface p-2">
          {attachment.type === 'application/pdf' ? (
            <span className="grid size-12 place-items-center rounded bg-surface-muted text-brand">
              <FileIcon />
            </span>
          ) : (
            <img src={attachment.dataUrl} alt="" className="size-12 rounded object-cover" />
          )}
          <span className="flex min-w-0 flex-col">
            <span className="max-w-48 truncate text-sm">{attachment.name}</span>
            <span className="text-xs text-text-muted">
              {attachment.type === 'application/pdf' ? 'PDF' : 'Image'},{' '}
              {formatFileSize(attachment.size)}
            </span>
          </span>
          <Button
            variant="ghost"
            size="sm"
            onClick={() => setAttachment(null)}
            aria-label={`Remove ${attachment.name}`}
          >
            <CloseIcon />
          </Button>
        </div>
      )}
      {problem && (
        <p id={problemId} role="alert" className="text-sm font-medium text-danger">
          {problem}
        </p>
      )}
      <div className="flex items-end gap-2 rounded-xl border border-text-muted/50 bg-surface p-2 focus-within:border-brand focus-within:ring-2 focus-within:ring-focus">
        <input
          ref={fileInput}
          type="file"
          accept={ATTACHMENT_ACCEPT}
          className="sr-only"
          tabIndex={-1}
          aria-hidden="true"
          onChange={(event) => void choose(event.target.files)}
        />
        <Button
          variant="ghost"
          aria-label="Attach an image or PDF"
          disabled={busy}
          onClick={() => fileInput.current?.click()}
        >
          <PaperclipIcon />
        </Button>
        <label htmlFor={id} className="sr-only">
          Message
        </label>
        <textarea
          ref={box}
          id={id}
          value={value}
          rows={1}
          onChange={(event) => onChange(event.target.value)}
          onKeyDown={keyDown}
          placeholder="Ask a health question…"
          aria-describedby={[hintId, problem ? problemId : null].filter(Boolean).join(' ')}
          aria-invalid={tooLong || undefined}
          className="field-sizing-content max-h-48 min-h-11 flex-1 resize-none bg-transparent px-1 py-2.5 text-base text-text placeholder:text-text-muted focus:outline-none"
        />
        {streaming ? (
          <Button variant="secondary" onClick={onStop} {...{ [STOP_BUTTON_ATTRIBUTE]: '' }}>
            <StopIcon />
            Stop
          </Button>
        ) : (
          <Button type="submit" disabled={!canSend} aria-label="Send">
            <SendIcon />
          </Button>
        )}
      </div>
      <p id={hintId} className={tooLong ? 'text-sm text-danger' : 'sr-only'}>
        {tooLong
          ? `Messages are limited to ${SOCKET_MESSAGE_MAX_CHARS} characters (${value.length} now).`
          : 'Enter sends, Shift+Enter starts a new line.'}
      </p>
      {footer}
    </form>
  );
}
