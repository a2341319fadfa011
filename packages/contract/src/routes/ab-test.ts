import { z } from 'zod';
import { defineRoute } from '../route';
import { requiredEmail } from '../forms';
import {
  abContentItem,
  abEditorItem,
  abExperimentResults,
  abGoal,
  abIdentifier,
  abSaveContent,
  abTestContent,
  abVisitorId,
  contentType,
  projectType,
  specificContent,
  subscriptionContent,
} from '../schemas/ab-test';

const TAG = 'A/B test';

/**
 * Page paths may force a variant (/a, /b, /checkout/a); on other paths the variant is
 * hash(visitor_id, experiment id), the same on every page and every API instance.
 */
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
  visitor_id: abVisitorId,
});
/** A conversion (add to cart, checkout completed, consult booked) by this visitor. */
const goalEvent = z.object({
  event_name: z.literal('goal'),
  goal: abGoal,
  visitor_id: abVisitorId,
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
      visitor_id: abVisitorId,
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
    body: z.object({
      project_type: projectType,
      visitor_id: abVisitorId,
      preview: z.boolean().default(false).describe('True under /ab_test/: edit_url is filled'),
    }),
    response: z.object({ content: z.array(abContentItem) }),
  }),
  setAbEvent: defineRoute({
    method: 'POST',
    path: '/api/ab_test/set-event/',
    summary:
      'Record a view (once per visitor, element and day) or a goal, or move the preview to the next or previous variant',
    tag: TAG,
    auth: 'public',
    body: z.union([viewEvent, goalEvent, movementEvent]),
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
      'Copy a content element under a new identifier and put the copy in its place: in its experiment and its specific content (content editors only; path chosen: not shown in the spec)',
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
  fetchAbEditorItem: defineRoute({
    method: 'POST',
    path: '/api/ab_test/editor/fetch-item/',
    summary:
      'An element with its version history and its experiment results (content editors only)',
    tag: TAG,
    auth: 'user',
    body: z.object({ identifier: abIdentifier }),
    response: abEditorItem,
  }),
  saveAbContent: defineRoute({
    method: 'POST',
    path: '/api/ab_test/editor/save-content/',
    summary:
      'Save an element as a draft or publish it; the HTML is sanitised and the script must parse (content editors only)',
    tag: TAG,
    auth: 'user',
    body: abSaveContent,
    response: abEditorItem,
  }),
  fetchAbResults: defineRoute({
    method: 'POST',
    path: '/api/ab_test/results/',
    summary:
      'Views, conversions, chance to beat control and SRM check of an experiment (content editors only)',
    tag: TAG,
    auth: 'user',
    body: z.object({ experiment_id: z.string().min(1).max(200) }),
    response: abExperimentResults,
  }),
  subscribe: defineRoute({
    method: 'POST',
    path: '/api/stud/subscribe/',
    summary: 'Subscribe an address from the popup; a confirmation email is sent (double opt-in)',
    tag: 'Contact and content',
    auth: 'public',
    body: z.object({
      email: requiredEmail,
      project_type: projectType.default('stud'),
      visitor_id: abVisitorId
        .optional()
        .describe('Counts the subscription as the goal of A/B tests'),
    }),
    response: z.object({ success: z.literal(true), message: z.string() }),
  }),
  confirmSubscription: defineRoute({
    method: 'POST',
    path: '/api/stud/subscribe/confirm/',
    summary: "Confirm a subscription with the emailed link's token",
    tag: 'Contact and content',
    auth: 'public',
    body: z.object({ token: z.string().min(16).max(200) }),
    response: z.object({ confirmed: z.literal(true) }),
  }),
};
