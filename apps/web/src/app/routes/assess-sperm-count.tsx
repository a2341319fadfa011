import { PageIntro } from '../../shared/ui/page-intro';

export function Component() {
  return (
    <PageIntro eyebrow="Self-assessment" title="Check in on your fertility">
      <p>
        A few questions about your health, lifestyle and any test results help estimate whether a
        semen analysis is worth discussing with a doctor.
      </p>
    </PageIntro>
  );
}
