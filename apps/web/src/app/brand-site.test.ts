import { brandIds } from '@mhp/contract/brands';
import type { BrandId } from '@mhp/contract/brands';
import { describe, expect, it } from 'vitest';
import { pageKeys } from '../brands/brand';
import type { BrandConfig } from '../brands/brand';
import { loadBrands } from '../brands/registry';
import { resolveLink, shopLinks, sitePath, sitesForHost } from './brand-site';
import { fallbackConfig } from './public-config';

const brands = Object.fromEntries(
  (await loadBrands(brandIds)).map((brand) => [brand.id, brand]),
) as Record<BrandId, BrandConfig>;

const location = { protocol: 'https:', port: '' };
const config = {
  publicUrl: 'https://menshealth.example',
  brandHosts: { 'shop.example': 'stud', 'info.example': 'varicoceleorg' } as const,
};

describe('brands', () => {
  it('has one config per brand id, each with unique paths and known pages', () => {
    expect(Object.keys(brands).sort()).toEqual([...brandIds].sort());
    for (const brand of Object.values(brands)) {
      const paths = brand.routes.map((route) => route.path);
      expect(new Set(paths).size, brand.id).toBe(paths.length);
      for (const route of brand.routes) expect(pageKeys).toContain(route.page);
    }
  });

  it('lists every route of spec section 2', () => {
    const paths = (id: keyof typeof brands) => brands[id].routes.map((route) => route.path).sort();
    expect(paths('careapp')).toEqual(
      [
        '/',
        '/login',
        '/register',
        '/otp',
        '/reset-password',
        '/reset-password-otp',
        '/profile',
        '/order-history',
        '/contact',
        '/terms',
        '/complete-profile',
        '/app',
        '/app/:slug',
        '/my-health',
      ].sort(),
    );
    expect(paths('stud')).toEqual(
      [
        '/',
        '/a',
        '/b',
        '/shop',
        '/shop/a',
        '/shop/b',
        '/shop/treatment',
        '/shop/:productId',
        '/contact',
        '/discount',
        '/checkout',
        '/checkout/a',
        '/checkout/b',
        '/checkout/thankyou/:paymentGateway',
        '/terms',
        '/cart',
        '/cart/a',
        '/cart/b',
        '/manage-communications',
        '/complete-profile',
        '/order-history',
        '/login',
        '/reset-password',
        '/reset-password-otp',
        '/register',
        '/otp',
        '/profile',
        '/change-password',
        '/about',
      ].sort(),
    );
    expect(paths('varicocele')).toEqual(
      [
        '/',
        '/checkout/thankyou/:paymentGateway',
        '/treatments',
        '/reviews',
        '/more-products',
        '/consult',
        '/our-specialist',
        '/contact',
        '/100tt',
        '/assess-varicocele',
        '/assess-pain',
        '/assess-sperm-count',
        '/shop',
        '/shop/:productId',
        '/cart',
        '/checkout',
        '/terms',
        '/data/assessment',
        '/data/reports',
        '/order-history',
        '/login',
        '/reset-password',
        '/reset-password-otp',
        '/register',
        '/otp',
        '/profile',
        '/change-password',
        '/consult/success',
        '/interview',
        '/support/specialists',
      ].sort(),
    );
    expect(paths('varicoceleorg')).toEqual(
      ['/', '/contact', '/login', '/register', '/terms', '/profile', '/about'].sort(),
    );
  });

  it('guards exactly the pages spec section 2 names, the reports issue 12 adds and My health (issue 11)', () => {
    for (const brand of Object.values(brands)) {
      const guarded = Object.fromEntries(
        brand.routes.filter((route) => route.guard).map((route) => [route.path, route.guard]),
      );
      const expected = Object.fromEntries(
        Object.entries({
          '/order-history': 'user',
          '/change-password': 'user',
          '/profile': 'user',
          '/otp': 'otp',
          '/login': 'guest',
          '/register': 'guest',
          // A user's own assessment reports (varicocele; issue 12).
          '/data/assessment': 'user',
          '/data/reports': 'user',
          // The user's health record (careapp; issue 11).
          '/my-health': 'user',
        }).filter(([path]) => brand.routes.some((route) => route.path === path)),
      );
      expect(guarded, brand.id).toEqual(expected);
    }
  });
});

