import type { AssessmentResult } from '@mhp/contract/schemas/varicocele';
import {
  PAINLESS_LUMP,
  STOPPED_URGENT_BAND,
  WHO_2021_LIMITS,
  assessmentDefinitions,
  emergencyAnswers,
  questionsFor,
  redFlagRaised,
  type AnswerValue,
  type AssessmentAnswers,
  type AssessmentDefinition,
  type AssessmentType,
} from '@mhp/contract/varicocele-assessments';

/**
 * Scores the three self-assessments against their published rules (docs/assessments.md):
 * - pain: the 0–10 numeric rating scale, bands mild 0–3, moderate 4–6, severe 7–10;
 * - sperm count: each value against the WHO 2021 lower reference limits, or risk factors
 *   when there is no result;
 * - varicocele: our own questionnaire (not a diagnosis), bands by number of signs.
 * The red-flag screen comes first: any emergency answer makes the result urgent, whatever the
 * score. Answers arrive validated by the contract (assessmentSubmission).
 */
export type ScoredAssessment = Omit<AssessmentResult, 'id' | 'created_at'>;
type Band = { id: string; label: string };
type NextStep = ScoredAssessment['next_step'];
type Finding = ScoredAssessment['findings'][number];

export const DISCLAIMER =
  'This self-assessment gives general information. It is not a diagnosis and does not replace an examination by a doctor.';

export const URGENT_GUIDANCE =
  'Some of your answers can be signs of an emergency, such as a twisted testicle (torsion) or a serious infection. Get medical help now: go to an emergency department or call your local emergency number (911 in the US, 999 in the UK, 112 in the EU). Do not wait for an appointment. A twisted testicle can be saved only if it is treated within hours.';

const URGENT_STEP: NextStep = {
  kind: 'urgent_care',
  text: 'Go to an emergency department or call your local emergency number now.',
  path: null,
};

const LUMP_NOTE =
  'A painless lump or a change in the shape of a testicle is usually harmless, but it should be checked by a doctor within two weeks, because testicular cancer is one of its causes and is very treatable when found early.';

const IMAGING_NOTE =
  'A varicocele on the right side only, or one that does not go down when you lie flat, is less typical. Occasionally something else presses on the vein, so please see a doctor for an ultrasound scan (of the scrotum and the abdomen).';

const IMAGING_STEP: NextStep = {
  kind: 'doctor',
  text: 'See a doctor and ask about an ultrasound scan. You can also book a consultation to talk it through first.',
  path: '/consult',
};

const CONSULT_STEP = (text: string): NextStep => ({ kind: 'consult', text, path: '/consult' });

/**
 * The band a score falls in: `bands` are [highest score of the band, id, label], lowest
 * first; the last band takes everything above.
 */
function bandFor(score: number, bands: readonly [number, string, string][]): Band {
  const [, id, label] = bands.find(([max]) => score <= max) ?? bands[bands.length - 1]!;
  return { id, label };
}

const single = (answers: AssessmentAnswers, id: string) => answers[id] as string;
const list = (answers: AssessmentAnswers, id: string) =>
  (answers[id] as string[] | undefined) ?? [];
const num = (answers: AssessmentAnswers, id: string) => answers[id] as number;

/** Points per option value; options not listed count 0. */
function points(answers: AssessmentAnswers, id: string, table: Record<string, number>): number {
  return table[single(answers, id)] ?? 0;
}

/** Each answered question as the user saw it, for the report. */
function answerFindings(
  definition: AssessmentDefinition,
  answers: AssessmentAnswers,
  skip: ReadonlySet<string>,
): Finding[] {
  return questionsFor(definition, answers)
    .filter((question) => !skip.has(question.id))
    .map((question) => {
      const value = answers[question.id] as AnswerValue;
      const shown =
        question.kind === 'number'
          ? `${value}${question.unit ? ` ${question.unit}` : ''}`
          : (Array.isArray(value) ? value : [value])
              .map((v) => question.options.find((o) => o.value === v)?.label ?? String(v))
              .join('; ');
      return { label: question.prompt, value: shown, reference: null, below_reference: null };
    });
}

interface Scored {
  score: number;
  max_score: number;
  score_label: string;
  band: Band;
  headline: string;
  meaning: string;
  next_step: NextStep;
  notes: string[];
  findings?: Finding[];
}

