import Markdown from 'react-markdown';
import type { Components } from 'react-markdown';
import remarkGfm from 'remark-gfm';

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
  // A wide table scrolls inside its own box, never the page (a phone is 375 px wide).
  table: ({ node: _node, children, ...props }) => (
    <div className="my-2 max-w-full overflow-x-auto">
      <table {...props}>{children}</table>
    </div>
  ),
};

/** GitHub-flavoured Markdown: tables, strikethrough, task lists and bare links. */
const remarkPlugins = [remarkGfm];

/**
 * An AI reply as Markdown (GFM: tables and fenced code blocks included). Raw HTML in the text is never rendered as HTML (no rehype-raw):
 * a `<script>` or `<img onerror>` shows as the text it is.
 */
export default function ChatMarkdown({ text }: { text: string }) {
  return (
    <div className="[&_a]:font-medium [&_a]:text-brand [&_a]:underline [&_:is(h1,h2,h3,h4)]:mt-3 [&_:is(h1,h2,h3,h4)]:font-semibold [&_li]:my-0.5 [&_ol]:my-2 [&_ol]:list-decimal [&_ol]:pl-5 [&_p]:my-2 [&_p:first-child]:mt-0 [&_p:last-child]:mb-0 [&_ul]:my-2 [&_ul]:list-disc [&_ul]:pl-5 [&_table]:border-collapse [&_table]:text-sm [&_:is(th,td)]:border [&_:is(th,td)]:border-border [&_:is(th,td)]:px-2 [&_:is(th,td)]:py-1 [&_th]:bg-surface [&_th]:text-left [&_pre]:my-2 [&_pre]:overflow-x-auto [&_pre]:rounded-md [&_pre]:bg-surface [&_pre]:p-3 [&_pre]:text-sm [&_code]:font-mono [&_:not(pre)>code]:rounded [&_:not(pre)>code]:bg-surface [&_:not(pre)>code]:px-1">
      <Markdown components={components} remarkPlugins={remarkPlugins}>
        {text}
      </Markdown>
    </div>
  );
}
