import { useState } from 'react';
import type { ReactNode } from 'react';
import type { ChatRoom } from '@mhp/contract/schemas/chat';
import { errorMessage } from '../../../shared/api/http-client';
import { useApiQuery } from '../../../shared/api/use-api-query';
import { createRoom, starterPrompts } from '../api/chat-api';
import type { Attachment } from '../lib/attachment';
import { leaveFirstMessage } from '../lib/first-message';
import { Composer } from './composer';
import { SuggestionChips } from './suggestion-chips';

interface NewChatProps {
  header: ReactNode;
  disclaimer?: ReactNode;
  /** The room made for the first message; the page opens it, which sends the message. */
  onCreated: (room: ChatRoom) => void;
}

/**
 * /app: the empty state. Starter prompts (chat-suggestions) as one-tap chips and the composer;
 * the first message creates the room (named from that message by the server).
 */
export function NewChat({ header, disclaimer, onCreated }: NewChatProps) {
  const [draft, setDraft] = useState('');
  // Without starter prompts (not loaded, or failed) the composer still works.
  const suggestions = useApiQuery(starterPrompts).data?.suggestions ?? [];
  const [creating, setCreating] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);

  function start(text: string, attachment: Attachment | null) {
    setCreating(true);
    setProblem(null);
    createRoom({}).then(
      (room) => {
        leaveFirstMessage(room.slug, { text, attachment });
        onCreated(room);
      },
      (error: unknown) => {
        setCreating(false);
        setDraft((current) => current || text);
        setProblem(errorMessage(error));
      },
    );
    setDraft('');
    return true;
  }

  return (
    <div className="flex min-h-0 flex-1 flex-col">
      <div className="flex items-center gap-2 border-b border-border px-4 py-2">{header}</div>
      <div className="min-h-0 flex-1 overflow-y-auto px-4 py-6 sm:py-10">
        <div className="mx-auto max-w-2xl">
          <p className="text-2xl font-bold tracking-tight text-text sm:text-3xl">
            What would you like to ask today?
          </p>
          <p className="mt-3 text-text-muted">
            Ask about symptoms, tests, treatments or everyday habits in your own words. Answers are
            general information with their sources, not a diagnosis; your conversations are private
            to your account.
          </p>
          <div className="mt-6">
            <SuggestionChips
              label="Try one of these"
              suggestions={suggestions}
              disabled={creating}
              onPick={(prompt) => start(prompt, null)}
            />
          </div>
        </div>
      </div>
      <div className="border-t border-border bg-surface px-4 pt-3 pb-4">
        {problem && (
          <p role="alert" className="mb-2 text-sm text-danger">
            {problem}
          </p>
        )}
        <Composer
          value={draft}
          onChange={setDraft}
          onSend={start}
          busy={creating}
          streaming={false}
          onStop={() => {}}
          footer={disclaimer}
          focusOnMount={hasFinePointer()}
        />
      </div>
    </div>
  );
}

/**
 * A mouse or trackpad: the message box takes focus when the page opens. On a touch screen it
 * does not, as focus there opens the on-screen keyboard over the suggestions.
 */
function hasFinePointer(): boolean {
  return typeof window.matchMedia !== 'function' || window.matchMedia('(pointer: fine)').matches;
}
