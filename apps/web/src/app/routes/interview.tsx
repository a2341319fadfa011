import { PageIntro } from '../../shared/ui/page-intro';

export function Component() {
  return (
    <PageIntro eyebrow="Consultation" title="Before your consultation">
      <p>
        A few questions about your symptoms, history and goals. Your answers go only to your
        specialist and take about five minutes.
      </p>
    </PageIntro>
  );
}