function scorePain(answers: AssessmentAnswers): Scored {
  const score = num(answers, 'pain_score');
  const level = bandFor(score, [
    [3, 'mild', 'Mild pain (0–3)'],
    [6, 'moderate', 'Moderate pain (4–6)'],
    [10, 'severe', 'Severe pain (7–10)'],
  ]);
  const typical =
    single(answers, 'character') === 'dull_ache' &&
    single(answers, 'timing') === 'after_standing' &&
    single(answers, 'relief_lying_down') !== 'no';
  const notes = [
    typical
      ? 'A dull, dragging ache that builds up when you stand and eases when you lie down is the pattern most often linked with a varicocele.'
      : 'Your pain does not follow the pattern most typical of a varicocele (a dull ache that builds up with standing and eases lying down), so other causes should be considered by a doctor.',
  ];
  const nextStep: Record<string, NextStep> = {
    mild: {
      kind: 'treatment',
      text: 'Supportive underwear, breaks from standing and our varicocele guide often help with mild pain. Book a consultation if it changes or lasts.',
      path: '/treatments',
    },
    moderate: CONSULT_STEP(
      'Pain at this level is worth discussing with a specialist, who can explain the options from support and pain relief to treatment.',
    ),
    severe: {
      kind: 'doctor',
      text: 'Severe pain should be examined by a doctor in person within the next few days. A consultation with our specialists can help you plan what to ask.',
      path: '/consult',
    },
  };
  return {
    score,
    max_score: 10,
    score_label: 'Worst pain in the past week, 0–10 numeric rating scale',
    band: level,
    headline: `${level.label.replace(/ \(.*/, '')}: you rated your worst pain ${score} out of 10.`,
    meaning:
      level.id === 'mild'
        ? 'On the 0–10 scale, 0 to 3 counts as mild pain. It can still be bothersome, and it is worth noting how it changes.'
        : level.id === 'moderate'
          ? 'On the 0–10 scale, 4 to 6 counts as moderate pain: enough to interfere with daily life for many people.'
          : 'On the 0–10 scale, 7 to 10 counts as severe pain.',
    next_step:
      typical || level.id !== 'mild'
        ? nextStep[level.id]!
        : {
            kind: 'doctor',
            text: 'Because the pattern is not typical of a varicocele, have it checked by a doctor.',
            path: '/consult',
          },
    notes,
  };
}

function scoreVaricocele(answers: AssessmentAnswers): Scored {
  const score =
    points(answers, 'veins', { visible: 3, felt_only: 2, not_sure: 1 }) +
    points(answers, 'empties_lying_down', { yes: 1 }) +
    points(answers, 'heaviness', { sometimes: 1, often: 2 }) +
    points(answers, 'size_difference', { slightly: 1, clearly: 2 }) +
    points(answers, 'fertility', { under_12_months: 1, over_12_months: 2 });
  const level = bandFor(score, [
    [2, 'few_signs', 'Few signs (0–2 of 10)'],
    [5, 'some_signs', 'Some signs (3–5 of 10)'],
    [10, 'several_signs', 'Several signs (6–10 of 10)'],
  ]);
  const needsImaging =
    single(answers, 'side') === 'right' || single(answers, 'empties_lying_down') === 'no';
  const headline = {
    few_signs: 'Your answers show few of the signs of a varicocele.',
    some_signs: 'Your answers show some of the signs of a varicocele.',
    several_signs: 'Your answers show several of the signs of a varicocele.',
  }[level.id]!;
  const meaning = {
    few_signs:
      'That makes a noticeable varicocele less likely, though small ones can only be found by ultrasound. Many men with a varicocele never have problems from it.',
    some_signs:
      'A doctor’s examination, standing and while bearing down, is the way to tell whether there is a varicocele and how large it is (grade 1 to 3).',
    several_signs:
      'This pattern is common in men with a clinical varicocele. An examination and often an ultrasound confirm it; treatment is considered when there is pain, a shrinking testicle or a fertility problem.',
  }[level.id]!;
  const step: NextStep =
    level.id === 'few_signs'
      ? {
          kind: 'self_care',
          text: 'No action is needed now. Check again if you notice changes, and read our guide to know what to look for.',
          path: '/treatments',
        }
      : CONSULT_STEP(
          'Book a consultation: a specialist can tell you whether an examination or ultrasound is needed and what the options are.',
        );
  return {
    score,
    max_score: 10,
    score_label: 'Signs of a varicocele, our questionnaire (0–10)',
    band: level,
    headline,
    meaning,
    next_step: needsImaging ? IMAGING_STEP : step,
    notes: needsImaging ? [IMAGING_NOTE] : [],
  };
}

