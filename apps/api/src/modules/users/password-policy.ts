import { readFileSync } from 'node:fs';
import path from 'node:path';
import { apiRoot } from '../../lib/paths';

/** Lengths match the contract's `password` schema, which rejects the rest before we run. */
export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 128;

const COMMON_PASSWORDS_FILE = path.join(apiRoot, 'src/modules/users/common-passwords.txt');

let commonPasswords: Set<string> | undefined;

/** Read once, on first use: the list is a data file shipped in the repository. */
function loadCommonPasswords(): Set<string> {
  if (!commonPasswords) {
    const lines = readFileSync(COMMON_PASSWORDS_FILE, 'utf8').split('\n');
    commonPasswords = new Set(
      lines
        .map((line) => line.trim())
        .filter((line) => line && !line.startsWith('#'))
        .map((line) => line.toLowerCase()),
    );
  }
  return commonPasswords;
}

/** How many passwords the list refuses (for tests and diagnostics). */
export function commonPasswordCount(): number {
  return loadCommonPasswords().size;
}

/**
 * Why a new password is refused, or null when it is acceptable. Beyond length (NIST SP
 * 800-63B) we only refuse what attackers try first: the common list and the address itself.
 * No composition rules: they push people to predictable patterns.
 */
export function passwordProblem(password: string, email?: string): string | null {
  if (password.length < PASSWORD_MIN_LENGTH) return 'Use at least 8 characters.';
  if (password.length > PASSWORD_MAX_LENGTH) return 'Use at most 128 characters.';
  const lower = password.toLowerCase();
  if (loadCommonPasswords().has(lower)) {
    return 'This password is too common. Choose one that is harder to guess.';
  }
  if (email) {
    const normalized = email.trim().toLowerCase();
    const local = normalized.split('@')[0] ?? '';
    if (lower === normalized || (local.length >= 4 && lower === local)) {
      return 'Do not use your email address as your password.';
    }
  }
  return null;
}
