import { LazyBoundary } from '../../../shared/ui/lazy-boundary';
import { lazyPart } from '../../../shared/lib/lazy-part';

// The Markdown parser is loaded with the first reply, not with the chat page (or any other).
const ChatMarkdown = lazyPart(() => import('./chat-markdown'));

/** An AI reply: plain text at once, formatted as soon as the Markdown chunk is there. */
export function ReplyText({ text }: { text: string }) {
  return (
    <LazyBoundary fallback={<p className="whitespace-pre-wrap">{text}</p>}>
      <ChatMarkdown text={text} />
    </LazyBoundary>
  );
}
