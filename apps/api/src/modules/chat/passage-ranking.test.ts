import { describe, expect, it } from 'vitest';
import { healthArticles } from '../../db/seed-data/health-articles';
import { ASKED_AS } from '../../db/seed-data/health-articles/asked-as';
import { createPassageIndex, type IndexedPassage } from './passage-ranking';
import { createQuestionKinds } from './question-kinds';
import { loadWordVectors } from './word-vectors';

/** A passage whose words are already "stemmed" (plain lower-case words here). */
function passage(
  article: string,
  kind: IndexedPassage<string>['kind'],
  words: string,
  title = '',
): IndexedPassage<string> {
  const terms = new Map<string, number>();
  for (const w of words.split(' ')) terms.set(w, (terms.get(w) ?? 0) + 1);
  const titleTerms = new Set(title ? title.split(' ') : []);
  for (const t of titleTerms) terms.set(t, (terms.get(t) ?? 0) + 3);
  let length = 0;
  for (const tf of terms.values()) length += tf;
  return { item: `${article}:${kind}:${words}`, article, kind, terms, titleTerms, length };
}

const library = [
  passage('grades', 'summary', 'doctors grade varicocele size', 'varicocele grades'),
  passage('grades', 'body', 'grade three seen through skin', 'varicocele grades'),
  passage('symptoms', 'summary', 'dull ache standing varicocele', 'varicocele symptoms'),
  passage('symptoms', 'body', 'heaviness scrotum evening', 'varicocele symptoms'),
  passage('symptoms', 'question', 'does varicocele hurt'),
];

describe('passage ranking (ADR 029)', () => {
  it('ranks the article whose everyday question matches, and never returns the question', () => {
    const ranked = createPassageIndex(library).rank(['varicocel', 'hurt'], 5);
    expect(ranked[0]!.item).toBe('symptoms:summary:dull ache standing varicocele');
    expect(ranked.map((r) => r.item).join(' ')).not.toContain(':question:');
  });

  it('answers an article found only by its everyday question with its summary', () => {
    const ranked = createPassageIndex(library).rank(['hurt'], 5);
    expect(ranked.map((r) => r.item)).toEqual(['symptoms:summary:dull ache standing varicocele']);
  });

  it('finds nothing when no word of the question is in the library', () => {
    expect(createPassageIndex(library).rank(['bicycl'], 5)).toEqual([]);
  });

  it('prefers the passage where the question’s neighbouring words stand together', () => {
    const near = passage('count', 'body', 'sperm count low');
    const apart = passage('apart', 'body', 'count sperm low');
    near.positions = new Map([
      ['sperm', [1]],
      ['count', [2]],
      ['low', [3]],
    ]);
    apart.positions = new Map([
      ['count', [1]],
      ['sperm', [2]],
      ['low', [9]],
    ]);
    const ranked = createPassageIndex([apart, near]).rank(['sperm', 'count'], 2);
    expect(ranked.map((r) => r.item)).toEqual([near.item, apart.item]);
  });

  it('counts a concept once, by its best word, however many words the thesaurus gave it', () => {
    const docs = [
      passage('generic', 'summary', 'fertility infertility make'),
      passage('topic', 'summary', 'varicocele fertility'),
      passage('other', 'body', 'varicocele grade make'),
      passage('more', 'body', 'sleep stress make'),
    ];
    const lexemes = ['varicocele', 'make', 'infertility', 'fertility'];
    const asConcepts = [['varicocele'], ['make'], ['infertility', 'fertility']];
    const first = (concepts?: string[][]) =>
      createPassageIndex(docs).rank(lexemes, 1, undefined, concepts)[0]!.item.split(':')[0];
    expect(first()).toBe('generic');
    expect(first(asConcepts)).toBe('topic');
  });

  it('returns the same first passages whatever the limit (the meaning is skipped only where it cannot matter)', () => {
    const vectors = loadWordVectors()!;
    const meanings = new Map([
      ['symptoms', [vectors.embed('does varicocele hurt')!]],
      ['grades', [vectors.embed('how big is my varicocele')!]],
    ]);
    const index = createPassageIndex(library, meanings);
    for (const words of [['varicocel'], ['varicocel', 'grade'], ['scrotum', 'hurt', 'skin']]) {
      const query = vectors.embed(words.join(' '));
      const all = index.rank(words, 100, query);
      for (let limit = 1; limit <= all.length; limit++)
        expect(index.rank(words, limit, query)).toEqual(all.slice(0, limit));
    }
  });

  it('orders passages by article first, then by how well each matches', () => {
    const ranked = createPassageIndex(library).rank(['grade', 'skin'], 5);
    expect(ranked.map((r) => r.item.split(':')[0])).toEqual(['grades', 'grades']);
    expect(ranked[0]!.score).toBeGreaterThan(ranked[1]!.score);
  });

  it('lets a bonus reorder the articles the words found, but never bring one in', () => {
    const index = createPassageIndex(library);
    const first = (bonus?: Map<string, number>) =>
      index.rank(['varicocel'], 5, undefined, undefined, undefined, bonus)[0]!.item.split(':')[0];
    const plain = first();
    const other = plain === 'grades' ? 'symptoms' : 'grades';
    expect(first(new Map([[other, 2]]))).toBe(other);
    expect(
      index.rank(['bicycl'], 5, undefined, undefined, undefined, new Map([['grades', 1]])),
    ).toEqual([]);
  });
});

