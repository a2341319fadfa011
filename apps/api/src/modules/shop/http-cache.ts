import { promisify } from 'node:util';
import {
  brotliCompress,
  brotliCompressSync,
  constants,
  gzip,
  gzipSync,
  type BrotliOptions,
  type ZlibOptions,
} from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { CachedBody } from './catalogue-cache';

/**
 * Short, so a browser or CDN copy is at most half a minute behind a catalogue edit; after that
 * the client revalidates with If-None-Match and usually gets an empty 304.
 */
export const CATALOGUE_CACHE_CONTROL = 'public, max-age=30';

/** Below this, compression saves less than it costs (the same threshold as @fastify/compress). */
const COMPRESS_FROM_BYTES = 1024;

type Encoding = 'br' | 'gzip';

/**
 * How a body is compressed the first time a client accepts an encoding. 'best': at once, at
 * the slowest, smallest settings (small catalogue answers). 'quick': fast settings (a body
 * sent once). 'quick, then best': quick for this answer, best in zlib's thread pool for the
 * next (a large body kept for many answers: the best brotli of a 95 KB page takes ~110 ms,
 * which would hold up every other request; the quick one ~2 ms, 15 % larger).
 */
export type Compression = 'best' | 'quick' | 'quick, then best';

/** One compressed copy and its strong ETag. */
interface Encoded {
  bytes: Buffer;
  etag: string;
}