const SEMEN_VALUES = [
  { id: 'volume_ml', label: 'Semen volume', unit: 'mL', limit: WHO_2021_LIMITS.volume_ml },
  {
    id: 'concentration',
    label: 'Sperm concentration',
    unit: 'million/mL',
    limit: WHO_2021_LIMITS.concentration,
  },
  {
    id: 'total_count',
    label: 'Total sperm number',
    unit: 'million',
    limit: WHO_2021_LIMITS.total_count,
  },
  {
    id: 'total_motility',
    label: 'Total motility',
    unit: '%',
    limit: WHO_2021_LIMITS.total_motility,
  },
  {
    id: 'progressive_motility',
    label: 'Progressive motility',
    unit: '%',
    limit: WHO_2021_LIMITS.progressive_motility,
  },
  { id: 'normal_forms', label: 'Normal forms', unit: '%', limit: WHO_2021_LIMITS.normal_forms },
] as const;

const SEMEN_IDS: ReadonlySet<string> = new Set(SEMEN_VALUES.map((v) => v.id));

function scoreSemenAnalysis(answers: AssessmentAnswers): Scored {
  // The total number is volume × concentration, as the WHO manual computes it.
  const values: Record<string, number> = {
    ...Object.fromEntries(SEMEN_VALUES.map((v) => [v.id, answers[v.id] as number])),
    total_count: Math.round(num(answers, 'volume_ml') * num(answers, 'concentration') * 10) / 10,
  };
  const findings: Finding[] = SEMEN_VALUES.map((v) => ({
    label: v.label,
    value: `${values[v.id]} ${v.unit}`,
    reference: `${v.limit} ${v.unit} or more`,
    below_reference: values[v.id]! < v.limit,
  }));
  const below = findings.filter((f) => f.below_reference).length;
  const level = bandFor(below, [
    [0, 'within_reference', 'All values within the WHO reference'],
    [2, 'some_below', `${below} value${below === 1 ? '' : 's'} below the WHO reference`],
    [6, 'several_below', `${below} values below the WHO reference`],
  ]);
  const notes: string[] = [];
  if (values.concentration === 0)
    notes.push(
      'No sperm were counted. This needs a specialist’s assessment; a repeat test, with the sample spun down, confirms it.',
    );
  if (below > 0)
    notes.push(
      'One analysis can be low by chance (illness, fever or a short abstinence). Sperm take about two and a half months to form, so a repeat test after 2–3 months is usual before deciding anything.',
    );
  return {
    score: below,
    max_score: SEMEN_VALUES.length,
    score_label: 'Values below the WHO 2021 lower reference limits (of 6)',
    band: level,
    headline:
      below === 0
        ? 'All your values are at or above the WHO 2021 lower reference limits.'
        : `${below} of your 6 values ${below === 1 ? 'is' : 'are'} below the WHO 2021 lower reference limits.`,
    meaning:
      below === 0
        ? 'The reference limits come from men whose partners conceived within a year. Values above them do not guarantee fertility, and values below them do not rule it out.'
        : 'Values below the reference are more common in men who take longer to conceive, and a varicocele is one treatable cause. They are not a diagnosis of infertility.',
    next_step:
      below === 0
        ? {
            kind: 'self_care',
            text: 'Nothing to act on from these numbers. If there is no pregnancy after 12 months of trying, both partners should be seen.',
            path: null,
          }
        : values.concentration === 0
          ? {
              kind: 'doctor',
              text: 'See a urologist or fertility specialist to discuss this result.',
              path: '/consult',
            }
          : CONSULT_STEP(
              'Book a consultation to go through the report with a specialist and plan a repeat test.',
            ),
    notes,
    findings,
  };
}

