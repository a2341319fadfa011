import { RegisterPage } from '../../features/account/components/register-page';
import { hasRoute, useBrandSite } from '../brand-site';

export function Component() {
  const { brand, config } = useBrandSite();
  return (
    <RegisterPage
      brandId={brand.id}
      socialLogin={config.socialLogin}
      canVerify={hasRoute(brand, '/otp')}
    />
  );
}
