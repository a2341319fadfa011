import {
  RED_FLAG_SOURCE,
  WHO_SOURCE,
  redFlagQuestion,
  yesNo,
  type AssessmentDefinition,
} from './varicocele-assessment-kit';

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
