import { afterAll, describe, expect, it } from 'vitest';
import { healthArticles, healthArticlesLeavingOut } from '../../db/seed-data/health-articles';
import { ASKED_AS } from '../../db/seed-data/health-articles/asked-as';
import { READ_SETS, askedByReaders } from '../../db/seed-data/health-articles/asked-by-readers';
import { createTestDatabase } from '../../test/test-database';
import { createKnowledgeRepo } from './knowledge-repo';

const database = await createTestDatabase();
afterAll(() => database.close());

/** The first article the search finds for each question. */
async function firstArticles(articles: typeof healthArticles, questions: readonly string[]) {
  const repo = createKnowledgeRepo(database.db);
  await repo.upsertArticles(articles);
  const first: (string | undefined)[] = [];
  for (const question of questions) first.push((await repo.search(question, 3))[0]?.articleSlug);
  return first;
}

describe('the read sets’ questions as everyday questions (ADR 029, sixth pass)', () => {
  it('adds each question to the article labelled first, without the set left out', () => {
    const all = askedByReaders();
    const withoutBlind4 = askedByReaders('blind-4');
    const slugs = new Set(healthArticles.map((a) => a.slug));
    expect(Object.keys(all).filter((slug) => !slugs.has(slug))).toEqual([]);
    const { question, answers } = READ_SETS['blind-4'][0]!;
    expect(all[answers[0]!]).toContain(question);
    const blind4 = new Set(READ_SETS['blind-4'].map((c) => c.question));
    const others = new Set(
      Object.entries(READ_SETS)
        .filter(([name]) => name !== 'blind-4')
        .flatMap(([, cases]) => cases.map((c) => c.question)),
    );
    for (const questions of Object.values(withoutBlind4))
      for (const q of questions) expect(!blind4.has(q) || others.has(q)).toBe(true);
    // No question twice for one article, nor one the article already lists.
    for (const [slug, questions] of Object.entries(all)) {
      expect(new Set(questions).size).toBe(questions.length);
      for (const q of ASKED_AS[slug] ?? []) expect(questions).not.toContain(q);
    }
  });

  it('reads only the sets that have been read', () => {
    expect(Object.keys(READ_SETS)).toEqual([
      'dev',
      'heldout',
      'blind',
      'blind-2',
      'blind-3',
      'blind-4',
    ]);
  });

  it('finds the article for a paraphrase of other readers’ questions that the written ones missed', async () => {
    // blind-4 questions, with blind-4 left out of the index: only the other sets' wording helps.
    const questions = [
      'what kind of pants help with varicocele ache',
      'varicocele low count link?',
    ];
    const expected = ['supportive-underwear-for-varicocele', 'varicocele-and-fertility'];
    const written = healthArticles.map((a) => ({ ...a, askedAs: ASKED_AS[a.slug] ?? [] }));
    const before = await firstArticles(written, questions);
    for (let i = 0; i < questions.length; i++) expect(before[i]).not.toBe(expected[i]);
    expect(await firstArticles(healthArticlesLeavingOut('blind-4'), questions)).toEqual(expected);
  });

  it('lets the meaning of the closest everyday question reorder articles the words found', async () => {
    // blind questions, with blind left out: the words favoured a neighbour, the meaning of the
    // other readers' questions (weight 1.5, ADR 029 sixth pass) puts the answer first.
    expect(
      await firstArticles(healthArticlesLeavingOut('blind'), [
        'enlarged veins in the scrotum explained simply',
        'how do swollen veins in the scrotum damage sperm',
      ]),
    ).toEqual(['what-is-a-varicocele', 'varicocele-and-fertility']);
  });
});
