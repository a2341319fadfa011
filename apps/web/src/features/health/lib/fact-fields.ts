import type { AnalyticsEntry } from '@mhp/contract/schemas/health';

/** The parts of a fact its correction form shows (and sends). */
export interface FactFields {
  name: boolean;
  frequency: boolean;
  duration: boolean;
  severity: boolean;
  value: boolean;
  unit: boolean;
}

const NONE: FactFields = {
  name: false,
  frequency: false,
  duration: false,
  severity: false,
  value: false,
  unit: false,
};

/** "I'm 34": an age, whose value is always in years. */
export const isAgeFact = (entry: AnalyticsEntry) =>
  entry.type === 'personal' && entry.term === 'age';

/** What each kind of fact has, as the extraction records it. */
function fieldsOfKind(entry: AnalyticsEntry): FactFields {
  switch (entry.type) {
    case 'personal':
      // "I'm 34": the age only (always in years). "Trying for 14 months": how long only.
      if (isAgeFact(entry)) return { ...NONE, value: true };
      if (entry.term === 'trying_to_conceive') return { ...NONE, duration: true };
      return { ...NONE, name: true };
    case 'allergy':
    case 'procedure':
      return { ...NONE, name: true };
    case 'lab_result':
      return { ...NONE, name: true, value: true, unit: true };
    case 'symptom':
      return { ...NONE, name: true, frequency: true, duration: true, severity: true };
    case 'medication':
    case 'supplement':
    case 'lifestyle':
      return { ...NONE, name: true, frequency: true, duration: true };
  }
}

/**
 * The fields of the correction form of one fact: those that fit its kind ("Trying to
 * conceive" has how long, never how often; an age only its value), and any part the fact
 * already has, so a wrong one can still be corrected or cleared. An age's unit is always
 * years, so it is never shown.
 */
export function factFields(entry: AnalyticsEntry): FactFields {
  const kind = fieldsOfKind(entry);
  const hasValue = kind.value || entry.value !== null;
  return {
    name: kind.name,
    frequency: kind.frequency || entry.frequency !== null,
    duration: kind.duration || entry.duration !== null,
    severity: kind.severity || entry.severity !== null,
    value: hasValue,
    unit: !isAgeFact(entry) && (kind.unit || hasValue || entry.unit !== null),
  };
}
