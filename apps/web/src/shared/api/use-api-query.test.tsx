import { act, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import {
  invalidateQuery,
  isFromServer,
  query,
  seedQueryCache,
  setQueryData,
  useApiQuery,
} from './use-api-query';
import type { Query } from './use-api-query';

/** A loader whose answers the test hands out one by one. */
function controlledLoader() {
  const calls: {
    signal: AbortSignal;
    resolve: (value: string) => void;
    reject: (e: unknown) => void;
  }[] = [];
  const load = vi.fn(
    (signal: AbortSignal) =>
      new Promise<string>((resolve, reject) => calls.push({ signal, resolve, reject })),
  );
  return { load, calls };
}

function Reader({ q, label = 'reader' }: { q: Query<string> | null; label?: string }) {
  const result = useApiQuery(q);
  return (
    <p data-testid={label}>
      {result.status === 'success' ? result.data : result.status}
      <button onClick={result.refetch}>refetch {label}</button>
    </p>
  );
}

describe('useApiQuery', () => {
  it('shows pending, then the answer', async () => {
    const { load, calls } = controlledLoader();
    render(<Reader q={query('greeting', load)} />);
    expect(screen.getByTestId('reader')).toHaveTextContent('pending');

    await act(async () => calls[0]?.resolve('hello'));

    expect(screen.getByTestId('reader')).toHaveTextContent('hello');
  });

  it('loads a key once for several readers at the same time', async () => {
    const { load, calls } = controlledLoader();
    const q = query('shared', load);
    render(
      <>
        <Reader q={q} label="a" />
        <Reader q={q} label="b" />
      </>,
    );
    await act(async () => calls[0]?.resolve('one answer'));

    expect(load).toHaveBeenCalledTimes(1);
    expect(screen.getByTestId('a')).toHaveTextContent('one answer');
    expect(screen.getByTestId('b')).toHaveTextContent('one answer');
  });

  it('aborts the load when its reader unmounts or moves to another key', async () => {
    const { load, calls } = controlledLoader();
    const view = render(<Reader q={query('first', load)} />);
    view.rerender(<Reader q={query('second', load)} />);
    expect(calls[0]?.signal.aborted).toBe(true);

    view.unmount();
    expect(calls[1]?.signal.aborted).toBe(true);
  });

  it('shows a cached answer at once on a later visit and reloads it behind', async () => {
    const { load, calls } = controlledLoader();
    const q = query('cached', load);
    const first = render(<Reader q={q} />);
    await act(async () => calls[0]?.resolve('old'));
    first.unmount();

    render(<Reader q={q} />);
    expect(screen.getByTestId('reader')).toHaveTextContent('old');
    await act(async () => calls[1]?.resolve('new'));
    expect(screen.getByTestId('reader')).toHaveTextContent('new');
  });

  it('refetches on demand, and after an error shows pending again', async () => {
    const { load, calls } = controlledLoader();
    render(<Reader q={query('flaky', load)} />);
    await act(async () => calls[0]?.reject(new Error('offline')));
    expect(screen.getByTestId('reader')).toHaveTextContent('error');

    act(() => screen.getByRole('button', { name: 'refetch reader' }).click());
    expect(screen.getByTestId('reader')).toHaveTextContent('pending');
    await act(async () => calls[1]?.resolve('back'));
    expect(screen.getByTestId('reader')).toHaveTextContent('back');
  });

  it('lets a mutation replace the answer or invalidate it', async () => {
    const { load, calls } = controlledLoader();
    const q = query('profile:me', load);
    render(<Reader q={q} />);
    await act(async () => calls[0]?.resolve('Ann'));

    act(() => setQueryData(q, (current) => `${current} Lee`));
    expect(screen.getByTestId('reader')).toHaveTextContent('Ann Lee');

    act(() => invalidateQuery('profile:'));
    expect(load).toHaveBeenCalledTimes(2);
    await act(async () => calls[1]?.resolve('Ann Smith'));
    expect(screen.getByTestId('reader')).toHaveTextContent('Ann Smith');
  });

  it('uses initial data without loading, and reads nothing for a null query', () => {
    const { load } = controlledLoader();
    function Seeded() {
      const result = useApiQuery(query('seeded', load), { initialData: 'embedded' });
      return <p>{result.data}</p>;
    }
    render(
      <>
        <Seeded />
        <Reader q={null} />
      </>,
    );
    expect(screen.getByText('embedded')).toBeInTheDocument();
    expect(screen.getByTestId('reader')).toHaveTextContent('pending');
    expect(load).not.toHaveBeenCalled();
  });
});

describe('the browser after a server render', () => {
  it('starts from the answers a server-rendered page was seeded with, fetching none', () => {
    seedQueryCache({ product: 'Classic brief' });
    const load = vi.fn(async () => 'fetched');
    render(<Reader q={query('product', load)} />);
    expect(screen.getByText('Classic brief')).toBeInTheDocument();
    expect(load).not.toHaveBeenCalled();
    expect(isFromServer('product')).toBe(true);
    expect(isFromServer('other')).toBe(false);
  });
});
