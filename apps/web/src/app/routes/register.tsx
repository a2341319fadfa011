import { RegisterPage } from '../../features/account/components/register-page';
import { hasRoute, signedInLanding, useBrandSite } from '../brand-site';

export function Component() {
  const site = useBrandSite();
  const { brand, config } = site;
  return (
    <RegisterPage
      brandId={brand.id}
      socialLogin={config.socialLogin}
      canVerify={hasRoute(brand, '/otp')}
      landing={signedInLanding(site)}
    />
  );
}
