import type { ProductDetail } from '@mhp/contract/schemas/product';
import { productMetaDescription } from '@mhp/contract/page-shell';
import { useShopHead } from '../lib/head';
import { useProductJsonLd } from '../lib/product-json-ld';
import { ProductList } from './product-list';
import { ReviewList } from './review-list';
import { ShippingClaims } from './shipping-claims';
import { SizeGuide } from './size-guide';
import { ProductSlider } from './slider';

interface ProductDetailsProps {
  product: ProductDetail;
  showDescription: boolean;
  linkOf: (slug: string) => string;
  brandName: string;
}

/** The lower part of a product page: description, size guide, reviews and related products. */
export default function ProductDetails({
  product: base,
  showDescription,
  linkOf,
  brandName,
}: ProductDetailsProps) {
  // Title, Open Graph tags and JSON-LD: set once this chunk is in, right after the product.
  useShopHead(
    {
      title: base.name,
      description: productMetaDescription(showDescription ? base : { ...base, description: null }),
      image: base.images[0]?.url,
      type: 'product',
    },
    brandName,
  );
  useProductJsonLd(base);
  return (
    <>
      <div className="below-fold border-t border-border bg-surface-muted">
        <div className="mx-auto grid max-w-6xl gap-10 px-4 py-12 sm:px-6 lg:grid-cols-[1.4fr_1fr] lg:py-16">
          {showDescription && base.description && (
            <section aria-labelledby="description-heading">
              <h2 id="description-heading" className="text-2xl font-bold tracking-tight">
                About this product
              </h2>
              <div className="mt-4 max-w-prose text-text-muted">
                {base.description.split(/\n{2,}/).map((paragraph, i) => (
                  <p key={i} className="mt-3 first:mt-0">
                    {paragraph}
                  </p>
                ))}
              </div>
            </section>
          )}
          {!(showDescription && base.description) && 'Size' in base.attributes && (
            <section aria-labelledby="sizing-heading">
              <h2 id="sizing-heading" className="text-2xl font-bold tracking-tight">
                Find your size
              </h2>
              <p className="mt-4 max-w-prose text-text-muted">
                Measure around your natural waist, where the waistband sits, and pick the size whose
                range holds it. Every size is cut the same supportive way.
              </p>
              <div className="mt-5 rounded-2xl border border-border bg-surface p-5">
                <ShippingClaims />
              </div>
            </section>
          )}
          {'Size' in base.attributes ? (
            <div className="rounded-2xl bg-surface">
              <SizeGuide />
            </div>
          ) : (
            showDescription &&
            base.description && (
              <div className="self-start rounded-2xl border border-border bg-surface p-5">
                <h2 className="text-lg font-bold">Shipping</h2>
                <div className="mt-3">
                  <ShippingClaims />
                </div>
              </div>
            )
          )}
        </div>
      </div>

      <div className="below-fold mx-auto max-w-6xl px-4 py-12 sm:px-6 lg:py-16">
        <ReviewList reviews={base.reviews} rating={base.rating} />
      </div>

      <div className="below-fold border-t border-border">
        <div className="mx-auto max-w-6xl px-4 py-12 sm:px-6 lg:py-16">
          <ProductList
            category={base.category_id}
            linkOf={linkOf}
            title="You may also like"
            headingId="related-heading"
            Slider={ProductSlider}
            limit={10}
            exclude={base.id}
          />
        </div>
      </div>
    </>
  );
}
