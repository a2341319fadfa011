import { FIXED_CATEGORY_IDS, SHIPPING_CLAIMS } from '@mhp/contract/constants';
import { AbSlot } from '../../features/ab-test/components/ab-page';
import { ProductList } from '../../features/catalogue/components/product-list';
import { useShopHead } from '../../features/catalogue/lib/head';
import { shopLinks, sitePath, useBrandSite } from '../brand-site';
import { PageIntro } from '../../shared/ui/page-intro';
import { usePageHandle } from '../layout/brand-layout';
import { ButtonLink } from '../../shared/ui/button';

const { usCanada, worldwide } = SHIPPING_CLAIMS;

const intros = {
  default: 'Supportive briefs for every day',
  a: 'Cooler, supportive briefs',
  b: 'Find your everyday brief',
};

const description = `Breathable, supportive briefs in sizes XXS to XXXL. Free shipping in ${usCanada.minBusinessDays}-${usCanada.maxBusinessDays} business days in the US and Canada, ${worldwide.minBusinessDays}-${worldwide.maxBusinessDays} business days worldwide.`;

export function Component() {
  const site = useBrandSite();
  const variant = usePageHandle()?.variant ?? 'default';
  const links = shopLinks(site);
  useShopHead({}, site.brand.name);
  return (
    <>
      {/* stud's A/B-tested shop banner (ADR 019): the default keeps its place while it loads. */}
      {site.brand.id === 'stud' ? (
        <AbSlot
          element="banner"
          className="bg-accent px-4 py-2.5 text-center text-sm font-semibold text-accent-contrast"
        >
          <p>
            Free shipping in the US and Canada: delivered in {usCanada.minBusinessDays}–
            {usCanada.maxBusinessDays} business days.
          </p>
        </AbSlot>
      ) : null}
      <PageIntro
        eyebrow="Shop"
        title={intros[variant]}
        actions={
          <ButtonLink to={sitePath(site, '/shop/treatment')} variant="secondary">
            Varicocele treatment kit
          </ButtonLink>
        }
      >
        <p>{description}</p>
      </PageIntro>
      <section className="mx-auto max-w-6xl px-4 py-12 sm:px-6 sm:py-16">
        {links && (
          <ProductList
            category={FIXED_CATEGORY_IDS.briefs}
            linkOf={links.product}
            title="All briefs"
            headingId="products-heading"
            placeholders={6}
          />
        )}
      </section>
    </>
  );
}
