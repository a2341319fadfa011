import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { createServerQueries, ServerQueriesContext } from './server-queries';
import type { ServerQueries } from './server-queries';
import { query, useApiQuery } from './use-api-query';
import { renderWhenReady } from '../lib/render-when-ready';

function Reader({ name, load }: { name: string; load: () => Promise<string> }) {
  const result = useApiQuery(query(name, load));
  return <p>{result.status === 'success' ? result.data : result.status}</p>;
}

/** Renders as entry-server.tsx does: written once every suspended query has answered. */
const renderOnServer = (children: ReactNode, queries: ServerQueries) =>
  renderWhenReady(<ServerQueriesContext value={queries}>{children}</ServerQueriesContext>);

describe('queries in a server render', () => {
  it('waits for each query, renders its answer and hands the answers over for hydration', async () => {
    const queries = createServerQueries();
    const load = vi.fn(async () => 'Classic brief');
    const html = await renderOnServer(
      <>
        <Reader name="product" load={load} />
        <Reader name="product" load={load} />
      </>,
      queries,
    );
    expect(html).toBe('<p>Classic brief</p><p>Classic brief</p>');
    // One load for a key however many components read it.
    expect(load).toHaveBeenCalledTimes(1);
    expect(queries.answers()).toEqual({ product: 'Classic brief' });
  });

  it('renders a failed query as pending and leaves it out, so the browser loads it', async () => {
    const queries = createServerQueries();
    const html = await renderOnServer(
      <Reader name="terms" load={() => Promise.reject(new Error('down'))} />,
      queries,
    );
    expect(html).toBe('<p>pending</p>');
    expect(queries.answers()).toEqual({});
  });

  it('uses answers loaded before the render without loading them again', async () => {
    const queries = createServerQueries({ variant: 'B' });
    const load = vi.fn(async () => 'A');
    expect(await renderOnServer(<Reader name="variant" load={load} />, queries)).toBe('<p>B</p>');
    expect(load).not.toHaveBeenCalled();
  });

  it('keeps each request’s answers to itself', async () => {
    const first = createServerQueries();
    await renderOnServer(<Reader name="who" load={async () => 'first'} />, first);
    const second = createServerQueries();
    const html = await renderOnServer(<Reader name="who" load={async () => 'second'} />, second);
    expect(html).toBe('<p>second</p>');
  });
});
