import { AbSlot } from '../../features/ab-test/components/ab-page';
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
      // A/B-tested reassurance (ADR 019); brands without the test show nothing here.
      trust={
        <AbSlot
          element="trust"
          className="rounded-lg bg-surface-muted p-3 text-sm text-text-muted [&_strong]:text-text"
        >
          {null}
        </AbSlot>
      }
    />
  );
}
