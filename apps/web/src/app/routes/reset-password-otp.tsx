import { ResetPasswordOtpPage } from '../../features/account/components/reset-password-otp-page';
import { hasRoute, useBrandSite } from '../brand-site';

export function Component() {
  return <ResetPasswordOtpPage canRestart={hasRoute(useBrandSite().brand, '/reset-password')} />;
}
