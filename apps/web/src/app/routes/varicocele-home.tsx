import { FIXED_CATEGORY_IDS } from '@mhp/contract/constants';
import { FeaturedSlider } from '../../features/catalogue/components/slider-placeholder';
import { VaricoceleLanding } from '../../features/landing/components/varicocele-landing';
import { shopLinks, useBrandSite } from '../brand-site';

export function Component() {
  const links = shopLinks(useBrandSite());
  return (
    <VaricoceleLanding
      featured={
        links && (
          <FeaturedSlider
            category={FIXED_CATEGORY_IDS.treatments}
            linkOf={links.product}
            title="Treatment options"
            headingId="treatments-heading"
          />
        )
      }
    />
  );
}
