import { resolveBrand, type BrandId } from '@mhp/contract/brands';
import { FIXED_PRODUCT_IDS } from '@mhp/contract/constants';
import {
  matchProductPath,
  PRODUCT_ROUTE_MODULE,
  productMetaDescription,
  productPageDataKey,
} from '@mhp/contract/page-shell';
import { SHOP_PATHS } from '@mhp/contract/shop-paths';
import type { ProductDetail } from '@mhp/contract/schemas/product';
import type { Database } from '../../db/client';
import { HttpError } from '../../lib/http-error';
import type { PageHints, PageHintsProvider } from '../../plugins/app-shell';
import type { CachedBody } from './catalogue-cache';
import { createCatalogueService } from './catalogue-service';

/**
 * Product pages get their product in the HTML: the detail answer (from the catalogue cache)
 * as page data, the main image preloaded, the route's code modulepreloaded, and the product's
 * own title and description for link previews. An unknown product's page answers 404 (the app
 * shows its own not-found message).
 */
export function productPageHints(deps: {
  db: Database;
  brandHosts: Record<string, BrandId>;
}): PageHintsProvider {
  const service = createCatalogueService(deps.db);
  // Parsed once per cached answer, dropped with it.
  const parsed = new WeakMap<CachedBody, ProductDetail>();

  return async ({ pathname, host }) => {
    const match = matchProductPath(pathname);
    if (!match) return null;
    const { nestedBrand, segment } = match;
    const hostBrand = resolveBrand(host, deps.brandHosts);
    const shopBrand = hostBrand === 'generic' ? nestedBrand : nestedBrand ? undefined : hostBrand;
    if (shopBrand !== 'stud' && shopBrand !== 'varicocele') return null;
    if ((SHOP_PATHS.listingSegments as readonly string[]).includes(segment)) return null;

    const idOrSlug = decodeURIComponent(segment);
    const isTreatment = shopBrand === 'stud' && idOrSlug === SHOP_PATHS.treatmentSegment;
    const productId = isTreatment ? FIXED_PRODUCT_IDS.treatment : idOrSlug;

    let cached: CachedBody;
    try {
      cached = await service.productDetail(productId, undefined);
    } catch (error) {
      // The app shows its "We couldn't find this product" page; crawlers get a real 404.
      if (error instanceof HttpError && error.statusCode === 404) {
        return { status: 404, routeModule: PRODUCT_ROUTE_MODULE };
      }
      throw error;
    }
    let product = parsed.get(cached);
    if (!product) parsed.set(cached, (product = JSON.parse(cached.body) as ProductDetail));

    const hints: PageHints = {
      title: product.name,
      description: productMetaDescription(
        isTreatment ? { name: product.name, description: null } : product,
      ),
      image: product.images[0]?.url ?? product.thumbnail?.url,
      openGraphType: 'product',
      routeModule: PRODUCT_ROUTE_MODULE,
      data: { key: productPageDataKey(productId), json: cached.body },
    };
    return hints;
  };
}
