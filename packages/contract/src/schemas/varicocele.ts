import { z } from 'zod';
import {
  answerProblem,
  assessmentDefinitions,
  assessmentTypes,
  questionsFor,
} from '../varicocele-assessments';

/** An IANA time zone name such as Asia/Tokyo (checked against the runtime's zone list). */
export const ianaTimeZone = z
  .string({ error: 'Time zone is required.' })
  .min(1, 'Time zone is required.')
  .max(64)
  .refine(isKnownTimeZone, 'Unknown time zone; send an IANA name such as Europe/Berlin.')
  .describe('IANA time zone name, e.g. Asia/Tokyo');

function isKnownTimeZone(zone: string): boolean {
  try {
    new Intl.DateTimeFormat('en', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

export const specialist = z
  .object({
    id: z.string(),
    name: z.string(),
    role: z.string().describe('e.g. Urologist, male fertility'),
    bio: z.string(),
    languages: z.array(z.string()).describe('Languages the consultation can be held in'),
    focus: z.array(z.string()).describe('Areas of focus'),
    photo_url: z.string().describe('Portrait, served from /media'),
    time_zone: z.string().describe('Where the specialist works (IANA)'),
  })
  .describe('Specialist');
export type Specialist = z.infer<typeof specialist>;

export const consultSlot = z
  .object({
    specialist_id: z.string(),
    starts_at: z.iso.datetime().describe('UTC'),
    ends_at: z.iso.datetime().describe('UTC; slots are 30 minutes'),
  })
  .describe('A free 30-minute consultation slot');
export type ConsultSlot = z.infer<typeof consultSlot>;

export const bookingStatuses = ['held', 'confirmed', 'cancelled'] as const;

export const bookingSummary = z
  .object({
    id: z.string(),
    status: z.enum(bookingStatuses),
    specialist: specialist.pick({ id: true, name: true, role: true, photo_url: true }),
    starts_at: z.iso.datetime(),
    ends_at: z.iso.datetime(),
    time_zone: z.string().describe("The visitor's zone the booking was made in"),
    first_name: z.string(),
    email: z.string(),
  })
  .describe('Booking');
export type BookingSummary = z.infer<typeof bookingSummary>;

/** What the booker gets once: the signed links that work without signing in. */
export const bookingConfirmation = bookingSummary.extend({
  manage_token: z.string().describe('Signed token for cancel and move (also in the email)'),
  interview_token: z.string().describe('Signed token for the pre-consultation interview'),
});
export type BookingConfirmation = z.infer<typeof bookingConfirmation>;

const optionalNumber = (max: number) => z.number().min(0).max(max).optional();

/**
 * The pre-consultation interview. Every field is optional so it can be saved part-way and
 * resumed; `completed` marks it sent.
 */
export const interviewAnswers = z.object({
  first_noticed: z
    .enum(['under_6_months', '6_to_24_months', 'over_2_years', 'not_sure'])
    .optional()
    .describe('When the varicocele or symptoms were first noticed'),
  side: z.enum(['left', 'right', 'both', 'not_sure']).optional(),
  symptoms: z
    .array(z.enum(['ache', 'heaviness', 'visible_veins', 'smaller_testicle', 'fertility', 'none']))
    .max(6)
    .optional(),
  goals: z
    .array(z.enum(['pain_relief', 'fertility', 'testosterone', 'second_opinion', 'information']))
    .max(5)
    .optional(),
  previous_treatment: z.enum(['none', 'surgery', 'embolisation', 'medication', 'other']).optional(),
  treatment_details: z.string().max(2000, 'At most 2000 characters.').optional(),
  semen_analysis: z
    .object({
      volume_ml: optionalNumber(15),
      concentration: optionalNumber(500).describe('million/mL'),
      total_motility: optionalNumber(100),
      progressive_motility: optionalNumber(100),
      normal_forms: optionalNumber(100),
    })
    .optional()
    .describe('Values of a recent semen analysis, if any'),
  notes: z.string().max(2000, 'At most 2000 characters.').optional(),
});
export type InterviewAnswers = z.infer<typeof interviewAnswers>;

export const interview = z.object({
  booking: bookingSummary,
  answers: interviewAnswers,
  completed: z.boolean(),
  updated_at: z.iso.datetime().nullable(),
});
export type Interview = z.infer<typeof interview>;

/**
 * One consultation booking as the user's data download gives it: the booking, the consult
 * form as sent and the interview answers. After the patient deleted their health data the
 * form keeps only how to reach them and `interview` is null; after the account is gone and
 * the consultation is over, `form` is null too (the clinic keeps that it existed and when).
 */
export const consultationRecord = bookingSummary
  .omit({ first_name: true, email: true })
  .extend({
    created_at: z.iso.datetime(),
    cancelled_at: z.iso.datetime().nullable(),
    form: z
      .object({
        first_name: z.string(),
        last_name: z.string(),
        email: z.string(),
        phone_number: z.string().optional(),
        message: z.string().optional(),
        varicocele_grade: z.string().optional(),
        symptoms: z.array(z.string()).optional(),
      })
      .nullable()
      .describe('The consult form as sent (only the contact fields after a data deletion)'),
    interview: interview.omit({ booking: true }).nullable(),
    health_data_deleted_at: z.iso
      .datetime()
      .nullable()
      .describe('When the patient deleted the health details of this booking'),
  })
  .describe('Consultation booking with its form and interview');
export type ConsultationRecord = z.infer<typeof consultationRecord>;

export const nextStepKinds = [
  'urgent_care',
  'doctor',
  'consult',
  'treatment',
  'self_care',
] as const;

/** One scored self-assessment as the result page and the reports show it. */
export const assessmentResult = z
  .object({
    id: z.string(),
    assessment_type: z.enum(assessmentTypes),
    created_at: z.iso.datetime(),
    score: z.number().describe('Points on the scale named by score_label'),
    max_score: z.number(),
    score_label: z.string().describe('e.g. "Worst pain, 0–10 numeric rating scale"'),
    band: z.object({ id: z.string(), label: z.string() }),
    urgent: z.boolean().describe('An emergency answer was given: open with urgent_guidance'),
    urgent_guidance: z.string().nullable(),
    headline: z.string().describe('The plain-language result'),
    meaning: z.string().describe('What it means'),
    next_step: z.object({
      kind: z.enum(nextStepKinds),
      text: z.string(),
      path: z.string().nullable().describe('Brand page to go to, e.g. /consult'),
    }),
    notes: z
      .array(z.string())
      .describe('Further advice, e.g. imaging for a right-sided varicocele'),
    findings: z
      .array(
        z.object({
          label: z.string(),
          value: z.string(),
          reference: z.string().nullable(),
          below_reference: z.boolean().nullable(),
        }),
      )
      .describe('Each answer as scored (values against their reference where there is one)'),
    sources: z.array(z.object({ title: z.string(), citation: z.string() })),
    disclaimer: z.string(),
  })
  .describe('Assessment result');
export type AssessmentResult = z.infer<typeof assessmentResult>;

const answerValue = z.union([
  z.string().max(100),
  z.number(),
  z.array(z.string().max(100)).max(20),
]);

/**
 * The body of `POST /api/varicocele/submit-assess/`: the type and one answer per asked
 * question. A missing or out-of-range answer is reported at `answers.<question id>`; answers
 * to questions that are not asked are refused too, so nothing unscored is stored.
 */
export const assessmentSubmission = z
  .object({
    assessment_type: z
      .enum(assessmentTypes, { error: 'Choose an assessment.' })
      .describe('varicocele (/assess-varicocele), pain (/assess-pain), sperm_count'),
    answers: z
      .record(z.string().max(60), answerValue)
      .describe('Question id → answer: a number, an option value, or a list of option values'),
  })
  .superRefine((body, ctx) => {
    const definition = assessmentDefinitions[body.assessment_type];
    if (!definition || typeof body.answers !== 'object') return;
    const asked = questionsFor(definition, body.answers);
    for (const question of asked) {
      const problem = answerProblem(question, body.answers[question.id]);
      if (problem)
        ctx.addIssue({ code: 'custom', path: ['answers', question.id], message: problem });
    }
    const askedIds = new Set(asked.map((q) => q.id));
    for (const id of Object.keys(body.answers)) {
      if (!askedIds.has(id))
        ctx.addIssue({
          code: 'custom',
          path: ['answers', id],
          message: 'This question is not asked.',
        });
    }
  });
export type AssessmentSubmission = z.infer<typeof assessmentSubmission>;
