/**
 * The three self-assessments of the varicocele brand: every question id, its answer values
 * and when it is asked. The web app renders the steps from these definitions and the API
 * validates and scores the answers against them (apps/api/src/modules/varicocele/scoring.ts),
 * so a question exists in exactly one place. No zod here: the assessment pages import this
 * (the request schema is `assessmentSubmission` in schemas/varicocele.ts). Where a published scale exists it is used and
 * cited (`sources`); the varicocele questionnaire is our own and says it is not a diagnosis.
 */

export const assessmentTypes = ['varicocele', 'pain', 'sperm_count'] as const;
export type AssessmentType = (typeof assessmentTypes)[number];

export interface AnswerOption {
  value: string;
  label: string;
}

interface QuestionBase {
  id: string;
  prompt: string;
  /** Extra help under the prompt (what to count, where to look). */
  hint?: string;
  /** Asked only when an earlier answer has this value. */
  askedWhen?: { questionId: string; equals: string };
}
export interface SingleChoiceQuestion extends QuestionBase {
  kind: 'single';
  options: readonly AnswerOption[];
}
export interface MultiChoiceQuestion extends QuestionBase {
  kind: 'multi';
  options: readonly AnswerOption[];
  /** The option that means "none of these" and cannot be combined with others. */
  exclusive?: string;
}
export interface NumberQuestion extends QuestionBase {
  kind: 'number';
  min: number;
  max: number;
  step: number;
  unit?: string;
  /** Labels at the two ends (for a rating scale). */
  anchors?: { min: string; max: string };
}
export type AssessmentQuestion = SingleChoiceQuestion | MultiChoiceQuestion | NumberQuestion;

export interface AssessmentSource {
  title: string;
  citation: string;
}

export interface AssessmentDefinition {
  type: AssessmentType;
  title: string;
  /** The page path of the brand (without the brand prefix). */
  path: string;
  intro: string;
  questions: readonly AssessmentQuestion[];
  sources: readonly AssessmentSource[];
}

/**
 * Answers that point to an emergency (testicular torsion, infection, a trapped hernia). Any of
 * them makes the result open with urgent-care guidance. Asked first in every assessment.
 */
export const emergencyOptions = [
  { value: 'sudden_severe_pain', label: 'Sudden, severe pain in the scrotum or a testicle' },
  { value: 'hard_painful_swelling', label: 'A hard, painful swelling of a testicle' },
  { value: 'fever_swollen_scrotum', label: 'Fever with a red, hot or swollen scrotum' },
  { value: 'pain_with_vomiting', label: 'Scrotal or lower-belly pain with nausea or vomiting' },
  { value: 'high_or_twisted_testicle', label: 'A testicle that suddenly sits higher or sideways' },
  { value: 'injury_with_swelling', label: 'Swelling or bruising after an injury to the testicles' },
] as const satisfies readonly AnswerOption[];
export const emergencyAnswers: readonly string[] = emergencyOptions.map((o) => o.value);

/** A painless lump is not an emergency, but needs a doctor within two weeks (NICE NG12). */
export const PAINLESS_LUMP = 'painless_lump';

const redFlagQuestion: MultiChoiceQuestion = {
  id: 'red_flags',
  kind: 'multi',
  prompt: 'Do you have any of these right now?',
  hint: 'Choose every one that applies, or "None of these".',
  options: [
    ...emergencyOptions,
    { value: PAINLESS_LUMP, label: 'A painless lump or a change in the shape of a testicle' },
    { value: 'none', label: 'None of these' },
  ],
  exclusive: 'none',
};

