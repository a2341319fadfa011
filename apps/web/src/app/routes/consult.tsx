import { PageIntro, PageSection, InfoCard } from '../../shared/ui/page-intro';

export function Component() {
  return (
    <>
      <PageIntro eyebrow="Consultation" title="Talk to a varicocele specialist">
        <p>
          Book a private video consultation to discuss your symptoms, test results and treatment
          options. Appointments last about 30 minutes.
        </p>
      </PageIntro>
      <PageSection title="How a consultation works" id="how">
        <ol className="grid gap-4 md:grid-cols-3">
          <li>
            <InfoCard title="1. Choose a time">
              Pick a slot that suits you in the calendar.
            </InfoCard>
          </li>
          <li>
            <InfoCard title="2. Tell us more">
              A short questionnaire helps your specialist prepare.
            </InfoCard>
          </li>
          <li>
            <InfoCard title="3. Meet your specialist">
              Join the video call from your phone or computer.
            </InfoCard>
          </li>
        </ol>
      </PageSection>
    </>
  );
}
