import { createHash, createHmac, hkdfSync, randomBytes, timingSafeEqual } from 'node:crypto';

/**
 * Small keyed-hash helpers. Each use gets its own key derived from one server secret
 * (HKDF with a distinct label), so a value made for one purpose never verifies for another.
 */
export function deriveKey(secret: string, label: string): Buffer {
  return Buffer.from(hkdfSync('sha256', secret, '', `mhp:${label}`, 32));
}

export function hmacSha256(key: Buffer, value: string): string {
  return createHmac('sha256', key).update(value).digest('base64url');
}

/** For random tokens of 256 bits: a plain hash is enough, no guess can be brute-forced. */
export function sha256(value: string): string {
  return createHash('sha256').update(value).digest('base64url');
}

/** An unguessable opaque token (256 bits), safe in URLs and JSON. */
export function randomToken(): string {
  return randomBytes(32).toString('base64url');
}

/** Constant-time comparison of two strings (false when lengths differ). */
export function safeEqual(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}
