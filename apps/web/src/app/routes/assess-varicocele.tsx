import { PageIntro } from '../../shared/ui/page-intro';

export function Component() {
  return (
    <PageIntro eyebrow="Self-assessment" title="Could it be a varicocele?">
      <p>
        Ten short questions about what you notice and feel. In about two minutes you get a
        plain-language result and a suggested next step.
      </p>
    </PageIntro>
  );
}
