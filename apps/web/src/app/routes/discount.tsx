import { ButtonLink } from '../../shared/ui/button';
import { sitePath, useBrandSite } from '../brand-site';
import { PageIntro } from '../../shared/ui/page-intro';

export function Component() {
  const site = useBrandSite();
  return (
    <PageIntro
      eyebrow="Offer"
      title="Your discount is ready"
      actions={<ButtonLink to={sitePath(site, '/shop')}>Shop briefs</ButtonLink>}
    >
      <p>
        Enter your promo code at checkout and the discount is taken off your order total before you
        pay.
      </p>
    </PageIntro>
  );
}
