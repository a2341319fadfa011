import {
  GRADING_SOURCE,
  RED_FLAG_SOURCE,
  redFlagQuestion,
  type AssessmentDefinition,
} from './varicocele-assessment-kit';

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
