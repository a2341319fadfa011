// The pages measured, per brand. A brand is chosen by host name, as in production: the
// `*.localhost` names of the contract's defaultBrandHosts (Chromium resolves them to loopback),
// and careapp on the generic host. Product pages and carts come from the seeded catalogue.
import { defaultBrandHosts } from '@mhp/contract/brands';
import { FIXED_CATEGORY_IDS } from '@mhp/contract/constants';
import { CART_COOKIE } from '@mhp/contract/page-shell';
import { SHOP_PATHS } from '@mhp/contract/shop-paths';
import { callApi } from './server.mjs';

/** Host name (with port) that shows a brand. */
export function hostOf(brand, port) {
  if (brand === 'careapp') return `localhost:${port}`;
  const name = Object.keys(defaultBrandHosts).find((host) => defaultBrandHosts[host] === brand);
  if (!name) throw new Error(`No default host shows ${brand}`);
  return `${name}:${port}`;
}

/** The category whose first product stands for each shop brand's product page. */
const SHOP_CATEGORIES = {
  stud: FIXED_CATEGORY_IDS.briefs,
  varicocele: FIXED_CATEGORY_IDS.treatments,
};

/**
 * For each shop brand: the slug of its first listed product and a cart holding one of it
 * (the cart and checkout pages show an empty-cart message otherwise).
 */
export async function shopFixtures(port) {
  const fixtures = {};
  for (const [brand, category] of Object.entries(SHOP_CATEGORIES)) {
    const list = await callApi(
      port,
      'POST',
      `/api/ecom/products-list?category=${encodeURIComponent(category)}&limit=1`,
    );
    const product = list.results[0];
    if (!product) throw new Error(`The seeded catalogue has no product for ${brand}`);
    const detail = await callApi(
      port,
      'POST',
      `/api/ecom/products-detail/${encodeURIComponent(product.id)}`,
    );
    const variant = detail.variants.find((v) => v.quantity > 0) ?? detail.variants[0];
    const cart = await callApi(port, 'POST', '/api/ecom/create-checkout/', {
      lines: [{ variantId: variant.id, quantity: 1 }],
    });
    fixtures[brand] = { productPath: productPath(product.slug), checkoutId: cart.id };
  }
  return fixtures;
}

const productPath = (slug) => SHOP_PATHS.product.replace(':productId', encodeURIComponent(slug));

/**
 * Every key page of the chosen brands, for Lighthouse. A returning shopper's state is set
 * before the page loads: `storage` in its local storage, `cookies` in the browser (the stored
 * cart id in both, as the app keeps it).
 */
export function keyPages(brands, port, fixtures) {
  const pages = [];
  const add = (brand, name, path, shopper = {}) =>
    pages.push({ brand, name, path, url: `http://${hostOf(brand, port)}${path}`, ...shopper });
  const withCart = (checkoutId) => ({
    storage: { checkoutId },
    cookies: { [CART_COOKIE]: checkoutId },
  });
  for (const brand of ['stud', 'varicocele']) {
    if (!brands.has(brand)) continue;
    const { productPath: product, checkoutId } = fixtures[brand];
    add(brand, 'home', '/');
    add(brand, 'shop', SHOP_PATHS.shop);
    add(brand, 'product', product);
    add(brand, 'cart', SHOP_PATHS.cart, withCart(checkoutId));
    add(brand, 'checkout', SHOP_PATHS.checkout, withCart(checkoutId));
  }
  // The booking page, whose slot presses issue 23 measures.
  if (brands.has('varicocele')) add('varicocele', 'consult', '/consult');
  if (brands.has('varicoceleorg')) add('varicoceleorg', 'home', '/');
  if (brands.has('careapp')) {
    add('careapp', 'home', '/');
    add('careapp', 'login', '/login');
  }
  return pages;
}

/** The pages whose time to first byte is measured. */
export function ttfbPages(brands, port, fixtures) {
  const pages = [
    { brand: 'stud', name: 'stud home', path: '/' },
    { brand: 'varicocele', name: 'varicocele home', path: '/' },
    { brand: 'careapp', name: 'careapp home', path: '/' },
    { brand: 'stud', name: 'stud about', path: '/about' },
    { brand: 'stud', name: 'stud product', path: fixtures.stud.productPath },
    { brand: 'stud', name: 'stud 404', path: '/no-such-page' },
  ];
  return pages
    .filter((page) => brands.has(page.brand))
    .map((page) => ({ ...page, host: hostOf(page.brand, port) }));
}
