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
      <PageIntro eyebrow="Our specialist" title="The specialists behind our care">
        <p>
          Every treatment we offer is reviewed by specialists who focus on varicocele and male
          fertility. Book a video consultation with the one who suits you.
        </p>
      </PageIntro>
      <PageSection>
        <SpecialistList base={site.base} />
      </PageSection>
      <Fab label="Book a consultation" onClick={() => void navigate(sitePath(site, '/consult'))} />
    </>
  );
}
