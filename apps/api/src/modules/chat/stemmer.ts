import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { queryLexemes } from './passage-ranking';

/** How many words and pieces' stems one process remembers; a clear when full keeps it bounded. */
const MAX_REMEMBERED = 20_000;

/**
 * A piece the cache can split into words itself: plain letters, joined only by apostrophes
 * ("don't"), with punctuation only at its edges. Anything else has token kinds of its own in
 * Postgres's parser — numbers, compound words, paths, and dotted words such as "y.o." or
 * "e.g." read as a host — so such a piece is stemmed whole.
 */
const PLAIN_PIECE = /^[.,!?;:'"()]*(?:[a-z]+(?:'[a-z]+)*)?[.,!?;:'"()]*$/;
/**
 * An HTML or XML tag is the one token of Postgres's parser that can hold a space
 * (`<a href="x">`); a text with one is stemmed whole, uncached.
 */
const MAY_HOLD_A_TAG = /</;

/**
 * Stems texts as `plainto_tsquery('english', …)` does — the passages' tsvectors were made by
 * the same configuration — without a query per chat message. That parser never lets a token
 * run over white space (bar a tag), so a text's lexemes are its pieces' lexemes in order: a
 * plain piece's words, and any other piece ("12", "million/ml", "self-harm") whole, are each
 * asked of Postgres once and kept. The search's stemming was one of the few queries every
 * reply made, and stories with a number in them made it every time (issue 24, bench:chat).
 */
export function createStemmer(db: Database) {
  const stems = new Map<string, readonly string[]>();

  /** A lower-cased text's keys: its plain pieces' words and its other pieces, in order. */
  const keysOf = (text: string): string[] =>
    text
      .split(/\s+/)
      .flatMap((piece) => (PLAIN_PIECE.test(piece) ? (piece.match(/[a-z]+/g) ?? []) : [piece]));

  async function learn(keys: readonly string[]): Promise<void> {
    const distinct = [...new Set(keys)];
    let unknown = distinct.filter((key) => !stems.has(key));
    if (unknown.length === 0) return;
    // Full: start again, with every key this call needs.
    if (stems.size + unknown.length > MAX_REMEMBERED) {
      stems.clear();
      unknown = distinct;
    }
    const lexemes = await stemWhole(unknown);
    unknown.forEach((key, i) => stems.set(key, lexemes[i] ?? []));
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
      const cached = lower.map((t) => !MAY_HOLD_A_TAG.test(t));
      const keys = lower.map((t, i) => (cached[i] ? keysOf(t) : []));
      await learn(keys.flat());
      const whole = await stemWhole(texts.filter((_, i) => !cached[i]));
      return keys.map((own, i) =>
        cached[i] ? own.flatMap((key) => stems.get(key) ?? []) : whole.shift()!,
      );
    },
    /** Postgres's own answer for each text, whole (for tests that hold the cache to it). */
    stemWhole,
  };
}
