import { FIXED_PRODUCT_IDS } from '@mhp/contract/constants';
import { productQuery } from '../../features/catalogue/api/catalogue-api';
import { ReviewList } from '../../features/catalogue/components/review-list';
import { errorMessage } from '../../shared/api/http-client';
import { useApiQuery } from '../../shared/api/use-api-query';
import { Button, ButtonLink } from '../../shared/ui/button';
import { shopLinks, useBrandSite } from '../brand-site';
import { PageIntro } from '../../shared/ui/page-intro';

export function Component() {
  const site = useBrandSite();
  const links = shopLinks(site);
  const kit = useApiQuery(productQuery(FIXED_PRODUCT_IDS.treatment));
  return (
    <>
      <PageIntro
        eyebrow="Reviews"
        title="What our patients say"
        actions={
          links && kit.status === 'success' ? (
            <ButtonLink to={links.product(kit.data.slug)}>Shop the treatment kit</ButtonLink>
          ) : undefined
        }
      >
        <p>
          Honest reviews from men who used our treatments and consultations. Verified purchases are
          marked, and we publish critical reviews too.
        </p>
      </PageIntro>
      <div className="mx-auto max-w-6xl px-4 py-12 sm:px-6 sm:py-16">
        {kit.status === 'pending' && (
          <p role="status" className="text-text-muted">
            Loading...
          </p>
        )}
        {kit.status === 'error' && (
          <div role="alert">
            <p>{errorMessage(kit.error)}</p>
            <Button variant="secondary" className="mt-3" onClick={kit.refetch}>
              Try again
            </Button>
          </div>
        )}
        {kit.status === 'success' && (
          <ReviewList
            reviews={kit.data.reviews}
            rating={kit.data.rating}
            title={`${kit.data.name} reviews`}
          />
        )}
      </div>
    </>
  );
}
