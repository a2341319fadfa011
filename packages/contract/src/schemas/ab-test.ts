import { z } from 'zod';
import { brandIds } from '../brands';

/** Which variant's content: the brand id (e.g. varicocele for consult content). */
export const projectType = z.enum(brandIds);

/** Free-form content kind, e.g. consult, subscription_popup, subscription_popup_success. */
export const contentType = z.string().min(1).max(100);

export const abIdentifier = z.string().min(1).max(200).describe('Content identifier');

/**
 * The browser's A/B visitor id (local storage `abVisitor`, cookie `ab_visitor`); assignment is
 * a hash of it and the experiment id, so sign-in changes nothing. The server issues it signed
 * (ab-assignment.ts SIGNED_VISITOR_ID); any id is served content, but only a signed one's
 * views and goals are counted (docs/ab-testing.md).
 */
export const abVisitorId = z
  .string()
  .regex(/^[A-Za-z0-9_-]{8,64}$/, '8 to 64 letters, digits, - or _')
  .describe('Server-issued visitor id (cookie ab_visitor, local storage abVisitor)');

export const experimentStatuses = ['draft', 'running', 'stopped'] as const;
export const experimentStatus = z.enum(experimentStatuses);

/** Conversions an experiment can be judged on (spec: add to cart, checkout, consult, subscription). */
export const abGoals = [
  'add_to_cart',
  'checkout_completed',
  'consult_booked',
  'subscription',
] as const;
export const abGoal = z.enum(abGoals);
export type AbGoal = z.infer<typeof abGoal>;

/** Where a served element sits in its experiment, for the preview overlay's arrows. */
export const abPlacement = z.object({
  experiment_id: z.string(),
  status: experimentStatus,
  variant_index: z.int().min(0).describe('0 is the control'),
  variant_count: z.int().min(1),
});

export const abContentItem = z.object({
  identifier: abIdentifier,
  name: z.string().describe('Test name shown by the preview overlay'),
  content: z
    .string()
    .describe('HTML of the element (sanitised on save and again before insertion)'),
  script: z
    .string()
    .nullable()
    .describe('JavaScript run after rendering; skipped when it does not parse'),
  edit_url: z
    .string()
    .nullable()
    .describe(
      "Editor path relative to the brand's root (the web app puts the site's prefix in front); filled in preview only",
    ),
  element: z
    .string()
    .nullable()
    .optional()
    .describe('Slot of the page the item fills (hero, banner, trust); null for specific content'),
  placement: abPlacement
    .nullable()
    .optional()
    .describe('Experiment and variant; null when not under test'),
});
export type AbContentItem = z.infer<typeof abContentItem>;

/** A page under test: the identifiers placed on it and their content. */
export const abTestContent = z.object({
  identifier: abIdentifier.describe('Identifier of the page served: {project_type}:{page}'),
  content: z.array(abContentItem),
  content_identifiers: z.array(abIdentifier).describe('Identifiers in page order'),
});
export type AbTestContent = z.infer<typeof abTestContent>;

/** Which content a brand uses for a kind of content (e.g. stud/subscription_popup). */
export const subscriptionContent = z.object({
  project_type: projectType,
  content_type: contentType,
  identifier: abIdentifier,
});

export const specificContent = abContentItem.extend({
  project_type: projectType,
  content_type: contentType,
});
export type SpecificContent = z.infer<typeof specificContent>;

// ------------------------------------------------------------------ editing

/** One saved version of an element: drafts and publications, newest first. */
export const abContentVersion = z.object({
  version: z.int().min(1),
  status: z.enum(['draft', 'published']),
  content: z.string(),
  script: z.string().nullable(),
  author: z.string().nullable().describe('Email of the editor who saved it'),
  created_at: z.iso.datetime(),
});
export type AbContentVersion = z.infer<typeof abContentVersion>;

export const abSaveContent = z.object({
  identifier: abIdentifier,
  content: z.string().max(100_000),
  script: z.string().max(50_000).nullable(),
  publish: z.boolean().describe('True publishes at once; false keeps a draft'),
});

/** Per-variant results with the Bayesian comparison against the control (docs/ab-testing.md). */
export const abVariantResult = z.object({
  identifier: abIdentifier,
  name: z.string(),
  weight: z.number(),
  visitors: z.int().describe('Distinct visitors who saw the variant (view events)'),
  conversions: z.int().describe('Of those, visitors who reached the goal'),
  conversion_rate: z.number(),
  credible_interval: z.tuple([z.number(), z.number()]).describe('95% interval of the rate'),
  chance_to_beat_control: z
    .number()
    .nullable()
    .describe('Null for the control itself, and while the sample is too small (chance_withheld)'),
  chance_withheld: z
    .string()
    .nullable()
    .describe(
      'Why no chance to beat control is given yet (minimum sample, docs/ab-testing.md); null when it is given and for the control',
    ),
});

export const abExperimentResults = z.object({
  experiment_id: z.string(),
  name: z.string(),
  status: experimentStatus,
  goal: abGoal,
  variants: z.array(abVariantResult),
  srm: z.object({
    p_value: z.number().nullable(),
    warning: z.boolean().describe('True when p < 0.001: the split does not match the weights'),
  }),
});
export type AbExperimentResults = z.infer<typeof abExperimentResults>;

/** What the editor page shows for one element. */
export const abEditorItem = z.object({
  item: abContentItem,
  project_type: projectType,
  versions: z.array(abContentVersion),
  experiment: abExperimentResults.nullable(),
});
export type AbEditorItem = z.infer<typeof abEditorItem>;
