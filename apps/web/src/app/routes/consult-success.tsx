import { ButtonLink } from '../../shared/ui/button';
import { sitePath, useBrandSite } from '../brand-site';
import { PageIntro } from '../../shared/ui/page-intro';

export function Component() {
  const site = useBrandSite();
  return (
    <PageIntro
      eyebrow="Consultation"
      title="Your consultation is booked"
      actions={
        <ButtonLink to={sitePath(site, '/interview')}>
          Answer the pre-consultation questions
        </ButtonLink>
      }
    >
      <p>
        We have emailed you the date, time and video link. Answering a few questions beforehand lets
        your specialist make the most of your time together.
      </p>
    </PageIntro>
  );
}
