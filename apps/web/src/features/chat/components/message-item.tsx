import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';
import type { ChatFileInfo } from '@mhp/contract/schemas/chat';
import { formatFileSize, isPdf } from '../lib/attachment';
import type { ConversationMessage } from '../lib/conversation';
import { DownloadIcon, FileIcon } from './chat-icons';
import { CopyReplyButton } from './copy-reply-button';
import { FeedbackButtons } from './feedback-buttons';
import type { Rate } from './feedback-buttons';
import { MessageEditor } from './message-editor';
import { MessageSources } from './message-sources';
import { ReplyText } from './reply-text';
import { UrgentCareActions, UrgentLabel } from './urgent-care';

/** Edit-and-resend of one of the user's stored messages. */
export interface EditControls {
  editing: boolean;
  /** Messages follow this one (they go when it is saved). */
  replacesLater: boolean;
  /** A reply is being written (or the line refused): nothing can be replaced now. */
  busy: boolean;
  start(): void;
  cancel(): void;
  save(text: string): void;
}

interface MessageItemProps {
  message: ConversationMessage;
  rate: Rate;
  /** The urgent reply that just arrived: announced at once as an alert. */
  alert: boolean;
  /** The user's stored message: Edit. */
  edit?: EditControls;
  /** The latest reply: Regenerate (disabled while `busy`). */
  regenerate?: { busy: boolean; run(): void };
}

const actionClass =
  'inline-flex min-h-11 items-center rounded-md px-3 text-sm font-medium text-text-muted hover:bg-surface-muted hover:text-brand disabled:cursor-not-allowed disabled:opacity-60';

/**
 * Edit under the user's bubble. It stays mounted (hidden) while the editor is open, so the
 * focus can come back to it when the editor closes.
 */
function EditButton({ edit }: { edit: EditControls }) {
  const button = useRef<HTMLButtonElement>(null);
  const wasEditing = useRef(edit.editing);
  useEffect(() => {
    if (wasEditing.current && !edit.editing) button.current?.focus();
    wasEditing.current = edit.editing;
  }, [edit.editing]);
  return (
    <button
      ref={button}
      type="button"
      hidden={edit.editing}
      disabled={edit.busy}
      onClick={edit.start}
      aria-label="Edit this message"
      className={actionClass}
    >
      Edit
    </button>
  );
}

/**
 * A PDF is a file card: icon, name, size, a link that opens it in a new tab and one that
 * downloads it (the server sends it with its name and type). An image shows inline. A file
 * the server has not stored yet (a data URL) is named but not linked.
 */
function Attachment({ url, info }: { url: string; info: ChatFileInfo | null }) {
  const stored = !url.startsWith('data:');
  if (isPdf(info) || (!info && /^data:application\/pdf/.test(url))) {
    const name = info?.name ?? 'document.pdf';
    return (
      <div className="mt-2 flex items-center gap-3 rounded-lg bg-surface p-2 text-text">
        <span className="grid size-10 shrink-0 place-items-center rounded bg-surface-muted text-brand">
          <FileIcon />
        </span>
        <span className="flex min-w-0 flex-col">
          {stored ? (
            <a
              href={url}
              target="_blank"
              rel="noopener noreferrer"
              className="truncate text-sm font-medium underline"
            >
              {name}
              <span className="sr-only"> (PDF, opens in a new tab)</span>
            </a>
          ) : (
            <span className="truncate text-sm font-medium">{name}</span>
          )}
          <span className="text-xs text-text-muted">
            PDF{info ? `, ${formatFileSize(info.size)}` : ''}
          </span>
        </span>
        {stored && (
          <a
            href={`${url}&download=1`}
            download={name}
            aria-label={`Download ${name}`}
            className="ml-auto grid size-11 shrink-0 place-items-center rounded-lg hover:bg-surface-muted focus-visible:ring-2 focus-visible:ring-focus"
          >
            <DownloadIcon />
          </a>
        )}
      </div>
    );
  }
  return (
    <img
      src={url}
      alt={info ? `Your attachment: ${info.name}` : 'Your attachment'}
      className="mt-2 max-h-48 max-w-full rounded-lg border border-border object-contain"
    />
  );
}

