import { useId, useState } from 'react';
import type { ChatMessage } from '@mhp/contract/schemas/chat';
import type { ConversationMessage } from '../lib/conversation';
import { ReplyText } from './reply-text';

interface UrgentPinProps {
  messages: readonly ConversationMessage[];
  /** The newest emergency reply when its page is not loaded (found with `urgent=true`). */
  earlier: ChatMessage | null;
}

/**
 * Keeps an emergency reply in view: while the conversation holds one, a short alert bar stays
 * above the messages with the call to action, however far the reader scrolls. A reply older
 * than the loaded pages opens in place, so it is never hidden behind "load more".
 */
export function UrgentPin({ messages, earlier }: UrgentPinProps) {
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const loaded = messages.findLast((message) => message.is_ai && message.urgent);
  if (!loaded && !earlier) return null;

  function showLoaded() {
    const target = document.querySelector(`[data-message-id="${CSS.escape(loaded!.id ?? '')}"]`);
    target?.scrollIntoView({ block: 'start', behavior: 'smooth' });
  }
  return (
    <aside
      aria-label="Urgent-care guidance"
      className="border-b-2 border-danger bg-danger/5 px-4 py-2 text-sm"
    >
      <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
        <p className="font-semibold text-danger">This conversation has urgent-care guidance.</p>
        <a href="tel:911" className="font-semibold text-danger underline">
          Call emergency services (911)
        </a>
        {loaded ? (
          <button
            type="button"
            onClick={showLoaded}
            className="min-h-8 font-semibold text-brand underline"
          >
            Show the guidance
          </button>
        ) : (
          <button
            type="button"
            aria-expanded={open}
            aria-controls={panelId}
            onClick={() => setOpen((value) => !value)}
            className="min-h-8 font-semibold text-brand underline"
          >
            {open ? 'Hide the guidance' : 'Show the guidance'}
          </button>
        )}
      </div>
      {!loaded && open && earlier && (
        <div id={panelId} className="mt-2 max-h-64 overflow-y-auto rounded-md bg-surface p-3">
          <ReplyText text={earlier.message} />
        </div>
      )}
    </aside>
  );
}
