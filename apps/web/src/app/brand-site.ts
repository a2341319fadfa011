import { createContext, useContext } from 'react';
import { GENERIC_HOST_BRAND } from '@mhp/contract/brands';
import type { BrandId, HostBrand } from '@mhp/contract/brands';
import type { BrandConfig, BrandLink, BrandRoute, PageKey } from '../brands/brand';
import { loadedBrands } from '../brands/registry';
import type { RuntimeConfig } from './public-config';

/**
 * One brand as mounted in the route tree: on its own host at `/` (and `/ab_test`), or on the
 * generic host at `/`, `/stud`, `/ab_test/stud`, ...
 */
export interface BrandSite {
  brand: BrandConfig;
  /** What the current host shows. */
  hostBrand: HostBrand;
  /** Path prefix of the brand's pages: '', '/stud', '/ab_test', '/ab_test/stud'. */
  base: string;
  /** Mounted under the /ab_test prefix (A/B preview). */
  abTest: boolean;
  config: RuntimeConfig;
  /** The browser's location when the tree was built; injectable for tests. */
  location: Pick<Location, 'protocol' | 'port'>;
}

/**
 * The sites a host serves, in the order their route trees are mounted, among the brands whose
 * files are loaded (`loadBrands`): a brand host's own brand; on the generic host careapp at
 * the root and every other brand under `/{id}`. `only` limits the list to some brands.
 */
export function sitesForHost(
  hostBrand: HostBrand,
  config: RuntimeConfig,
  location: BrandSite['location'] = window.location,
  only?: readonly BrandId[],
): BrandSite[] {
  const mounted: { brand: BrandConfig; prefix: string }[] = loadedBrands()
    .filter(
      (brand) =>
        (hostBrand === 'generic' || brand.id === hostBrand) && (!only || only.includes(brand.id)),
    )
    .map((brand) => ({
      brand,
      prefix: hostBrand === 'generic' && brand.id !== GENERIC_HOST_BRAND ? `/${brand.id}` : '',
    }));
  return mounted.flatMap(({ brand, prefix }) =>
    [false, true].map((abTest) => ({
      brand,
      hostBrand,
      base: `${abTest ? '/ab_test' : ''}${prefix}`,
      abTest,
      config,
      location,
    })),
  );
}

/** `path` ('/shop', '/', '/terms#x') inside the site: '/stud/shop', '/stud', ... */
export function sitePath(site: Pick<BrandSite, 'base'>, path: string): string {
  if (path === '/' || path === '') return site.base || '/';
  return `${site.base}${path}`;
}

export interface ResolvedLink {
  href: string;
  /** A page of this app on the same host (router link) rather than another site. */
  internal: boolean;
}

/**
 * Where a menu or footer link goes. Links to another brand go to that brand's configured host
 * (same scheme and port as this page); on the generic host, and for a brand without a host of
 * its own, to its nested prefix on the generic host.
 */
export function resolveLink(site: BrandSite, link: BrandLink): ResolvedLink {
  const path = link.to ?? '/';
  if (!('brand' in link) || link.brand === site.brand.id) {
    return { href: sitePath(site, path), internal: true };
  }
  const target = link.brand;
  const nested = target === GENERIC_HOST_BRAND ? '' : `/${target}`;
  if (site.hostBrand === 'generic') {
    return { href: sitePath({ base: nested }, path), internal: true };
  }
  const host = hostOf(site.config.brandHosts, target);
  if (host) {
    const port = site.location.port ? `:${site.location.port}` : '';
    return { href: `${site.location.protocol}//${host}${port}${path}`, internal: false };
  }
  return { href: `${site.config.publicUrl}${sitePath({ base: nested }, path)}`, internal: false };
}

/** The first host the map gives `brand` (careapp's are generic hosts). */
function hostOf(hostMap: Record<string, BrandId>, brand: BrandId): string | undefined {
  return Object.entries(hostMap).find(([, id]) => id === brand)?.[0];
}

export interface ShopLinks {
  shop: string;
  cart: string;
  checkout: string;
  /** `{prefix}/shop/{slug}` (spec section 2). */
  product: (slug: string) => string;
}

/** The shop's links inside the site (prefix included); null for brands without a shop. */
export function shopLinks(site: Pick<BrandSite, 'base' | 'brand'>): ShopLinks | null {
  const shop = site.brand.shop;
  if (!shop) return null;
  return {
    shop: sitePath(site, shop.shop),
    cart: sitePath(site, shop.cart),
    checkout: sitePath(site, shop.checkout),
    product: (slug) => sitePath(site, `${shop.shop}/${encodeURIComponent(slug)}`),
  };
}

/** Whether the brand has a page at `path` (relative to its root). */
/** Where a sign-in ends without a return path, inside the brand: its `landing` or /profile. */
export function signedInLanding(site: Pick<BrandSite, 'base' | 'brand'>): string {
  return sitePath(site, site.brand.landing ?? '/profile');
}

export function hasRoute(brand: BrandConfig, path: string): boolean {
  return brand.routes.some((route) => route.path === path);
}

/** What a page route tells the layout; read from the deepest match's `handle`. */
export type PageHandle = Omit<BrandRoute, 'path' | 'page'> & {
  page: PageKey | 'not-found';
};

export const BrandSiteContext = createContext<BrandSite | null>(null);

/** The brand site of the page being shown. */
export function useBrandSite(): BrandSite {
  const site = useContext(BrandSiteContext);
  if (!site) throw new Error('useBrandSite must be used inside a brand layout');
  return site;
}

/** Like useBrandSite, but null outside a brand layout (error pages). */
export function useOptionalBrandSite(): BrandSite | null {
  return useContext(BrandSiteContext);
}
