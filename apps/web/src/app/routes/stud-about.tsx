import { ButtonLink } from '../../shared/ui/button';
import { sitePath, useBrandSite } from '../brand-site';
import { InfoCard, PageIntro, PageSection } from '../../shared/ui/page-intro';

export function Component() {
  const site = useBrandSite();
  return (
    <>
      <PageIntro
        eyebrow="About"
        title="Underwear that takes support seriously"
        actions={<ButtonLink to={sitePath(site, '/shop')}>Shop briefs</ButtonLink>}
      >
        <p>
          Stud began with a simple complaint: supportive underwear was either tight everywhere or
          too hot to wear all day. So we made briefs that support where it counts and breathe
          everywhere else.
        </p>
      </PageIntro>
      <PageSection title="How we make them" id="approach">
        <ul className="grid gap-5 md:grid-cols-3">
          <li>
            <InfoCard title="Cut for support">
              A three-panel pouch that lifts rather than flattens, tested over long days on foot.
            </InfoCard>
          </li>
          <li>
            <InfoCard title="Chosen for comfort">
              Breathable modal-and-cotton knits and cooling meshes that dry fast.
            </InfoCard>
          </li>
          <li>
            <InfoCard title="Made to last">
              Flat seams, bonded hems and colours that hold up to many washes.
            </InfoCard>
          </li>
        </ul>
      </PageSection>
    </>
  );
}
