import { painAssessment } from '@mhp/contract/varicocele-assessment-pain';
import { AssessmentPage } from '../../features/varicocele/components/assessment-page';
import { useBrandSite } from '../brand-site';

export function Component() {
  return <AssessmentPage definition={painAssessment} base={useBrandSite().base} />;
}
