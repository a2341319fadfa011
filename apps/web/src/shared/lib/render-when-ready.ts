import type { ReactNode } from 'react';
import { renderToStringAsync } from 'preact-render-to-string';
import type { VNode } from 'preact';

/**
 * Renders on the server once every suspended query has answered (ADR 020). The CSP allows no
 * inline script, so no part of the page is streamed in later: the whole tree is written at
 * once.
 */
export async function renderWhenReady(element: ReactNode): Promise<string> {
  return renderToStringAsync(element as VNode);
}
