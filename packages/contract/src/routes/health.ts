import { z } from 'zod';
import { ANALYTICS_PAGE_SIZE } from '../health-constants';
import { defineRoute } from '../route';
import { entityId, slug } from '../schemas/common';
import {
  aiComponent,
  analyticsEntry,
  analyticsEntryUpdate,
  analyticsEntryType,
  chatAnalytics,
  componentAiMessage,
  diseaseName,
  healthDataDeleted,
  myDisease,
  processorVariableInput,
  userDataExport,
  userProcessorVariable,
} from '../schemas/health';
import { limitOffsetQuery } from '../schemas/pagination';
import { otpCode } from '../schemas/user';

/** Spec section 7 lists these under "Chat"; the user's-data calls are new (issue 11). */
const TAG = 'Chat';
const DATA_TAG = 'Users';

const isoDate = z.iso.date('Use a date like 2026-01-31.');
const deleted = z.object({ id: entityId, deleted: z.literal(true) });
const confirmBody = z.object({
  confirm: z.literal(true, 'Send confirm: true to show the user agreed.'),
});

/**
 * Deleting the account proves it is its owner at the keyboard (issue 26): the password, or for
 * an account without one (code sign-in, Google, Apple, X) a code mailed by
 * `sendDeleteAccountCode`. Exactly one of them.
 */
export const deleteAccountBody = confirmBody
  .extend({
    password: z.string().min(1, 'Enter your password.').max(128).optional(),
    otp: otpCode.optional(),
  })
  .refine((body) => (body.password === undefined) !== (body.otp === undefined), {
    message: 'Enter your password, or the code we emailed you.',
    path: ['password'],
  });

export const healthRoutes = {
  userChatAnalytics: defineRoute({
    method: 'GET',
    path: '/api/user-chat-analytics/',
    summary:
      "Health facts gathered from the user's chats (newest first, grouped by type, paged over " +
      'all types), with their diseases and processor variables',
    tag: TAG,
    auth: 'user',
    query: limitOffsetQuery(ANALYTICS_PAGE_SIZE)
      .extend({
        type: analyticsEntryType.optional().describe('Only entries of this type'),
        from: isoDate.optional().describe('Only entries from this day on (UTC, inclusive)'),
        to: isoDate.optional().describe('Only entries up to this day (UTC, inclusive)'),
        room_slug: slug.optional().describe('Only entries from this room'),
      })
      .refine((query) => !query.from || !query.to || query.from <= query.to, {
        path: ['to'],
        message: 'The end date comes before the start date.',
      }),
    response: chatAnalytics,
  }),
  updateAnalyticsEntry: defineRoute({
    method: 'PATCH',
    path: '/api/user-chat-analytics/{entryId}/',
    summary:
      'Correct one fact the chat recorded (name, duration, frequency, severity, value, unit); ' +
      'another user’s id answers 404',
    tag: TAG,
    auth: 'user',
    params: z.object({ entryId: entityId }),
    body: analyticsEntryUpdate,
    response: analyticsEntry,
  }),
  deleteAnalyticsEntry: defineRoute({
    method: 'DELETE',
    path: '/api/user-chat-analytics/{entryId}/',
    summary: 'Delete one fact the chat recorded; another user’s id answers 404',
    tag: TAG,
    auth: 'user',
    params: z.object({ entryId: entityId }),
    response: deleted,
  }),
  createMyDisease: defineRoute({
    method: 'POST',
    path: '/api/my-disease/create/',
    summary: "Add a condition to the user's list",
    tag: TAG,
    auth: 'user',
    body: z.object({ name: diseaseName }),
    response: myDisease,
    status: 201,
  }),
  updateMyDisease: defineRoute({
    method: 'POST',
    path: '/api/my-disease/{diseaseId}/update/',
    summary: 'Rename a condition of the user (another user’s id answers 404)',
    tag: TAG,
    auth: 'user',
    params: z.object({ diseaseId: entityId }),
    body: z.object({ name: diseaseName }),
    response: myDisease,
  }),
  deleteMyDisease: defineRoute({
    method: 'POST',
    path: '/api/my-disease/{diseaseId}/delete/',
    summary: "Remove a condition from the user's list",
    tag: TAG,
    auth: 'user',
    params: z.object({ diseaseId: entityId }),
    body: z.object({}).nullish().describe('Nothing is needed; no body or {} is accepted'),
    response: deleted,
  }),
  createUserProcessorVariable: defineRoute({
    method: 'POST',
    path: '/api/user-processor-variable/create/',
    summary:
      'Store a fact the assistant takes into account; each name takes the values listed for it. ' +
      'Creating a name the user already has updates its value.',
    tag: TAG,
    auth: 'user',
    body: processorVariableInput,
    response: userProcessorVariable,
    status: 201,
  }),
  updateUserProcessorVariable: defineRoute({
    method: 'POST',
    path: '/api/user-processor-variable/{id}/update/',
    summary: 'Change the value of a processor variable (in the format of its name)',
    tag: TAG,
    auth: 'user',
    params: z.object({ id: entityId }),
    body: z.object({ value: z.string().max(2000) }),
    response: userProcessorVariable,
  }),
  componentAiMessage: defineRoute({
    method: 'POST',
    path: '/api/processor/component-ai-message/',
    summary:
      'A short AI-written message for one part of the My health page, under the chat’s safety ' +
      'rules (red flags first, no doses)',
    tag: TAG,
    auth: 'user',
    body: z.object({
      component: aiComponent.describe(
        'weekly_summary: the last 7 days of entries; disease_tip: a tip for a tracked condition',
      ),
      disease_id: entityId.optional().describe('disease_tip: which condition (default the newest)'),
    }),
    response: componentAiMessage,
  }),
  exportMyData: defineRoute({
    method: 'GET',
    path: '/api/my-data/',
    summary:
      'Everything held about the user as one JSON document: profile, chats with messages, ' +
      'analytics, conditions, variables, assessments, orders and consultation bookings with their interview answers',
    tag: DATA_TAG,
    auth: 'user',
    response: userDataExport,
  }),
  deleteMyHealthData: defineRoute({
    method: 'POST',
    path: '/api/my-data/delete-health/',
    summary:
      'Delete chats, analytics, conditions, variables and assessments, and the interview ' +
      'answers and health details of consultation bookings (orders, and that a booking ' +
      'exists and when, are kept)',
    tag: DATA_TAG,
    auth: 'user',
    body: confirmBody,
    response: healthDataDeleted,
  }),
  deleteMyAccount: defineRoute({
    method: 'POST',
    path: '/api/my-data/delete-account/',
    summary:
      'Delete the account and everything in it; orders stay for accounting and consultation ' +
      'bookings for the clinic (without health details) without a link to the account. ' +
      'Every session ends. Needs the password, or for an account without one the code from ' +
      'delete-account/send-code (a wrong one: 400 naming the field, nothing deleted); a ' +
      'confirmation email follows.',
    tag: DATA_TAG,
    auth: 'user',
    body: deleteAccountBody,
    response: z.object({ deleted: z.literal(true) }),
  }),
  sendDeleteAccountCode: defineRoute({
    method: 'POST',
    path: '/api/my-data/delete-account/send-code/',
    summary:
      'Email a one-time code to confirm deleting an account that has no password (code or ' +
      'social sign-in). One a minute.',
    tag: DATA_TAG,
    auth: 'user',
    response: z.object({ message: z.string() }),
  }),
};
