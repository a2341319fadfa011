import { hash } from 'node:crypto';
import type { z } from 'zod';
import type { Database } from '../../db/client';

/** A catalogue answer serialized once, with the strong ETag of exactly those bytes. */
export interface CachedBody {
  body: string;
  etag: string;
}

export interface CatalogueCache {
  /** The cached answer for `key`, computing, validating and serializing it on a miss. */
  serve(key: string, schema: z.ZodType, compute: () => Promise<unknown>): Promise<CachedBody>;
  /** Changes whenever the catalogue may have changed (each invalidate). */
  version(): number;
  /** Drops every answer; call after any write to the catalogue tables. */
  invalidate(): void;
}

export interface CatalogueCacheOptions {
  /** Keys come from query strings and selections, so the number of entries must be bounded. */
  maxEntries?: number;
  /**
   * invalidate() only reaches this process: with several API instances on one Postgres, a
   * write made by another instance shows here once the entry expires.
   */
  ttlMs?: number;
  now?: () => number;
}

interface Entry extends CachedBody {
  expiresAt: number;
}

export function createCatalogueCache(options: CatalogueCacheOptions = {}): CatalogueCache {
  const { maxEntries = 500, ttlMs = 60_000, now = Date.now } = options;
  // Map keeps insertion order: re-inserting on every hit makes the first key the least recently used.
  const entries = new Map<string, Entry>();
  // Concurrent misses for one key share one computation instead of all querying the database.
  const inflight = new Map<string, Promise<CachedBody>>();
  // Bumped by invalidate(): a computation that started before a write must not store its result.
  let generation = 0;

  function store(key: string, entry: Entry) {
    entries.delete(key);
    entries.set(key, entry);
    if (entries.size > maxEntries) {
      const oldest = entries.keys().next().value;
      if (oldest !== undefined) entries.delete(oldest);
    }
  }

  return {
    serve(key, schema, compute) {
      const hit = entries.get(key);
      if (hit && hit.expiresAt > now()) {
        store(key, hit);
        return Promise.resolve(hit);
      }
      const pending = inflight.get(key);
      if (pending) return pending;

      const startedIn = generation;
      const promise = (async () => {
        // Parsing with the contract's schema once per miss replaces the per-request response
        // validation Fastify would otherwise do.
        const body = JSON.stringify(schema.parse(await compute()));
        const entry: Entry = { body, etag: etagOf(body), expiresAt: now() + ttlMs };
        if (startedIn === generation) store(key, entry);
        return entry;
      })().finally(() => {
        if (inflight.get(key) === promise) inflight.delete(key);
      });
      inflight.set(key, promise);
      return promise;
    },
    version: () => generation,
    invalidate() {
      generation += 1;
      entries.clear();
      inflight.clear();
    },
  };
}

/** Strong ETag: any change of the serialized bytes changes it. */
export function etagOf(body: string): string {
  return `"${hash('sha1', body, 'base64url')}"`;
}

// One cache per database, so several apps in one process (tests, the benchmark) never share
// answers, and code that only holds the database (the seed) can still invalidate it.
const caches = new WeakMap<Database, CatalogueCache>();

export function catalogueCacheFor(db: Database): CatalogueCache {
  let cache = caches.get(db);
  if (!cache) {
    cache = createCatalogueCache();
    caches.set(db, cache);
  }
  return cache;
}

/** The catalogue's data version: pages rendered from it are cached per version (ADR 020). */
export function catalogueVersion(db: Database): number {
  return catalogueCacheFor(db).version();
}

/**
 * Call after writing categories, products, variants, media, reviews or stock through `db`
 * (the seed, admin edits, order completion), so the next read sees the change.
 */
export function invalidateCatalogue(db: Database): void {
  caches.get(db)?.invalidate();
}
