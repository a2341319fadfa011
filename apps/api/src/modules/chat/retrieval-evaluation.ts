import type { KnowledgeRepo } from './knowledge-repo';

/** One labelled question: the articles that answer it, the best first. */
export interface RetrievalCase {
  question: string;
  answers: string[];
}

export interface RetrievalMiss extends RetrievalCase {
  /** The first three distinct articles the search returned. */
  got: string[];
  /** True when an answer was among them (a top-1 miss only). */
  top3: boolean;
}

/** Passages fetched per question: enough for three distinct articles. */
const FETCH = 12;

/**
 * Top-1 and top-3 accuracy of the knowledge search on labelled questions (answers:report and
 * its test): an article counts once, at the rank of its best passage, as the reply quotes it.
 */
export async function evaluateRetrieval(repo: KnowledgeRepo, cases: readonly RetrievalCase[]) {
  let top1 = 0;
  let top3 = 0;
  const misses: RetrievalMiss[] = [];
  for (const c of cases) {
    const passages = await repo.search(c.question, FETCH);
    const got = [...new Set(passages.map((p) => p.articleSlug))].slice(0, 3);
    const first = got[0] !== undefined && c.answers.includes(got[0]);
    const inTop3 = got.some((slug) => c.answers.includes(slug));
    if (first) top1++;
    if (inTop3) top3++;
    if (!first) misses.push({ ...c, got, top3: inTop3 });
  }
  return { total: cases.length, top1, top3, misses };
}
