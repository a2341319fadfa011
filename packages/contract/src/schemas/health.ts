import { z } from 'zod';
import {
  aiComponents,
  analyticsEntryTypes,
  factFrequencies,
  processorVariableNames,
  processorVariables,
  symptomSeverities,
  type ProcessorVariableFormat,
  type ProcessorVariableName,
} from '../health-constants';
import { chatMessage, chatRoom } from './chat';
import { entityId } from './common';
import { order } from './order';
import { storedUser } from './user';
import { assessmentResult, consultationRecord } from './varicocele';

export const analyticsEntryType = z.enum(analyticsEntryTypes);

/**
 * One fact the user told the chat about themselves. `main_content` is what they said (the
 * clause the fact was found in); the structured parts are filled when the words gave them.
 */
export const analyticsEntry = z.object({
  id: entityId,
  type: analyticsEntryType,
  term: z
    .string()
    .describe('Stable key of what the entry is about, e.g. sperm_concentration, scrotal_pain'),
  name: z.string().describe('Readable name of the term, e.g. "Sperm concentration"'),
  main_content: z.string().describe('What the user said, as they said it'),
  duration: z.string().nullable().describe('How long, as said (symptoms), e.g. "3 months"'),
  duration_days: z.number().nullable().describe('The duration in days, for sorting and charts'),
  frequency: z
    .enum(factFrequencies)
    .nullable()
    .describe('How often, as said (habits), e.g. daily; never a duration'),
  severity: z.enum(symptomSeverities).nullable().describe('How bad, when the user said so'),
  value: z.number().nullable().describe('Measured value (lab results), e.g. 12'),
  unit: z.string().nullable().describe('Unit of `value`, e.g. million/mL, %, ng/dL, nmol/L'),
  room_slug: z.string().nullable().describe('Chat room the entry came from; null once deleted'),
  created_at: z.iso.datetime(),
});
export type AnalyticsEntry = z.infer<typeof analyticsEntry>;

/** The entries as the extraction writes them (before they are stored). */
export const extractedFact = analyticsEntry.pick({
  type: true,
  term: true,
  name: true,
  main_content: true,
  duration: true,
  duration_days: true,
  frequency: true,
  severity: true,
  value: true,
  unit: true,
});
export type ExtractedFact = z.infer<typeof extractedFact>;

/** "14 months", "2 years", "1 week": how long, in words the duration can be counted from. */
export const FACT_DURATION = /^(\d{1,3}(?:\.\d)?) (day|week|month|year)s?$/;

/**
 * A correction of one extracted fact by its owner (issue 24): any of the parts the user can
 * see, at least one. Duration is a count and a unit ("14 months") or null, so it can still be
 * sorted and charted; the words the fact was found in stay as they were said.
 */
export const analyticsEntryUpdate = z
  .object({
    name: z.string().trim().min(1, 'Name the fact.').max(120, 'Use at most 120 characters.'),
    duration: z
      .string()
      .trim()
      .regex(FACT_DURATION, 'Write how long as a number and a unit, like "14 months".')
      .nullable(),
    frequency: z
      .enum(factFrequencies, { error: `Choose one of: ${factFrequencies.join(', ')}.` })
      .nullable(),
    severity: z
      .enum(symptomSeverities, { error: `Choose one of: ${symptomSeverities.join(', ')}.` })
      .nullable(),
    value: z
      .number('Enter a number.')
      .finite('Enter a number.')
      .min(0, 'Use a number of 0 or more.')
      .max(1_000_000, 'Use a number up to 1,000,000.')
      .nullable(),
    unit: z.string().trim().max(20, 'Use at most 20 characters.').nullable(),
  })
  .partial()
  .strict()
  .refine((body) => Object.keys(body).length > 0, {
    message: 'Send at least one part of the fact to change.',
  });
export type AnalyticsEntryUpdate = z.infer<typeof analyticsEntryUpdate>;

export const diseaseName = z
  .string()
  .trim()
  .min(1, 'Name the condition.')
  .max(200, 'Use at most 200 characters.');

export const myDisease = z.object({
  id: entityId,
  name: z.string(),
  created_at: z.iso.datetime(),
  updated_at: z.iso.datetime(),
});
export type MyDisease = z.infer<typeof myDisease>;

export const processorVariableName = z.enum(processorVariableNames as [ProcessorVariableName]);

/** The value schema of one variable, from its format. */
export function processorVariableValue(name: ProcessorVariableName) {
  const format: ProcessorVariableFormat = processorVariables[name].format;
  if (format.kind === 'choice') {
    return z.enum(format.options.map((option) => option.value) as [string], {
      error: `Choose one of: ${format.options.map((option) => option.value).join(', ')}.`,
    });
  }
  return z
    .string()
    .trim()
    .min(1, 'Write a value.')
    .max(format.maxLength, `Use at most ${format.maxLength} characters.`);
}

/**
 * Create body: one object per variable name, so the OpenAPI document lists every name with
 * the values it takes.
 */
const variableInputs = processorVariableNames.map((name) =>
  z.object({
    processor_variable: z.literal(name).describe(processorVariables[name].label),
    value: processorVariableValue(name),
  }),
);
export const processorVariableInput = z.discriminatedUnion(
  'processor_variable',
  variableInputs as [(typeof variableInputs)[number], ...typeof variableInputs],
);

export const userProcessorVariable = z.object({
  id: entityId,
  processor_variable: processorVariableName,
  value: z.string(),
  updated_at: z.iso.datetime(),
});
export type UserProcessorVariable = z.infer<typeof userProcessorVariable>;

export const chatAnalytics = z.object({
  entries: z
    .partialRecord(analyticsEntryType, z.array(analyticsEntry))
    .describe('This page of entries grouped by type, newest first in each group'),
  count: z.number().int().nonnegative().describe('Entries matching the filters over all pages'),
  my_diseases: z.array(myDisease),
  user_processor_variables: z.array(userProcessorVariable),
});
export type ChatAnalytics = z.infer<typeof chatAnalytics>;

export const aiComponent = z.enum(aiComponents);

export const componentAiMessage = z.object({
  chat_response: z.string().describe('The short message, in Markdown'),
  urgent: z
    .boolean()
    .describe('True when it opens with urgent-care guidance (a red flag in recent entries)'),
});
export type ComponentAiMessage = z.infer<typeof componentAiMessage>;

/** Everything the platform holds about a user, as one download. */
export const userDataExport = z.object({
  exported_at: z.iso.datetime(),
  profile: storedUser,
  chats: z.array(chatRoom.extend({ messages: z.array(chatMessage) })),
  analytics: z.array(analyticsEntry),
  my_diseases: z.array(myDisease),
  user_processor_variables: z.array(userProcessorVariable),
  assessments: z.array(assessmentResult),
  orders: z.array(order),
  consultations: z
    .array(consultationRecord)
    .describe(
      'Consultation bookings made signed in, and those made without an account under the ' +
        "account's verified email",
    ),
});
export type UserDataExport = z.infer<typeof userDataExport>;

/** Rows removed by a delete call, per kind (what the confirmation named). */
export const healthDataDeleted = z.object({
  deleted: z.object({
    chats: z.number().int(),
    analytics: z.number().int(),
    my_diseases: z.number().int(),
    user_processor_variables: z.number().int(),
    assessments: z.number().int(),
    consultations: z
      .number()
      .int()
      .describe('Bookings whose interview answers and health details were removed'),
  }),
});
export type HealthDataDeleted = z.infer<typeof healthDataDeleted>;
