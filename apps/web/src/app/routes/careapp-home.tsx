import { CareappLanding } from '../../features/landing/components/careapp-landing';
import { useBrandSite } from '../brand-site';

export function Component() {
  return <CareappLanding logoMark={useBrandSite().brand.logo.mark} />;
}
