import { ButtonLink } from '../../shared/ui/button';
import { sitePath, useBrandSite } from '../brand-site';
import { PageIntro } from '../../shared/ui/page-intro';

export function Component() {
  const site = useBrandSite();
  return (
    <PageIntro
      eyebrow="Our specialist"
      title="Led by a varicocele specialist"
      actions={<ButtonLink to={sitePath(site, '/consult')}>Book a consultation</ButtonLink>}
    >
      <p>
        Our care is led by a urologist who focuses on varicocele and male fertility, and who reviews
        every treatment we offer.
      </p>
    </PageIntro>
  );
}
