import { ButtonLink } from '../../shared/ui/button';
import { shopLinks, useBrandSite } from '../brand-site';
import { PageIntro } from '../components/page-intro';

export function Component() {
  const site = useBrandSite();
  const shop = shopLinks(site);
  return (
    <PageIntro
      eyebrow="Your account"
      title="Order history"
      actions={
        shop && (
          <ButtonLink to={shop.shop} variant="secondary">
            Continue Shopping
          </ButtonLink>
        )
      }
    >
      <p>
        Every order you place while signed in is listed here with its status, so you can follow a
        delivery or find a past purchase.
      </p>
    </PageIntro>
  );
}
