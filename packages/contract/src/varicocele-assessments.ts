/**
 * The three self-assessments of the varicocele brand: every question id, its answer values
 * and when it is asked. The web app renders the steps from these definitions and the API
 * validates and scores the answers against them (apps/api/src/modules/varicocele/scoring.ts),
 * so a question exists in exactly one place. Each assessment is its own module
 * (`varicocele-assessment-<type>.ts`, shared parts in `varicocele-assessment-kit.ts`) so an
 * assessment page loads only its own questions; this module gathers them for the API. No zod
 * here (the request schema is `assessmentSubmission` in schemas/varicocele.ts). Where a
 * published scale exists it is used and cited (`sources`); the varicocele questionnaire is our
 * own and says it is not a diagnosis.
 */
import type { AssessmentDefinition, AssessmentType } from './varicocele-assessment-kit';
import { painAssessment } from './varicocele-assessment-pain';
import { spermCountAssessment } from './varicocele-assessment-sperm-count';
import { varicoceleAssessment } from './varicocele-assessment-varicocele';

export * from './varicocele-assessment-kit';
export { painAssessment, spermCountAssessment, varicoceleAssessment };
export { WHO_2021_LIMITS } from './varicocele-assessment-sperm-count';

export const assessmentDefinitions: Record<AssessmentType, AssessmentDefinition> = {
  varicocele: varicoceleAssessment,
  pain: painAssessment,
  sperm_count: spermCountAssessment,
};
