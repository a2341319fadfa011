/**
 * Hormone and blood results a report may hold besides its semen analysis ("Total testosterone
 * 9 nmol/L (8.6-29)"). They have no single reference value — each lab prints its own range
 * beside the result, and testosterone depends on the time of day — so the chat names what it
 * read and compares none of them (reference-values.ts compares the WHO 2021 semen measures).
 * Named, they reach the health tracking like values the user typed (issue 24 item 7).
 */
export interface LabValue {
  label: string;
  value: number;
  unit: string;
  /** Does the health tracking hold this result (a term of its own)? */
  tracked: boolean;
}

interface LabMeasure {
  label: string;
  /** Words that name the result at the start of a report's line. */
  name: RegExp;
  /** The units it is reported in, as written, and as we write them. */
  units: readonly { pattern: RegExp; unit: string }[];
  /**
   * False for a result the health tracking has no term for: free testosterone would be read
   * as (total) testosterone, and prolactin is not tracked.
   */
  tracked?: false;
}

/** IU/L, and mIU/mL, the same number. */
const IU_PER_LITRE = [
  { pattern: /^(?:m?iu|u)\s*\/\s*l\b/i, unit: 'IU/L' },
  { pattern: /^miu\s*\/\s*ml\b/i, unit: 'IU/L' },
];

const LAB_MEASURES: readonly LabMeasure[] = [
  {
    label: 'free testosterone',
    name: /\bfree\s+testosterone\b/i,
    tracked: false,
    units: [
      { pattern: /^pmol\s*\/\s*l\b/i, unit: 'pmol/L' },
      { pattern: /^nmol\s*\/\s*l\b/i, unit: 'nmol/L' },
      { pattern: /^pg\s*\/\s*ml\b/i, unit: 'pg/mL' },
    ],
  },
  {
    label: 'total testosterone',
    name: /\b(?:total\s+)?testosterone\b|\btestosterone,?\s+total\b/i,
    units: [
      { pattern: /^nmol\s*\/\s*l\b/i, unit: 'nmol/L' },
      { pattern: /^ng\s*\/\s*dl\b/i, unit: 'ng/dL' },
      { pattern: /^ng\s*\/\s*ml\b/i, unit: 'ng/mL' },
    ],
  },
  {
    label: 'FSH',
    name: /\bfsh\b|\bfollicle[- ]stimulating hormone\b/i,
    units: IU_PER_LITRE,
  },
  {
    label: 'LH',
    name: /\blh\b|\bluteini[sz]ing hormone\b/i,
    units: IU_PER_LITRE,
  },
  {
    label: 'prolactin',
    name: /\bprolactin\b/i,
    tracked: false,
    units: [
      { pattern: /^m?iu\s*\/\s*l\b/i, unit: 'mIU/L' },
      { pattern: /^ng\s*\/\s*ml\b/i, unit: 'ng/mL' },
      { pattern: /^[µu]g\s*\/\s*l\b/i, unit: 'µg/L' },
    ],
  },
  {
    label: 'oestradiol',
    name: /\b(?:o?estradiol|e2)\b/i,
    units: [
      { pattern: /^pmol\s*\/\s*l\b/i, unit: 'pmol/L' },
      { pattern: /^pg\s*\/\s*ml\b/i, unit: 'pg/mL' },
    ],
  },
  {
    label: 'PSA',
    name: /\bpsa\b|\bprostate[- ]specific antigen\b/i,
    units: [
      { pattern: /^[µu]g\s*\/\s*l\b/i, unit: 'µg/L' },
      { pattern: /^ng\s*\/\s*ml\b/i, unit: 'ng/mL' },
    ],
  },
];

/** The line's first number after the name, and what follows it. */
const FIRST_NUMBER = /(\d+(?:[.,]\d+)?)\s*/;

/**
 * A report's hormone and blood results: one per line, where the line names the result and its
 * first number after the name carries a unit of that result (a lab writes the result before
 * its range), each result once (its first line).
 */
export function labValuesIn(report: string): LabValue[] {
  const found = new Map<string, LabValue>();
  for (const line of report.split('\n')) {
    for (const measure of LAB_MEASURES) {
      const name = measure.name.exec(line);
      if (!name) continue;
      const rest = line.slice(name.index + name[0].length);
      const number = FIRST_NUMBER.exec(rest);
      if (number) {
        const after = rest.slice(number.index + number[0].length);
        const unit = measure.units.find((u) => u.pattern.test(after))?.unit;
        const value = Number(number[1]!.replace(',', '.'));
        if (unit && Number.isFinite(value) && !found.has(measure.label))
          found.set(measure.label, {
            label: measure.label,
            value,
            unit,
            tracked: measure.tracked ?? true,
          });
      }
      // "Free testosterone" is not also read as total testosterone.
      break;
    }
  }
  return [...found.values()];
}

/** "total testosterone 9 nmol/L": a result as a user would type it. */
export const describeLabValue = (v: LabValue) => `${v.label} ${v.value} ${v.unit}`;

/** What the reply says after naming hormone or blood results it read. */
export const LAB_VALUES_NOTE =
  'Hormone and blood results have no single reference value: each lab prints its own range ' +
  'beside the result, and testosterone also depends on the time of day the blood was taken. ' +
  'Compare each with the range on your report, and ask your doctor what they mean together.';
