import { PageIntro } from '../../shared/ui/page-intro';

export function Component() {
  return (
    <PageIntro eyebrow="Your data" title="Your reports">
      <p>
        Every self-assessment you complete is saved here, so you and your specialist can see how
        your symptoms change over time.
      </p>
    </PageIntro>
  );
}
