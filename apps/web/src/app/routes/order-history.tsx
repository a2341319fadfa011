import { OrderHistoryPage } from '../../features/checkout/components/order-history-page';
import { shopLinks, useBrandSite } from '../brand-site';

export function Component() {
  const shop = shopLinks(useBrandSite());
  return <OrderHistoryPage shopHref={shop?.shop ?? null} />;
}
