import type { ConversationMessage } from '../lib/conversation';

/**
 * Keeps an emergency reply in view: while the conversation holds one, a short alert bar stays
 * above the messages with the call to action, however far the reader scrolls.
 */
export function UrgentPin({ messages }: { messages: readonly ConversationMessage[] }) {
  const urgent = messages.findLast((message) => message.is_ai && message.urgent);
  if (!urgent) return null;
  function show() {
    const target = document.querySelector(`[data-message-id="${CSS.escape(urgent!.id ?? '')}"]`);
    target?.scrollIntoView({ block: 'start', behavior: 'smooth' });
  }
  return (
    <aside
      aria-label="Urgent-care guidance"
      className="flex flex-wrap items-center gap-x-3 gap-y-1 border-b-2 border-danger bg-danger/5 px-4 py-2 text-sm"
    >
      <p className="font-semibold text-danger">This conversation has urgent-care guidance.</p>
      <a href="tel:911" className="font-semibold text-danger underline">
        Call emergency services (911)
      </a>
      <button type="button" onClick={show} className="min-h-8 font-semibold text-brand underline">
        Show the guidance
      </button>
    </aside>
  );
}
