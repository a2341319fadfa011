import { InfoCard, PageIntro, PageSection } from '../../shared/ui/page-intro';

export function Component() {
  return (
    <>
      <PageIntro eyebrow="About" title="Clear information, no sales pitch">
        <p>
          Varicocele.org explains a common condition in plain language, so men and their partners
          can understand their options and make decisions with their doctor.
        </p>
      </PageIntro>
      <PageSection title="How we write" id="principles">
        <ul className="grid gap-5 md:grid-cols-3">
          <li>
            <InfoCard title="Evidence first">
              Every article is based on clinical guidelines and peer-reviewed research.
            </InfoCard>
          </li>
          <li>
            <InfoCard title="Plain language">
              We explain medical terms the first time we use them and keep sentences short.
            </InfoCard>
          </li>
          <li>
            <InfoCard title="Kept up to date">
              Pages are reviewed regularly and corrected when the evidence changes.
            </InfoCard>
          </li>
        </ul>
      </PageSection>
    </>
  );
}
