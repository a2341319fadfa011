import { VaricoceleorgLanding } from '../../features/landing/components/varicoceleorg-landing';
import { resolveLink, useBrandSite } from '../brand-site';

export function Component() {
  const site = useBrandSite();
  return (
    <VaricoceleorgLanding
      consult={resolveLink(site, { label: 'Consult', brand: 'varicocele', to: '/consult' })}
    />
  );
}
