import { useNavigate, useSearchParams } from 'react-router';
import { ConsultScheduler } from '../../features/varicocele/components/consult-scheduler';
import { ManageBooking } from '../../features/varicocele/components/manage-booking';
import { Fab } from '../../shared/ui/fab';
import { sitePath, useBrandSite } from '../brand-site';
import { InfoCard, PageIntro, PageSection } from '../../shared/ui/page-intro';
import { sendAbGoal } from '../../shared/lib/ab-goal';

const STEPS = [
  ['1. Choose a time', 'Pick a slot that suits you; times are shown in your own time zone.'],
  ['2. Tell us more', 'A short questionnaire helps your specialist prepare.'],
  ['3. Meet your specialist', 'Join the 30-minute video call from your phone or computer.'],
];

export function Component() {
  const site = useBrandSite();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const manageToken = params.get('booking');
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
          <ManageBooking token={manageToken} />
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
            <ConsultScheduler
              embed={site.config.consultEmbed}
              specialistId={params.get('specialist') ?? undefined}
              onBooked={() => {
                sendAbGoal('consult_booked');
                void navigate(sitePath(site, '/consult/success'));
              }}
            />
          </PageSection>
          <Fab
            label="Book a time"
            onClick={() =>
              document.getElementById('booking')?.scrollIntoView({ behavior: 'smooth' })
            }
          />
        </>
      )}
    </>
  );
}