describe('question kinds (ADR 029)', () => {
  const kinds = createQuestionKinds(
    new Map(healthArticles.map((article) => [article.slug, article.title] as const)),
  );
  const favoured = (question: string) => [...kinds(question).keys()];

  it('points a question to the articles whose title is that kind of answer', () => {
    expect(favoured('what exactly is a hydrocele')).toContain('what-is-a-varicocele');
    expect(favoured('how long off work following the coil treatment')).toEqual(
      expect.arrayContaining([
        'recovery-after-varicocele-embolisation',
        'results-after-varicocele-repair',
      ]),
    );
    expect(favoured('could embolisation harm anything')).toContain('risks-of-varicocele-treatment');
    expect(favoured('what are the odds it recurs')).toContain('risks-of-varicocele-treatment');
    expect(favoured('how would the doctor tell if it is one')).toContain(
      'how-a-varicocele-is-diagnosed',
    );
    expect(favoured('mine is small, should it be left alone')).toContain(
      'does-a-varicocele-need-treatment',
    );
    expect(favoured('is 11 nmol borderline, is that low')).toContain('testing-testosterone');
    expect(favoured('could heavy vaping be messing with our chances of a baby')).toContain(
      'smoking-and-male-fertility',
    );
    expect(favoured('what red flags should I watch for following the op')).toContain(
      'warning-signs-after-a-procedure',
    );
    expect(favoured('does it tend to settle on its own')).toContain(
      'does-a-varicocele-need-treatment',
    );
  });

  it('keeps apart kinds that share words', () => {
    // "How does X work" asks how something works, not whether a product works.
    expect(favoured('how does the prostate work')).not.toContain('do-fertility-supplements-work');
    expect(favoured('do those fertility gummies work')).toContain('do-fertility-supplements-work');
    // A feeling is not a symptom, and "is that normal" without a number is not a result.
    expect(favoured('I feel like a letdown to my wife')).toEqual([]);
    expect(favoured('still sore, is that normal')).not.toContain('testing-testosterone');
  });

  it('favours nothing for a question of no particular kind', () => {
    expect(favoured('left testicle heavier than the right')).toEqual([]);
    // A self-check is not a doctor's examination.
    expect(favoured('monthly self-exam tips')).not.toContain('how-a-varicocele-is-diagnosed');
  });
});

describe('the library’s everyday questions', () => {
  it('gives every article at least three, and names no article that does not exist', () => {
    const slugs = new Set(healthArticles.map((a) => a.slug));
    for (const article of healthArticles) expect(article.askedAs?.length).toBeGreaterThanOrEqual(3);
    expect(Object.keys(ASKED_AS).filter((slug) => !slugs.has(slug))).toEqual([]);
  });
});

describe('word vectors', () => {
  it('puts words of related meaning closer than unrelated ones', () => {
    const vectors = loadWordVectors()!;
    const pain = vectors.embed('pain')!;
    const dot = (a: Float32Array, b: Float32Array) => a.reduce((s, x, i) => s + x * b[i]!, 0);
    expect(dot(vectors.embed('ache')!, pain)).toBeGreaterThan(dot(vectors.embed('bicycle')!, pain));
    expect(vectors.embed('zzzqqq')).toBeUndefined();
  });
});
