import { sessionStore } from '../../../shared/lib/storage';

/**
 * JSON kept in this tab's session storage: assessment answers (a reload returns to the same
 * step) and guests' claim tokens (kept until the visitor signs in). Never local storage: the
 * spec fixes its keys, and health answers should not outlive the tab.
 */
export function readSessionJson<T>(key: string, isValid: (value: unknown) => value is T): T | null {
  try {
    const text = sessionStore()?.getItem(key);
    if (!text) return null;
    const value: unknown = JSON.parse(text);
    return isValid(value) ? value : null;
  } catch {
    return null;
  }
}

export function writeSessionJson(key: string, value: unknown): void {
  try {
    if (value === null) sessionStore()?.removeItem(key);
    else sessionStore()?.setItem(key, JSON.stringify(value));
  } catch {
    // Storage full or refused: the page still works, only without resuming.
  }
}

const CLAIMS_KEY = 'mhp.assessment-claims';
const isStringList = (value: unknown): value is string[] =>
  Array.isArray(value) && value.every((v) => typeof v === 'string');

/** Claim tokens of results taken as a guest in this tab, kept until claimed. */
export const pendingClaims = {
  list: () => readSessionJson(CLAIMS_KEY, isStringList) ?? [],
  add(token: string) {
    writeSessionJson(CLAIMS_KEY, [...pendingClaims.list(), token]);
  },
  remove(token: string) {
    const rest = pendingClaims.list().filter((t) => t !== token);
    writeSessionJson(CLAIMS_KEY, rest.length ? rest : null);
  },
};