// Compressed once per cached body and kept with it: @fastify/compress would otherwise brotli
// every answer again (npm run bench: about a tenth of the throughput). Being done once, the
// slowest, smallest settings pay off. Dropped with the body when the cache lets it go.
const compressed = new WeakMap<CachedBody, Partial<Record<Encoding, Encoded>>>();
const bestOptions: Record<Encoding, (body: string) => ZlibOptions | BrotliOptions> = {
  br: (body) => ({
    params: {
      [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
      [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
      [constants.BROTLI_PARAM_SIZE_HINT]: Buffer.byteLength(body),
    },
  }),
  gzip: () => ({ level: 9 }),
};
const quickOptions: Record<Encoding, (body: string) => ZlibOptions | BrotliOptions> = {
  br: (body) => ({
    params: {
      [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
      [constants.BROTLI_PARAM_QUALITY]: 5,
      [constants.BROTLI_PARAM_SIZE_HINT]: Buffer.byteLength(body),
    },
  }),
  gzip: () => ({ level: 6 }),
};
const compressSync = {
  br: (body: string, options: BrotliOptions) => brotliCompressSync(body, options),
  gzip: (body: string, options: ZlibOptions) => gzipSync(body, options),
};
const compressInPool = {
  br: promisify(brotliCompress) as (body: string, options: BrotliOptions) => Promise<Buffer>,
  gzip: promisify(gzip) as (body: string, options: ZlibOptions) => Promise<Buffer>,
};
// The best copy keeps the ETag catalogue answers always had; a quick copy has its own, as
// different bytes must (a client holding it revalidates to 304 all the same).
const etagSuffix: Record<Encoding, string> = { br: '-br', gzip: '-gz' };
const quickEtagSuffix: Record<Encoding, string> = { br: '-br5', gzip: '-gz6' };

/**
 * Answers with an already serialized catalogue body, compressed if the caller accepts it, or
 * 304 when the caller has it.
 *
 * products-list and products-detail are POST in the spec but read-only, so they answer 304
 * like the GET calls instead of the 412 RFC 9110 prescribes for unsafe methods: a client that
 * revalidates wants "unchanged", not an error.
 *
 * Each encoding has its own strong ETag ("…-br", "…-gz"; a quick copy "…-br5", "…-gz6"), as
 * bytes that differ must; any of them in If-None-Match means the client holds the current body.
 *
 * The body is returned with a JSON content type (and, compressed, with its Content-Encoding),
 * which makes Fastify and @fastify/compress send it as is; the contract schema validated it
 * when it was cached. The cast only tells the handler type these bytes are the response.
 */
export function sendCached<T>(
  request: FastifyRequest,
  reply: FastifyReply,
  cached: CachedBody,
  options: { type?: string; cacheControl?: string; compression?: Compression } = {},
): T {
  const encoding =
    cached.body.length >= COMPRESS_FROM_BYTES
      ? pickEncoding(request.headers['accept-encoding'])
      : null;
  // Appended: CORS may already vary the answer by Origin.
  const vary = reply.getHeader('vary');
  reply.header('vary', vary ? `${String(vary)}, accept-encoding` : 'accept-encoding');
  reply.header('cache-control', options.cacheControl ?? CATALOGUE_CACHE_CONTROL);
  const compression = options.compression ?? 'best';
  // A 304 names the copy a 200 would send, without compressing anything.
  const kept = encoding ? compressed.get(cached)?.[encoding] : undefined;
  const suffixes = compression === 'best' ? etagSuffix : quickEtagSuffix;
  reply.header(
    'etag',
    encoding ? (kept?.etag ?? withSuffix(cached.etag, suffixes[encoding])) : cached.etag,
  );
  if (matchesIfNoneMatch(request.headers['if-none-match'], cached.etag)) {
    reply.code(304);
    return '' as unknown as T;
  }
  reply.type(options.type ?? 'application/json; charset=utf-8');
  if (!encoding) return identity(cached) as unknown as T;
  reply.header('content-encoding', encoding);
  return (kept ?? encoded(cached, encoding, compression)).bytes as unknown as T;
}

// The body's UTF-8 bytes, made once for a large body sent uncompressed (clients that accept
// no encoding we offer): encoding ~95 KB of text costs more than sending a cached page.
const identityBytes = new WeakMap<CachedBody, Buffer>();
function identity(cached: CachedBody): string | Buffer {
  if (cached.body.length < COMPRESS_FROM_BYTES) return cached.body;
  let bytes = identityBytes.get(cached);
  if (!bytes) identityBytes.set(cached, (bytes = Buffer.from(cached.body)));
  return bytes;
}

function encoded(cached: CachedBody, encoding: Encoding, compression: Compression): Encoded {
  let forBody = compressed.get(cached);
  if (!forBody) compressed.set(cached, (forBody = {}));
  const body = cached.body;
  if (compression === 'best') {
    const bytes = compressSync[encoding](body, bestOptions[encoding](body));
    return (forBody[encoding] = { bytes, etag: withSuffix(cached.etag, etagSuffix[encoding]) });
  }
  const bytes = compressSync[encoding](body, quickOptions[encoding](body));
  const quick = { bytes, etag: withSuffix(cached.etag, quickEtagSuffix[encoding]) };
  forBody[encoding] = quick;
  if (compression === 'quick, then best') {
    compressInPool[encoding](body, bestOptions[encoding](body)).then(
      (best) => {
        forBody[encoding] = { bytes: best, etag: withSuffix(cached.etag, etagSuffix[encoding]) };
      },
      // The quick copy stays: it is correct, only larger.
      () => undefined,
    );
  }
  return quick;
}

/** The caller's preferred encoding we offer (brotli on a tie), or null for none. */
export function pickEncoding(header: string | undefined): Encoding | null {
  if (!header) return null;
  const weights = new Map<string, number>();
  for (const part of header.toLowerCase().split(',')) {
    const [name = '', ...params] = part.split(';').map((s) => s.trim());
    const q = params.find((p) => p.startsWith('q='));
    weights.set(name, q ? Number(q.slice(2)) || 0 : 1);
  }
  const weight = (name: Encoding) => weights.get(name) ?? weights.get('*') ?? 0;
  const best = (['br', 'gzip'] as const).reduce((a, b) => (weight(b) > weight(a) ? b : a));
  return weight(best) > 0 ? best : null;
}

/**
 * If-None-Match uses the weak comparison (W/"x" matches "x"); * matches anything, and so does
 * the tag of any encoding of `etag`.
 */
export function matchesIfNoneMatch(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  const suffixes = [...Object.values(etagSuffix), ...Object.values(quickEtagSuffix)];
  const current = new Set([etag, ...suffixes.map((s) => withSuffix(etag, s))]);
  return header.split(',').some((tag) => {
    const bare = tag.trim().replace(/^W\//, '');
    return bare === '*' || current.has(bare);
  });
}

/** "abc" + -br → "abc-br" */
function withSuffix(etag: string, suffix: string): string {
  return `${etag.slice(0, -1)}${suffix}"`;
}