const PAIN_SCALE_SOURCE: AssessmentSource = {
  title: '0–10 Numeric Rating Scale for pain (NRS-11)',
  citation:
    'Bands mild 0–3, moderate 4–6, severe 7–10 as used for pelvic pain in Wagenlehner FM et al., Eur Urol 2013;63:953–959; scale: Hawker GA et al., Arthritis Care Res 2011;63(S11):S240–S252.',
};
const WHO_SOURCE: AssessmentSource = {
  title: 'WHO laboratory manual for the examination and processing of human semen, 6th ed. (2021)',
  citation:
    'Lower reference limits (5th centile): volume 1.4 mL, concentration 16 million/mL, total number 39 million, total motility 42%, progressive motility 30%, normal forms 4%.',
};
const RED_FLAG_SOURCE: AssessmentSource = {
  title: 'Urgent scrotal symptoms',
  citation:
    'Sudden testicular pain is treated as torsion until proven otherwise (NHS; EAU Guidelines on Paediatric Urology); a painless testicular lump needs a suspected-cancer referral (NICE NG12, 1.6.7).',
};
const GRADING_SOURCE: AssessmentSource = {
  title: 'Clinical varicocele grading',
  citation:
    'Dubin L, Amelar RD. Varicocele size and results of varicocelectomy. Fertil Steril 1970;21:606–609. Right-sided or non-decompressing varicoceles: EAU Guidelines on Sexual and Reproductive Health (imaging advised).',
};

const yesNo = (yes = 'Yes', no = 'No'): AnswerOption[] => [
  { value: 'yes', label: yes },
  { value: 'no', label: no },
];

export const varicoceleAssessment: AssessmentDefinition = {
  type: 'varicocele',
  title: 'Varicocele self-check',
  path: '/assess-varicocele',
  intro:
    'Seven questions about what you notice in your scrotum. This is our own questionnaire, not a validated test and not a diagnosis: only an examination (and often an ultrasound) can tell.',
  questions: [
    redFlagQuestion,
    {
      id: 'veins',
      kind: 'single',
      prompt: 'Standing up, do you see or feel swollen veins above a testicle?',
      hint: 'Often described as feeling like "a bag of worms"; best checked after a warm shower.',
      options: [
        { value: 'visible', label: 'Yes, I can see them' },
        { value: 'felt_only', label: 'I can feel them but not see them' },
        { value: 'not_sure', label: 'Not sure' },
        { value: 'no', label: 'No' },
      ],
    },
    {
      id: 'side',
      kind: 'single',
      prompt: 'On which side?',
      options: [
        { value: 'left', label: 'Left' },
        { value: 'right', label: 'Right only' },
        { value: 'both', label: 'Both sides' },
        { value: 'not_sure', label: 'Not sure / none' },
      ],
    },
    {
      id: 'empties_lying_down',
      kind: 'single',
      prompt: 'When you lie flat for a few minutes, do the veins go down?',
      options: [
        { value: 'yes', label: 'Yes, they shrink or disappear' },
        { value: 'no', label: 'No, they stay the same' },
        { value: 'not_sure', label: 'Not sure / I have not noticed veins' },
      ],
    },
    {
      id: 'heaviness',
      kind: 'single',
      prompt: 'How often do you feel a dull, dragging heaviness in the scrotum?',
      options: [
        { value: 'never', label: 'Never' },
        { value: 'sometimes', label: 'Sometimes, after standing or exercise' },
        { value: 'often', label: 'Most days' },
      ],
    },
    {
      id: 'size_difference',
      kind: 'single',
      prompt: 'Is one testicle smaller or softer than the other?',
      options: [
        { value: 'no', label: 'No, they feel alike' },
        { value: 'slightly', label: 'Slightly' },
        { value: 'clearly', label: 'Clearly smaller or softer' },
        { value: 'not_sure', label: 'Not sure' },
      ],
    },
    {
      id: 'fertility',
      kind: 'single',
      prompt: 'Are you and a partner trying for a pregnancy?',
      options: [
        { value: 'not_trying', label: 'Not at the moment' },
        { value: 'under_12_months', label: 'Yes, for less than 12 months' },
        { value: 'over_12_months', label: 'Yes, for 12 months or longer' },
      ],
    },
  ],
  sources: [GRADING_SOURCE, RED_FLAG_SOURCE],
};

