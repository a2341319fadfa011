import { act, screen, waitFor, within } from '@testing-library/react';
import { KEEP_FOCUS } from '../../shared/lib/keep-focus';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { resetCartCount } from '../../shared/stores/stored-cart';
import { storage } from '../../shared/lib/storage';
import { testCart } from '../../shared/test/carts';
import { jsonResponse, renderApp, stubApi } from '../test/render-app';
import { secureCheckoutLabel } from './checkout-header';
import { copyrightLine } from './site-footer';
import { pages } from '../pages';

/** A cart as the API sends it, with one line of `quantity` units. */
const cartAnswer = (quantity: number) => () => jsonResponse(testCart({ quantity }));

async function mainMenu() {
  const [nav] = await screen.findAllByRole('navigation', { name: 'Main', hidden: true });
  return within(nav as HTMLElement);
}

describe('brand layout (spec section 2, Layout)', () => {
  beforeEach(() => resetCartCount());

  it('shows stud’s menu with links to the other brands’ hosts', async () => {
    stubApi({});
    renderApp('/', 'stud.localhost:5173');
    await screen.findByRole('heading', { level: 1 });

    const menu = await mainMenu();
    const names = menu.getAllByRole('link', { hidden: true }).map((link) => link.textContent);
    expect(names).toEqual(['Varicocele Care', 'Health App', 'About', 'Shop', 'Get Support']);
    expect(menu.getByRole('link', { name: 'Varicocele Care', hidden: true })).toHaveAttribute(
      'href',
      'http://varicocele.localhost:5173/',
    );
    // careapp has no host of its own: the health app is the generic host's root.
    expect(menu.getByRole('link', { name: 'Health App', hidden: true })).toHaveAttribute(
      'href',
      'http://localhost:8080/',
    );
    expect(menu.getByRole('link', { name: 'Shop', hidden: true })).toHaveAttribute('href', '/shop');
  });

  it('nests links under the brand prefix on the generic host', async () => {
    stubApi({});
    renderApp('/varicocele');
    await screen.findByRole('heading', { level: 1 });

    const menu = await mainMenu();
    const hrefs = menu
      .getAllByRole('link', { hidden: true })
      .map((link) => link.getAttribute('href'));
    expect(hrefs).toEqual([
      '/stud',
      '/',
      '/varicocele/treatments',
      '/varicocele/consult',
      '/varicocele/contact',
    ]);
    expect(
      within(screen.getByRole('banner')).getByRole('link', { name: 'Book a consultation' }),
    ).toHaveAttribute('href', '/varicocele/consult');
  });

  it('keeps the /ab_test prefix in the links of an A/B preview', async () => {
    stubApi({});
    renderApp('/ab_test/stud/shop');
    await screen.findByRole('heading', { level: 1, name: 'Supportive briefs for every day' });

    expect(screen.getAllByRole('link', { name: 'Stud home' })[0]).toHaveAttribute(
      'href',
      '/ab_test/stud',
    );
    expect(screen.getByRole('link', { name: 'Cart, empty' })).toHaveAttribute(
      'href',
      '/ab_test/stud/cart',
    );
  });

  it('gives careapp no menu but the Start Now! button to /login (signed out)', async () => {
    stubApi({});
    renderApp('/');
    await screen.findByRole('heading', { level: 1, name: 'Health questions, answered calmly.' });

    expect(screen.queryByRole('navigation', { name: 'Main', hidden: true })).toBeNull();
    const banner = within(screen.getByRole('banner'));
    expect(banner.getByRole('link', { name: 'Start Now!' })).toHaveAttribute('href', '/login');
    expect(banner.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/login');
    expect(banner.queryByRole('link', { name: /^Cart/ })).toBeNull();
  });

  it('sends a signed-in careapp user’s Start Now! buttons straight to the chat', async () => {
    storage.set('access', 'token');
    stubApi({});
    renderApp('/');
    await screen.findByRole('heading', { level: 1, name: 'Health questions, answered calmly.' });

    const starts = screen.getAllByRole('link', { name: 'Start Now!' });
    expect(starts.length).toBeGreaterThan(1);
    for (const start of starts) expect(start).toHaveAttribute('href', '/app');
  });

  it('points varicoceleorg’s consult icon at the varicocele site', async () => {
    stubApi({});
    renderApp('/', 'varicoceleorg.localhost:8080');
    await screen.findByRole('heading', { level: 1 });

    expect(screen.getByRole('link', { name: 'Book a consultation' })).toHaveAttribute(
      'href',
      'http://varicocele.localhost:8080/consult',
    );
  });

  it('links the profile icon to /profile when signed in', async () => {
    storage.set('access', 'token');
    stubApi({});
    renderApp('/', 'stud.localhost');
    await screen.findByRole('heading', { level: 1 });

    expect(screen.getByRole('link', { name: 'Your profile' })).toHaveAttribute('href', '/profile');
  });

  it('shows the footer links, social links and the copyright with the current year', async () => {
    stubApi({});
    renderApp('/stud/about');
    await screen.findByRole('heading', { level: 1 });

    const footer = within(screen.getByRole('contentinfo'));
    expect(footer.getByRole('link', { name: 'Contact Us' })).toHaveAttribute(
      'href',
      '/stud/contact',
    );
    expect(footer.getByRole('link', { name: 'Terms of Service' })).toHaveAttribute(
      'href',
      '/stud/terms',
    );
    expect(footer.getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute(
      'href',
      '/stud/terms#privacy-policy',
    );
    expect(footer.getByRole('link', { name: 'Instagram (opens in a new tab)' })).toHaveAttribute(
      'target',
      '_blank',
    );
    expect(
      footer.getByText(`© ${new Date().getFullYear()} Stud. All rights reserved.`),
    ).toBeVisible();
    expect(copyrightLine('Stud', new Date('2031-05-01'))).toBe('© 2031 Stud. All rights reserved.');
  });

  it('opens and closes the menu with the menu button on small screens', async () => {
    const user = userEvent.setup();
    stubApi({});
    renderApp('/', 'varicoceleorg.localhost');
    await screen.findByRole('heading', { level: 1 });

    const button = screen.getByRole('button', { name: 'Menu' });
    expect(button).toHaveAttribute('aria-expanded', 'false');
    await user.click(button);
    expect(button).toHaveAttribute('aria-expanded', 'true');
    const panel = document.getElementById(button.getAttribute('aria-controls') ?? '');
    expect(panel).toBeVisible();
    await user.click(within(panel as HTMLElement).getByRole('link', { name: 'About' }));
    await screen.findByRole('heading', { level: 1, name: 'Clear information, no sales pitch' });
    expect(button).toHaveAttribute('aria-expanded', 'false');
  });

  it.each(['/reset-password', '/reset-password-otp', '/register', '/otp'])(
    'shows neither header nor footer on stud’s %s',
    async (path) => {
      storage.set('access', 'token');
      stubApi({
        'GET /api/users/me/': () =>
          jsonResponse({ is_verified: false, user_data: { email: 'a@b.co' } }),
      });
      if (path === '/register') storage.remove('access');
      renderApp(path, 'stud.localhost');
      await screen.findByRole('heading', { level: 1 });

      expect(screen.queryByRole('banner')).toBeNull();
      expect(screen.queryByRole('contentinfo')).toBeNull();
      expect(screen.getByRole('link', { name: 'Stud home' })).toHaveAttribute('href', '/');
    },
  );

  it('keeps header and footer on the same pages of varicocele', async () => {
    stubApi({});
    renderApp('/register', 'varicocele.localhost');
    await screen.findByRole('heading', { level: 1, name: 'Create an account' });

    expect(screen.getByRole('banner')).toBeVisible();
    expect(screen.getByRole('contentinfo')).toBeVisible();
  });
});

describe('cart icon (spec section 2)', () => {
  beforeEach(() => resetCartCount());

  it('shows the count of the stored cart and leads to /cart', async () => {
    storage.set('checkoutId', 'chk_1');
    const fetchMock = stubApi({ 'POST /api/ecom/cart-items/': cartAnswer(3) });
    renderApp('/', 'stud.localhost');

    const cart = await screen.findByRole('link', { name: 'Cart, 3 items' });
    expect(cart).toHaveAttribute('href', '/cart');
    expect(cart).toHaveTextContent('3');
    const [, init] = fetchMock.mock.calls.find(([url]) => String(url).includes('cart-items')) ?? [];
    expect(init?.body).toBe('{"checkoutId":"chk_1"}');
  });

  it('leads to /checkout when already on a cart page holding items', async () => {
    storage.set('checkoutId', 'chk_1');
    stubApi({ 'POST /api/ecom/cart-items/': cartAnswer(1) });
    renderApp('/cart/b', 'stud.localhost');

    expect(
      await screen.findByRole('link', { name: 'Cart, 1 item, go to checkout' }),
    ).toHaveAttribute('href', '/checkout');
  });

  it('asks for the stored cart once on a cart page: its count and the page share the answer', async () => {
    storage.set('checkoutId', 'chk_1');
    const fetchMock = stubApi({ 'POST /api/ecom/cart-items/': cartAnswer(2) });
    const { router } = renderApp('/cart', 'stud.localhost');

    expect(await screen.findByText('Classic Cooling Brief')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Cart, 2 items, go to checkout' })).toBeVisible();
    const asked = () => fetchMock.mock.calls.filter(([url]) => String(url).includes('cart-items'));
    expect(asked()).toHaveLength(1);

    // The next page showing the cart asks again: it may have changed in the meantime.
    await act(() => router.navigate('/terms'));
    await act(() => router.navigate('/cart'));
    expect(await screen.findByText('Classic Cooling Brief')).toBeVisible();
    await waitFor(() => expect(asked()).toHaveLength(2));
  });

  it('stays on /cart from an empty cart page', async () => {
    stubApi({});
    renderApp('/cart', 'stud.localhost');
    await screen.findByRole('heading', { level: 1, name: 'Your cart' });

    expect(screen.getByRole('link', { name: 'Cart, empty' })).toHaveAttribute('href', '/cart');
  });

  it('counts a cart it cannot load as empty', async () => {
    storage.set('checkoutId', 'chk_gone');
    const fetchMock = stubApi({
      'POST /api/ecom/cart-items/': () =>
        jsonResponse({ statusCode: 404, error: 'not_found', message: 'No cart.' }, 404),
    });
    renderApp('/cart', 'stud.localhost');

    await waitFor(() =>
      expect(fetchMock.mock.calls.some(([url]) => String(url).includes('cart-items'))).toBe(true),
    );
    expect(await screen.findByRole('link', { name: 'Cart, empty' })).toHaveAttribute(
      'href',
      '/cart',
    );
  });
});

describe('checkout header (spec section 2)', () => {
  beforeEach(() => resetCartCount());

  it('says Secure Checkout with the item count', () => {
    expect(secureCheckoutLabel(0)).toBe('Secure Checkout (0 Items)');
    expect(secureCheckoutLabel(1)).toBe('Secure Checkout (1 item)');
    expect(secureCheckoutLabel(4)).toBe('Secure Checkout (4 Items)');
  });

  it('shows the count, the SSL tooltip and the payment popover, and the checkout footer', async () => {
    const user = userEvent.setup();
    storage.set('checkoutId', 'chk_1');
    stubApi({ 'POST /api/ecom/cart-items/': cartAnswer(2) });
    renderApp('/checkout/a', 'stud.localhost');

    expect(await screen.findByText('Secure Checkout (2 Items)')).toBeVisible();
    expect(screen.getByRole('button', { name: 'SSL secured' })).toHaveAccessibleDescription(
      'Your connection to this page is encrypted with SSL.',
    );
    await user.click(screen.getByRole('button', { name: 'How your payment is protected' }));
    const popover = screen.getByRole('dialog', { name: 'Your payment is protected' });
    expect(within(popover).getByRole('link', { name: 'Learn more' })).toHaveAttribute(
      'href',
      '/terms',
    );
    expect(screen.getByText('Payments are encrypted and processed securely.')).toBeVisible();
    expect(screen.queryByRole('navigation', { name: 'Footer' })).toBeNull();
  });

  it('asks before the logo takes the shopper back to the cart', async () => {
    const user = userEvent.setup();
    stubApi({});
    const { router } = renderApp('/checkout', 'stud.localhost');
    const logo = await screen.findByRole('button', { name: 'Stud: return to your cart' });

    await user.click(logo);
    const dialog = screen.getByRole('alertdialog');
    expect(dialog).toHaveAccessibleDescription(
      'Are you sure you want to return to your Shopping Cart?',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Stay in checkout' }));
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(router.state.location.pathname).toBe('/checkout');

    await user.click(logo);
    await user.click(screen.getByRole('button', { name: 'Return to cart' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/cart'));
  });

  it('keeps varicocele’s regular footer on its checkout', async () => {
    stubApi({});
    renderApp('/checkout', 'varicocele.localhost');
    await screen.findByText('Secure Checkout (0 Items)');

    expect(screen.getByRole('navigation', { name: 'Footer' })).toBeVisible();
  });
});

describe('pages', () => {
  beforeEach(() => resetCartCount());

  it('shows the not-found text with Continue Shopping on a shop brand', async () => {
    stubApi({});
    renderApp('/stud/no/such/page');

    expect(
      await screen.findByRole('heading', {
        name: "We couldn't find the page your are looking for.",
      }),
    ).toBeVisible();
    expect(screen.getByRole('link', { name: 'Continue Shopping' })).toHaveAttribute(
      'href',
      '/stud/shop',
    );
    expect(screen.getByRole('banner')).toBeVisible();
  });

  it('offers the home page from not-found on brands without a shop', async () => {
    stubApi({});
    renderApp('/nothing-here', 'varicoceleorg.localhost');

    expect(await screen.findByRole('link', { name: 'Go to the home page' })).toHaveAttribute(
      'href',
      '/',
    );
    expect(screen.queryByRole('link', { name: 'Continue Shopping' })).toBeNull();
  });

  it('sets the title, description, theme colour and icon of the brand and page', async () => {
    stubApi({});
    renderApp('/shop', 'stud.localhost');
    await screen.findByRole('heading', { level: 1 });

    await waitFor(() => expect(document.title).toBe('Shop briefs · Stud'));
    expect(document.querySelector('meta[name="description"]')).toHaveAttribute(
      'content',
      expect.stringContaining('Stud makes supportive'),
    );
    expect(document.querySelector('meta[name="theme-color"]')).toHaveAttribute(
      'content',
      '#111111',
    );
    expect(document.querySelector('link[rel="icon"]')?.getAttribute('href')).toContain('stud-mark');
    expect(document.documentElement.dataset.brand).toBe('stud');
    expect(document.documentElement.style.getPropertyValue('--color-brand')).toBe('#111111');
  });

  it('moves focus to the new page’s content after a navigation', async () => {
    stubApi({});
    const { router } = renderApp('/', 'stud.localhost');
    await screen.findByRole('heading', { level: 1 });

    await act(() => router.navigate('/about'));
    await screen.findByRole('heading', {
      level: 1,
      name: 'Underwear that takes support seriously',
    });
    await waitFor(() => expect(screen.getByRole('main')).toHaveFocus());
  });

  it('leaves focus where it is after a move that continues what the user is doing', async () => {
    stubApi({});
    const { router } = renderApp('/', 'stud.localhost');
    await screen.findByRole('heading', { level: 1 });
    const typing = document.body.appendChild(document.createElement('textarea'));
    typing.focus();

    await act(() => router.navigate('/about', { state: KEEP_FOCUS }));
    await screen.findByRole('heading', {
      level: 1,
      name: 'Underwear that takes support seriously',
    });
    expect(typing).toHaveFocus();
    typing.remove();
  });

  it('shows the loading bar and marks the page busy while a slow navigation loads, after 150 ms', async () => {
    stubApi({});
    // The about page's code is held back until the test lets it through.
    const load = pages['stud-about'];
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    pages['stud-about'] = async () => {
      await held;
      return load();
    };
    try {
      const { router } = renderApp('/', 'stud.localhost');
      await screen.findByRole('heading', { level: 1 });
      const main = screen.getByRole('main');
      let started = 0;
      const stop = router.subscribe((state) => {
        if (state.navigation.state === 'loading' && !started) started = performance.now();
      });
      let navigated: Promise<void> = Promise.resolve();
      act(() => {
        navigated = router.navigate('/about');
      });

      const bar = await screen.findByRole('progressbar', { name: 'Loading page' });
      expect(performance.now() - started).toBeGreaterThanOrEqual(140);
      expect(bar).toBeInTheDocument();
      expect(main).toHaveAttribute('aria-busy', 'true');
      // The old page is still there meanwhile.
      expect(screen.getByRole('heading', { level: 1 })).not.toHaveTextContent(
        'Underwear that takes support seriously',
      );

      release();
      await act(() => navigated);
      await screen.findByRole('heading', {
        level: 1,
        name: 'Underwear that takes support seriously',
      });
      expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
      expect(main).not.toHaveAttribute('aria-busy');
      stop();
    } finally {
      pages['stud-about'] = load;
    }
  });

  it('shows no loading bar for a quick navigation', async () => {
    stubApi({});
    // The about page's code takes 20 ms: a navigation that loads, but quickly.
    const load = pages['stud-about'];
    pages['stud-about'] = async () => {
      await new Promise((resolve) => setTimeout(resolve, 20));
      return load();
    };
    try {
      const { router } = renderApp('/', 'stud.localhost');
      await screen.findByRole('heading', { level: 1 });
      const states: string[] = [];
      const stop = router.subscribe((state) => states.push(state.navigation.state));
      const seen: string[] = [];
      const observer = new MutationObserver(() => {
        const bar = document.querySelector('[role="progressbar"][aria-label="Loading page"]');
        if (bar || document.querySelector('main[aria-busy]')) seen.push(bar ? 'bar' : 'busy');
      });
      observer.observe(document.body, { subtree: true, childList: true, attributes: true });
      // Not awaited inside act, so every state of the navigation is drawn as it comes.
      act(() => void router.navigate('/about'));
      await screen.findByRole('heading', {
        level: 1,
        name: 'Underwear that takes support seriously',
      });
      await new Promise((resolve) => setTimeout(resolve, 300));
      observer.disconnect();
      stop();
      expect(states).toContain('loading');
      expect(seen).toEqual([]);
    } finally {
      pages['stud-about'] = load;
    }
  });
});
