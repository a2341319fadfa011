/**
 * The plain values of health tracking (issue 11): analytics entry types, processor variables
 * with their value formats, and the component names of the AI messages. No zod here, so the
 * "My health" page can show labels and options without loading the schema library; the
 * schemas in schemas/health.ts are built from these lists.
 */

/** Kinds of facts the chat extracts from what the user says about themselves. */
export const analyticsEntryTypes = [
  'symptom',
  'medication',
  'supplement',
  'lab_result',
  'procedure',
  'lifestyle',
  'personal',
  'allergy',
] as const;
export type AnalyticsEntryType = (typeof analyticsEntryTypes)[number];

export const analyticsEntryTypeLabels: Record<AnalyticsEntryType, string> = {
  symptom: 'Symptoms',
  medication: 'Medicines',
  supplement: 'Supplements',
  lab_result: 'Lab results',
  procedure: 'Procedures',
  lifestyle: 'Lifestyle',
  personal: 'About you',
  allergy: 'Allergies',
};

/**
 * How often, when the user said so (issue 24): "I smoke every day" is a frequency, "for 14
 * months" a duration; the two are kept apart so one is never shown as the other.
 */
export const factFrequencies = ['daily', 'weekly', 'occasional', 'former'] as const;
export type FactFrequency = (typeof factFrequencies)[number];
export const factFrequencyLabels: Record<FactFrequency, string> = {
  daily: 'Every day',
  weekly: 'Every week',
  occasional: 'Now and then',
  former: 'Used to, stopped',
};

/** How bad a symptom is, when the user said so. */
export const symptomSeverities = ['mild', 'moderate', 'severe'] as const;
export type SymptomSeverity = (typeof symptomSeverities)[number];

/** A variable whose value is one of a few options, or short free text. */
export type ProcessorVariableFormat =
  | { kind: 'choice'; options: readonly { value: string; label: string }[] }
  | { kind: 'text'; maxLength: number; placeholder: string };

export interface ProcessorVariableDefinition {
  label: string;
  /** Why the assistant asks: shown under the field. */
  hint: string;
  format: ProcessorVariableFormat;
}

/**
 * Named facts the assistant takes into account, each with its value format. A name not in
 * this list is refused (400 on `processor_variable`), and a value outside the format too
 * (400 on `value`).
 */
export const processorVariables = {
  smoking: {
    label: 'Smoking',
    hint: 'Smoking lowers sperm quality and affects blood vessels.',
    format: {
      kind: 'choice',
      options: [
        { value: 'never', label: 'Never smoked' },
        { value: 'former', label: 'Used to smoke' },
        { value: 'occasional', label: 'Now and then' },
        { value: 'daily', label: 'Every day' },
      ],
    },
  },
  alcohol: {
    label: 'Alcohol',
    hint: 'Heavy drinking can lower testosterone and sperm counts.',
    format: {
      kind: 'choice',
      options: [
        { value: 'none', label: 'None' },
        { value: 'light', label: 'A few drinks a week' },
        { value: 'moderate', label: 'Most days' },
        { value: 'heavy', label: 'Several drinks most days' },
      ],
    },
  },
  physical_activity: {
    label: 'Physical activity',
    hint: 'Activity helps weight, hormones and mood.',
    format: {
      kind: 'choice',
      options: [
        { value: 'sedentary', label: 'Mostly sitting' },
        { value: 'light', label: 'Light (walks)' },
        { value: 'moderate', label: 'Exercise 2–3 times a week' },
        { value: 'active', label: 'Exercise most days' },
      ],
    },
  },
  diet: {
    label: 'Diet',
    hint: 'Some answers about supplements and nutrition depend on it.',
    format: {
      kind: 'choice',
      options: [
        { value: 'omnivore', label: 'I eat everything' },
        { value: 'vegetarian', label: 'Vegetarian' },
        { value: 'vegan', label: 'Vegan' },
        { value: 'other', label: 'Another diet' },
      ],
    },
  },
  trying_to_conceive: {
    label: 'Trying to conceive',
    hint: 'Fertility answers change when you are trying for a child.',
    format: {
      kind: 'choice',
      options: [
        { value: 'yes', label: 'Yes' },
        { value: 'no', label: 'No' },
        { value: 'not_sure', label: 'Not sure yet' },
      ],
    },
  },
  medication_allergies: {
    label: 'Medication allergies',
    hint: 'So the assistant can remind you to mention them to a doctor.',
    format: { kind: 'text', maxLength: 300, placeholder: 'e.g. penicillin' },
  },
} as const satisfies Record<string, ProcessorVariableDefinition>;

export type ProcessorVariableName = keyof typeof processorVariables;
export const processorVariableNames = Object.keys(processorVariables) as ProcessorVariableName[];

/** The label of a stored value ("daily" → "Every day"); free text is shown as written. */
export function processorVariableValueLabel(name: ProcessorVariableName, value: string): string {
  const format: ProcessorVariableFormat = processorVariables[name].format;
  if (format.kind === 'text') return value;
  return format.options.find((option) => option.value === value)?.label ?? value;
}

/** Parts of the "My health" page an AI message can be asked for. */
export const aiComponents = ['weekly_summary', 'disease_tip'] as const;
export type AiComponent = (typeof aiComponents)[number];

/** Entries per page of GET /api/user-chat-analytics/ (newest first over all types). */
export const ANALYTICS_PAGE_SIZE = 50;
