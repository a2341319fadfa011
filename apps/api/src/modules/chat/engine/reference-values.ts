import { WHO_SOURCE } from '@mhp/contract/varicocele-assessment-kit';
import { WHO_2021_LIMITS } from '@mhp/contract/varicocele-assessment-sperm-count';

/**
 * A semen-analysis value the user typed, compared with the WHO 2021 lower reference limit the
 * sperm-count self-assessment uses (one table, packages/contract), so the chat and the
 * assessment never disagree. Only the value the question names is compared; a number with no
 * recognisable measure gets no comparison rather than a guess.
 */
interface Measure {
  /** Its WHO 2021 lower reference limit (packages/contract). */
  key: WhoMeasure;
  /** Words that name the measure in the question. */
  pattern: RegExp;
  /** The number as written, with its unit where one is needed to be sure. */
  value: RegExp;
  label: string;
  unit: string;
}

/** A semen-analysis measure with a WHO 2021 lower reference limit. */
export type WhoMeasure = keyof typeof WHO_2021_LIMITS;

const MEASURES: readonly Measure[] = [
  {
    key: 'total_count',
    pattern: /\b(total (sperm )?(count|number)|total motile)\b/i,
    value: /(\d+(?:[.,]\d+)?)\s*(?:million|m)\b(?!\s*\/?\s*(?:ml|per))/i,
    label: 'total sperm number',
    unit: 'million per ejaculate',
  },
  {
    key: 'concentration',
    pattern: /\b(sperm count|count|concentration|density)\b|million\s*(\/|per)\s*ml/i,
    value:
      /(\d+(?:[.,]\d+)?)\s*(?:million|m)?\s*(?:\/|per)\s*ml|(\d+(?:[.,]\d+)?)\s*(?:million|m)\b/i,
    label: 'sperm concentration',
    unit: 'million/mL',
  },
  {
    key: 'progressive_motility',
    // "moving forward", "PR 25%" and "a+b" (WHO 2010 grades) are progressive too; a
    // non-progressive value has no limit of its own (NON_PROGRESSIVE).
    pattern:
      /(?<!\bnon[- ]?)\bprogressive\b|\b(?:mov(?:e|es|ed|ing)|swim(?:s|ming)?|swam) forward\b|\bpr\b(?=\s*[:=]?\s*\d)|\ba\s*\+\s*b\b/i,
    value: /(\d+(?:[.,]\d+)?)\s*%/,
    label: 'progressive motility',
    unit: '%',
  },
  {
    key: 'total_motility',
    pattern: /\b(motility|moving|motile)\b/i,
    value: /(\d+(?:[.,]\d+)?)\s*%/,
    label: 'total motility',
    unit: '%',
  },
  {
    key: 'normal_forms',
    pattern: /\b(morphology|normal forms?|normal shape)\b/i,
    value: /(\d+(?:[.,]\d+)?)\s*%/,
    label: 'normal forms (morphology)',
    unit: '%',
  },
  {
    key: 'volume_ml',
    pattern: /\b(volume)\b/i,
    value: /(\d+(?:[.,]\d+)?)\s*ml\b/i,
    label: 'semen volume',
    unit: 'mL',
  },
];

/** "25%", "12 million/mL": a value with its unit. */
export const formatValue = (n: number, unit: string) => (unit === '%' ? `${n}%` : `${n} ${unit}`);

/** One measured value: which measure, and the number. */
export interface Reading {
  key: WhoMeasure;
  label: string;
  value: number;
  unit: string;
  limit: number;
}

const MOTILITY: ReadonlySet<WhoMeasure> = new Set(['progressive_motility', 'total_motility']);
/** Words naming a share of sperm with no limit of its own ("non-progressive 12%", "NP"). */
const NON_PROGRESSIVE = /\bnon[- ]?progressive\b|\bnp\b|\bimmotile\b/i;

const readingOfMeasure = (m: Measure, value: number): Reading => ({
  key: m.key,
  label: m.label,
  value,
  unit: m.unit,
  limit: WHO_2021_LIMITS[m.key],
});

