import { ButtonLink } from '../../shared/ui/button';
import { sitePath, useBrandSite } from '../brand-site';
import { PageIntro, PageSection } from '../components/page-intro';

export function Component() {
  const site = useBrandSite();
  return (
    <>
      <PageIntro
        eyebrow="Treatments"
        title="Treatment options, chosen with specialists"
        actions={
          <ButtonLink to={sitePath(site, '/consult')} variant="secondary">
            Not sure? Ask a specialist
          </ButtonLink>
        }
      >
        <p>
          Our guide, supplement kit and specialist consultation support men at every stage of a
          varicocele, from first symptoms to recovery after a procedure.
        </p>
      </PageIntro>
      {/* The treatment products of the catalogue go here. */}
      <PageSection title="All treatments" id="products">
        <p className="max-w-2xl text-text-muted">
          Each treatment page explains who it is for, what is included and how it fits with the care
          your doctor provides.
        </p>
      </PageSection>
    </>
  );
}
