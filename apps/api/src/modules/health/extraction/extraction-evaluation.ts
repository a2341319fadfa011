import type { ExtractedFact } from '@mhp/contract/schemas/health';
import type { ExtractionCase } from './extraction-set';

export interface ExtractionMiss {
  text: string;
  /** Expected and not found. */
  missed: string[];
  /** Found and not expected (or with the wrong value or unit). */
  extra: string[];
}

export interface ExtractionFigures {
  expected: number;
  found: number;
  correct: number;
  precision: number;
  recall: number;
  misses: ExtractionMiss[];
}

/** How a fact is compared with a label: `type:term`, lab results with `=value unit`. */
export function labelOf(fact: ExtractedFact): string {
  const base = `${fact.type}:${fact.term}`;
  if (fact.type !== 'lab_result') return base;
  return `${base}=${fact.value}${fact.unit ? ` ${fact.unit}` : ''}`;
}

/** Runs an extractor over labelled messages: precision and recall over all facts. */
export function evaluateExtraction(
  cases: readonly ExtractionCase[],
  extract: (text: string) => ExtractedFact[],
): ExtractionFigures {
  let expected = 0;
  let found = 0;
  let correct = 0;
  const misses: ExtractionMiss[] = [];
  for (const item of cases) {
    const got = extract(item.text).map(labelOf);
    const want = new Set(item.facts);
    const right = got.filter((label) => want.has(label));
    expected += want.size;
    found += got.length;
    correct += right.length;
    const missed = [...want].filter((label) => !got.includes(label));
    const extra = got.filter((label) => !want.has(label));
    if (missed.length > 0 || extra.length > 0) misses.push({ text: item.text, missed, extra });
  }
  const ratio = (part: number, whole: number) => (whole === 0 ? 1 : part / whole);
  return {
    expected,
    found,
    correct,
    precision: ratio(correct, found),
    recall: ratio(correct, expected),
    misses,
  };
}
