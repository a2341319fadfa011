import { ChangePasswordPage } from '../../features/account/components/change-password-page';

export function Component() {
  return <ChangePasswordPage />;
}
