import { useEffect, useId, useState } from 'react';
import { CHAT_SEARCH_MAX_LENGTH, type ChatSearchResult } from '@mhp/contract/schemas/chat';
import { errorMessage } from '../../../shared/api/http-client';
import { Link } from '../../../shared/ui/link';
import { searchConversations } from '../api/chat-api';

/** Wait this long after the last key before asking the server (one request per pause). */
const TYPING_PAUSE_MS = 250;

type SearchState =
  | { kind: 'idle' }
  | { kind: 'searching' }
  | { kind: 'done'; results: ChatSearchResult[] }
  | { kind: 'failed'; message: string };

/** An answer, kept with the words it answers (a newer query shows "Searching…" until its own). */
type Answer = Extract<SearchState, { kind: 'done' | 'failed' }> & { query: string };

interface ConversationSearchProps {
  roomHref: (slug: string) => string;
  /** A result was followed (closes the drawer on mobile). */
  onNavigate?: () => void;
}

/**
 * A search box over the user's own messages (GET /api/chat-search/). Results link to the
 * conversation at the message (`#message-{id}`, message-item.tsx scrolls to it). The snippet
 * arrives as plain parts, so matched words are <mark>ed without rendering any HTML.
 */
export function ConversationSearch({ roomHref, onNavigate }: ConversationSearchProps) {
  const [text, setText] = useState('');
  const [answer, setAnswer] = useState<Answer | null>(null);
  const resultsId = useId();
  const query = text.trim();
  const state: SearchState = !query
    ? { kind: 'idle' }
    : answer?.query === query
      ? answer
      : { kind: 'searching' };

  useEffect(() => {
    if (!query) return;
    const controller = new AbortController();
    const timer = setTimeout(() => {
      searchConversations(query, controller.signal).then(
        ({ results }) => setAnswer({ kind: 'done', results, query }),
        (error: unknown) => {
          if (!controller.signal.aborted) {
            setAnswer({ kind: 'failed', message: errorMessage(error), query });
          }
        },
      );
    }, TYPING_PAUSE_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [query]);

  return (
    <div role="search" className="flex flex-col gap-2">
      <label className="flex flex-col gap-1 text-sm font-semibold text-text">
        Search your conversations
        <input
          type="search"
          value={text}
          maxLength={CHAT_SEARCH_MAX_LENGTH}
          placeholder="e.g. sperm count"
          aria-controls={resultsId}
          onChange={(event) => setText(event.target.value)}
          onKeyDown={(event) => {
            if (event.key === 'Escape' && text) {
              event.stopPropagation();
              setText('');
            }
          }}
          className="block min-h-11 w-full rounded-md border border-text-muted/50 bg-surface px-3 text-base font-normal"
        />
      </label>
      <div id={resultsId} aria-live="polite" className="flex flex-col gap-1">
        {state.kind === 'searching' && <p className="text-sm text-text-muted">Searching…</p>}
        {state.kind === 'failed' && (
          <p role="alert" className="text-sm text-danger">
            {state.message}
          </p>
        )}
        {state.kind === 'done' && state.results.length === 0 && (
          <p className="text-sm text-text-muted">No messages match “{query}”.</p>
        )}
        {state.kind === 'done' && state.results.length > 0 && (
          <>
            <p className="text-sm text-text-muted">
              {state.results.length === 1
                ? '1 message found'
                : `${state.results.length} messages found`}
            </p>
            <ul aria-label="Search results" className="flex flex-col gap-1">
              {state.results.map((result) => (
                <li key={result.message_id}>
                  <Link
                    to={`${roomHref(result.room_slug)}#message-${result.message_id}`}
                    onClick={onNavigate}
                    className="block min-h-11 rounded-lg px-3 py-2 text-sm text-text no-underline hover:bg-surface-muted"
                  >
                    <span className="block truncate font-semibold">{result.room_name}</span>
                    <span className="line-clamp-3 text-text-muted">
                      <span className="font-medium text-text">
                        {result.is_ai ? 'Reply: ' : 'You: '}
                      </span>
                      {result.snippet.map((part, index) =>
                        part.match ? (
                          <mark key={index} className="rounded-sm bg-brand-soft text-text">
                            {part.text}
                          </mark>
                        ) : (
                          <span key={index}>{part.text}</span>
                        ),
                      )}
                    </span>
                  </Link>
                </li>
              ))}
            </ul>
          </>
        )}
      </div>
    </div>
  );
}
