import { FIXED_PRODUCT_IDS } from '@mhp/contract/constants';
import { apiRoutes } from '@mhp/contract/api-routes';
import type { ParsedRequestOf, ResponseOf } from '@mhp/contract/route';
import type { Database } from '../../db/client';
import { badRequest, notFound } from '../../lib/http-error';
import { catalogueCacheFor, type CachedBody } from './catalogue-cache';
import { createCatalogueRepo, type CategoryRow } from './catalogue-repo';
import { presentCard, presentDetail, presentSummary } from './product-presenter';
import { checkSelection, type Selection } from '@mhp/contract/product-selection';
import { matchVariants, productOptions } from './product-selection';

type Routes = typeof apiRoutes;
type ListQuery = ParsedRequestOf<Routes['productsList']>['query'];
type DetailBody = ParsedRequestOf<Routes['productsDetail']>['body'];
type RecommendedQuery = ParsedRequestOf<Routes['recommendedProducts']>['query'];
type CatalogueQuery = ParsedRequestOf<Routes['productsCatalogue']>['query'];

/** The product page lists the newest reviews; the rating still counts all of them. */
const DETAIL_REVIEWS = 50;

/**
 * Catalogue reads. Every answer goes through the catalogue cache, keyed by everything that
 * shapes it, and comes back serialized with its ETag; invalidateCatalogue() drops them all.
 */
export function createCatalogueService(db: Database) {
  const repo = createCatalogueRepo(db);
  const cache = catalogueCacheFor(db);

  async function categoryOrThrow(idOrSlug: string): Promise<CategoryRow> {
    const category = await repo.findCategory(idOrSlug);
    if (!category) throw notFound(`There is no category "${idOrSlug}".`);
    return category;
  }

  async function productOrThrow(idOrSlug: string) {
    const product = await repo.findPublishedProduct(idOrSlug);
    if (!product) throw notFound(`There is no product "${idOrSlug}".`);
    return product;
  }

  async function detail(
    idOrSlug: string,
    body: DetailBody,
  ): Promise<ResponseOf<Routes['productsDetail']>> {
    const product = await productOrThrow(idOrSlug);
    if (body?.productId && body.productId !== product.id && body.productId !== product.slug) {
      throw badRequest('The body names a different product than the path.', {
        productId: [`Expected "${idOrSlug}", the product of the path.`],
      });
    }
    const { selected, errors } = checkSelection(productOptions(product), body?.attribute ?? {});
    if (Object.keys(errors).length > 0) {
      throw badRequest(
        'Some chosen options are not valid for this product.',
        Object.fromEntries(
          Object.entries(errors).map(([name, list]) => [`attribute.${name}`, list]),
        ),
      );
    }
    const [[bundle], reviews, rating] = await Promise.all([
      repo.bundles([product]),
      repo.latestReviews(product.id, DETAIL_REVIEWS),
      repo.rating(product.id),
    ]);
    if (!bundle) throw new Error('bundle of a loaded product is missing');
    const match = matchVariants(product, bundle.variants, selected);
    return presentDetail(bundle, { selected, ...match }, { reviews, rating });
  }

  return {
    /** `origin` makes next/previous absolute, as the contract's paged envelope has them. */
    productsList(query: ListQuery, origin: string): Promise<CachedBody> {
      const key = `list|${origin}|${query.category ?? ''}|${query.page}|${query.limit}|${query.sort}`;
      return cache.serve(key, apiRoutes.productsList.response, async () => {
        const category = query.category ? await categoryOrThrow(query.category) : undefined;
        const offset = (query.page - 1) * query.limit;
        const page = await repo.pageProducts({
          categoryId: category?.id,
          sort: query.sort,
          limit: query.limit,
          offset,
        });
        const pageUrl = (n: number) => {
          const params = new URLSearchParams({
            ...(query.category ? { category: query.category } : {}),
            page: String(n),
            limit: String(query.limit),
            sort: query.sort,
          });
          return `${origin}${apiRoutes.productsList.path}?${params}`;
        };
        return {
          count: page.count,
          next: offset + query.limit < page.count ? pageUrl(query.page + 1) : null,
          previous:
            query.page > 1
              ? pageUrl(Math.min(query.page - 1, lastPage(page.count, query.limit)))
              : null,
          results: (await repo.bundles(page.rows)).map(presentSummary),
        };
      });
    },

    productDetail(idOrSlug: string, body: DetailBody): Promise<CachedBody> {
      const key = `detail|${idOrSlug}|${body?.productId ?? ''}|${selectionKey(body?.attribute)}`;
      return cache.serve(key, apiRoutes.productsDetail.response, () => detail(idOrSlug, body));
    },

    mainProduct(): Promise<CachedBody> {
      return cache.serve('main', apiRoutes.mainProduct.response, () =>
        detail(FIXED_PRODUCT_IDS.main, undefined),
      );
    },

    recommended(query: RecommendedQuery): Promise<CachedBody> {
      const key = `recommended|${query.productId ?? ''}|${query.category ?? ''}|${query.limit}`;
      return cache.serve(key, apiRoutes.recommendedProducts.response, async () => {
        const product = query.productId ? await productOrThrow(query.productId) : undefined;
        const category = query.category ? await categoryOrThrow(query.category) : undefined;
        const rows = await repo.recommend({
          excludeId: product?.id,
          preferCategoryId: category?.id ?? product?.categoryId,
          limit: query.limit,
        });
        return (await repo.bundles(rows)).map(presentCard);
      });
    },

    catalogue(query: CatalogueQuery): Promise<CachedBody> {
      const ids = query.category_ids ? [...new Set(query.category_ids.split(','))] : undefined;
      const key = `catalogue|${ids?.join(',') ?? '*'}|${query.limit}`;
      return cache.serve(key, apiRoutes.productsCatalogue.response, async () => {
        const found = await repo.listCategories(ids);
        const missing = ids?.filter((id) => !found.some((c) => c.id === id)) ?? [];
        if (missing.length > 0) throw notFound(`There is no category "${missing.join('", "')}".`);
        const rows = await repo.topProductsByCategory(
          found.map((c) => c.id),
          query.limit,
        );
        const summaries = (await repo.bundles(rows)).map(presentSummary);
        return Object.fromEntries(
          found.map((c) => [
            c.id,
            {
              category_id: c.id,
              name: c.name,
              slug: c.slug,
              products: summaries.filter((p) => p.category_id === c.id),
            },
          ]),
        );
      });
    },
  };
}

/** A page past the end links back to the last page that has results. */
function lastPage(count: number, limit: number): number {
  return Math.max(1, Math.ceil(count / limit));
}

/** Same selection, same key, whatever the order of names and values. */
function selectionKey(selection: Selection | undefined): string {
  if (!selection) return '';
  return JSON.stringify(
    Object.keys(selection)
      .sort()
      .map((name) => [name, [...(selection[name] ?? [])].sort()]),
  );
}
