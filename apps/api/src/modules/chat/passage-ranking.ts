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

import { createArticleMeaning } from './article-meaning';
import { bm25, type Bm25Document } from './bm25';

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
/**
 * How much the question's meaning matching the article's (cosine, 0-1) adds. 0.6 until the
 * read sets' questions joined the everyday questions (sixth pass): with about twice as many
 * questions in readers' own words, the closest one's meaning is worth more. 1.5 was chosen
 * leaving each set out (five folds of six) and loses no question at top-1 on any set.
 */
const MEANING_WEIGHT = 1.5;

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

/** The `k`-th largest of `values` (k ≥ 1, at most values.length). */
function kthLargest(values: readonly number[], k: number): number {
  const top: number[] = [];
  for (const value of values) {
    if (top.length === k && value <= top[k - 1]!) continue;
    let at = top.length === k ? k - 1 : top.length;
    while (at > 0 && top[at - 1]! < value) {
      if (at < k) top[at] = top[at - 1]!;
      at--;
    }
    top[at] = value;
  }
  return top[k - 1]!;
}

/** Whether some position in `b` follows one in `a` within PHRASE_WINDOW. */
function standsNear(a: readonly number[], b: readonly number[]): boolean {
  for (const x of a) for (const y of b) if (y > x && y - x <= PHRASE_WINDOW) return true;
  return false;
}

/** Passages found by term: `add` once per passage and term, in passage order. */
function termLists() {
  const lists = new Map<string, number[]>();
  return {
    add(term: string, passage: number) {
      const list = lists.get(term);
      if (list) list.push(passage);
      else lists.set(term, [passage]);
    },
    get: (term: string) => lists.get(term),
  };
}

