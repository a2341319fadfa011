import { FIXED_CATEGORY_IDS } from '@mhp/contract/constants';
import { AbSlot } from '../../features/ab-test/components/ab-page';
import { FeaturedSlider } from '../../features/catalogue/components/slider-placeholder';
import { StudLanding } from '../../features/landing/components/stud-landing';
import { resolveLink, shopLinks, useBrandSite } from '../brand-site';
import { usePageHandle } from '../layout/brand-layout';

export function Component() {
  const site = useBrandSite();
  const links = shopLinks(site);
  return (
    <StudLanding
      variant={usePageHandle()?.variant ?? 'default'}
      varicocele={resolveLink(site, { label: 'Varicocele care', brand: 'varicocele' })}
      slot={(element, fallback, className) => (
        <AbSlot element={element} className={className}>
          {fallback}
        </AbSlot>
      )}
      featured={
        links && (
          <FeaturedSlider
            category={FIXED_CATEGORY_IDS.briefs}
            linkOf={links.product}
            title="Best sellers"
            headingId="best-sellers-heading"
          />
        )
      }
    />
  );
}
