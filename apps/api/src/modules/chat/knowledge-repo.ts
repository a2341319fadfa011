import { inArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { healthArticlePassages, healthArticles } from '../../db/schema';
import { expandLayTerms, isLayTerm, layConcepts, layTermWords } from './lay-terms';
import { createSpelling, wordCounts } from './spelling';
import { loadWordVectors, type WordVectors } from './word-vectors';
import { createPassageIndex, parseTsvector } from './passage-ranking';
import { createQuestionKinds } from './question-kinds';
import { createStemmer } from './stemmer';

/** An article of the knowledge base as the seed data writes it. */
export interface KnowledgeArticle {
  slug: string;
  title: string;
  topic: string;
  summary: string;
  paragraphs: readonly string[];
  sources: readonly { title: string; url: string }[];
  related: readonly string[];
  suggestedQuestions: readonly string[];
  /** Everyday questions the article answers: searched, never shown (ADR 029). */
  askedAs?: readonly string[];
}

export type ArticleRow = typeof healthArticles.$inferSelect;

export interface Passage {
  articleSlug: string;
  title: string;
  body: string;
  rank: number;
}

let sharedVectors: WordVectors | undefined | null = null;
/** The word-vector table, read once per process (a few MB). */
function wordVectors(): WordVectors | undefined {
  if (sharedVectors === null) sharedVectors = loadWordVectors();
  return sharedVectors;
}

/**
 * How much a concept of the question counts: its rarest word's smooth-inverse-frequency weight
 * in English (word-vectors.ts), squared, so "make", "get" or "long" (~0.45) count about half as
 * much as "varicocele" or "sperm" (~1). The library's own inverse document frequency cannot
 * see this: in a library about varicoceles, "varicocele" is common and "make" is rare.
 */
function conceptWeight(text: string): number {
  const vectors = wordVectors();
  if (!vectors) return 1;
  let weight = 0;
  for (const word of text.toLowerCase().match(/[a-z0-9]+/g) ?? [])
    weight = Math.max(weight, vectors.weight(word));
  return weight * weight;
}

/** The local engine's knowledge base: seeding it and searching its passages. */
export function createKnowledgeRepo(db: Database) {
  let index: ReturnType<typeof loadIndex> | undefined;
  async function loadIndex() {
    const rows = await db
      .select({
        articleSlug: healthArticlePassages.articleSlug,
        position: healthArticlePassages.position,
        title: healthArticlePassages.title,
        body: healthArticlePassages.body,
        search: sql<string>`${healthArticlePassages.search}::text`,
      })
      .from(healthArticlePassages)
      .orderBy(healthArticlePassages.articleSlug, healthArticlePassages.position);
    // The meaning of each everyday question an article answers (word-vectors.ts).
    const questionVectors = new Map<string, Float32Array[]>();
    for (const row of rows) {
      const vector = row.position < 0 ? wordVectors()?.embed(row.body) : undefined;
      if (vector)
        questionVectors.set(row.articleSlug, [
          ...(questionVectors.get(row.articleSlug) ?? []),
          vector,
        ]);
    }
    // Spelling needs the vector table's English words to tell a typo from a word the library
    // lacks ("pints" is not "pants"); without the table, words are taken as typed.
    const english = wordVectors();
    const spelling = english
      ? createSpelling(
          wordCounts([...rows.flatMap((row) => [row.title, row.body]), ...layTermWords()]),
          (word) => isLayTerm(word) || english.has(word),
        )
      : { correct: (text: string) => text };
    const ranking = createPassageIndex(
      rows.map((row) => {
        const { terms, titleTerms, positions } = parseTsvector(row.search);
        let length = 0;
        for (const tf of terms.values()) length += tf;
        return {
          item: { articleSlug: row.articleSlug, title: row.title, body: row.body },
          article: row.articleSlug,
          kind: row.position < 0 ? 'question' : row.position === 0 ? 'summary' : 'body',
          terms,
          titleTerms,
          positions,
          length,
        };
      }),
      questionVectors,
    );
    // Each article's title, for the kind of question it answers.
    const titles = new Map<string, string>();
    for (const row of rows) if (row.position >= 0) titles.set(row.articleSlug, row.title);
    return { ranking, spelling, questionKinds: createQuestionKinds(titles) };
  }
  const stemmer = createStemmer(db);
  /**
   * The articles (a few dozen rows of seed data), read once like the index and again after a
   * seed: every reply cites some and suggests from their neighbours, which was three queries.
   */
  let articleRows: Promise<Map<string, ArticleRow>> | undefined;
  const allArticles = () =>
    (articleRows ??= db
      .select()
      .from(healthArticles)
      .then((rows) => new Map(rows.map((row) => [row.slug, row])))
      .catch((error: unknown) => {
        articleRows = undefined;
        throw error;
      }));
  return {
    /** Inserts or updates every article and rewrites its passages (the seed; idempotent). */
    async upsertArticles(articles: readonly KnowledgeArticle[]): Promise<void> {
      if (articles.length === 0) return;
      await db.transaction(async (tx) => {
        await tx
          .insert(healthArticles)
          .values(
            articles.map((a) => ({
              slug: a.slug,
              title: a.title,
              topic: a.topic,
              summary: a.summary,
              sources: [...a.sources],
              related: [...a.related],
              suggestedQuestions: [...a.suggestedQuestions],
            })),
          )
          .onConflictDoUpdate({
            target: healthArticles.slug,
            set: {
              title: sql`excluded.title`,
              topic: sql`excluded.topic`,
              summary: sql`excluded.summary`,
              sources: sql`excluded.sources`,
              related: sql`excluded.related`,
              suggestedQuestions: sql`excluded.suggested_questions`,
              updatedAt: sql`now()`,
            },
          });
        const slugs = articles.map((a) => a.slug);
        await tx
          .delete(healthArticlePassages)
          .where(inArray(healthArticlePassages.articleSlug, slugs));
        // The summary is position 0, the paragraphs follow; the questions the article answers
        // are stored at negative positions with no title, so only their own words count.
        await tx.insert(healthArticlePassages).values(
          articles.flatMap((a) => [
            ...[a.summary, ...a.paragraphs].map((body, position) => ({
              articleSlug: a.slug,
              position,
              title: a.title,
              body,
            })),
            ...[...a.suggestedQuestions, ...(a.askedAs ?? [])].map((body, i) => ({
              articleSlug: a.slug,
              position: -1 - i,
              title: '',
              body,
            })),
          ]),
        );
      });
      // Read again from the committed rows, like the index.
      articleRows = undefined;
      index = undefined;
    },

    /**
     * The passages that best match `text`, best first: the question, its typos corrected
     * (spelling.ts) and the library's words for its lay terms added (lay-terms.ts), is stemmed
     * by Postgres like the passages, whole and concept by concept, and ranked by BM25 with
     * title and summary weights, each concept counted once and weighed by how rare its word is
     * in English (passage-ranking.ts, ADR 029). The index is built from the stored tsvectors
     * once and rebuilt after a seed.
     */
    async search(text: string, limit: number): Promise<Passage[]> {
      index ??= loadIndex();
      const { ranking, spelling, questionKinds } = await index;
      const question = spelling.correct(text);
      // The whole expanded question (for word order), then each of its concepts, stemmed.
      const conceptTexts = layConcepts(question);
      const [lexemes = [], ...concepts] = await stemmer.stem([
        expandLayTerms(question),
        ...conceptTexts,
      ]);
      return ranking
        .rank(
          lexemes,
          limit,
          wordVectors()?.embed(question),
          concepts,
          conceptTexts.map(conceptWeight),
          questionKinds(text),
        )
        .map(({ item, score }) => ({ ...item, rank: score }));
    },

    async articles(slugs: readonly string[]): Promise<ArticleRow[]> {
      if (slugs.length === 0) return [];
      const bySlug = await allArticles();
      return slugs.flatMap((slug) => bySlug.get(slug) ?? []);
    },

    async article(slug: string): Promise<ArticleRow | undefined> {
      return (await allArticles()).get(slug);
    },
  };
}

export type KnowledgeRepo = ReturnType<typeof createKnowledgeRepo>;
