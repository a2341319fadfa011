import { SpecialistList } from '../../features/varicocele/components/specialist-list';
import { Fab } from '../../shared/ui/fab';
import { sitePath, useBrandSite } from '../brand-site';
import { PageIntro, PageSection } from '../../shared/ui/page-intro';
import { useNavigate } from 'react-router';

export function Component() {
  const site = useBrandSite();
  const navigate = useNavigate();
  return (
    <>
      <PageIntro eyebrow="Support" title="Our specialists">
        <p>
          Meet the urologists, radiologists and andrologists who run our consultations. Choose one
          to see only their free times.
        </p>
      </PageIntro>
      <PageSection>
        <SpecialistList base={site.base} />
      </PageSection>
      <Fab label="Book a consultation" onClick={() => void navigate(sitePath(site, '/consult'))} />
    </>
  );
}
