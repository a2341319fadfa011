import type { BrandId } from '@mhp/contract/brands';
import { storage, type JsonValue } from '../../../shared/lib/storage';

/** Pages whose last answer is kept (local storage `abContent`), newest last. */
const KEPT_ANSWERS = 30;

export const pageAnswerKey = (brand: BrandId, page: string) => `page ${brand} ${page}`;
export const globalAnswerKey = (brand: BrandId) => `global ${brand}`;

/**
 * The last answer for a page, kept on the device: the next visit (a reload too) shows its
 * variant at once while the page is fetched afresh (ADR 019). Assignment is sticky, so the
 * variant itself does not change; edited copy reaches a returning visitor one page view later.
 */
export function keptAnswer<T>(key: string): T | undefined {
  const kept = storage.get('abContent');
  return kept && typeof kept === 'object' && !Array.isArray(kept) && key in kept
    ? (kept[key] as T)
    : undefined;
}

export function keepAnswer(key: string, answer: unknown): void {
  const current = storage.get('abContent');
  const entries = Object.entries(
    current && typeof current === 'object' && !Array.isArray(current) ? current : {},
  ).filter(([k]) => k !== key);
  entries.push([key, answer as JsonValue]);
  storage.set('abContent', Object.fromEntries(entries.slice(-KEPT_ANSWERS)));
}
