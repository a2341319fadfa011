import { CartPage } from '../../features/checkout/components/cart-page';
import { shopLinks, useBrandSite } from '../brand-site';

export function Component() {
  const site = useBrandSite();
  const shop = shopLinks(site);
  return <CartPage shopHref={shop?.shop ?? '/'} checkoutHref={shop?.checkout ?? '/checkout'} />;
}
