import { CHUNK_LOAD_FAILED } from '../lib/lazy-with-retry';
import { Button } from './button';

interface ChunkErrorProps {
  /** 1 when it is the page's main content (the default), 2 inside a page. */
  headingLevel?: 1 | 2;
}

/** Shown when part of the app's code could not be loaded (spec section 8: 'Loading chunk failed'). */
export function ChunkError({ headingLevel = 1 }: ChunkErrorProps) {
  const Heading = headingLevel === 1 ? 'h1' : 'h2';
  return (
    <section role="alert" className="mx-auto max-w-xl px-6 py-16 text-center">
      <Heading className="text-2xl font-semibold">{CHUNK_LOAD_FAILED}</Heading>
      <p className="mt-3 text-text-muted">A new version of the site may have been released.</p>
      <Button className="mt-8" onClick={() => window.location.reload()}>
        Reload page
      </Button>
    </section>
  );
}
