import { FIXED_CATEGORY_IDS } from '@mhp/contract/constants';
import { ProductList } from '../../features/catalogue/components/product-list';
import { ShippingClaims } from '../../features/catalogue/components/shipping-claims';
import { useShopHead } from '../../features/catalogue/lib/head';
import { ButtonLink } from '../../shared/ui/button';
import { shopLinks, sitePath, useBrandSite } from '../brand-site';
import { PageIntro } from '../../shared/ui/page-intro';

const description =
  'Our guide, supplement kit and specialist consultation support men at every stage of a varicocele, from first symptoms to recovery after a procedure.';

export function Component() {
  const site = useBrandSite();
  const links = shopLinks(site);
  useShopHead({}, site.brand.name);
  return (
    <>
      <PageIntro
        eyebrow="Treatments"
        title="Treatment options, chosen with specialists"
        actions={
          <ButtonLink to={sitePath(site, '/consult')} variant="secondary">
            Not sure? Ask a specialist
          </ButtonLink>
        }
      >
        <p>{description}</p>
      </PageIntro>
      <section className="mx-auto max-w-6xl px-4 py-12 sm:px-6 sm:py-16">
        {links && (
          <ProductList
            category={FIXED_CATEGORY_IDS.treatments}
            linkOf={links.product}
            title="All treatments"
            headingId="products-heading"
          />
        )}
        <p className="mt-8 max-w-2xl text-text-muted">
          Each treatment page explains who it is for, what is included and how it fits with the care
          your doctor provides.
        </p>
        <div className="mt-6 rounded-2xl border border-border bg-surface-muted p-5">
          <ShippingClaims />
        </div>
      </section>
    </>
  );
}
