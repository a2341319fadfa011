/**
 * Spelling tolerance for the health chat's search (ADR 029): a question word that is neither
 * in the library nor an English word the word-vector table knows ("emobilization",
 * "fertilty", "semin") is replaced by the library word it is closest to, within one edit for
 * words of 5–7 letters and two for longer ones (a swap of two neighbouring letters counts as
 * one). It works on the words as typed, before stemming, where a typo has not yet been
 * truncated into a different stem. The triage has its own corrector for its symptom words
 * (safety/normalise.ts); the two share the edit distance.
 */

import { editDistance } from './safety/normalise';

const MIN_LENGTH = 5;
/**
 * Lookups a text may make (each scans the library's words of similar length): a question has a
 * few typos at most; a long message of unknown words keeps the rest as typed.
 */
const MAX_LOOKUPS = 16;
const allowedEdits = (word: string) => (word.length >= 8 ? 2 : 1);

/**
 * A corrector for the words of `library` (the articles' text, lower-cased words with their
 * counts); `known` says whether a word is correct English even though the library lacks it.
 */
export function createSpelling(
  library: ReadonlyMap<string, number>,
  known: (word: string) => boolean = () => false,
) {
  const byLength = new Map<number, string[]>();
  for (const word of library.keys()) {
    if (word.length < MIN_LENGTH - 1) continue;
    byLength.set(word.length, [...(byLength.get(word.length) ?? []), word]);
  }
  const cache = new Map<string, string>();
  const fix = (word: string, budget: { lookups: number }): string => {
    if (word.length < MIN_LENGTH || library.has(word) || known(word)) return word;
    const cached = cache.get(word);
    if (cached !== undefined) return cached;
    if (budget.lookups-- <= 0) return word;
    const max = allowedEdits(word);
    let best = word;
    let bestDistance = max + 1;
    let bestCount = 0;
    for (let length = word.length - max; length <= word.length + max; length++)
      for (const candidate of byLength.get(length) ?? []) {
        const d = editDistance(word, candidate, max);
        if (d > max) continue;
        const count = library.get(candidate)!;
        if (d < bestDistance || (d === bestDistance && count > bestCount)) {
          best = candidate;
          bestDistance = d;
          bestCount = count;
        }
      }
    if (cache.size < 10_000) cache.set(word, best);
    return best;
  };
  return {
    /** `text` with each misspelt word replaced by its closest library word. */
    correct(text: string): string {
      const budget = { lookups: MAX_LOOKUPS };
      return text.replace(/[a-z]+/gi, (w) => fix(w.toLowerCase(), budget));
    },
  };
}

/** Lower-case words of `texts` and how often each occurs. */
export function wordCounts(texts: Iterable<string>): Map<string, number> {
  const counts = new Map<string, number>();
  for (const text of texts)
    for (const word of text.toLowerCase().match(/[a-z]+/g) ?? [])
      counts.set(word, (counts.get(word) ?? 0) + 1);
  return counts;
}
