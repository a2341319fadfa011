import { useLoaderData } from 'react-router';
import { OtpPage } from '../../features/account/components/otp-page';
import type { GuardData } from '../guards';

export function Component() {
  return <OtpPage user={useLoaderData<GuardData>().user} />;
}
