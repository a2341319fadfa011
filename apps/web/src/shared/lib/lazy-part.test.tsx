import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { LazyBoundary } from '../ui/lazy-boundary';
import { lazyPart, preloadsSettled } from './lazy-part';

function Greeting({ name }: { name: string }) {
  return <p>Hello {name}</p>;
}

describe('lazyPart', () => {
  it('shows the fallback while its code loads, then the part', async () => {
    const Part = lazyPart(
      async () => ({ Greeting }),
      (module) => module.Greeting,
    );
    render(
      <LazyBoundary fallback={<p>Loading…</p>}>
        <Part name="Sam" />
      </LazyBoundary>,
    );
    expect(screen.getByText('Loading…')).toBeInTheDocument();
    expect(await screen.findByText('Hello Sam')).toBeInTheDocument();
  });

  it('draws a preloaded part at once, with no fallback in between', async () => {
    const Part = lazyPart(async () => ({ default: Greeting }));
    void Part.preload();
    await preloadsSettled();
    render(
      <LazyBoundary fallback={<p>Loading…</p>}>
        <Part name="Alex" />
      </LazyBoundary>,
    );
    expect(screen.getByText('Hello Alex')).toBeInTheDocument();
    expect(screen.queryByText('Loading…')).toBeNull();
  });

  it('turns a failed download into the spec’s chunk error, and may try again', async () => {
    let tries = 0;
    const Part = lazyPart(async () => {
      tries += 1;
      if (tries === 1) throw new TypeError('Failed to fetch dynamically imported module');
      return { default: Greeting };
    });
    await expect(Part.preload()).rejects.toThrow('Loading chunk failed');
    await Part.preload();
    expect(tries).toBe(2);
  });
});
