import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { baseURL } from '../playwright.config';
import { expectNoSeriousA11yViolations } from '../support/accessibility';
import { VIEWPORTS } from '../support/screenshots';
import { brandNames, brandOrigin, type Brand } from '../support/site';

const stud = brandOrigin('stud');
const varicocele = brandOrigin('varicocele');

/** A real cart with one item, made through the cart API. */
async function createCart(request: APIRequestContext): Promise<string> {
  const response = await request.post('/api/ecom/create-checkout/', {
    data: { id: crypto.randomUUID(), lines: [{ variantId: 'classic-brief-black-m', quantity: 1 }] },
  });
  expect(response.status(), await response.text()).toBe(200);
  return ((await response.json()) as { id: string }).id;
}

async function storeCheckoutId(page: Page, origin: string, checkoutId: string) {
  await page.goto(`${origin}/terms`, { waitUntil: 'domcontentloaded' });
  await page.evaluate((id) => localStorage.setItem('checkoutId', id), checkoutId);
}

function mainMenu(page: Page) {
  return page.getByRole('navigation', { name: 'Main' });
}

test.describe.parallel('brand layout', () => {
  test('header menus of spec section 2, with links to the other brands’ hosts', async ({
    page,
  }) => {
    await page.goto(stud);
    const studMenu = mainMenu(page);
    await expect(studMenu.getByRole('link')).toHaveText([
      'Varicocele Care',
      'Health App',
      'About',
      'Shop',
      'Get Support',
    ]);
    await expect(studMenu.getByRole('link', { name: 'Varicocele Care' })).toHaveAttribute(
      'href',
      `${varicocele}/`,
    );
    await expect(studMenu.getByRole('link', { name: 'Health App' })).toHaveAttribute(
      'href',
      `${baseURL}/`,
    );
    await expect(page.getByRole('link', { name: 'Book a consultation' })).toHaveCount(0);

    await studMenu.getByRole('link', { name: 'Varicocele Care' }).click();
    await expect(page).toHaveURL(`${varicocele}/`);
    const varicoceleMenu = mainMenu(page);
    await expect(varicoceleMenu.getByRole('link')).toHaveText([
      'Briefs Shop',
      'Health App',
      'Treatments',
      'Consult',
      'Contact',
    ]);
    await expect(varicoceleMenu.getByRole('link', { name: 'Briefs Shop' })).toHaveAttribute(
      'href',
      `${stud}/`,
    );
    const banner = page.getByRole('banner');
    await expect(banner.getByRole('link', { name: 'Book a consultation' })).toHaveAttribute(
      'href',
      '/consult',
    );

    await page.goto(brandOrigin('varicoceleorg'));
    await expect(mainMenu(page).getByRole('link')).toHaveText(['About', 'Contact']);
    await expect(
      page.getByRole('banner').getByRole('link', { name: 'Book a consultation' }),
    ).toHaveAttribute('href', `${varicocele}/consult`);

    // careapp: no menu, the call to action instead.
    await page.goto('/');
    await expect(mainMenu(page)).toHaveCount(0);
    await page.getByRole('banner').getByRole('link', { name: 'Start Now!' }).click();
    await expect(page).toHaveURL(`${baseURL}/login`);
    await expect(page.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible();
  });

  test('nested brands link within the generic host', async ({ page }) => {
    await page.goto('/stud');
    const menu = mainMenu(page);
    await expect(menu.getByRole('link', { name: 'Varicocele Care' })).toHaveAttribute(
      'href',
      '/varicocele',
    );
    await expect(menu.getByRole('link', { name: 'Health App' })).toHaveAttribute('href', '/');
    await menu.getByRole('link', { name: 'Shop' }).click();
    await expect(page).toHaveURL(`${baseURL}/stud/shop`);
    await page.getByRole('banner').getByRole('link', { name: 'Sign in' }).click();
    await expect(page).toHaveURL(`${baseURL}/stud/login`);
  });

  for (const brand of ['careapp', 'stud', 'varicocele', 'varicoceleorg'] as Brand[]) {
    test(`${brand}: footer links, social links, copyright year, title and icon`, async ({
      page,
    }) => {
      await page.goto(`${brandOrigin(brand)}/contact`);
      const footer = page.getByRole('contentinfo');
      await expect(footer.getByRole('link', { name: 'Contact Us' })).toHaveAttribute(
        'href',
        '/contact',
      );
      await expect(footer.getByRole('link', { name: 'Terms of Service' })).toHaveAttribute(
        'href',
        '/terms',
      );
      await expect(footer.getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute(
        'href',
        '/terms#privacy-policy',
      );
      await expect(
        footer.getByRole('link', { name: /opens in a new tab/ }).first(),
      ).toHaveAttribute('href', /^https:\/\//);
      await expect(footer).toContainText(
        `© ${new Date().getFullYear()} ${brandNames[brand]}. All rights reserved.`,
      );
      await expect(page).toHaveTitle(
        `${brand === 'stud' ? 'Get support' : 'Contact us'} · ${brandNames[brand]}`,
      );
      await expect(page.locator('link[rel="icon"]')).toHaveAttribute(
        'href',
        new RegExp(`${brand}-mark`),
      );

      await footer.getByRole('link', { name: 'Privacy Policy' }).click();
      await expect(page).toHaveURL(`${brandOrigin(brand)}/terms#privacy-policy`);
      await expect(
        page.getByRole('heading', { level: 2, name: 'Privacy Policy' }),
      ).toBeInViewport();
    });
  }

  test('mobile: the menu button opens the menu', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 812 });
    await page.goto(stud);
    await expect(mainMenu(page)).toBeHidden();
    const button = page.getByRole('button', { name: 'Menu' });
    await button.click();
    await expect(button).toHaveAttribute('aria-expanded', 'true');
    await expect(mainMenu(page).getByRole('link', { name: 'About' })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await page.keyboard.press('Escape');
    await expect(mainMenu(page)).toBeHidden();
    await button.click();
    await mainMenu(page).getByRole('link', { name: 'About' }).click();
    await expect(page).toHaveURL(`${stud}/about`);
    await expect(button).toHaveAttribute('aria-expanded', 'false');
  });

  test('keyboard: the skip link leads to the page content', async ({ page }) => {
    await page.goto(`${stud}/about`);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.keyboard.press('Tab');
    const skip = page.getByRole('link', { name: 'Skip to main content' });
    await expect(skip).toBeFocused();
    await expect(skip).toBeInViewport();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('main')).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(page.getByRole('main').getByRole('link', { name: 'Shop briefs' })).toBeFocused();
  });

  test('a new page starts at the top, and a loading bar shows while it loads', async ({ page }) => {
    await page.goto(varicocele);
    await page.getByRole('contentinfo').scrollIntoViewIfNeeded();
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(500);

    // Hold the next page's code back a moment so the bar can be seen.
    await page.route('**/assets/treatments-*.js', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 800));
      await route.continue();
    });
    await page.getByRole('contentinfo').getByRole('link', { name: 'Contact Us' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Contact us' })).toBeVisible();
    expect(await page.evaluate(() => window.scrollY)).toBe(0);

    await page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('link', { name: 'Treatments' })
      .click();
    await expect(page.getByRole('progressbar', { name: 'Loading page' })).toBeVisible();
    await expect(page.getByRole('main')).toHaveAttribute('aria-busy', 'true');
    await expect(page.getByRole('heading', { level: 1, name: /Treatment options/ })).toBeVisible();
    await expect(page.getByRole('progressbar')).toHaveCount(0);
    await expect(page.getByRole('main')).not.toHaveAttribute('aria-busy');
  });

  test('a slow navigation: a brand-coloured bar along the top, at 375 px and 1280 px', async ({
    page,
  }, testInfo) => {
    for (const [label, size] of Object.entries(VIEWPORTS)) {
      const mobile = label === 'mobile';
      await page.setViewportSize(size);
      // The phone also asks for reduced motion: the bar then simply appears, full width.
      await page.emulateMedia({ reducedMotion: mobile ? 'reduce' : 'no-preference' });
      await page.goto(`${varicocele}/contact`);
      await expect(page.getByRole('heading', { level: 1, name: 'Contact us' })).toBeVisible();
      // The sign-in page's code is held until the screenshot is taken.
      let release = () => {};
      const held = new Promise<void>((resolve) => (release = resolve));
      await page.route('**/assets/login-*.js', async (route) => {
        await held;
        await route.continue();
      });
      await page.getByRole('banner').getByRole('link', { name: 'Sign in' }).click();

      const bar = page.getByRole('progressbar', { name: 'Loading page' });
      await expect(bar).toBeVisible();
      await expect(page.getByRole('main')).toHaveAttribute('aria-busy', 'true');
      // Let the fade-in (and, with motion, some of the creep) finish before looking.
      await page.waitForTimeout(mobile ? 100 : 1200);
      const box = await bar.boundingBox();
      expect(box).toMatchObject({ x: 0, y: 0, width: size.width, height: 4 });
      const fill = await bar.evaluate((element) => {
        const probe = document.createElement('div');
        probe.style.color = getComputedStyle(document.documentElement).getPropertyValue(
          '--color-brand',
        );
        document.body.append(probe);
        const brand = getComputedStyle(probe).color;
        probe.remove();
        const inner = element.firstElementChild!;
        return {
          colour: getComputedStyle(inner).backgroundColor,
          brand,
          width: inner.getBoundingClientRect().width,
        };
      });
      expect(fill.colour).toBe(fill.brand);
      if (mobile) expect(fill.width).toBe(size.width);
      else expect(fill.width).toBeGreaterThan(0);
      const file = testInfo.outputPath(`pending-navigation-${label}.png`);
      await page.screenshot({ path: file });
      await testInfo.attach(`pending-navigation-${label}`, {
        path: file,
        contentType: 'image/png',
      });

      release();
      await expect(page.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible();
      await expect(bar).toHaveCount(0);
      await expect(page.getByRole('main')).not.toHaveAttribute('aria-busy');
      await page.unrouteAll();
    }
  });
});

