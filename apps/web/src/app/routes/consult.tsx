import { useNavigate, useSearchParams } from 'react-router';
import { ConsultPage } from '../../features/varicocele/components/consult-page';
import { sendAbGoal } from '../../shared/lib/ab-goal';
import { sitePath, useBrandSite } from '../brand-site';

export function Component() {
  const site = useBrandSite();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  return (
    <ConsultPage
      embed={site.config.consultEmbed}
      specialistId={params.get('specialist') ?? undefined}
      manageToken={params.get('booking')}
      onBooked={() => {
        sendAbGoal('consult_booked');
        void navigate(sitePath(site, '/consult/success'));
      }}
    />
  );
}
