import { ButtonLink } from '../../shared/ui/button';
import { sitePath, useBrandSite } from '../brand-site';
import { PageIntro } from '../../shared/ui/page-intro';

export function Component() {
  const site = useBrandSite();
  return (
    <PageIntro
      eyebrow="Assessment"
      title="Your assessment result"
      actions={
        <ButtonLink to={sitePath(site, '/consult')} variant="secondary">
          Discuss it with a specialist
        </ButtonLink>
      }
    >
      <p>
        Your answers are summed up here in plain language, with a suggested next step. A result is a
        guide, not a diagnosis.
      </p>
    </PageIntro>
  );
}
