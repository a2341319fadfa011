import { BookingSuccess } from '../../features/varicocele/components/booking-success';
import { useBrandSite } from '../brand-site';
import { PageIntro, PageSection } from '../../shared/ui/page-intro';

export function Component() {
  return (
    <>
      <PageIntro eyebrow="Consultation" title="Your consultation is booked">
        <p>
          We have emailed you the confirmation with a calendar file. Answering a few questions
          beforehand lets your specialist make the most of your time together.
        </p>
      </PageIntro>
      <PageSection title="Summary" id="summary">
        <BookingSuccess base={useBrandSite().base} />
      </PageSection>
    </>
  );
}