/**
 * A search result links to `/app/{slug}#message-{id}`: the message it names scrolls into view
 * and takes focus once it is on the page (the browser's own hash scroll runs before the
 * conversation has loaded, and not at all on an in-app navigation).
 */
function useScrollToWhenLinked(id: string | null) {
  const ref = useRef<HTMLLIElement>(null);
  const { hash } = useLocation();
  const linked = id !== null && hash === `#message-${id}`;
  useEffect(() => {
    if (!linked || !ref.current) return;
    ref.current.scrollIntoView({ block: 'center' });
    ref.current.focus({ preventScroll: true });
  }, [linked]);
  return { ref, linked };
}

/** One message of the log: the user's on the right, the assistant's on the left. */
export function MessageItem({ message, rate, alert, edit, regenerate }: MessageItemProps) {
  const { ref, linked } = useScrollToWhenLinked(message.id);
  const anchor = {
    ref,
    id: message.id ? `message-${message.id}` : undefined,
    'data-message-id': message.id ?? undefined,
    // Focusable only as the target of a search link, with a ring that shows where it is.
    tabIndex: linked ? -1 : undefined,
    'data-linked': linked ? true : undefined,
  };
  if (!message.is_ai) {
    return (
      <li
        className="flex justify-end rounded-2xl data-[linked]:ring-2 data-[linked]:ring-brand"
        {...anchor}
      >
        {/* The bubble (or its editor) with Edit under it, on the right; the editor takes the
            whole width the bubble may have. */}
        <div className={`flex max-w-[85%] flex-col items-end ${edit?.editing ? 'w-full' : ''}`}>
          {edit?.editing ? (
            <MessageEditor
              initial={message.message}
              replacesLater={edit.replacesLater}
              busy={edit.busy}
              onSave={edit.save}
              onCancel={edit.cancel}
            />
          ) : (
            <div className="max-w-full rounded-2xl rounded-br-sm bg-brand px-4 py-2.5 text-brand-contrast">
              <p className="sr-only">You said:</p>
              <p className="whitespace-pre-wrap break-words">{message.message}</p>
              {message.file && <Attachment url={message.file} info={message.file_info} />}
              {message.id === null && <p className="mt-1 text-xs opacity-80">Sending…</p>}
            </div>
          )}
          {edit && <EditButton edit={edit} />}
        </div>
      </li>
    );
  }
  return (
    <li className="flex rounded-2xl data-[linked]:ring-2 data-[linked]:ring-brand" {...anchor}>
      <article
        aria-label={message.urgent ? 'Urgent-care guidance' : 'Assistant reply'}
        className={`w-full max-w-[95%] rounded-2xl rounded-bl-sm px-4 py-3 sm:max-w-[85%] ${
          message.urgent
            ? 'border-2 border-danger bg-danger/5'
            : 'border border-border bg-surface-muted'
        }`}
      >
        {/* An emergency reply that just arrived interrupts: read out at once, first of all. */}
        <div role={alert ? 'alert' : undefined}>
          {message.urgent && <UrgentLabel />}
          <div className="break-words">
            <ReplyText text={message.message} />
          </div>
          {message.urgent && <UrgentCareActions />}
        </div>
        <MessageSources sources={message.chat_source_recommendations} />
        {message.id !== null && (
          <div className="flex flex-wrap items-end gap-1">
            <FeedbackButtons message={{ ...message, id: message.id }} rate={rate} />
            <CopyReplyButton text={message.message} />
            {regenerate && (
              <button
                type="button"
                disabled={regenerate.busy}
                onClick={regenerate.run}
                className={actionClass}
              >
                Regenerate
              </button>
            )}
          </div>
        )}
      </article>
    </li>
  );
}
