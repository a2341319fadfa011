import { CheckoutPage } from '../../features/checkout/components/checkout-page';
import { shopLinks, sitePath, useBrandSite } from '../brand-site';

export function Component() {
  const site = useBrandSite();
  const shop = shopLinks(site);
  return (
    <CheckoutPage
      shopHref={shop?.shop ?? '/'}
      cartHref={shop?.cart ?? '/cart'}
      thankYouHref={(gateway) => sitePath(site, `/checkout/thankyou/${gateway}`)}
    />
  );
}
