import {
  PAIN_SCALE_SOURCE,
  RED_FLAG_SOURCE,
  redFlagQuestion,
  type AssessmentDefinition,
} from './varicocele-assessment-kit';

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
