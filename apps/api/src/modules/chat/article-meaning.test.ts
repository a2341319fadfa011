import { describe, expect, it } from 'vitest';
import { createArticleMeaning } from './article-meaning';
import { cosine, loadWordVectors } from './word-vectors';

describe('article meaning', () => {
  const vectors = loadWordVectors()!;
  const articles = [
    ['does a varicocele hurt', 'is a varicocele dangerous', 'can it shrink', 'what is it', 'why'],
    ['how long to recover after surgery', 'when can i go back to the gym'],
    [],
  ].map((texts) => texts.map((text) => vectors.embed(text)!));
  const meaning = createArticleMeaning(articles);

  it('is the best cosine with the article’s everyday questions, to the bit', () => {
    for (const question of ['my left ball aches', 'recovery time', 'sperm count']) {
      const query = vectors.embed(question)!;
      articles.forEach((article, a) => {
        const expected = article.reduce((best, v) => Math.max(best, cosine(query, v)), 0);
        expect(meaning.of(a, query)).toBe(expected);
        expect(meaning.bound(a, meaning.length(query))).toBeGreaterThanOrEqual(expected);
      });
    }
  });
});
