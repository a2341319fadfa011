import { ButtonLink } from '../../shared/ui/button';
import { sitePath, useBrandSite } from '../brand-site';
import { PageIntro } from '../../shared/ui/page-intro';

export function Component() {
  const site = useBrandSite();
  return (
    <PageIntro
      eyebrow="Treatment plan"
      title="Your varicocele plan, step by step"
      actions={
        <>
          <ButtonLink to={sitePath(site, '/assess-varicocele')}>
            Start with the assessment
          </ButtonLink>
          <ButtonLink to={sitePath(site, '/treatments')} variant="secondary">
            See treatments
          </ButtonLink>
        </>
      }
    >
      <p>
        Start with a two-minute self-assessment, talk it through with a specialist and follow a plan
        that fits your symptoms and goals.
      </p>
    </PageIntro>
  );
}
