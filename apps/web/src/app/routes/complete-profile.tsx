import { CompleteProfilePage } from '../../features/health-profile/components/complete-profile-page';
import { useBrandSite } from '../brand-site';

export function Component() {
  return <CompleteProfilePage brandName={useBrandSite().brand.name} />;
}
