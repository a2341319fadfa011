import { randomUUID } from 'node:crypto';
import { SIGNED_VISITOR_ID, visitorKey } from '@mhp/contract/ab-assignment';
import { deriveKey, hmacSha256, safeEqual } from '../users/secrets';

/**
 * A/B visitor ids the server issues and signs (docs/ab-testing.md): 32 random hex digits, `_`,
 * and the first 22 base64url characters (128 bits) of an HMAC of them, keyed from the server
 * secret that already keys the one-time codes (its own HKDF label, so no other value verifies
 * here). Only views and goals of a signed id are counted, so results cannot be filled with
 * made-up visitors.
 */
export interface VisitorIds {
  /** A new signed id, or `existing` signed when it is an older id the browser made itself. */
  issue(existing?: string | null): string;
  isSigned(id: string): boolean;
}

export function createVisitorIds(secret: string): VisitorIds {
  const key = deriveKey(secret, 'ab-visitor');
  const sign = (random: string) => `${random}_${hmacSha256(key, random).slice(0, 22)}`;
  return {
    issue(existing) {
      // An older id of the same shape keeps its random part, so its variants stay the same
      // (assignment hashes that part: visitorKey); anything else gets a fresh one.
      const random = existing ? visitorKey(existing) : '';
      return sign(/^[0-9a-f]{32}$/.test(random) ? random : randomUUID().replaceAll('-', ''));
    },
    isSigned(id) {
      const random = SIGNED_VISITOR_ID.exec(id)?.[1];
      return random !== undefined && safeEqual(sign(random), id);
    },
  };
}