export const painAssessment: AssessmentDefinition = {
  type: 'pain',
  title: 'Scrotal pain check',
  path: '/assess-pain',
  intro:
    'Rate your pain on the 0–10 numeric rating scale and tell us how and when it comes. The result is the published mild / moderate / severe band, not a diagnosis.',
  questions: [
    redFlagQuestion,
    {
      id: 'pain_score',
      kind: 'number',
      prompt: 'On a scale from 0 to 10, how bad was the pain at its worst in the past week?',
      hint: '0 is no pain, 10 is the worst pain you can imagine.',
      min: 0,
      max: 10,
      step: 1,
      anchors: { min: 'No pain', max: 'Worst imaginable' },
    },
    {
      id: 'onset',
      kind: 'single',
      prompt: 'How did the pain start?',
      options: [
        { value: 'gradual', label: 'Gradually, over weeks or months' },
        { value: 'days', label: 'Over the last few days' },
        { value: 'sudden', label: 'Suddenly, within the last hours' },
      ],
    },
    {
      id: 'character',
      kind: 'single',
      prompt: 'What does it feel like?',
      options: [
        { value: 'dull_ache', label: 'A dull ache or dragging heaviness' },
        { value: 'throbbing', label: 'Throbbing' },
        { value: 'sharp', label: 'Sharp or stabbing' },
      ],
    },
    {
      id: 'timing',
      kind: 'single',
      prompt: 'When is it worst?',
      options: [
        {
          value: 'after_standing',
          label: 'After standing or sitting for long, or late in the day',
        },
        { value: 'during_exercise', label: 'During or after exercise or lifting' },
        { value: 'constant', label: 'All the time, whatever I do' },
        { value: 'no_pattern', label: 'It comes and goes without a pattern' },
      ],
    },
    {
      id: 'relief_lying_down',
      kind: 'single',
      prompt: 'Does lying down ease it?',
      options: [
        { value: 'yes', label: 'Yes, clearly' },
        { value: 'a_little', label: 'A little' },
        { value: 'no', label: 'No' },
      ],
    },
  ],
  sources: [PAIN_SCALE_SOURCE, RED_FLAG_SOURCE],
};

/** WHO 2021 lower reference limits; one value under its limit is "below the reference". */
export const WHO_2021_LIMITS = {
  volume_ml: 1.4,
  concentration: 16,
  total_count: 39,
  total_motility: 42,
  progressive_motility: 30,
  normal_forms: 4,
} as const;

const withResult = { questionId: 'has_result', equals: 'yes' } as const;
const withoutResult = { questionId: 'has_result', equals: 'no' } as const;

