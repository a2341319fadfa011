import { ButtonLink } from '../../shared/ui/button';
import { useCartCount } from '../../features/cart/api/cart-count';
import { shopLinks, useBrandSite } from '../brand-site';
import { PageIntro } from '../components/page-intro';

export function Component() {
  const site = useBrandSite();
  const count = useCartCount();
  const shop = shopLinks(site);
  const items = count === 1 ? '1 item' : `${count} items`;
  return (
    <PageIntro
      eyebrow="Cart"
      title="Your cart"
      actions={
        shop && (
          <>
            {count > 0 && <ButtonLink to={shop.checkout}>Go to checkout</ButtonLink>}
            <ButtonLink to={shop.shop} variant="secondary">
              Continue Shopping
            </ButtonLink>
          </>
        )
      }
    >
      <p role="status">
        {count > 0
          ? `You have ${items} in your cart. Review them, then check out securely.`
          : 'Your cart is empty. Items you add from the shop appear here, ready for checkout.'}
      </p>
    </PageIntro>
  );
}
