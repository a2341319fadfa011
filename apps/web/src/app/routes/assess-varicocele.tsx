import { varicoceleAssessment } from '@mhp/contract/varicocele-assessment-varicocele';
import { AssessmentPage } from '../../features/varicocele/components/assessment-page';
import { useBrandSite } from '../brand-site';

export function Component() {
  return <AssessmentPage definition={varicoceleAssessment} base={useBrandSite().base} />;
}
