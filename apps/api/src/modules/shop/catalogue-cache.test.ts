import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createCatalogueCache, etagOf } from './catalogue-cache';
import { matchesIfNoneMatch, pickEncoding } from './http-cache';

const schema = z.object({ n: z.number() });

describe('catalogue cache', () => {
  it('computes once per key and serializes through the schema', async () => {
    const cache = createCatalogueCache();
    let calls = 0;
    const compute = async () => ({ n: ++calls, dropped: 'not in the schema' });
    const [a, b] = await Promise.all([
      cache.serve('k', schema, compute),
      cache.serve('k', schema, compute),
    ]);
    expect(a).toBe(b);
    expect(a.body).toBe('{"n":1}');
    expect(a.etag).toBe(etagOf('{"n":1}'));
    expect((await cache.serve('k', schema, compute)).body).toBe('{"n":1}');
    expect(calls).toBe(1);
  });

  it('recomputes after invalidate() and never stores a result begun before it', async () => {
    const cache = createCatalogueCache();
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    const slow = cache.serve('k', schema, async () => {
      await gate;
      return { n: 1 };
    });
    cache.invalidate();
    release();
    expect((await slow).body).toBe('{"n":1}');
    expect((await cache.serve('k', schema, async () => ({ n: 2 }))).body).toBe('{"n":2}');
  });

  it('expires entries after the TTL and evicts the least recently used beyond the limit', async () => {
    let now = 0;
    const cache = createCatalogueCache({ ttlMs: 1000, maxEntries: 2, now: () => now });
    const serve = (key: string, n: number) => cache.serve(key, schema, async () => ({ n }));
    await serve('a', 1);
    await serve('b', 1);
    await serve('a', 2); // a is now the most recently used
    await serve('c', 1); // evicts b
    expect((await serve('a', 3)).body).toBe('{"n":1}');
    expect((await serve('b', 3)).body).toBe('{"n":3}');
    now = 1001;
    expect((await serve('a', 4)).body).toBe('{"n":4}');
  });

  it('does not cache failures', async () => {
    const cache = createCatalogueCache();
    await expect(
      cache.serve('k', schema, async () => {
        throw new Error('boom');
      }),
    ).rejects.toThrow('boom');
    expect((await cache.serve('k', schema, async () => ({ n: 1 }))).body).toBe('{"n":1}');
  });
});

describe('If-None-Match', () => {
  it('matches the exact tag, a weak form of it, one of a list, or *', () => {
    expect(matchesIfNoneMatch('"abc"', '"abc"')).toBe(true);
    expect(matchesIfNoneMatch('W/"abc"', '"abc"')).toBe(true);
    expect(matchesIfNoneMatch('"x", "abc"', '"abc"')).toBe(true);
    expect(matchesIfNoneMatch('*', '"abc"')).toBe(true);
    expect(matchesIfNoneMatch('"abcd"', '"abc"')).toBe(false);
    expect(matchesIfNoneMatch(undefined, '"abc"')).toBe(false);
  });

  it('matches the tag of a compressed form of the same body', () => {
    expect(matchesIfNoneMatch('"abc-br"', '"abc"')).toBe(true);
    expect(matchesIfNoneMatch('W/"abc-gz"', '"abc"')).toBe(true);
    expect(matchesIfNoneMatch('"abd-br"', '"abc"')).toBe(false);
  });
});

describe('Accept-Encoding', () => {
  it('prefers brotli, honours weights and q=0, and falls back to identity', () => {
    expect(pickEncoding('gzip, deflate, br')).toBe('br');
    expect(pickEncoding('gzip;q=1, br;q=0.5')).toBe('gzip');
    expect(pickEncoding('br;q=0, gzip')).toBe('gzip');
    expect(pickEncoding('*')).toBe('br');
    expect(pickEncoding('deflate')).toBeNull();
    expect(pickEncoding('identity, *;q=0')).toBeNull();
    expect(pickEncoding(undefined)).toBeNull();
  });
});
