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
    <div className="[&_a]:font-medium [&_a]:text-brand [&_a]:underline [&_:is(h1,h2,h3,h4)]:mt-3 [&_:is(h1,h2,h3,h4)]:font-semibold [&_li]:my-0.5 [&_ol]:my-2 [&_ol]:list-decimal [&_ol]:pl-5 [&_p]:my-2 [&_p:first-child]:mt-0 [&_p:last-child]:mb-0 [&_ul]:my-2 [&_ul]:list-disc [&_ul]:pl-5">
      <Markdown components={components}>{text}</Markdown>
    </div>
  );
}
