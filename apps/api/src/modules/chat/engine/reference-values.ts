import { WHO_SOURCE } from '@mhp/contract/varicocele-assessment-kit';
import { WHO_2021_LIMITS } from '@mhp/contract/varicocele-assessment-sperm-count';

/**
 * A semen-analysis value the user typed, compared with the WHO 2021 lower reference limit the
 * sperm-count self-assessment uses (one table, packages/contract), so the chat and the
 * assessment never disagree. Only the value the question names is compared; a number with no
 * recognisable measure gets no comparison rather than a guess.
 */
interface Measure {
  /** Words that name the measure in the question. */
  pattern: RegExp;
  /** The number as written, with its unit where one is needed to be sure. */
  value: RegExp;
  label: string;
  limit: number;
  unit: string;
}

const MEASURES: readonly Measure[] = [
  {
    pattern: /\b(total (sperm )?(count|number)|total motile)\b/i,
    value: /(\d+(?:[.,]\d+)?)\s*(?:million|m)\b(?!\s*\/?\s*(?:ml|per))/i,
    label: 'total sperm number',
    limit: WHO_2021_LIMITS.total_count,
    unit: 'million per ejaculate',
  },
  {
    pattern: /\b(sperm count|count|concentration|density)\b|million\s*(\/|per)\s*ml/i,
    value:
      /(\d+(?:[.,]\d+)?)\s*(?:million|m)?\s*(?:\/|per)\s*ml|(\d+(?:[.,]\d+)?)\s*(?:million|m)\b/i,
    label: 'sperm concentration',
    limit: WHO_2021_LIMITS.concentration,
    unit: 'million/mL',
  },
  {
    pattern: /\bprogressive\b/i,
    value: /(\d+(?:[.,]\d+)?)\s*%/,
    label: 'progressive motility',
    limit: WHO_2021_LIMITS.progressive_motility,
    unit: '%',
  },
  {
    pattern: /\b(motility|moving|motile)\b/i,
    value: /(\d+(?:[.,]\d+)?)\s*%/,
    label: 'total motility',
    limit: WHO_2021_LIMITS.total_motility,
    unit: '%',
  },
  {
    pattern: /\b(morphology|normal forms?|normal shape)\b/i,
    value: /(\d+(?:[.,]\d+)?)\s*%/,
    label: 'normal forms (morphology)',
    limit: WHO_2021_LIMITS.normal_forms,
    unit: '%',
  },
  {
    pattern: /\b(volume)\b/i,
    value: /(\d+(?:[.,]\d+)?)\s*ml\b/i,
    label: 'semen volume',
    limit: WHO_2021_LIMITS.volume_ml,
    unit: 'mL',
  },
];

const format = (n: number, unit: string) => (unit === '%' ? `${n}%` : `${n} ${unit}`);

/** One measured value: which measure, and the number. */
export interface Reading {
  label: string;
  value: number;
  unit: string;
  limit: number;
}

/** The first measured value `text` names, or null. */
function readingIn(text: string): Reading | null {
  for (const m of MEASURES) {
    if (!m.pattern.test(text)) continue;
    const match = m.value.exec(text);
    const raw = match?.slice(1).find((g) => g !== undefined);
    if (!raw) continue;
    const value = Number(raw.replace(',', '.'));
    if (!Number.isFinite(value)) continue;
    return { label: m.label, value, unit: m.unit, limit: m.limit };
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
export const describeReading = (r: Reading) => `${r.label} ${format(r.value, r.unit)}`;

/**
 * "A sperm concentration of 12 million/mL is below the WHO 2021 lower reference limit …",
 * with its source, or without when several comparisons share one (`withSource` false).
 */
export function comparisonOf(r: Reading, withSource = true): string {
  const where = r.value < r.limit ? 'is below' : r.value === r.limit ? 'is at' : 'is at or above';
  return (
    `A ${r.label} of ${format(r.value, r.unit)} ${where} the WHO 2021 lower reference limit of ` +
    `${format(r.limit, r.unit)}${withSource ? ` (source: ${WHO_SOURCE.title})` : ''}.`
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
