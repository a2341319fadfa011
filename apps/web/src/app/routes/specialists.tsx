import { ButtonLink } from '../../shared/ui/button';
import { sitePath, useBrandSite } from '../brand-site';
import { PageIntro } from '../../shared/ui/page-intro';

export function Component() {
  const site = useBrandSite();
  return (
    <PageIntro
      eyebrow="Support"
      title="Our specialists"
      actions={<ButtonLink to={sitePath(site, '/consult')}>Book a consultation</ButtonLink>}
    >
      <p>
        Meet the urologists and fertility specialists who answer your questions, review your
        assessments and run our consultations.
      </p>
    </PageIntro>
  );
}
