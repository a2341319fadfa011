import type { ExtractedFact } from '@mhp/contract/schemas/health';
import type { ExtractionCase } from './extraction-set';

export interface ExtractionMiss {
  text: string;
  /** Expected and not found. */
  missed: string[];
  /** Found and not expected (or with the wrong value or unit). */
  extra: string[];
}

export interface Figures {
  expected: number;
  found: number;
  correct: number;
  precision: number;
  recall: number;
}

export interface ExtractionFigures extends Figures {
  /** The same figures per fact type ("lifestyle", "personal"…), from the labels' prefixes. */
  byType: Record<string, Figures>;
  misses: ExtractionMiss[];
}

const ratio = (part: number, whole: number) => (whole === 0 ? 1 : part / whole);
function figures(expected: number, found: number, correct: number): Figures {
  return {
    expected,
    found,
    correct,
    precision: ratio(correct, found),
    recall: ratio(correct, expected),
  };
}

/**
 * How a fact is compared with a label: `type:term`, a measured value as `=value unit`, how
 * often as ` @daily`, how long as ` for 14 months`. Frequency and duration are part of the
 * label so "Smoking — 14 months" for "I smoke every day" counts as wrong, not as right.
 */
export function labelOf(fact: ExtractedFact): string {
  let label = `${fact.type}:${fact.term}`;
  if (fact.value !== null) label += `=${fact.value}${fact.unit ? ` ${fact.unit}` : ''}`;
  if (fact.frequency) label += ` @${fact.frequency}`;
  if (fact.duration)
    label += fact.duration.startsWith('since') ? ` ${fact.duration}` : ` for ${fact.duration}`;
  return label;
}

/**
 * A label with its value written as a number is written ("LH 2.0" is `=2`, as `labelOf` writes
 * it): the same result, however many zeros the labeller kept.
 */
export function canonicalLabel(label: string): string {
  return label.replace(/=(\d+(?:\.\d+)?)/, (_, value: string) => `=${Number(value)}`);
}

/** Runs an extractor over labelled messages: precision and recall over all facts. */
export function evaluateExtraction(
  cases: readonly ExtractionCase[],
  extract: (text: string) => ExtractedFact[],
): ExtractionFigures {
  return scoreLabels(
    cases,
    cases.map((item) => extract(item.text).map(labelOf)),
  );
}

/**
 * Labels given to the same messages by someone else (a second labeller working from the
 * labelling guide alone) against the set's own: how far two careful readers agree, which is
 * the most any extractor can be expected to reach.
 */
export function evaluateLabels(
  cases: readonly ExtractionCase[],
  labels: readonly (readonly string[])[],
): ExtractionFigures {
  if (labels.length !== cases.length) throw new Error('One list of labels a message is needed.');
  return scoreLabels(
    cases,
    labels.map((list) => list.map(canonicalLabel)),
  );
}

function scoreLabels(
  cases: readonly ExtractionCase[],
  labels: readonly (readonly string[])[],
): ExtractionFigures {
  let expected = 0;
  let found = 0;
  let correct = 0;
  const misses: ExtractionMiss[] = [];
  const tally = new Map<string, { expected: number; found: number; correct: number }>();
  const count = (label: string, field: 'expected' | 'found' | 'correct') => {
    const type = label.slice(0, label.indexOf(':'));
    const row = tally.get(type) ?? { expected: 0, found: 0, correct: 0 };
    row[field] += 1;
    tally.set(type, row);
  };
  for (const [index, item] of cases.entries()) {
    const got = labels[index]!;
    const want = new Set(item.facts.map(canonicalLabel));
    const right = got.filter((label) => want.has(label));
    expected += want.size;
    found += got.length;
    correct += right.length;
    want.forEach((label) => count(label, 'expected'));
    got.forEach((label) => count(label, 'found'));
    right.forEach((label) => count(label, 'correct'));
    const missed = [...want].filter((label) => !got.includes(label));
    const extra = got.filter((label) => !want.has(label));
    if (missed.length > 0 || extra.length > 0) misses.push({ text: item.text, missed, extra });
  }
  const byType = Object.fromEntries(
    [...tally.entries()]
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([type, row]) => [type, figures(row.expected, row.found, row.correct)]),
  );
  return { ...figures(expected, found, correct), byType, misses };
}
