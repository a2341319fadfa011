import { useLoaderData } from 'react-router';
import { OtpPage } from '../../features/account/components/otp-page';
import { signedInLanding, useBrandSite } from '../brand-site';
import type { GuardData } from '../guards';

export function Component() {
  return (
    <OtpPage user={useLoaderData<GuardData>().user} landing={signedInLanding(useBrandSite())} />
  );
}
