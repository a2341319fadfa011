import { ResetPasswordPage } from '../../features/account/components/reset-password-page';

export function Component() {
  return <ResetPasswordPage />;
}
