/**
 * BM25 over the library, in TypeScript (ADR 029). Postgres does the language work (to_tsvector
 * stems the passages and the question the same way); this module does what Postgres
 * full-text ranking lacks: inverse document frequency, so a rare word such as "embolisation"
 * outweighs "varicocele", which is in a third of the library; length normalisation, so a long
 * passage does not win by sheer size; field weights, so the title (weight A) and the article's
 * summary count more than the body; and a one-letter typo allowance for words the library
 * does not have; and a bonus when the question's neighbouring words stand together.
 *
 * Articles are ranked, then their passages: an article's score is its best passage's plus how
 * well the question matches one of the everyday questions the article answers (its "asked
 * as" questions, which are indexed apart and never quoted) and how well it matches all of
 * them taken together.
 */

import { cosine } from './word-vectors';

export interface IndexedPassage<T> {
  item: T;
  /** The article the passage belongs to. */
  article: string;
  /**
   * `summary` (position 0) stands for the whole article; `question` is one of the everyday
   * questions the article answers: it scores the article and is never returned.
   */
  kind: 'summary' | 'body' | 'question';
  /** Stemmed lexeme → weighted term frequency (title words count TITLE_WEIGHT times). */
  terms: Map<string, number>;
  /** The lexemes of the article's title (positions weighted A). */
  titleTerms: Set<string>;
  /** Lexeme → its word positions, for the phrase bonus. */
  positions?: Map<string, number[]>;
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
const TITLE_COVERAGE = 0.4;
/** How much the best-matching everyday question adds to its article's score. */
const QUESTION_WEIGHT = 1;
/**
 * How much all the article's everyday questions, read as one text, add (BM25 of that text,
 * divided by the best article's): an article whose questions share several of the question's
 * words in different questions ("how long" in one, "epididymitis" in another) gains.
 */
const QUESTIONS_TOGETHER_WEIGHT = 0.5;
/**
 * A passage where two neighbouring words of the question stand close together ("sperm count",
 * "blood pressure"; within PHRASE_WINDOW positions, so a stop word may sit between) gains up
 * to this share.
 */
const PHRASE = 0.3;
const PHRASE_WINDOW = 3;
/** How much the question's meaning matching the article's (cosine, 0-1) adds. */
const MEANING_WEIGHT = 0.6;

/** Parses Postgres's text form of a tsvector: `'lexeme':1A,5 'other':3B`. */
export function parseTsvector(text: string): {
  terms: Map<string, number>;
  titleTerms: Set<string>;
  positions: Map<string, number[]>;
} {
  const terms = new Map<string, number>();
  const titleTerms = new Set<string>();
  const positionsOf = new Map<string, number[]>();
  for (const match of text.matchAll(/'((?:[^']|'')+)'(?::([0-9A-D,]+))?/g)) {
    const lexeme = match[1]!.replace(/''/g, "'");
    const positions = (match[2] ?? '1D').split(',');
    let weight = 0;
    for (const p of positions) weight += p.endsWith('A') ? TITLE_WEIGHT : 1;
    if (positions.some((p) => p.endsWith('A'))) titleTerms.add(lexeme);
    terms.set(lexeme, (terms.get(lexeme) ?? 0) + weight);
    positionsOf.set(
      lexeme,
      positions.map((p) => parseInt(p, 10)),
    );
  }
  return { terms, titleTerms, positions: positionsOf };
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

/**
 * BM25 of one collection of documents (the passages, or the everyday questions), with a
 * posting list per term so a question touches only the documents that share a word with it.
 */
interface Bm25Document {
  terms: Map<string, number>;
  length: number;
}

function bm25(docs: readonly Bm25Document[]) {
  let totalLength = 0;
  for (const d of docs) totalLength += d.length;
  const average = totalLength / Math.max(1, docs.length);
  /** Term → [document index, the term's BM25 contribution to it]. */
  const postings = new Map<string, [number, number][]>();
  docs.forEach((d, i) => {
    for (const [term, tf] of d.terms) {
      const list = postings.get(term) ?? [];
      list.push([i, (tf * (K1 + 1)) / (tf + K1 * (1 - B + (B * d.length) / average))]);
      postings.set(term, list);
    }
  });
  for (const list of postings.values()) {
    const idf = Math.log(1 + (docs.length - list.length + 0.5) / (list.length + 0.5));
    for (const posting of list) posting[1] *= idf;
  }
  return {
    has: (term: string) => postings.has(term),
    terms: () => postings.keys(),
    /**
     * Each document's score for the query's concepts, by index (0 when it shares none): a
     * concept (a word, or a lay term and the library words it stands for) counts once, by its
     * best-matching term.
     */
    scores(concepts: readonly (readonly string[])[], weights?: readonly number[]): Float64Array {
      const scores = new Float64Array(docs.length);
      const best = new Float64Array(docs.length);
      const touched: number[] = [];
      for (const [c, concept] of concepts.entries()) {
        const weight = weights?.[c] ?? 1;
        for (const term of concept)
          for (const [i, w] of postings.get(term) ?? []) {
            if (best[i] === 0) touched.push(i);
            if (w > best[i]!) best[i] = w;
          }
        for (const i of touched) {
          scores[i]! += weight * best[i]!;
          best[i] = 0;
        }
        touched.length = 0;
      }
      return scores;
    },
  };
}

