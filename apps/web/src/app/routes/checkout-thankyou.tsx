import { useParams, useSearchParams } from 'react-router';
import { ThankYouPage } from '../../features/checkout/components/thank-you-page';
import { shopLinks, useBrandSite } from '../brand-site';

export function Component() {
  const site = useBrandSite();
  const shop = shopLinks(site);
  const { paymentGateway } = useParams();
  const [search] = useSearchParams();
  return (
    <ThankYouPage
      gateway={paymentGateway}
      paymentId={search.get('payment_id')}
      shopHref={shop?.shop ?? '/'}
      checkoutHref={shop?.checkout ?? '/checkout'}
    />
  );
}
