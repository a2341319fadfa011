import { useLoaderData } from 'react-router';
import { ProfilePage } from '../../features/account/components/profile-page';
import { hasRoute, useBrandSite } from '../brand-site';
import type { GuardData } from '../guards';

export function Component() {
  const { brand } = useBrandSite();
  return (
    <ProfilePage user={useLoaderData<GuardData>().user} hasPage={(path) => hasRoute(brand, path)} />
  );
}
