import { PageIntro } from '../components/page-intro';

export function Component() {
  return (
    <PageIntro eyebrow="Shop" title="More products">
      <p>
        Everyday essentials that complement your treatment, including supportive briefs designed for
        comfort during recovery.
      </p>
    </PageIntro>
  );
}