/** The first measured value `text` names, or null. */
function readingIn(text: string): Reading | null {
  for (const m of MEASURES) {
    if (!m.pattern.test(text)) continue;
    const match = m.value.exec(text);
    const raw = match?.slice(1).find((g) => g !== undefined);
    if (!match || !raw) continue;
    // "Non-progressive motility (NP) 12 %": neither progressive nor total motility.
    if (MOTILITY.has(m.key) && NON_PROGRESSIVE.test(text.slice(0, match.index))) continue;
    const value = Number(raw.replace(',', '.'));
    if (!Number.isFinite(value)) continue;
    return readingOfMeasure(m, value);
  }
  return null;
}

/** Where the words naming one value of a list end: a comma, a bracket, a line, "and", "but". */
const PART_BREAK = /[,;()[\]\n]|\b(?:and|but|with|while|whereas)\b/gi;
const NUMBER = /\d+(?:[.,]\d+)?/g;

/**
 * The reading a stored health fact stands for: `value` (in `unit`) as `words`, the words it
 * was read from (what the user typed, or a PDF's line as `describeReading` writes it), name
 * it. The measure is the one named just before the number ("progressive motility 25%",
 * "total 45%, progressive 25%"), or else just after it ("25% progressive motility"). Null
 * when the words do not hold the value, name no measure beside it, name one in another unit
 * or one without a limit ("non-progressive 12%"): no comparison rather than a wrong one.
 */
export function readingOf(words: string, value: number, unit: string): Reading | null {
  const numbers = [...words.matchAll(NUMBER)];
  for (const [i, number] of numbers.entries()) {
    if (Number(number[0].replace(',', '.')) !== value) continue;
    const previous = numbers[i - 1];
    const start = previous ? previous.index + previous[0].length : 0;
    // With the number itself, which some names need ("PR 25%").
    const before = words
      .slice(start, number.index + number[0].length)
      .split(PART_BREAK)
      .at(-1);
    const after = words.slice(number.index, numbers[i + 1]?.index).split(PART_BREAK)[0];
    const named = [before, after].find((part) => MEASURES.some((m) => m.pattern.test(part!)));
    if (!named || NON_PROGRESSIVE.test(named)) continue;
    // The table's order, as for a question: "progressive motility" before "motility".
    const measure = MEASURES.find((m) => m.pattern.test(named))!;
    if (measure.unit === unit) return readingOfMeasure(measure, value);
  }
  return null;
}

/**
 * The values of a report (a PDF's text): one per line, the first value of the line (a lab
 * writes the result before its reference range), each measure once (its first line).
 */
export function readingsIn(report: string): Reading[] {
  const readings = new Map<string, Reading>();
  for (const line of report.split('\n')) {
    const reading = readingIn(line);
    if (reading && !readings.has(reading.label)) readings.set(reading.label, reading);
  }
  return [...readings.values()];
}

/** "sperm concentration 12 million/mL": a reading as a user would type it. */
export const describeReading = (r: Reading) => `${r.label} ${formatValue(r.value, r.unit)}`;

/**
 * "A sperm concentration of 12 million/mL is below the WHO 2021 lower reference limit …",
 * with its source, or without when several comparisons share one (`withSource` false).
 */
export function comparisonOf(r: Reading, withSource = true): string {
  const where = r.value < r.limit ? 'is below' : r.value === r.limit ? 'is at' : 'is at or above';
  return (
    `A ${r.label} of ${formatValue(r.value, r.unit)} ${where} the WHO 2021 lower reference limit of ` +
    `${formatValue(r.limit, r.unit)}${withSource ? ` (source: ${WHO_SOURCE.title})` : ''}.`
  );
}

/** The source line of several comparisons. */
export const REFERENCE_SOURCE = `Source of the limits: ${WHO_SOURCE.title}.`;

/** What one value under (or over) its limit means, after the comparisons. */
export const readingCaveat = (below: boolean) =>
  below
    ? 'One result under the limit is not a diagnosis: values vary from sample to sample, ' +
      'so a doctor usually repeats the test and looks at the whole report.'
    : 'The limit is the lowest value among fertile men, so it is reassuring, though one ' +
      'value alone does not describe fertility.';

/** The comparison sentence for the first measured value in `question`, or null. */
export function compareWithReference(question: string): string | null {
  const reading = readingIn(question);
  if (!reading) return null;
  return `${comparisonOf(reading)} ${readingCaveat(reading.value < reading.limit)}`;
}
