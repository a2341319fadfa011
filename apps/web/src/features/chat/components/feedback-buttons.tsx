import { useId, useState } from 'react';
import type { FormEvent } from 'react';
import type { ChatMessage } from '@mhp/contract/schemas/chat';
import { Button } from '../../../shared/ui/button';
import { ThumbDownIcon, ThumbUpIcon } from './chat-icons';

export type Rate = (
  messageId: string,
  type: ChatMessage['feedback_type'],
  comment?: string,
) => Promise<string | null>;

interface FeedbackButtonsProps {
  message: Pick<ChatMessage, 'id' | 'feedback_type' | 'feedback_message'>;
  rate: Rate;
}

const toggleClass = (pressed: boolean) =>
  `inline-flex min-h-11 min-w-11 items-center justify-center rounded-md border ${
    pressed ? 'border-brand bg-brand-soft text-brand' : 'border-transparent text-text-muted'
  } hover:bg-surface-muted disabled:opacity-60`;

/**
 * Like and dislike (toggle buttons with aria-pressed; pressing the chosen one again clears
 * it). Dislike opens an optional comment before it is saved.
 */
export function FeedbackButtons({ message, rate }: FeedbackButtonsProps) {
  const id = useId();
  const [commenting, setCommenting] = useState(false);
  const [comment, setComment] = useState(message.feedback_message ?? '');
  const [saving, setSaving] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);

  async function save(type: ChatMessage['feedback_type'], text?: string) {
    setSaving(true);
    setProblem(null);
    const error = await rate(message.id, type, text);
    setSaving(false);
    setProblem(error);
    if (!error) setCommenting(false);
  }

  function submitComment(event: FormEvent) {
    event.preventDefault();
    void save('dislike', comment.trim() || undefined);
  }

  const liked = message.feedback_type === 'like';
  const disliked = message.feedback_type === 'dislike';
  return (
    <div className="mt-2">
      <div className="flex items-center gap-1" role="group" aria-label="Rate this answer">
        <button
          type="button"
          aria-pressed={liked}
          aria-label="Helpful"
          disabled={saving}
          className={toggleClass(liked)}
          onClick={() => void save(liked ? null : 'like')}
        >
          <ThumbUpIcon />
        </button>
        <button
          type="button"
          aria-pressed={disliked}
          aria-label="Not helpful"
          aria-expanded={commenting}
          disabled={saving}
          className={toggleClass(disliked || commenting)}
          onClick={() => {
            if (disliked) void save(null);
            else setCommenting(!commenting);
          }}
        >
          <ThumbDownIcon />
        </button>
        {disliked && message.feedback_message && (
          <span className="ml-1 text-sm text-text-muted">
            Your comment: {message.feedback_message}
          </span>
        )}
      </div>
      {commenting && (
        <form onSubmit={submitComment} className="mt-2 flex flex-col gap-2" aria-label="Feedback">
          <label htmlFor={id} className="text-sm font-semibold">
            What could be better? (optional)
          </label>
          <textarea
            id={id}
            value={comment}
            maxLength={2000}
            rows={2}
            onChange={(event) => setComment(event.target.value)}
            className="w-full rounded-lg border border-text-muted/50 bg-surface px-3 py-2 text-base"
          />
          <div className="flex gap-2">
            <Button type="submit" size="sm" loading={saving}>
              Send feedback
            </Button>
            <Button variant="ghost" size="sm" onClick={() => setCommenting(false)}>
              Cancel
            </Button>
          </div>
        </form>
      )}
      {problem && (
        <p role="alert" className="mt-1 text-sm text-danger">
          {problem}
        </p>
      )}
    </div>
  );
}
