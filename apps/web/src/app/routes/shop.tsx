import { PageIntro, PageSection } from '../components/page-intro';

export function Component() {
  return (
    <>
      <PageIntro eyebrow="Shop" title="Supportive briefs for every day">
        <p>
          Breathable, supportive briefs in sizes XXS to XXXL. Free shipping in 3–5 business days in
          the US and Canada, 9–15 business days worldwide.
        </p>
      </PageIntro>
      {/* The product list of the catalogue goes here. */}
      <PageSection title="All briefs" id="products">
        <p className="max-w-2xl text-text-muted">
          Pick a style to see its colours and sizes; every pair is made to the same supportive cut.
        </p>
      </PageSection>
    </>
  );
}
