// The test renders a Suspense boundary as the server's pages do (LazyBoundary wraps it).
// eslint-disable-next-line no-restricted-imports
import { Suspense, use } from 'react';
import { describe, expect, it } from 'vitest';
import { renderWhenReady } from './render-when-ready';

const later = <T,>(value: T) => new Promise<T>((resolve) => setTimeout(() => resolve(value), 5));

function Slow({ text }: { text: Promise<string> }) {
  return <p>{use(text)}</p>;
}

describe('renderWhenReady', () => {
  it('writes a large suspended part inline, with no script the CSP would refuse', async () => {
    // Over React's default progressive chunk size (12.8 KB), which it would outline and
    // complete with an inline script.
    const big = 'A long paragraph of the page. '.repeat(1000);
    const html = await renderWhenReady(
      <main>
        <Suspense fallback={<p>Loading…</p>}>
          <Slow text={later(big)} />
        </Suspense>
      </main>,
    );
    expect(html).toContain(big.trim());
    expect(html).not.toContain('<script');
    expect(html).not.toContain('Loading…');
  });

  it('refuses a tree that throws, so the caller sends the page to the browser to draw', async () => {
    function Broken(): never {
      throw new Error('no data');
    }
    await expect(
      renderWhenReady(
        <Suspense fallback={null}>
          <Broken />
        </Suspense>,
      ),
    ).rejects.toThrow('no data');
  });
});
