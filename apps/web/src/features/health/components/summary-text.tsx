import type { ReactNode } from 'react';

/** **bold** spans of one line. */
function inline(text: string): ReactNode[] {
  return text
    .split(/(\*\*[^*]+\*\*)/g)
    .map((part, index) =>
      part.startsWith('**') && part.endsWith('**') ? (
        <strong key={index}>{part.slice(2, -2)}</strong>
      ) : (
        part
      ),
    );
}

/**
 * The small Markdown the component messages use: paragraphs, "- " lists, "> " urgent-care
 * quotes and **bold**. Text only, never HTML, so nothing the server sends can run.
 */
export function SummaryText({ text }: { text: string }) {
  const blocks = text.split(/\n{2,}/);
  return (
    <div className="grid gap-3">
      {blocks.map((block, index) => {
        const lines = block.split('\n');
        if (lines.every((line) => line.startsWith('>'))) {
          return (
            <blockquote
              key={index}
              className="rounded-lg border-l-4 border-danger bg-danger/5 px-4 py-3 text-text"
            >
              {lines
                .map((line) => line.replace(/^>\s?/, ''))
                .filter(Boolean)
                .map((line, i) => (
                  <p key={i}>{inline(line)}</p>
                ))}
            </blockquote>
          );
        }
        if (lines.every((line) => line.startsWith('- '))) {
          return (
            <ul key={index} className="list-disc pl-5">
              {lines.map((line, i) => (
                <li key={i}>{inline(line.slice(2))}</li>
              ))}
            </ul>
          );
        }
        return <p key={index}>{inline(block)}</p>;
      })}
    </div>
  );
}
