import Markdown from 'react-markdown';
import type { Components } from 'react-markdown';

/**
 * Links in a reply open in a new tab and pass no referrer or opener to the other site;
 * react-markdown's default URL filter already drops javascript: and other unsafe schemes.
 */
const components: Components = {
  a: ({ node: _node, children, ...props }) => (
    <a {...props} target="_blank" rel="noopener noreferrer nofollow">
      {children}
    </a>
  ),
};

/**
 * An AI reply as Markdown. Raw HTML in the text is never rendered as HTML (no rehype-raw):
 * a `<script>` or `<img onerror>` shows as the text it is.
 */
export default function ChatMarkdown({ text }: { text: string }) {
  return (
    <div className="chat-markdown">
      <Markdown components={components}>{text}</Markdown>
    </div>
  );
}
