/**
 * BM25 over the library's passages, in TypeScript (ADR 029). Postgres does the language work
 * (to_tsvector stems the passages and the question the same way); this module does what
 * Postgres full-text ranking lacks: inverse document frequency, so a rare word such as
 * "embolisation" outweighs "varicocele", which is in a third of the library; length
 * normalisation, so a long passage does not win by sheer size; field weights, so the title
 * (weight A) and the article's summary count more than the body; and a one-letter typo
 * allowance for words the library does not have.
 */

export interface IndexedPassage<T> {
  item: T;
  /** The article's summary (position 0) stands for the whole article. */
  isSummary: boolean;
  /** Stemmed lexeme → weighted term frequency (title words count TITLE_WEIGHT times). */
  terms: Map<string, number>;
  /** The lexemes of the article's title (positions weighted A). */
  titleTerms: Set<string>;
  length: number;
}

const K1 = 1.2;
const B = 0.75;
/** A title word counts this many body words: the title says what the passage answers. */
const TITLE_WEIGHT = 3;
/** The summary answers the article's question most directly. */
const SUMMARY_BOOST = 1.15;
/**
 * How much a question that covers the whole title gains ("what is a varicocele" is all of
 * "What is a varicocele?" once stop words go): the title is the question the passage answers.
 */
const TITLE_COVERAGE = 0.8;

/** Parses Postgres's text form of a tsvector: `'lexeme':1A,5 'other':3B`. */
export function parseTsvector(text: string): {
  terms: Map<string, number>;
  titleTerms: Set<string>;
} {
  const terms = new Map<string, number>();
  const titleTerms = new Set<string>();
  for (const match of text.matchAll(/'((?:[^']|'')+)'(?::([0-9A-D,]+))?/g)) {
    const lexeme = match[1]!.replace(/''/g, "'");
    const positions = (match[2] ?? '1D').split(',');
    let weight = 0;
    for (const p of positions) weight += p.endsWith('A') ? TITLE_WEIGHT : 1;
    if (positions.some((p) => p.endsWith('A'))) titleTerms.add(lexeme);
    terms.set(lexeme, (terms.get(lexeme) ?? 0) + weight);
  }
  return { terms, titleTerms };
}

/** Lexemes of a tsquery's text form (`'a' | 'b' & 'c'`). */
export function queryLexemes(text: string): string[] {
  return [...text.matchAll(/'((?:[^']|'')+)'/g)].map((m) => m[1]!.replace(/''/g, "'"));
}

function withinOneEdit(a: string, b: string): boolean {
  if (Math.abs(a.length - b.length) > 1) return false;
  let i = 0;
  let j = 0;
  let edits = 0;
  while (i < a.length && j < b.length) {
    if (a[i] === b[j]) {
      i++;
      j++;
      continue;
    }
    if (++edits > 1) return false;
    if (a.length > b.length) i++;
    else if (b.length > a.length) j++;
    else if (a[i + 1] === b[j] && a[i] === b[j + 1]) {
      i += 2; // a swap of two letters ("varicoecle")
      j += 2;
    } else {
      i++;
      j++;
    }
  }
  return edits + (a.length - i) + (b.length - j) <= 1;
}

export function createPassageIndex<T>(passages: IndexedPassage<T>[]) {
  const docFreq = new Map<string, number>();
  let totalLength = 0;
  for (const p of passages) {
    totalLength += p.length;
    for (const term of p.terms.keys()) docFreq.set(term, (docFreq.get(term) ?? 0) + 1);
  }
  const average = totalLength / Math.max(1, passages.length);
  const n = passages.length;
  const idf = (term: string) => {
    const df = docFreq.get(term) ?? 0;
    return Math.log(1 + (n - df + 0.5) / (df + 0.5));
  };
  /** A query word the library lacks stands for its one-edit neighbours of 5+ letters. */
  const resolve = (term: string): string[] => {
    if (docFreq.has(term) || term.length < 5) return [term];
    const near = [...docFreq.keys()].filter((t) => t.length >= 5 && withinOneEdit(term, t));
    return near.length > 0 ? near : [term];
  };

  return {
    rank(lexemes: readonly string[], limit: number): { item: T; score: number }[] {
      const terms = [...new Set(lexemes.flatMap(resolve))];
      const scored: { item: T; score: number }[] = [];
      for (const p of passages) {
        let score = 0;
        for (const term of terms) {
          const tf = p.terms.get(term);
          if (!tf) continue;
          score += (idf(term) * tf * (K1 + 1)) / (tf + K1 * (1 - B + (B * p.length) / average));
        }
        if (score > 0 && p.titleTerms.size > 0) {
          let covered = 0;
          for (const t of p.titleTerms) if (terms.includes(t)) covered++;
          score *= 1 + (TITLE_COVERAGE * covered) / p.titleTerms.size;
        }
        if (score > 0)
          scored.push({ item: p.item, score: p.isSummary ? score * SUMMARY_BOOST : score });
      }
      return scored.sort((a, b) => b.score - a.score).slice(0, limit);
    },
  };
}
