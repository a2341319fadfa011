import { spermCountAssessment } from '@mhp/contract/varicocele-assessment-sperm-count';
import { AssessmentPage } from '../../features/varicocele/components/assessment-page';
import { useBrandSite } from '../brand-site';

export function Component() {
  return <AssessmentPage definition={spermCountAssessment} base={useBrandSite().base} />;
}
