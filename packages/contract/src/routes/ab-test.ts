import { z } from 'zod';
import { defineRoute } from '../route';
import {
  abContentItem,
  abIdentifier,
  abTestContent,
  contentType,
  projectType,
  specificContent,
  subscriptionContent,
} from '../schemas/ab-test';

const TAG = 'A/B test';

/** Page paths carry the variant (/shop/a, /checkout/b), so no visitor id is needed. */
const pagePath = z
  .string()
  .min(1)
  .max(300)
  .regex(/^\//, 'A path starting with /')
  .describe('Path within the variant, without the /ab_test prefix, e.g. /shop/a');

/** One view per element once half of it is visible. */
const viewEvent = z.object({
  identifier: abIdentifier,
  event_name: z.literal('view'),
  event_value: z.literal(1),
});
/** Preview arrows: step to the neighbouring variant of the test. */
const movementEvent = z.object({
  identifier: abIdentifier,
  movement: z.enum(['forward', 'backward']),
});

export const abTestRoutes = {
  fetchAbContent: defineRoute({
    method: 'POST',
    path: '/api/ab_test/fetch-content/',
    summary: 'One content element by identifier',
    tag: TAG,
    auth: 'public',
    body: z.object({ identifier: abIdentifier }),
    response: abContentItem,
  }),
  fetchAbPageContent: defineRoute({
    method: 'POST',
    path: '/api/ab_test/fetch-page-content/',
    summary: 'The test variant placed on a page and its content elements',
    tag: TAG,
    auth: 'public',
    body: z.object({
      project_type: projectType,
      page: pagePath,
      preview: z
        .boolean()
        .default(false)
        .describe('True under /ab_test/: edit_url is filled for the preview overlay'),
    }),
    response: abTestContent,
  }),
  fetchAbGlobalContent: defineRoute({
    method: 'POST',
    path: '/api/ab_test/fetch-global-content/',
    summary: 'Content shared by every page of a variant (fetched at app start)',
    tag: TAG,
    auth: 'public',
    body: z.object({ project_type: projectType }),
    response: z.object({ content: z.array(abContentItem) }),
  }),
  setAbEvent: defineRoute({
    method: 'POST',
    path: '/api/ab_test/set-event/',
    summary: 'Record a view, or move the preview to the next or previous variant',
    tag: TAG,
    auth: 'public',
    body: z.union([viewEvent, movementEvent]),
    response: z.object({
      success: z.boolean(),
      content: abContentItem
        .nullable()
        .describe('After a movement: the variant now shown; null for view events'),
    }),
  }),
  fetchSpecificContent: defineRoute({
    method: 'POST',
    path: '/api/ab_test/fetch-specific-content/',
    summary: 'The content a variant uses for a content type (e.g. varicocele/consult)',
    tag: TAG,
    auth: 'public',
    body: z.object({ project_type: projectType, content_type: contentType }),
    response: specificContent,
  }),
  setSpecificContent: defineRoute({
    method: 'POST',
    path: '/api/ab_test/set-specific-content/',
    summary: 'Choose which content a variant uses for a content type (content editors only)',
    tag: TAG,
    auth: 'user',
    body: subscriptionContent,
    response: specificContent,
  }),
  replaceContentIdentifier: defineRoute({
    method: 'POST',
    path: '/api/ab_test/replace-content-identifier/',
    summary:
      'Copy a content element under a new identifier for editing (content editors only; path chosen: not shown in the spec)',
    tag: TAG,
    auth: 'user',
    body: z.object({
      identifier: abIdentifier,
      new_identifier: abIdentifier
        .optional()
        .describe('Wanted identifier; the server generates one when absent'),
    }),
    response: abContentItem.extend({
      new_identifier: abIdentifier.describe('Identifier of the copy, to edit and place'),
    }),
  }),
};
