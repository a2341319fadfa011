import { PageIntro } from '../../shared/ui/page-intro';

export function Component() {
  return (
    <PageIntro eyebrow="Self-assessment" title="How much does it hurt?">
      <p>
        Describe when the discomfort starts, how long it lasts and what eases it. Your result helps
        a specialist understand your pain.
      </p>
    </PageIntro>
  );
}
