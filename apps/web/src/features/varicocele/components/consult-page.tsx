import { LazyBoundary } from '../../../shared/ui/lazy-boundary';
import { lazyPart } from '../../../shared/lib/lazy-part';
import { Fab } from '../../../shared/ui/fab';
import { InfoCard, PageIntro, PageSection } from '../../../shared/ui/page-intro';
import type { BookingConfirmation } from '../api/varicocele-api';
import type { ConsultEmbedConfig } from './consult-embed';
import { ConsultScheduler } from './consult-scheduler';

// Only the emailed cancel/move link (?booking=<token>) shows it: not part of a first visit.
const ManageBooking = lazyPart(
  () => import('./manage-booking'),
  (m) => m.ManageBooking,
);

const STEPS = [
  ['1. Choose a time', 'Pick a slot that suits you; times are shown in your own time zone.'],
  ['2. Tell us more', 'A short questionnaire helps your specialist prepare.'],
  ['3. Meet your specialist', 'Join the 30-minute video call from your phone or computer.'],
];

/**
 * /consult: how a consultation works, then the booking (the partner's widget when one is
 * configured, else ours); with the emailed link's `manageToken`, the booking to cancel or move.
 */
export function ConsultPage({
  embed,
  specialistId,
  manageToken,
  onBooked,
}: {
  embed?: ConsultEmbedConfig;
  /** Only this specialist's slots (from /consult?specialist=<id>). */
  specialistId?: string;
  manageToken: string | null;
  onBooked: (booking: BookingConfirmation) => void;
}) {
  return (
    <>
      <PageIntro eyebrow="Consultation" title="Talk to a varicocele specialist">
        <p>
          Book a private video consultation to discuss your symptoms, test results and treatment
          options. Not for emergencies: for sudden, severe pain get urgent care.
        </p>
      </PageIntro>
      {manageToken ? (
        <PageSection title="Manage your booking" id="booking">
          <LazyBoundary fallback={<p>Loading...</p>}>
            <ManageBooking token={manageToken} />
          </LazyBoundary>
        </PageSection>
      ) : (
        <>
          <PageSection title="How a consultation works" id="how">
            <ol className="grid gap-4 md:grid-cols-3">
              {STEPS.map(([title, text]) => (
                <li key={title}>
                  <InfoCard title={title!}>{text}</InfoCard>
                </li>
              ))}
            </ol>
          </PageSection>
          <PageSection title="Book a time" id="booking">
            <ConsultScheduler embed={embed} specialistId={specialistId} onBooked={onBooked} />
          </PageSection>
          <Fab
            label="Book a time"
            hideWhileVisible="booking"
            onClick={() =>
              document.getElementById('booking')?.scrollIntoView({ behavior: 'smooth' })
            }
          />
        </>
      )}
    </>
  );
}
