import { desc, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { healthArticlePassages, healthArticles } from '../../db/schema';

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
}

export type ArticleRow = typeof healthArticles.$inferSelect;

export interface Passage {
  articleSlug: string;
  title: string;
  body: string;
  rank: number;
}

/**
 * The question as an OR of its stemmed words: plainto_tsquery does the parsing (stop words,
 * punctuation, stemming) and its ANDs become ORs, so a passage that shares some words with a
 * long question still ranks instead of nothing matching at all.
 */
const anyWordQuery = (text: string) =>
  sql`replace(plainto_tsquery('english', ${text})::text, '&', '|')::tsquery`;

/** The local engine's knowledge base: seeding it and searching its passages. */
export function createKnowledgeRepo(db: Database) {
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
        await tx.insert(healthArticlePassages).values(
          articles.flatMap((a) =>
            [a.summary, ...a.paragraphs].map((body, position) => ({
              articleSlug: a.slug,
              position,
              title: a.title,
              body,
            })),
          ),
        );
      });
    },

    /** The passages that best match `text`, best first (ts_rank_cd over the GIN index). */
    async search(text: string, limit: number): Promise<Passage[]> {
      const query = anyWordQuery(text);
      const rank = sql<number>`ts_rank_cd(${healthArticlePassages.search}, ${query})`;
      const rows = await db
        .select({
          articleSlug: healthArticlePassages.articleSlug,
          title: healthArticlePassages.title,
          body: healthArticlePassages.body,
          rank,
        })
        .from(healthArticlePassages)
        .where(sql`${healthArticlePassages.search} @@ ${query}`)
        .orderBy(desc(rank), healthArticlePassages.articleSlug, healthArticlePassages.position)
        .limit(limit);
      return rows.map((row) => ({ ...row, rank: Number(row.rank) }));
    },

    async articles(slugs: readonly string[]): Promise<ArticleRow[]> {
      if (slugs.length === 0) return [];
      return db
        .select()
        .from(healthArticles)
        .where(inArray(healthArticles.slug, [...slugs]));
    },

    async article(slug: string): Promise<ArticleRow | undefined> {
      const [row] = await db.select().from(healthArticles).where(eq(healthArticles.slug, slug));
      return row;
    },
  };
}

export type KnowledgeRepo = ReturnType<typeof createKnowledgeRepo>;
