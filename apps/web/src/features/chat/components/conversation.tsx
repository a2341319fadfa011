import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import type { ReactNode } from 'react';
import { useLocation } from 'react-router';
import { Button } from '../../../shared/ui/button';
import { Spinner } from '../../../shared/ui/spinner';
import { useChatRoom } from '../hooks/use-chat-room';
import type { ChatRoomOptions } from '../hooks/use-chat-room';
import type { Attachment } from '../lib/attachment';
import { hasFirstMessage } from '../lib/first-message';
import { Composer } from './composer';
import { ConnectionStatus } from './connection-status';
import { MessageItem } from './message-item';
import type { EditControls } from './message-item';
import { ReplyText } from './reply-text';
import { SuggestionChips } from './suggestion-chips';
import { UrgentPin } from './urgent-pin';

interface ConversationProps extends Omit<ChatRoomOptions, 'onRefused'> {
  slug: string;
  /** The room's heading (the page's h1) and the button that opens the room list on mobile. */
  header: ReactNode;
  /** Under the composer. */
  disclaimer?: ReactNode;
  /** Where to sign in again when the socket refused the session. */
  signInHref: string;
}

/** Distance from the bottom under which new messages keep the view at the bottom. */
const NEAR_BOTTOM_PX = 120;

/** One room: its messages, the reply being written, related prompts and the composer. */
export function Conversation({
  slug,
  header,
  disclaimer,
  signInHref,
  ...options
}: ConversationProps) {
  const [draft, setDraft] = useState('');
  // Opened for the message just typed on the new-chat page: the writer keeps typing here (read
  // before useChatRoom's effect takes the message).
  const [openedForFirstMessage] = useState(() => hasFirstMessage(slug));
  const [restored, setRestored] = useState<Attachment | null>(null);
  /** The user's message being edited (one at a time). */
  const [editingId, setEditingId] = useState<string | null>(null);
  const room = useChatRoom(slug, {
    ...options,
    onRefused: (text, attachment) => {
      setDraft((current) => current || text);
      if (attachment) setRestored(attachment);
    },
  });
  const { state, connection, loading, hasOlder } = room;
  const scroller = useRef<HTMLDivElement>(null);
  const topSentinel = useRef<HTMLDivElement>(null);
  /** Distance from the bottom before older messages were prepended (to keep the view still). */
  const anchor = useRef<number | null>(null);
  // Opened from a search result (#message-{id}): stay at that message, not at the newest one,
  // until the reader scrolls back to the bottom.
  const openedAtMessage = useLocation().hash.startsWith('#message-');
  const nearBottom = useRef(!openedAtMessage);
  const firstId = state.messages[0]?.id ?? null;
  const hasQuestion = state.messages.some((message) => !message.is_ai);

  // Older messages went in above: keep what the reader was looking at where it was.
  useLayoutEffect(() => {
    const element = scroller.current;
    if (!element || anchor.current === null) return;
    element.scrollTop = element.scrollHeight - anchor.current;
    anchor.current = null;
  }, [firstId]);

  // New messages or reply text below: follow them when the reader was at the bottom.
  const lastKey = `${state.messages.length}:${state.streaming?.text.length ?? 0}:${state.waiting}`;
  useLayoutEffect(() => {
    const element = scroller.current;
    if (element && nearBottom.current) element.scrollTop = element.scrollHeight;
  }, [lastKey, state.suggestions]);

  function loadOlder() {
    const element = scroller.current;
    if (element) anchor.current = element.scrollHeight - element.scrollTop;
    void room.loadOlder();
  }

  // Scrolling up to the top loads the page before.
  const loadOlderWhenSeen = useRef(loadOlder);
  useEffect(() => {
    loadOlderWhenSeen.current = loadOlder;
  });
  useEffect(() => {
    const sentinel = topSentinel.current;
    if (!sentinel || !hasOlder || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) loadOlderWhenSeen.current();
      },
      { root: scroller.current, rootMargin: '200px 0px 0px 0px' },
    );
    observer.observe(sentinel);
    return () => observer.disconnect();
  }, [hasOlder, loading]);

  // While the line is down a message still goes: it waits, unconfirmed, and is sent after the
  // reconnect's resume. Only a refused socket stops the tools besides a reply in progress.
  const busy = state.waiting || connection.state === 'refused';
  const last = state.messages.at(-1);
  // The question is stored and its reply not begun: Stop already works (a stalled engine).
  const awaitingReply = state.waiting && last !== undefined && !last.is_ai && last.id !== null;
  const send = (text: string, attachment: Parameters<typeof room.send>[1]) => {
    nearBottom.current = true;
    const sent = room.send(text, attachment);
    if (sent) setDraft('');
    return sent;
  };
  // Both replace the end of the conversation, where the reader then wants to be.
  const regenerate = () => {
    nearBottom.current = true;
    room.regenerate();
  };
  const editControls = (id: string, index: number): EditControls => ({
    editing: editingId === id,
    replacesLater: index < state.messages.length - 1,
    busy,
    start: () => setEditingId(id),
    cancel: () => setEditingId(null),
    save: (text) => {
      nearBottom.current = true;
      room.edit(id, text);
    },
  });

  return (
    <div className="flex min-h-0 flex-1 flex-col">
      <div className="flex flex-wrap items-center justify-between gap-2 border-b border-border px-4 py-2">
        {header}
        <ConnectionStatus connection={connection} />
      </div>
      <UrgentPin messages={state.messages} earlier={room.earlierUrgent} />
      <div
        ref={scroller}
        onScroll={(event) => {
          const element = event.currentTarget;
          nearBottom.current =
            element.scrollHeight - element.scrollTop - element.clientHeight < NEAR_BOTTOM_PX;
        }}
        className="min-h-0 flex-1 overflow-y-auto overscroll-contain px-4 py-4"
      >
        <div ref={topSentinel} />
        {hasOlder && (
          <div className="mb-4 flex justify-center">
            <Button variant="secondary" size="sm" loading={loading === 'older'} onClick={loadOlder}>
              Load older messages
            </Button>
          </div>
        )}
        {loading === 'initial' && (
          <p className="flex items-center gap-2 text-text-muted">
            <Spinner className="size-4" /> Loading the conversation…
          </p>
        )}
        {room.loadError && (
          <p
            role="alert"
            className="mb-4 rounded-lg border border-danger bg-danger/5 p-3 text-danger"
          >
            {room.loadError}
          </p>
        )}
        <div role="log" aria-label="Messages" aria-busy={loading !== null}>
          <ol className="flex flex-col gap-4">
            {state.messages.map((message, index) => (
              <MessageItem
                key={message.client_id ?? message.id ?? index}
                message={message}
                rate={room.rate}
                alert={message.id !== null && message.id === room.liveUrgentId}
                edit={
                  !message.is_ai && message.id !== null
                    ? editControls(message.id, index)
                    : undefined
                }
                regenerate={
                  message.is_ai && message === last ? { busy, run: regenerate } : undefined
                }
              />
            ))}
          </ol>
        </div>
        {state.waiting && (
          <div className="mt-4 max-w-[85%] rounded-2xl rounded-bl-sm border border-border bg-surface-muted px-4 py-3">
            {state.streaming?.text ? (
              <ReplyText text={state.streaming.text} />
            ) : (
              <p className="flex items-center gap-2 text-text-muted">
                <Spinner className="size-4" /> Writing a reply…
              </p>
            )}
          </div>
        )}
        {!state.waiting && last?.is_ai && (
          <div className="mt-4">
            <SuggestionChips
              label="Related questions"
              suggestions={state.suggestions}
              disabled={busy}
              onPick={(prompt) => send(prompt, null)}
            />
          </div>
        )}
      </div>
      <div className="border-t border-border bg-surface px-4 pt-3 pb-4">
        {connection.state === 'refused' && (
          <p role="alert" className="mb-2 text-sm font-medium text-danger">
            {connection.reason}{' '}
            {connection.reason?.includes('Sign in') && (
              <a href={signInHref} className="underline">
                Sign in
              </a>
            )}
          </p>
        )}
        {state.error && (
          <div
            role="alert"
            className="mb-2 flex items-start justify-between gap-2 text-sm text-danger"
          >
            <p>
              {state.error.message}
              {state.error.retryAfterS !== undefined &&
                ` You can send again in ${state.error.retryAfterS} seconds.`}
            </p>
            <span className="flex shrink-0 gap-1">
              {/* No reply came (a failed or stalled engine): answer the question again (a
                  regenerate, so the question is not repeated). */}
              {state.error.code === 'engine_failed' && hasQuestion && (
                <Button variant="secondary" size="sm" onClick={regenerate}>
                  Ask again
                </Button>
              )}
              <Button variant="ghost" size="sm" onClick={room.dismissError}>
                Dismiss
              </Button>
            </span>
          </div>
        )}
        <Composer
          value={draft}
          onChange={setDraft}
          onSend={send}
          busy={busy}
          streaming={state.streaming !== null || awaitingReply}
          onStop={room.stop}
          footer={disclaimer}
          restoredAttachment={restored}
          focusOnMount={openedForFirstMessage}
        />
      </div>
    </div>
  );
}