test('a page whose code cannot be loaded offers a reload', async ({ page }) => {
  await page.goto(brandOrigin('varicoceleorg'));
  await page.route('**/assets/varicoceleorg-about-*.js', (route) => route.abort());
  await mainMenu(page).getByRole('link', { name: 'About' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Loading chunk failed' })).toBeVisible();
  await expect(page.getByRole('banner')).toBeVisible();
  await page.unroute('**/assets/varicoceleorg-about-*.js');
  await page.getByRole('button', { name: 'Reload page' }).click();
  await expect(
    page.getByRole('heading', { level: 1, name: 'Clear information, no sales pitch' }),
  ).toBeVisible();
});

test.describe.parallel('cart icon and checkout header', () => {
  test('the cart icon shows the item count and leads on to checkout from a cart page', async ({
    page,
    request,
  }) => {
    await page.goto(`${stud}/cart`);
    await expect(page.getByRole('link', { name: 'Cart, empty' })).toHaveAttribute('href', '/cart');

    await storeCheckoutId(page, stud, await createCart(request));
    await page.goto(stud);
    const cart = page.getByRole('link', { name: 'Cart, 1 item' });
    await expect(cart).toHaveAttribute('href', '/cart');
    await expect(cart).toHaveText('1');
    await cart.click();
    await expect(page).toHaveURL(`${stud}/cart`);
    const onward = page.getByRole('link', { name: 'Cart, 1 item, go to checkout' });
    await expect(onward).toHaveAttribute('href', '/checkout');
    await expectNoSeriousA11yViolations(page);
    await onward.click();
    await expect(page).toHaveURL(`${stud}/checkout`);
    await expect(page.getByText('Secure Checkout (1 item)')).toBeVisible();
  });

  test('checkout header: SSL tooltip, payment popover and the logo’s question', async ({
    page,
    request,
  }) => {
    await storeCheckoutId(page, stud, await createCart(request));
    await page.goto(`${stud}/checkout`);
    await expect(page.getByText('Secure Checkout (1 item)')).toBeVisible();
    await expect(page.getByText('Payments are encrypted and processed securely.')).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Footer' })).toHaveCount(0);

    await page.getByRole('button', { name: 'SSL secured' }).hover();
    await expect(page.getByRole('tooltip')).toHaveText(
      'Your connection to this page is encrypted with SSL.',
    );

    await page.getByRole('button', { name: 'How your payment is protected' }).click();
    const popover = page.getByRole('dialog', { name: 'Your payment is protected' });
    await expect(popover).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await popover.getByRole('link', { name: 'Learn more' }).click();
    await expect(page).toHaveURL(`${stud}/terms`);

    await page.goBack();
    await page.getByRole('button', { name: 'Stud: return to your cart' }).click();
    const dialog = page.getByRole('alertdialog');
    await expect(dialog).toContainText('Are you sure you want to return to your Shopping Cart?');
    await expect(dialog.getByRole('button', { name: 'Stay in checkout' })).toBeFocused();
    await expectNoSeriousA11yViolations(page);
    await dialog.getByRole('button', { name: 'Stay in checkout' }).click();
    await expect(dialog).toBeHidden();
    await expect(page).toHaveURL(`${stud}/checkout`);

    await page.getByRole('button', { name: 'Stud: return to your cart' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Return to cart' }).click();
    await expect(page).toHaveURL(`${stud}/cart`);
  });

  test('varicocele’s checkout has the checkout header and the regular footer', async ({ page }) => {
    await page.goto(`${varicocele}/checkout`);
    await expect(page.getByText('Secure Checkout (0 Items)')).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Footer' })).toBeVisible();
  });
});
