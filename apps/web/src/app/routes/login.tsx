import { LoginPage } from '../../features/account/components/login-page';
import { hasRoute, signedInLanding, useBrandSite } from '../brand-site';

export function Component() {
  const site = useBrandSite();
  const { brand, config } = site;
  return (
    <LoginPage
      brandName={brand.name}
      socialLogin={config.socialLogin}
      canResetPassword={hasRoute(brand, '/reset-password')}
      landing={signedInLanding(site)}
    />
  );
}
