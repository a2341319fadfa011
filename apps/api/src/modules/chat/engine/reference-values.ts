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

/** The comparison sentence for the first measured value in `question`, or null. */
export function compareWithReference(question: string): string | null {
  for (const m of MEASURES) {
    if (!m.pattern.test(question)) continue;
    const match = m.value.exec(question);
    const raw = match?.slice(1).find((g) => g !== undefined);
    if (!raw) continue;
    const value = Number(raw.replace(',', '.'));
    if (!Number.isFinite(value)) continue;
    const where = value < m.limit ? 'is below' : value === m.limit ? 'is at' : 'is at or above';
    return (
      `A ${m.label} of ${format(value, m.unit)} ${where} the WHO 2021 lower reference limit of ` +
      `${format(m.limit, m.unit)} (source: ${WHO_SOURCE.title}). ` +
      (value < m.limit
        ? 'One result under the limit is not a diagnosis: values vary from sample to sample, ' +
          'so a doctor usually repeats the test and looks at the whole report.'
        : 'The limit is the lowest value among fertile men, so it is reassuring, though one ' +
          'value alone does not describe fertility.')
    );
  }
  return null;
}