describe('sitesForHost', () => {
  it('mounts one brand at / and /ab_test on its own host', () => {
    const sites = sitesForHost('stud', config, location);
    expect(sites.map((site) => [site.brand.id, site.base])).toEqual([
      ['stud', ''],
      ['stud', '/ab_test'],
    ]);
  });

  it('mounts careapp at the root of the generic host and nests the others', () => {
    const sites = sitesForHost('generic', config, location);
    expect(sites.map((site) => site.base)).toEqual([
      '',
      '/ab_test',
      '/stud',
      '/ab_test/stud',
      '/varicocele',
      '/ab_test/varicocele',
      '/varicoceleorg',
      '/ab_test/varicoceleorg',
    ]);
  });
});

describe('resolveLink', () => {
  const [stud] = sitesForHost('stud', config, location);
  const [careapp, , nestedStud] = sitesForHost('generic', config, location);

  it('builds paths inside the site', () => {
    expect(sitePath({ base: '' }, '/')).toBe('/');
    expect(sitePath({ base: '/stud' }, '/')).toBe('/stud');
    expect(sitePath({ base: '/ab_test/stud' }, '/shop/classic')).toBe('/ab_test/stud/shop/classic');
  });

  it('sends links to another brand to its configured host', () => {
    expect(resolveLink(stud!, { label: 'Info', brand: 'varicoceleorg', to: '/about' })).toEqual({
      href: 'https://info.example/about',
      internal: false,
    });
  });

  it('uses the generic host for brands without a host of their own', () => {
    expect(resolveLink(stud!, { label: 'App', brand: 'careapp' })).toEqual({
      href: 'https://menshealth.example/',
      internal: false,
    });
    expect(resolveLink(stud!, { label: 'Care', brand: 'varicocele', to: '/consult' })).toEqual({
      href: 'https://menshealth.example/varicocele/consult',
      internal: false,
    });
  });

  it('keeps links on the generic host as nested paths', () => {
    expect(resolveLink(nestedStud!, { label: 'Care', brand: 'varicocele' })).toEqual({
      href: '/varicocele',
      internal: true,
    });
    expect(resolveLink(nestedStud!, { label: 'App', brand: 'careapp' })).toEqual({
      href: '/',
      internal: true,
    });
    expect(resolveLink(careapp!, { label: 'Terms', to: '/terms' })).toEqual({
      href: '/terms',
      internal: true,
    });
  });

  it('keeps the page’s port for local brand hosts', () => {
    const [local] = sitesForHost('stud', fallbackConfig('http://localhost:8080'), {
      protocol: 'http:',
      port: '8080',
    });
    expect(resolveLink(local!, { label: 'Care', brand: 'varicocele' }).href).toBe(
      'http://varicocele.localhost:8080/',
    );
  });
});

describe('shopLinks', () => {
  it('puts the prefix in front of product, cart and checkout links', () => {
    const [, , nestedStud, nestedStudPreview] = sitesForHost('generic', config, location);
    expect(shopLinks(nestedStud!)?.product('classic-cooling-brief')).toBe(
      '/stud/shop/classic-cooling-brief',
    );
    expect(shopLinks(nestedStudPreview!)?.cart).toBe('/ab_test/stud/cart');
    const [ownHost] = sitesForHost('varicocele', config, location);
    expect(shopLinks(ownHost!)).toMatchObject({
      shop: '/shop',
      cart: '/cart',
      checkout: '/checkout',
    });
    expect(shopLinks(ownHost!)?.product('the-varicocele-guide')).toBe('/shop/the-varicocele-guide');
  });

  it('is null for brands without a shop', () => {
    const [org] = sitesForHost('varicoceleorg', config, location);
    expect(shopLinks(org!)).toBeNull();
  });
});
