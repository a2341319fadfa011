import type { ChatSource } from '../../db/schema';
import type { KnowledgeRepo, Passage } from './knowledge-repo';

/** Passages fetched per question (before keeping one per article). */
const SEARCH_LIMIT = 8;
const MAX_SOURCES = 3;
const MAX_SUGGESTIONS = 4;

export interface Retrieval {
  passages: Passage[];
  /** The articles the passages come from, as the reply's cited sources. */
  sources: ChatSource[];
  /** Follow-up prompts from the best article and its neighbours. */
  suggestions: string[];
}

/**
 * Finds what the knowledge base knows about a question. A cited article links to its first
 * source (a reputable public page such as the NHS or a urology association): our articles
 * have no public page of their own, and the source is what a reader can check.
 */
export function createKnowledge(repo: KnowledgeRepo) {
  return {
    async retrieve(question: string): Promise<Retrieval> {
      const passages = await repo.search(question, SEARCH_LIMIT);
      const slugs = [...new Set(passages.map((p) => p.articleSlug))].slice(0, MAX_SOURCES);
      const articles = await repo.articles(slugs);
      const bySlug = new Map(articles.map((a) => [a.slug, a]));
      const sources = slugs.flatMap((slug) => {
        const article = bySlug.get(slug);
        const link = article?.sources[0];
        return article && link
          ? [{ title: article.title, url: link.url, thumbnail_url: null }]
          : [];
      });
      const best = slugs[0] ? bySlug.get(slugs[0]) : undefined;
      return {
        passages,
        sources,
        suggestions: best ? await this.suggestionsAround(best.slug, question) : [],
      };
    },

    /**
     * Questions a reader of `slug` may ask next: the first question of each neighbouring
     * article, then the article's own, never the question just asked.
     */
    async suggestionsAround(slug: string, asked = ''): Promise<string[]> {
      const article = await repo.article(slug);
      if (!article) return [];
      const neighbours = await repo.articles(article.related);
      const order = new Map(article.related.map((s, i) => [s, i]));
      neighbours.sort((a, b) => (order.get(a.slug) ?? 0) - (order.get(b.slug) ?? 0));
      const candidates = [
        ...neighbours.flatMap((n) => n.suggestedQuestions.slice(0, 1)),
        ...article.suggestedQuestions,
        ...neighbours.flatMap((n) => n.suggestedQuestions.slice(1)),
      ];
      const normal = (s: string) => s.trim().toLowerCase();
      const seen = new Set([normal(asked)]);
      const picked: string[] = [];
      for (const question of candidates) {
        if (seen.has(normal(question))) continue;
        seen.add(normal(question));
        picked.push(question);
        if (picked.length === MAX_SUGGESTIONS) break;
      }
      return picked;
    },
  };
}

export type Knowledge = ReturnType<typeof createKnowledge>;
