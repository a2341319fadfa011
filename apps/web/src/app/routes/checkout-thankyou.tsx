import { ButtonLink } from '../../shared/ui/button';
import { shopLinks, useBrandSite } from '../brand-site';
import { PageIntro } from '../components/page-intro';

export function Component() {
  const site = useBrandSite();
  const shop = shopLinks(site);
  return (
    <PageIntro
      eyebrow="Order placed"
      title="Thank you for your order"
      actions={
        shop && (
          <ButtonLink to={shop.shop} variant="secondary">
            Continue Shopping
          </ButtonLink>
        )
      }
    >
      <p>
        We are confirming your payment. A confirmation with your order number is on its way to your
        inbox.
      </p>
    </PageIntro>
  );
}