/** Typo lookups remembered per index; cleared when full, like the stemmer's. */
const MAX_RESOLVED = 10_000;

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
  const together = new Map<string, Bm25Document & { terms: Map<string, number> }>();
  for (const q of questions) {
    const doc = together.get(q.article) ?? { terms: new Map<string, number>(), length: 0 };
    for (const [term, tf] of q.terms) doc.terms.set(term, (doc.terms.get(term) ?? 0) + tf);
    doc.length += q.length;
    together.set(q.article, doc);
  }
  const togetherBm25 = bm25([...together.values()]);

  // Articles by number, so a reply keeps its per-article sums in flat arrays.
  const slugs: string[] = [];
  const numbers = new Map<string, number>();
  const numberOf = (slug: string) => {
    let n = numbers.get(slug);
    if (n === undefined) numbers.set(slug, (n = slugs.push(slug) - 1));
    return n;
  };
  const passageArticle = passages.map((p) => numberOf(p.article));
  const questionArticle = questions.map((q) => numberOf(q.article));
  const togetherArticle = [...together.keys()].map(numberOf);
  const meaning = createArticleMeaning(slugs.map((slug) => questionVectors.get(slug) ?? []));

  // An article found only by an everyday question answers with its summary (the last one it
  // has, as the library lists them); such articles come in the order of their first summary.
  const summaryOf: (T | undefined)[] = slugs.map(() => undefined);
  const summaryOrder: number[] = [];
  const titled = termLists();
  const placed = termLists();
  passages.forEach((p, i) => {
    const article = passageArticle[i]!;
    if (p.kind === 'summary') {
      if (!summaryOrder.includes(article)) summaryOrder.push(article);
      summaryOf[article] = p.item;
    }
    for (const term of p.titleTerms) titled.add(term, i);
    for (const term of p.positions?.keys() ?? []) placed.add(term, i);
  });

  const long = [...passageBm25.terms()].filter((t) => t.length >= 5);
  const resolved = new Map<string, readonly string[]>();
  /** A query word the library lacks stands for its one-edit neighbours of 5+ letters. */
  const resolve = (term: string): readonly string[] => {
    if (passageBm25.has(term) || term.length < 5) return [term];
    let near = resolved.get(term);
    if (near) return near;
    near = long.filter((t) => withinOneEdit(term, t));
    if (near.length === 0) near = [term];
    if (resolved.size >= MAX_RESOLVED) resolved.clear();
    resolved.set(term, near);
    return near;
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
      const resolvedConcepts = conceptLexemes.map((concept) => [
        ...new Set(concept.flatMap(resolve)),
      ]);
      const weights = resolvedConcepts
        .map((_, i) => conceptWeights?.[i] ?? 1)
        .filter((_, i) => resolvedConcepts[i]!.length > 0);
      const concepts = resolvedConcepts.filter((concept) => concept.length > 0);
      const terms = new Set(concepts.flat());
      const pairs = lexemes
        .slice(1)
        .map((b, i) => [lexemes[i]!, b] as const)
        .filter(([a, b]) => a !== b);

      const passageScores = passageBm25.scores(concepts, weights);
      // The title words each passage shares with the question, counted from the titles' own
      // lists rather than by asking every passage.
      const covered = new Int32Array(passages.length);
      for (const term of terms) for (const i of titled.get(term) ?? []) covered[i]!++;
      // The question's neighbouring words that stand together in each passage that matched.
      const near = new Int32Array(passages.length);
      for (const [a, b] of pairs) {
        const withA = placed.get(a);
        const withB = placed.get(b);
        if (!withA || !withB) continue;
        for (const i of withA.length <= withB.length ? withA : withB) {
          if (passageScores[i] === 0) continue;
          const positions = passages[i]!.positions!;
          if (standsNear(positions.get(a) ?? [], positions.get(b) ?? [])) near[i]!++;
        }
      }

      const best = new Float64Array(slugs.length);
      const question = new Float64Array(slugs.length);
      const togetherScore = new Float64Array(slugs.length);
      /** Passages that matched (by index, or -1 - article for an article's summary), in order. */
      const scoredPassage: number[] = [];
      const scoredScore: number[] = [];
      for (let i = 0; i < passages.length; i++) {
        const p = passages[i]!;
        let score = passageScores[i]!;
        if (score > 0 && p.titleTerms.size > 0)
          score *= 1 + (TITLE_COVERAGE * covered[i]!) / p.titleTerms.size;
        if (score > 0 && p.positions && pairs.length > 0)
          score *= 1 + (PHRASE * near[i]!) / pairs.length;
        if (p.kind === 'summary') score *= SUMMARY_BOOST;
        if (score <= 0) continue;
        scoredPassage.push(i);
        scoredScore.push(score);
        const article = passageArticle[i]!;
        best[article] = Math.max(best[article]!, score);
      }
      const questionScores = questionBm25.scores(concepts, weights);
      for (let i = 0; i < questions.length; i++) {
        const article = questionArticle[i]!;
        question[article] = Math.max(question[article]!, questionScores[i]!);
      }
      let togetherTop = 0;
      const togetherScores = togetherBm25.scores(concepts, weights);
      for (let i = 0; i < togetherScores.length; i++) {
        const score = togetherScores[i]!;
        if (score <= 0) continue;
        togetherScore[togetherArticle[i]!] = score;
        togetherTop = Math.max(togetherTop, score);
      }
      let top = 0;
      for (let a = 0; a < slugs.length; a++)
        top = Math.max(top, best[a]! + QUESTION_WEIGHT * question[a]!);
      if (top === 0) return [];
      // Meaning alone never brings in an article: it only reorders those the words found.
      for (const article of summaryOrder)
        if (best[article] === 0 && question[article]! > 0 && summaryOf[article] !== undefined) {
          scoredPassage.push(-1 - article);
          scoredScore.push((best[article] = 1e-9));
        }

      // An article's score is its words' (lexical, its everyday questions together, and the
      // question kind's bonus) plus its meaning's; a passage's is its article's, scaled by how it compares with the
      // article's best.
      const words = new Float64Array(slugs.length);
      for (let a = 0; a < slugs.length; a++) {
        if (best[a] === 0) continue;
        const lexical = (best[a]! + QUESTION_WEIGHT * question[a]!) / top;
        const questions = togetherTop > 0 ? togetherScore[a]! / togetherTop : 0;
        // The bonus for a title that answers the kind of question asked (question-kinds.ts).
        words[a] =
          lexical + QUESTIONS_TOGETHER_WEIGHT * questions + (articleBonus?.get(slugs[a]!) ?? 0);
      }
      const articleOf = (s: number) => {
        const i = scoredPassage[s]!;
        return i >= 0 ? passageArticle[i]! : -1 - i;
      };
      const share = scoredScore.map((score, s) => score / best[articleOf(s)]!);
      // The meaning can add at most MEANING_WEIGHT × its bound: a passage that could not pass
      // the limit-th best passage's score without it, even with it, is not among the results,
      // and its article's meaning is never computed.
      const queryLength = queryVector ? meaning.length(queryVector) : 0;
      const ceiling = (a: number) => words[a]! + MEANING_WEIGHT * meaning.bound(a, queryLength);
      let floor = -Infinity;
      if (Number.isInteger(limit) && limit >= 1 && limit < share.length)
        floor = kthLargest(
          share.map((r, s) => words[articleOf(s)]! * r),
          limit,
        );
      const articleScores = new Map<number, number>();
      const articleScore = (a: number) => {
        let score = articleScores.get(a);
        if (score === undefined) {
          const closeness = queryVector ? meaning.of(a, queryVector) : 0;
          score = words[a]! + MEANING_WEIGHT * closeness;
          articleScores.set(a, score);
        }
        return score;
      };
      const results: { item: T; score: number }[] = [];
      for (let s = 0; s < share.length; s++) {
        const a = articleOf(s);
        if (ceiling(a) * share[s]! < floor) continue;
        const i = scoredPassage[s]!;
        results.push({
          item: i >= 0 ? passages[i]!.item : summaryOf[a]!,
          score: articleScore(a) * share[s]!,
        });
      }
      return results.sort((x, y) => y.score - x.score).slice(0, limit);
    },
  };
}