function scoreRiskFactors(answers: AssessmentAnswers): Scored {
  const history = list(answers, 'history').filter((h) => h !== 'none');
  const score =
    points(answers, 'trying_duration', { over_12_months: 2 }) +
    points(answers, 'varicocele', { diagnosed: 2, suspected: 1 }) +
    history.length * 2 +
    points(answers, 'smoking', { yes: 1 }) +
    points(answers, 'heat', { weekly: 1 });
  const level = bandFor(score, [
    [1, 'low_risk', 'Few risk factors (0–1)'],
    [4, 'some_risk', 'Some risk factors (2–4)'],
    [16, 'several_risk', 'Several risk factors (5 or more)'],
  ]);
  const trying = single(answers, 'trying_duration') === 'over_12_months';
  const notes = trying
    ? [
        'After 12 months of trying without a pregnancy, both partners should be assessed. For the man, a semen analysis is the first and simplest test.',
      ]
    : [];
  if (single(answers, 'smoking') === 'yes' || single(answers, 'heat') === 'weekly')
    notes.push('Stopping smoking and keeping the testicles cool are changes you can make today.');
  return {
    score,
    max_score: 16,
    score_label: 'Known risk factors for a low sperm count (0–16)',
    band: level,
    headline: {
      low_risk: 'You have few of the known risk factors for a low sperm count.',
      some_risk: 'You have some of the known risk factors for a low sperm count.',
      several_risk: 'You have several of the known risk factors for a low sperm count.',
    }[level.id]!,
    meaning:
      'Risk factors make a low count more likely but cannot measure it. Only a semen analysis can tell you your numbers.',
    next_step:
      level.id === 'low_risk' && !trying
        ? {
            kind: 'self_care',
            text: 'No test is needed now. If you try for a pregnancy for 12 months without success, ask for a semen analysis.',
            path: null,
          }
        : CONSULT_STEP(
            'Book a consultation: a specialist can arrange a semen analysis and look at your risk factors with you.',
          ),
    notes,
  };
}

const SCORERS: Record<AssessmentType, (answers: AssessmentAnswers) => Scored> = {
  pain: scorePain,
  varicocele: scoreVaricocele,
  sperm_count: (answers) =>
    single(answers, 'has_result') === 'yes'
      ? scoreSemenAnalysis(answers)
      : scoreRiskFactors(answers),
};

/** Whether the answers include an emergency (the red-flag screen or sudden severe pain). */
export function isEmergency(type: AssessmentType, answers: AssessmentAnswers): boolean {
  if (list(answers, 'red_flags').some((flag) => emergencyAnswers.includes(flag))) return true;
  return (
    type === 'pain' && single(answers, 'onset') === 'sudden' && num(answers, 'pain_score') >= 7
  );
}

/**
 * An emergency on the red-flag screen ends the assessment there (questionsFor asks nothing
 * more): the result is the urgent-care guidance and the flags as ticked, with no score.
 */
function stoppedAtRedFlag(
  type: AssessmentType,
  definition: AssessmentDefinition,
  answers: AssessmentAnswers,
): ScoredAssessment {
  const lump = list(answers, 'red_flags').includes(PAINLESS_LUMP);
  return {
    assessment_type: type,
    score: 0,
    max_score: 0,
    score_label: 'Not scored: the questions stopped at the signs of an emergency',
    band: { ...STOPPED_URGENT_BAND },
    urgent: true,
    urgent_guidance: URGENT_GUIDANCE,
    headline: 'Some of what you ticked can be signs of an emergency.',
    meaning:
      'We stopped the questions here so that you can get help without delay. This check cannot tell what is causing your symptoms; a doctor needs to examine you today.',
    next_step: URGENT_STEP,
    notes: lump ? [LUMP_NOTE] : [],
    findings: answerFindings(definition, answers, new Set()),
    sources: [...definition.sources],
    disclaimer: DISCLAIMER,
  };
}

export function scoreAssessment(
  type: AssessmentType,
  answers: AssessmentAnswers,
): ScoredAssessment {
  const definition = assessmentDefinitions[type];
  if (redFlagRaised(answers)) return stoppedAtRedFlag(type, definition, answers);
  const scored = SCORERS[type](answers);
  const urgent = isEmergency(type, answers);
  const lump = list(answers, 'red_flags').includes(PAINLESS_LUMP);
  const notes = [...(lump ? [LUMP_NOTE] : []), ...scored.notes];
  const nextStep: NextStep = urgent
    ? URGENT_STEP
    : lump
      ? {
          kind: 'doctor',
          text: 'See a doctor within two weeks about the lump or change you noticed.',
          path: null,
        }
      : scored.next_step;
  return {
    assessment_type: type,
    score: scored.score,
    max_score: scored.max_score,
    score_label: scored.score_label,
    band: scored.band,
    urgent,
    urgent_guidance: urgent ? URGENT_GUIDANCE : null,
    headline: scored.headline,
    meaning: scored.meaning,
    next_step: nextStep,
    notes,
    // Semen values appear once, with their reference; every other answer as given.
    findings: [
      ...(scored.findings ?? []),
      ...answerFindings(definition, answers, scored.findings ? SEMEN_IDS : new Set()),
    ],
    sources: [...definition.sources],
    disclaimer: DISCLAIMER,
  };
}