export function createPassageIndex<T>(
  all: IndexedPassage<T>[],
  /** The meaning of each article's everyday questions (word-vectors.ts), when known. */
  questionVectors: ReadonlyMap<string, readonly Float32Array[]> = new Map(),
) {
  const passages = all.filter((p) => p.kind !== 'question');
  const questions = all.filter((p) => p.kind === 'question');
  const passageBm25 = bm25(passages);
  const questionBm25 = bm25(questions);
  // Each article's everyday questions as one text.
  const together = new Map<string, Bm25Document>();
  for (const q of questions) {
    const doc = together.get(q.article) ?? { terms: new Map<string, number>(), length: 0 };
    for (const [term, tf] of q.terms) doc.terms.set(term, (doc.terms.get(term) ?? 0) + tf);
    doc.length += q.length;
    together.set(q.article, doc);
  }
  const togetherSlugs = [...together.keys()];
  const togetherBm25 = bm25([...together.values()]);
  const long = [...passageBm25.terms()].filter((t) => t.length >= 5);
  /** A query word the library lacks stands for its one-edit neighbours of 5+ letters. */
  const resolve = (term: string): string[] => {
    if (passageBm25.has(term) || term.length < 5) return [term];
    const near = long.filter((t) => withinOneEdit(term, t));
    return near.length > 0 ? near : [term];
  };

  return {
    rank(
      lexemes: readonly string[],
      limit: number,
      queryVector?: Float32Array,
      /** The query's concepts as lexemes (layConcepts); by default each lexeme is one. */
      conceptLexemes: readonly (readonly string[])[] = lexemes.map((l) => [l]),
      /** How much each concept counts (1 by default). */
      conceptWeights?: readonly number[],
      /**
       * What an article gains because its title answers the kind of question asked
       * (question-kinds.ts); it only reorders the articles the words found.
       */
      articleBonus?: ReadonlyMap<string, number>,
    ): { item: T; score: number }[] {
      const resolved = conceptLexemes.map((concept) => [...new Set(concept.flatMap(resolve))]);
      const weights = resolved
        .map((_, i) => conceptWeights?.[i] ?? 1)
        .filter((_, i) => resolved[i]!.length > 0);
      const concepts = resolved.filter((concept) => concept.length > 0);
      const terms = new Set(concepts.flat());
      const pairs = lexemes
        .slice(1)
        .map((b, i) => [lexemes[i]!, b] as const)
        .filter(([a, b]) => a !== b);
      const byArticle = new Map<
        string,
        { best: number; question: number; together: number; first?: T }
      >();
      const article = (slug: string) => {
        let entry = byArticle.get(slug);
        if (!entry) byArticle.set(slug, (entry = { best: 0, question: 0, together: 0 }));
        return entry;
      };
      const scored: { item: T; article: string; score: number }[] = [];
      const passageScores = passageBm25.scores(concepts, weights);
      passages.forEach((p, i) => {
        let score = passageScores[i]!;
        if (p.kind === 'summary') article(p.article).first = p.item;
        if (score > 0 && p.titleTerms.size > 0) {
          let covered = 0;
          for (const t of p.titleTerms) if (terms.has(t)) covered++;
          score *= 1 + (TITLE_COVERAGE * covered) / p.titleTerms.size;
        }
        if (score > 0 && p.positions && pairs.length > 0) {
          let near = 0;
          for (const [a, b] of pairs) {
            const pa = p.positions.get(a);
            const pb = p.positions.get(b);
            if (pa && pb && pa.some((x) => pb.some((y) => y > x && y - x <= PHRASE_WINDOW))) near++;
          }
          score *= 1 + (PHRASE * near) / pairs.length;
        }
        if (p.kind === 'summary') score *= SUMMARY_BOOST;
        if (score <= 0) return;
        scored.push({ item: p.item, article: p.article, score });
        const entry = article(p.article);
        entry.best = Math.max(entry.best, score);
      });
      questionBm25.scores(concepts, weights).forEach((score, i) => {
        const entry = article(questions[i]!.article);
        entry.question = Math.max(entry.question, score);
      });
      let togetherTop = 0;
      togetherBm25.scores(concepts, weights).forEach((score, i) => {
        if (score <= 0) return;
        article(togetherSlugs[i]!).together = score;
        togetherTop = Math.max(togetherTop, score);
      });
      let top = 0;
      for (const entry of byArticle.values())
        top = Math.max(top, entry.best + QUESTION_WEIGHT * entry.question);
      if (top === 0) return [];
      // An article found only by an everyday question answers with its summary. Meaning alone
      // never brings in an article: it only reorders those the words found.
      for (const [slug, entry] of byArticle)
        if (entry.best === 0 && entry.question > 0 && entry.first !== undefined)
          scored.push({ item: entry.first, article: slug, score: (entry.best = 1e-9) });
      const articleScores = new Map<string, number>();
      const articleScore = (slug: string) => {
        const cached = articleScores.get(slug);
        if (cached !== undefined) return cached;
        const entry = byArticle.get(slug)!;
        const lexical = (entry.best + QUESTION_WEIGHT * entry.question) / top;
        let meaning = 0;
        if (queryVector)
          for (const vector of questionVectors.get(slug) ?? [])
            meaning = Math.max(meaning, cosine(queryVector, vector));
        const questions = togetherTop > 0 ? entry.together / togetherTop : 0;
        const score =
          lexical +
          QUESTIONS_TOGETHER_WEIGHT * questions +
          MEANING_WEIGHT * meaning +
          (articleBonus?.get(slug) ?? 0);
        articleScores.set(slug, score);
        return score;
      };
      // A passage's score is its article's, scaled by how it compares with the article's best.
      return scored
        .map(({ item, article: slug, score }) => ({
          item,
          score: articleScore(slug) * (score / byArticle.get(slug)!.best),
        }))
        .sort((a, b) => b.score - a.score)
        .slice(0, limit);
    },
  };
}
