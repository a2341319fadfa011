import type { ReactNode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';

/**
 * Renders on the server once every suspended query has answered (ADR 020, ADR 022): React's
 * static prerender waits for all of them before it writes anything. The CSP allows no inline
 * script, so React's streaming (which reveals late parts with inline scripts) is not used:
 * the whole tree is written at once, and the page cache keeps it whole.
 */
export async function renderWhenReady(element: ReactNode): Promise<string> {
  const errors: unknown[] = [];
  // No abort signal: a query that takes too long gives up by itself (server-queries.ts) and
  // its part is drawn loading, so the rest of the page is still sent.
  const { prelude } = await prerenderToNodeStream(element, {
    // Every boundary inline, in document order: a boundary React outlines (past its chunk
    // size, 12.8 KB by default) is completed by an inline script, which the CSP refuses.
    progressiveChunkSize: Number.POSITIVE_INFINITY,
    // A component that throws while prerendering is rendered by the browser instead (React
    // leaves its nearest Suspense boundary's fallback in the HTML); the page is not sent half
    // drawn: the caller gets the error and sends the single-page shell.
    onError: (error) => {
      errors.push(error);
    },
  });
  let html = '';
  for await (const chunk of prelude) html += String(chunk);
  if (errors.length > 0) {
    const [first] = errors;
    throw first instanceof Error ? first : new Error(String(first));
  }
  return html;
}
