import { CHUNK_LOAD_TIMEOUT_MS } from '@mhp/contract/constants';

/** The message of spec section 8 for a script chunk that cannot be loaded. */
export const CHUNK_LOAD_FAILED = 'Loading chunk failed';

/** A script chunk (a lazy route or component) failed to download, or took too long. */
export class ChunkLoadError extends Error {
  override name = 'ChunkLoadError';

  constructor(options?: { cause?: unknown }) {
    super(CHUNK_LOAD_FAILED, options);
  }
}

// What browsers and Vite say when a dynamic import fails: Chromium, Firefox, Safari, and
// Vite's preload helper for a chunk's CSS.
const browserChunkFailures = [
  /Failed to fetch dynamically imported module/i,
  /error loading dynamically imported module/i,
  /Importing a module script failed/i,
  /Unable to preload CSS/i,
  /Loading (CSS )?chunk .*failed/i,
];

/**
 * Whether an error means code could not be loaded, most often because a new version was
 * deployed and the old chunk files are gone. Reloading the page is the cure for these.
 */
export function isChunkLoadError(error: unknown): boolean {
  if (error instanceof ChunkLoadError) return true;
  if (!(error instanceof Error)) return false;
  if (error.name === 'ChunkLoadError') return true;
  return browserChunkFailures.some((pattern) => pattern.test(error.message));
}

/**
 * Runs a dynamic import and turns its failure, or no answer within `timeoutMs` (spec: 120 s),
 * into a ChunkLoadError. The original error is kept as `cause`. Wrap lazy route modules with
 * it: `lazy: () => importWithTimeout(() => import('./routes/shop'))`.
 */
export function importWithTimeout<T>(
  load: () => Promise<T>,
  timeoutMs: number = CHUNK_LOAD_TIMEOUT_MS,
): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => {
      reject(new ChunkLoadError({ cause: new Error(`No answer within ${timeoutMs} ms`) }));
    }, timeoutMs);
    let loading: Promise<T>;
    try {
      loading = load();
    } catch (error) {
      clearTimeout(timer);
      reject(new ChunkLoadError({ cause: error }));
      return;
    }
    loading.then(
      (module) => {
        clearTimeout(timer);
        resolve(module);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(new ChunkLoadError({ cause: error }));
      },
    );
  });
}