export const spermCountAssessment: AssessmentDefinition = {
  type: 'sperm_count',
  title: 'Sperm count check',
  path: '/assess-sperm-count',
  intro:
    'With a semen analysis report, we compare your values with the WHO 2021 lower reference limits. Without one, we look at known risk factors. Neither is a diagnosis: fertility depends on both partners and on more than one test.',
  questions: [
    redFlagQuestion,
    {
      id: 'has_result',
      kind: 'single',
      prompt: 'Do you have the report of a semen analysis from the last 12 months?',
      options: yesNo('Yes, I have the numbers', 'No'),
    },
    {
      id: 'volume_ml',
      kind: 'number',
      prompt: 'Semen volume',
      hint: 'On the report as "volume". WHO lower limit: 1.4 mL.',
      min: 0,
      max: 15,
      step: 0.1,
      unit: 'mL',
      askedWhen: withResult,
    },
    {
      id: 'concentration',
      kind: 'number',
      prompt: 'Sperm concentration',
      hint: 'Millions of sperm per mL ("concentration" or "density"). WHO lower limit: 16.',
      min: 0,
      max: 500,
      step: 0.1,
      unit: 'million/mL',
      askedWhen: withResult,
    },
    {
      id: 'total_motility',
      kind: 'number',
      prompt: 'Total motility',
      hint: 'Percent of sperm that move at all (progressive + non-progressive). WHO lower limit: 42%.',
      min: 0,
      max: 100,
      step: 1,
      unit: '%',
      askedWhen: withResult,
    },
    {
      id: 'progressive_motility',
      kind: 'number',
      prompt: 'Progressive motility',
      hint: 'Percent of sperm swimming forward. WHO lower limit: 30%.',
      min: 0,
      max: 100,
      step: 1,
      unit: '%',
      askedWhen: withResult,
    },
    {
      id: 'normal_forms',
      kind: 'number',
      prompt: 'Normal forms (morphology)',
      hint: 'Percent of sperm with a normal shape. WHO lower limit: 4%.',
      min: 0,
      max: 100,
      step: 1,
      unit: '%',
      askedWhen: withResult,
    },
    {
      id: 'trying_duration',
      kind: 'single',
      prompt: 'How long have you and a partner been trying for a pregnancy?',
      options: [
        { value: 'not_trying', label: 'We are not trying yet' },
        { value: 'under_12_months', label: 'Less than 12 months' },
        { value: 'over_12_months', label: '12 months or longer' },
      ],
      askedWhen: withoutResult,
    },
    {
      id: 'varicocele',
      kind: 'single',
      prompt: 'Has a doctor found a varicocele, or do you suspect one?',
      options: [
        { value: 'diagnosed', label: 'Yes, a doctor found one' },
        { value: 'suspected', label: 'I suspect one' },
        { value: 'no', label: 'No' },
      ],
      askedWhen: withoutResult,
    },
    {
      id: 'history',
      kind: 'multi',
      prompt: 'Have you ever had any of these?',
      options: [
        { value: 'undescended_testis', label: 'An undescended testicle as a child' },
        { value: 'mumps_orchitis', label: 'Mumps with swollen testicles after puberty' },
        { value: 'cancer_treatment', label: 'Chemotherapy or radiotherapy' },
        { value: 'testosterone_or_steroids', label: 'Testosterone or anabolic steroid use' },
        { value: 'groin_surgery', label: 'Surgery in the groin or scrotum' },
        { value: 'none', label: 'None of these' },
      ],
      exclusive: 'none',
      askedWhen: withoutResult,
    },
    {
      id: 'smoking',
      kind: 'single',
      prompt: 'Do you smoke?',
      options: yesNo(),
      askedWhen: withoutResult,
    },
    {
      id: 'heat',
      kind: 'single',
      prompt: 'How often is your scrotum exposed to heat (saunas, hot baths, a laptop on the lap)?',
      options: [
        { value: 'rarely', label: 'Rarely' },
        { value: 'weekly', label: 'Several times a week' },
      ],
      askedWhen: withoutResult,
    },
  ],
  sources: [WHO_SOURCE, RED_FLAG_SOURCE],
};

export const assessmentDefinitions: Record<AssessmentType, AssessmentDefinition> = {
  varicocele: varicoceleAssessment,
  pain: painAssessment,
  sperm_count: spermCountAssessment,
};

export type AnswerValue = string | number | string[];
export type AssessmentAnswers = Record<string, AnswerValue>;

/** Whether a question is asked, given the answers so far. */
export function isAsked(question: AssessmentQuestion, answers: AssessmentAnswers): boolean {
  const rule = question.askedWhen;
  return !rule || answers[rule.questionId] === rule.equals;
}

/** The questions to ask, in order, given the answers so far (conditional ones drop out). */
export function questionsFor(
  definition: AssessmentDefinition,
  answers: AssessmentAnswers,
): AssessmentQuestion[] {
  return definition.questions.filter((q) => isAsked(q, answers));
}

/** The message for one answer, or null when it is valid. Shared by the form and the API. */
export function answerProblem(question: AssessmentQuestion, value: unknown): string | null {
  if (value === undefined || value === null || value === '') return 'Please answer this question.';
  switch (question.kind) {
    case 'number': {
      if (typeof value !== 'number' || !Number.isFinite(value)) return 'Enter a number.';
      if (value < question.min || value > question.max)
        return `Enter a value from ${question.min} to ${question.max}.`;
      return null;
    }
    case 'single':
      return typeof value === 'string' && question.options.some((o) => o.value === value)
        ? null
        : 'Choose one of the answers.';
    case 'multi': {
      if (!Array.isArray(value) || value.length === 0) return 'Choose at least one answer.';
      const known = new Set(question.options.map((o) => o.value));
      if (!value.every((v) => typeof v === 'string' && known.has(v)))
        return 'Choose from the answers shown.';
      if (new Set(value).size !== value.length) return 'Each answer may be chosen once.';
      if (question.exclusive && value.includes(question.exclusive) && value.length > 1)
        return 'This answer cannot be combined with others.';
      return null;
    }
  }
}
