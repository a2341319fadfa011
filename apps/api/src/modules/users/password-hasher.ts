import { randomBytes } from 'node:crypto';
import argon2 from 'argon2';

/**
 * argon2id with the OWASP minimum for a single-pass configuration (t=1, m=46 MiB, p=1):
 * roughly 50–100 ms per hash here, slow for an attacker's GPU, bearable for a login.
 */
export const ARGON2_OPTIONS = {
  type: argon2.argon2id,
  timeCost: 1,
  memoryCost: 47_104,
  parallelism: 1,
} as const;

export interface PasswordHasher {
  hash(password: string): Promise<string>;
  /**
   * False when `hash` is null (unknown user, or a social-only account): a dummy hash is
   * verified anyway so the answer takes as long as for a real account.
   */
  verify(hash: string | null, password: string): Promise<boolean>;
  /** True when a stored hash was made with weaker settings than today's. */
  needsRehash(hash: string): boolean;
}

export function createPasswordHasher(): PasswordHasher {
  let dummyHash: Promise<string> | undefined;
  const dummy = () => (dummyHash ??= argon2.hash(randomBytes(16).toString('hex'), ARGON2_OPTIONS));

  return {
    hash: (password) => argon2.hash(password, ARGON2_OPTIONS),
    async verify(hash, password) {
      if (hash === null) {
        await argon2.verify(await dummy(), password).catch(() => false);
        return false;
      }
      try {
        return await argon2.verify(hash, password);
      } catch {
        // A malformed stored hash must not become a 500 that tells this account apart.
        return false;
      }
    },
    needsRehash: (hash) => argon2.needsRehash(hash, ARGON2_OPTIONS),
  };
}
