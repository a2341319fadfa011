import { useParams } from 'react-router';
import { ButtonLink } from '../../shared/ui/button';
import { shopLinks, useBrandSite } from '../brand-site';
import { PageIntro } from '../components/page-intro';

/** Turns a slug into a readable name until the product itself is loaded. */
function titleFromSlug(slug: string | undefined) {
  if (!slug) return 'Product';
  const words = slug.replace(/[-_]+/g, ' ').trim();
  return words ? words.charAt(0).toUpperCase() + words.slice(1) : 'Product';
}

export function Component() {
  const site = useBrandSite();
  const { productId } = useParams();
  const shop = shopLinks(site);
  return (
    <PageIntro
      eyebrow="Product"
      title={titleFromSlug(productId)}
      actions={
        shop && (
          <ButtonLink to={shop.shop} variant="secondary">
            Back to the shop
          </ButtonLink>
        )
      }
    >
      <p>
        Choose your options, check the size guide and add it to your cart. Prices include the
        discount shown.
      </p>
    </PageIntro>
  );
}
