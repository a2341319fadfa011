import { LoginPage } from '../../features/account/components/login-page';
import { hasRoute, useBrandSite } from '../brand-site';

export function Component() {
  const { brand, config } = useBrandSite();
  return (
    <LoginPage
      brandName={brand.name}
      socialLogin={config.socialLogin}
      canResetPassword={hasRoute(brand, '/reset-password')}
    />
  );
}
