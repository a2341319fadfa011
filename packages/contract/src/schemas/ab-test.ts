import { z } from 'zod';
import { brandIds } from '../brands';

/** Which variant's content: the brand id (e.g. varicocele for consult content). */
export const projectType = z.enum(brandIds);

/** Free-form content kind, e.g. consult, subscription_popup, subscription_popup_success. */
export const contentType = z.string().min(1).max(100);

export const abIdentifier = z.string().min(1).max(200).describe('Content identifier');

export const abContentItem = z.object({
  identifier: abIdentifier,
  name: z.string().describe('Test name shown by the preview overlay'),
  content: z.string().describe('HTML of the element'),
  script: z
    .string()
    .nullable()
    .describe('JavaScript run after rendering; skipped when it does not parse'),
  edit_url: z.string().nullable().describe('Editor URL for the preview Edit link'),
});
export type AbContentItem = z.infer<typeof abContentItem>;

/** A page under test: the identifiers placed on it and their content. */
export const abTestContent = z.object({
  identifier: abIdentifier.describe('Identifier of the test variant shown'),
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
