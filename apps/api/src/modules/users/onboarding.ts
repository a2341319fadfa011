import type { onboardingSteps } from '@mhp/contract/schemas/user';
import type { UserRow } from './user-repo';

type Step = (typeof onboardingSteps)[number];
type QuestionStep = Exclude<Step, 'completed'>;

/** The questions in the order the app asks them, and when each counts as answered. */
const QUESTIONS: [QuestionStep, (user: UserRow) => boolean][] = [
  ['age', (u) => u.age !== null],
  ['height', (u) => u.height !== null && u.heightMeasurement !== null],
  ['weight', (u) => u.weight !== null && u.weightMeasurement !== null],
  ['biological_sex', (u) => u.biologicalSex !== null],
  ['location', (u) => u.location !== null],
];

/**
 * Derived from the stored answers rather than stored itself, so a profile update that fills
 * the same fields moves onboarding along too and the two can never disagree.
 * `on_boarding_step` is the last step answered in order (`completed` when all are),
 * `next_step` the first one still open (null when done).
 */
export function onboardingProgress(user: UserRow): {
  on_boarding_step: Step | null;
  next_step: Step | null;
} {
  const open = QUESTIONS.findIndex(([, answered]) => !answered(user));
  if (open === -1) return { on_boarding_step: 'completed', next_step: null };
  return {
    on_boarding_step: open === 0 ? null : QUESTIONS[open - 1]![0],
    next_step: QUESTIONS[open]![0],
  };
}
