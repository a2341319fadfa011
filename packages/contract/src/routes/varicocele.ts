import { z } from 'zod';
import { consultForm } from '../forms';
import { defineRoute } from '../route';
import { messageResponse } from '../schemas/common';
import {
  assessmentResult,
  assessmentSubmission,
  bookingConfirmation,
  bookingSummary,
  consultSlot,
  ianaTimeZone,
  interview,
  interviewAnswers,
  specialist,
} from '../schemas/varicocele';

const TAG = 'Varicocele care';

const slotChoice = z.object({
  specialist_id: z.string({ error: 'Choose a specialist.' }).min(1).max(100),
  starts_at: z.iso.datetime({ error: 'Choose a time.' }).describe('UTC start of the slot'),
});
const signedToken = z
  .string({ error: 'The link is incomplete.' })
  .min(10, 'The link is incomplete.')
  .max(300);

/** Answer to a submitted assessment: the result, plus a claim token for a guest. */
const submittedAssessment = assessmentResult.extend({
  claim_token: z
    .string()
    .nullable()
    .describe('Guests only: POST it to claim-assess after signing in to keep the result'),
});

export const varicoceleRoutes = {
  specialists: defineRoute({
    method: 'GET',
    path: '/api/varicocele/specialists/',
    summary: 'The specialists who take consultations',
    tag: TAG,
    auth: 'public',
    response: z.object({ specialists: z.array(specialist) }),
  }),
  consultSlots: defineRoute({
    method: 'GET',
    path: '/api/varicocele/slots/',
    summary: "Free 30-minute slots of the next days, grouped by the visitor's local date",
    tag: TAG,
    auth: 'public',
    query: z.object({
      time_zone: ianaTimeZone.describe("The visitor's IANA zone (the browser's)"),
      specialist_id: z.string().max(100).optional().describe('Only this specialist'),
      days: z.coerce.number().int().min(1).max(28).default(14),
    }),
    response: z.object({
      time_zone: z.string(),
      days: z.array(
        z.object({
          date: z.iso.date().describe("Local date in the visitor's zone"),
          slots: z.array(consultSlot),
        }),
      ),
    }),
  }),
  holdSlot: defineRoute({
    method: 'POST',
    path: '/api/varicocele/slots/hold/',
    summary: 'Hold a slot for a few minutes while the form is filled in (409 if taken)',
    tag: TAG,
    auth: 'optional',
    body: slotChoice,
    response: z.object({
      hold_token: z.string().describe('Send with book-consult to use the hold'),
      expires_at: z.iso.datetime(),
    }),
    status: 201,
  }),
  releaseHold: defineRoute({
    method: 'POST',
    path: '/api/varicocele/slots/release/',
    summary: 'Give a held slot back (the visitor picked another one)',
    tag: TAG,
    auth: 'optional',
    body: z.object({ hold_token: z.string().min(1).max(100) }),
    response: messageResponse,
  }),
  bookConsult: defineRoute({
    method: 'POST',
    path: '/api/varicocele/bookings/',
    summary:
      'Book a slot with the consult form (spec 5); emails a confirmation with an .ics file and signed cancel/move links. 409 when the slot is taken',
    tag: TAG,
    auth: 'optional',
    body: consultForm.extend({
      ...slotChoice.shape,
      time_zone: ianaTimeZone,
      hold_token: z
        .string()
        .max(100)
        .optional()
        .describe('From hold; without it the slot must be free'),
    }),
    response: bookingConfirmation,
    status: 201,
  }),
  manageBooking: defineRoute({
    method: 'GET',
    path: '/api/varicocele/bookings/manage/',
    summary: 'The booking of an emailed cancel/move link (no login)',
    tag: TAG,
    auth: 'public',
    query: z.object({ token: signedToken }),
    response: bookingSummary,
  }),
  cancelBooking: defineRoute({
    method: 'POST',
    path: '/api/varicocele/bookings/cancel/',
    summary: 'Cancel by the signed link; the slot is free again',
    tag: TAG,
    auth: 'public',
    body: z.object({ token: signedToken }),
    response: bookingSummary,
  }),
  moveBooking: defineRoute({
    method: 'POST',
    path: '/api/varicocele/bookings/move/',
    summary: 'Move by the signed link to another free slot (409 if taken); the old one is freed',
    tag: TAG,
    auth: 'public',
    body: slotChoice.extend({ token: signedToken, time_zone: ianaTimeZone }),
    response: bookingSummary,
  }),
  getInterview: defineRoute({
    method: 'GET',
    path: '/api/varicocele/interview/',
    summary: 'The pre-consultation interview of a booking, as saved so far',
    tag: TAG,
    auth: 'public',
    query: z.object({ token: signedToken.describe('interview_token of the booking') }),
    response: interview,
  }),
  saveInterview: defineRoute({
    method: 'POST',
    path: '/api/varicocele/interview/',
    summary: 'Save the interview (part-way or completed) to the booking',
    tag: TAG,
    auth: 'public',
    body: z.object({
      token: signedToken,
      answers: interviewAnswers,
      completed: z.boolean().default(false),
    }),
    response: interview,
  }),
  submitVaricoceleAssessment: defineRoute({
    method: 'POST',
    path: '/api/varicocele/submit-assess/',
    summary: 'Submit a self-assessment; the server scores it and keeps the result',
    tag: TAG,
    auth: 'optional',
    body: assessmentSubmission,
    response: submittedAssessment,
    status: 201,
  }),
  claimAssessment: defineRoute({
    method: 'POST',
    path: '/api/varicocele/claim-assess/',
    summary: "Keep a guest's result in the signed-in account",
    tag: TAG,
    auth: 'user',
    body: z.object({ claim_token: z.string().min(1).max(100) }),
    response: assessmentResult,
  }),
  assessmentReports: defineRoute({
    method: 'GET',
    path: '/api/varicocele/assessments/',
    summary: "The signed-in user's results, newest first (/data/reports)",
    tag: TAG,
    auth: 'user',
    response: z.object({ results: z.array(assessmentResult) }),
  }),
  assessmentReport: defineRoute({
    method: 'GET',
    path: '/api/varicocele/assessments/{id}/',
    summary: 'One result of the signed-in user (/data/assessment?id=); 404 for anyone else',
    tag: TAG,
    auth: 'user',
    params: z.object({ id: z.string().min(1).max(100) }),
    response: assessmentResult,
  }),
};
