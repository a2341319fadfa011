/**
 * Deterministic A/B assignment, shared by the API and the browser so both pick the same
 * variant without asking each other. It is GrowthBook's v2 bucketing: FNV-1a (32 bit) of
 * FNV-1a of `experimentId + visitorId`, modulo 10 000, so the bucket is uniform in [0, 1)
 * in steps of 0.0001 and independent between experiments. The same visitor id always lands
 * in the same bucket: sticky across pages, reloads, sign-in and API instances.
 */

/** FNV-1a, 32 bit, over the UTF-16 code units of `text` (as GrowthBook's SDKs do). */
export function fnv1a32(text: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i += 1) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash >>> 0;
}

/**
 * A server-signed visitor id: 32 random hex digits, `_`, and 22 base64url characters of an
 * HMAC of them (apps/api ab-test/visitor-ids.ts). Only the server can make the second part.
 */
export const SIGNED_VISITOR_ID = /^([0-9a-f]{32})_[A-Za-z0-9_-]{22}$/;

/**
 * What assignment hashes: the random part of a signed id, the whole of any other. So the
 * server signing a browser's older, unsigned id (docs/ab-testing.md) moves it to no other
 * variant.
 */
export function visitorKey(visitorId: string): string {
  return SIGNED_VISITOR_ID.exec(visitorId)?.[1] ?? visitorId;
}

/** The visitor's bucket in [0, 1) for one experiment. */
export function bucketOf(experimentId: string, visitorId: string): number {
  const key = visitorKey(visitorId);
  return (fnv1a32(String(fnv1a32(experimentId + key))) % 10_000) / 10_000;
}

/**
 * Index of the variant whose weight range holds the bucket. Weights need not sum to 1: they
 * are normalised. A bucket past the last range (rounding) gets the last variant.
 */
export function chooseVariant(weights: readonly number[], bucket: number): number {
  const total = weights.reduce((sum, w) => sum + Math.max(0, w), 0);
  if (total <= 0 || weights.length === 0) return 0;
  let upper = 0;
  for (let i = 0; i < weights.length; i += 1) {
    upper += Math.max(0, weights[i]!) / total;
    if (bucket < upper) return i;
  }
  return weights.length - 1;
}

/** Variant index of `visitorId` in an experiment with these weights. */
export function assignVariant(
  experimentId: string,
  visitorId: string,
  weights: readonly number[],
): number {
  return chooseVariant(weights, bucketOf(experimentId, visitorId));
}
