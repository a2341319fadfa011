import { FIXED_PRODUCT_IDS } from '@mhp/contract/constants';
import { useParams } from 'react-router';
import { ProductView } from '../../features/catalogue/components/product-view';
import { shopLinks, useBrandSite } from '../brand-site';

export function Component() {
  const site = useBrandSite();
  const { productId = '' } = useParams();
  const links = shopLinks(site);
  if (!links) return null;
  return (
    <ProductView key={productId} productId={productId} brandName={site.brand.name} links={links} />
  );
}

/** stud's /shop/treatment: the fixed varicocele treatment kit, shown without its description. */
export function TreatmentComponent() {
  const site = useBrandSite();
  const links = shopLinks(site);
  if (!links) return null;
  return (
    <ProductView
      productId={FIXED_PRODUCT_IDS.treatment}
      brandName={site.brand.name}
      links={links}
      showDescription={false}
    />
  );
}
