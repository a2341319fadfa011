/**
 * What the three varicocele self-assessments share: the shapes of a question and of an
 * assessment, the red-flag question asked first in each, the cited sources and the rules for
 * which questions are asked and which answers are valid (used by the form and the API).
 * Each assessment lives in its own module so an assessment page loads only its own questions;
 * `varicocele-assessments.ts` gathers them for the API. No zod here.
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

export const redFlagQuestion: MultiChoiceQuestion = {
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

export const PAIN_SCALE_SOURCE: AssessmentSource = {
  title: '0–10 Numeric Rating Scale for pain (NRS-11)',
  citation:
    'Bands mild 0–3, moderate 4–6, severe 7–10 as used for pelvic pain in Wagenlehner FM et al., Eur Urol 2013;63:953–959; scale: Hawker GA et al., Arthritis Care Res 2011;63(S11):S240–S252.',
};
export const WHO_SOURCE: AssessmentSource = {
  title: 'WHO laboratory manual for the examination and processing of human semen, 6th ed. (2021)',
  citation:
    'Lower reference limits (5th centile): volume 1.4 mL, concentration 16 million/mL, total number 39 million, total motility 42%, progressive motility 30%, normal forms 4%.',
};
export const RED_FLAG_SOURCE: AssessmentSource = {
  title: 'Urgent scrotal symptoms',
  citation:
    'Sudden testicular pain is treated as torsion until proven otherwise (NHS; EAU Guidelines on Paediatric Urology); a painless testicular lump needs a suspected-cancer referral (NICE NG12, 1.6.7).',
};
export const GRADING_SOURCE: AssessmentSource = {
  title: 'Clinical varicocele grading',
  citation:
    'Dubin L, Amelar RD. Varicocele size and results of varicocelectomy. Fertil Steril 1970;21:606–609. Right-sided or non-decompressing varicoceles: EAU Guidelines on Sexual and Reproductive Health (imaging advised).',
};

export const yesNo = (yes = 'Yes', no = 'No'): AnswerOption[] => [
  { value: 'yes', label: yes },
  { value: 'no', label: no },
];

export type AnswerValue = string | number | string[];
export type AssessmentAnswers = Record<string, AnswerValue>;

/** Whether a question is asked, given the answers so far. */
export function isAsked(question: AssessmentQuestion, answers: AssessmentAnswers): boolean {
  const rule = question.askedWhen;
  return !rule || answers[rule.questionId] === rule.equals;
}

/** Whether an emergency was ticked on the red-flag screen. */
export function redFlagRaised(answers: AssessmentAnswers): boolean {
  const flags = answers[redFlagQuestion.id];
  return Array.isArray(flags) && flags.some((flag) => emergencyAnswers.includes(flag));
}

/**
 * The band of a result that stopped at the red-flag screen: it has no score on the scale, so
 * reports show its label alone and leave it out of the score chart.
 */
export const STOPPED_URGENT_BAND = {
  id: 'stopped_urgent',
  label: 'Stopped: signs of an emergency',
} as const;

/**
 * The questions to ask, in order, given the answers so far (conditional ones drop out). An
 * emergency on the red-flag screen ends the assessment there: the person is sent to urgent
 * care at once rather than asked more questions first (issue 26).
 */
export function questionsFor(
  definition: AssessmentDefinition,
  answers: AssessmentAnswers,
): AssessmentQuestion[] {
  const asked = definition.questions.filter((q) => isAsked(q, answers));
  if (!redFlagRaised(answers)) return asked;
  return asked.slice(0, asked.findIndex((q) => q.id === redFlagQuestion.id) + 1);
}

/**
 * How far through the assessment the question at `step` (of the asked ones) is, 0–1. The
 * count ahead includes every question an answer still to come could add, so choosing an answer
 * never makes the bar shrink, and moving on only makes it grow (it used to drop from 50% to
 * 29% when an answer added questions).
 */
export function progressAt(
  definition: AssessmentDefinition,
  answers: AssessmentAnswers,
  step: number,
): number {
  const asked = questionsFor(definition, answers);
  const current = asked[step];
  if (!current) return 1;
  const at = definition.questions.indexOf(current);
  const decided = (id: string) => definition.questions.findIndex((q) => q.id === id) < at;
  const possible = definition.questions.filter((q, index) => {
    if (index <= at) return asked.includes(q);
    return !q.askedWhen || !decided(q.askedWhen.questionId) || isAsked(q, answers);
  });
  return step / possible.length;
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
