import { FIXED_CATEGORY_IDS } from '@mhp/contract/constants';
import { ProductList } from '../../features/catalogue/components/product-list';
import { useShopHead } from '../../features/catalogue/lib/head';
import { shopLinks, useBrandSite } from '../brand-site';
import { PageIntro } from '../../shared/ui/page-intro';

const description =
  'Everyday essentials that complement your treatment, including supportive briefs designed for comfort during recovery.';

export function Component() {
  const site = useBrandSite();
  const links = shopLinks(site);
  useShopHead({}, site.brand.name);
  return (
    <>
      <PageIntro eyebrow="Shop" title="More products">
        <p>{description}</p>
      </PageIntro>
      <section className="mx-auto max-w-6xl px-4 py-12 sm:px-6 sm:py-16">
        {links && (
          <ProductList
            category={FIXED_CATEGORY_IDS.briefs}
            linkOf={links.product}
            title="Supportive briefs"
            headingId="products-heading"
          />
        )}
      </section>
    </>
  );
}
