import { CHUNK_LOAD_TIMEOUT_MS } from '@mhp/contract/constants';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ChunkLoadError, importWithTimeout, isChunkLoadError } from './lazy-with-retry';

describe('importWithTimeout', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('gives the module once it loads', async () => {
    const module = { HomePage: () => null };
    await expect(importWithTimeout(async () => module)).resolves.toBe(module);
  });

  it('turns a failed import into a ChunkLoadError keeping the cause', async () => {
    const cause = new TypeError('Failed to fetch dynamically imported module: /assets/shop.js');

    const error: unknown = await importWithTimeout(() => Promise.reject(cause)).catch((e) => e);

    expect(error).toBeInstanceOf(ChunkLoadError);
    expect(error).toMatchObject({ name: 'ChunkLoadError', message: 'Loading chunk failed', cause });
  });

  it('turns a loader that throws at once into a ChunkLoadError', async () => {
    await expect(
      importWithTimeout(() => {
        throw new Error('boom');
      }),
    ).rejects.toThrow(ChunkLoadError);
  });

  it('fails with a ChunkLoadError when the chunk takes longer than 120 seconds', async () => {
    vi.useFakeTimers();
    const settled = vi.fn();
    const loading = importWithTimeout(() => new Promise(() => {}));
    loading.catch(settled);

    await vi.advanceTimersByTimeAsync(CHUNK_LOAD_TIMEOUT_MS - 1);
    expect(settled).not.toHaveBeenCalled();

    await vi.advanceTimersByTimeAsync(1);
    expect(settled).toHaveBeenCalledWith(expect.any(ChunkLoadError));
    expect(CHUNK_LOAD_TIMEOUT_MS).toBe(120_000);
  });

  it('takes a shorter time-out when given one, and ignores a late answer', async () => {
    vi.useFakeTimers();
    let finish: (value: string) => void = () => {};
    const loading = importWithTimeout(
      () =>
        new Promise<string>((resolve) => {
          finish = resolve;
        }),
      50,
    );
    const outcome = loading.catch((error: unknown) => error);

    await vi.advanceTimersByTimeAsync(50);
    finish('too late');

    await expect(outcome).resolves.toBeInstanceOf(ChunkLoadError);
  });
});

describe('isChunkLoadError', () => {
  it('recognises our error and what browsers and Vite throw for a missing chunk', () => {
    expect(isChunkLoadError(new ChunkLoadError())).toBe(true);
    expect(
      isChunkLoadError(new TypeError('Failed to fetch dynamically imported module: /a.js')),
    ).toBe(true);
    expect(isChunkLoadError(new TypeError('error loading dynamically imported module'))).toBe(true);
    expect(isChunkLoadError(new TypeError('Importing a module script failed.'))).toBe(true);
    expect(isChunkLoadError(new Error('Unable to preload CSS for /assets/shop.css'))).toBe(true);
  });

  it('leaves other errors alone', () => {
    expect(isChunkLoadError(new Error('Cannot read properties of undefined'))).toBe(false);
    expect(isChunkLoadError('Loading chunk failed')).toBe(false);
    expect(isChunkLoadError(null)).toBe(false);
  });
});
