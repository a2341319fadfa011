import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { queryLexemes } from './passage-ranking';

/** How many words' stems one process remembers; a clear when full keeps it bounded. */
const MAX_REMEMBERED_WORDS = 20_000;

/**
 * A text the cache can stem word by word: plain letters, split by spaces and the punctuation
 * Postgres's parser also splits on. Anything else (digits, hyphens, slashes, @, accents) has
 * token kinds of its own in that parser (numbers, compound words, paths…), so such a text goes
 * to Postgres whole.
 */
const PLAIN_TEXT = /^[a-z\s.,!?;:'"()]*$/;

/**
 * Stems texts as `plainto_tsquery('english', …)` does — the passages' tsvectors were made by
 * the same configuration — without a query per chat message: the stem of each plain word is
 * asked of Postgres once (`ts_lexize` with the english stemmer, the dictionary the english
 * configuration uses for plain words; a stop word gives none) and kept. The search's
 * stemming was one of the few queries every reply made (issue 24, bench:chat).
 */
export function createStemmer(db: Database) {
  const stems = new Map<string, readonly string[]>();

  async function learn(words: readonly string[]): Promise<void> {
    const distinct = [...new Set(words)];
    let unknown = distinct.filter((w) => !stems.has(w));
    if (unknown.length === 0) return;
    // Full: start again, with every word this call needs.
    if (stems.size + unknown.length > MAX_REMEMBERED_WORDS) {
      stems.clear();
      unknown = distinct;
    }
    const result = (await db.execute(
      sql`select w, coalesce(array_to_string(ts_lexize('english_stem', w), ' '), '') as s
          from unnest(array[${sql.join(
            unknown.map((w) => sql`${w}`),
            sql`, `,
          )}]::text[]) as x(w)`,
    )) as { rows: { w?: unknown; s?: unknown }[] };
    for (const row of result.rows) {
      const stem = String(row.s ?? '');
      stems.set(String(row.w), stem ? stem.split(' ') : []);
    }
  }

  async function stemWhole(texts: readonly string[]): Promise<string[][]> {
    if (texts.length === 0) return [];
    const result = (await db.execute(
      sql`select plainto_tsquery('english', t)::text as q
          from unnest(array[${sql.join(
            texts.map((t) => sql`${t}`),
            sql`, `,
          )}]::text[]) with ordinality as x(t, n) order by n`,
    )) as { rows: { q?: unknown }[] };
    return result.rows.map((row) => queryLexemes(String(row.q ?? '')));
  }

  return {
    /** Each text's lexemes in order, as `queryLexemes(plainto_tsquery('english', text))`. */
    async stem(texts: readonly string[]): Promise<string[][]> {
      const lower = texts.map((t) => t.toLowerCase());
      const plain = lower.map((t) => PLAIN_TEXT.test(t));
      const wordsOf = (t: string) => t.match(/[a-z]+/g) ?? [];
      await learn(lower.filter((_, i) => plain[i]).flatMap(wordsOf));
      const whole = await stemWhole(texts.filter((_, i) => !plain[i]));
      return lower.map((t, i) =>
        plain[i] ? wordsOf(t).flatMap((w) => stems.get(w) ?? []) : whole.shift()!,
      );
    },
    /** Postgres's own answer for each text, whole (for tests that hold the cache to it). */
    stemWhole,
  };
}
