import { useSearchParams } from 'react-router';
import { InterviewForm } from '../../features/varicocele/components/interview-form';
import { PageIntro, PageSection } from '../../shared/ui/page-intro';

export function Component() {
  const token = useSearchParams()[0].get('token');
  return (
    <>
      <PageIntro eyebrow="Consultation" title="Before your consultation">
        <p>
          A few questions about your symptoms, history and goals. Your answers go only to your
          specialist and take about five minutes. You can save and finish later.
        </p>
      </PageIntro>
      <PageSection title="Your answers" id="interview">
        {token ? (
          <InterviewForm token={token} />
        ) : (
          <p>Please open this page from the link in your confirmation email.</p>
        )}
      </PageSection>
    </>
  );
}
