import type { APIRequestContext, BrowserContext, Page } from '@playwright/test';
// The accounts test: its own client address, so sign-up budgets per address are its own.
import { apiAccount, expect, test } from '../support/accounts';
import { waitForHydration } from '../support/hydration';
import { VIEWPORTS } from '../support/screenshots';
import { brandOrigin, genericPath, specRoutes, storeSession, type Brand } from '../support/site';

/**
 * Server-rendered public pages (ADR 020): what a crawler or a visitor without JavaScript gets,
 * and what hydration makes of it. Each sweep gathers every problem of its pages and reports
 * them together, so one run shows all that is wrong.
 */
const brands = Object.keys(specRoutes) as Brand[];
const NOT_FOUND = '/no/such/page';
const NOT_FOUND_H1 = "We couldn't find the page your are looking for.";

type HostForm = 'own host' | 'generic host' | '/ab_test';

function urlOf(brand: Brand, form: HostForm, path: string): string {
  if (form === 'own host') return `${brandOrigin(brand)}${path}`;
  if (form === 'generic host') return `${brandOrigin('careapp')}${genericPath(brand, path)}`;
  return `${brandOrigin(brand)}/ab_test${path === '/' ? '' : path}`;
}

/** The pages of spec section 2 a signed-out visitor may see, plus an unknown path. */
function publicPaths(brand: Brand): string[] {
  return [...specRoutes[brand].filter((route) => !route.guarded).map((r) => r.path), NOT_FOUND];
}

const entities: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', nbsp: ' ' };

/** The text of the server's HTML for the app (#root), tags dropped, entities decoded. */
function renderedText(html: string): string {
  const app = html.split(/<script type="application\/json" id="ssr-data">/)[0] ?? '';
  return app
    .replace(/<[^>]*>/g, ' ')
    .replace(/&(#x[0-9a-f]+|#\d+|\w+);/gi, (whole, code: string) => {
      if (code.startsWith('#x')) return String.fromCodePoint(parseInt(code.slice(2), 16));
      if (code.startsWith('#')) return String.fromCodePoint(Number(code.slice(1)));
      return entities[code] ?? whole;
    });
}

/** Text compared without its white space (the HTML's line breaks and tags are not the DOM's). */
const squashed = (text: string) => text.replace(/\s+/g, '');

/**
 * Opens the page and returns its document as the server sent it (what a crawler gets), with
 * the browser's cookies: the same A/B visitor as the page then hydrated.
 */
async function open(page: Page, url: string) {
  const response = await page.goto(url);
  if (!response) throw new Error(`no response for ${url}`);
  return { status: response.status(), html: await response.text() };
}

/** Console errors and warnings and uncaught errors of a page, from now on. */
function watchConsole(page: Page) {
  const messages: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning') {
      messages.push(`console.${message.type()}: ${message.text().slice(0, 400)}`);
    }
  });
  page.on('pageerror', (error) => messages.push(`pageerror: ${error.message.slice(0, 400)}`));
  return messages;
}

/** The browser's own line for a 404 document: expected on the not-found page. */
const isNotFoundResource = (line: string) =>
  /Failed to load resource: the server responded with a status of 404/.test(line);

/**
 * Waits until React has hydrated the page (support/hydration.ts). `quiet`: then until the
 * network is idle, and half a second more for effects that follow.
 */
async function settle(page: Page, { quiet = true } = {}) {
  await waitForHydration(page);
  if (!quiet) return;
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(500);
}

/** Layout shifts of the page so far, as CLS counts them (none right after input). */
function layoutShifts(page: Page) {
  return page.evaluate(
    () =>
      new Promise<{ total: number; sources: string[] }>((resolve) => {
        let total = 0;
        const sources: string[] = [];
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as (PerformanceEntry & {
            value: number;
            hadRecentInput: boolean;
            sources?: { node?: Node | null }[];
          })[]) {
            if (entry.hadRecentInput) continue;
            total += entry.value;
            for (const source of entry.sources ?? []) {
              const node = source.node;
              const element = node instanceof Element ? node : node?.parentElement;
              if (!element) continue;
              const text = (element.textContent ?? '').trim().slice(0, 40);
              sources.push(`${element.tagName.toLowerCase()}.${element.className} "${text}"`);
            }
          }
        }).observe({ type: 'layout-shift', buffered: true });
        setTimeout(() => resolve({ total, sources }), 100);
      }),
  );
}

/**
 * Runs `visit` over `items` on `lanes` pages at once (the waits, not the CPU, set the pace),
 * each page with its console watched; `messages` holds what the current visit logged.
 */
async function onPages<T>(
  context: BrowserContext,
  lanes: number,
  items: T[],
  visit: (page: Page, item: T, messages: string[]) => Promise<void>,
) {
  const queue = [...items];
  await Promise.all(
    Array.from({ length: lanes }, async () => {
      const page = await context.newPage();
      const messages = watchConsole(page);
      for (let item = queue.shift(); item !== undefined; item = queue.shift()) {
        messages.length = 0;
        await visit(page, item, messages);
      }
      await page.close();
    }),
  );
}

/**
 * Pages that must not move at all as they load and hydrate (Lighthouse's CLS, three decimals:
 * 0.000): each brand's home, shop, a product, cart, checkout, sign-in, contact, terms and 404.
 */
const everyBrandsKeyPages = ['/', '/login', '/contact', '/terms', NOT_FOUND];
const shopKeyPages = (product: string) => ['/shop', product, '/cart', '/checkout'];
const keyPages: Record<Brand, string[]> = {
  careapp: [...everyBrandsKeyPages, '/app'],
  stud: [...everyBrandsKeyPages, ...shopKeyPages('/shop/classic-cooling-brief')],
  varicocele: [...everyBrandsKeyPages, ...shopKeyPages('/shop/varicocele-treatment-kit')],
  varicoceleorg: everyBrandsKeyPages,
};

test.describe.parallel('server-rendered pages', () => {
  for (const brand of brands) {
    const forms: HostForm[] =
      brand === 'careapp' ? ['own host', '/ab_test'] : ['own host', 'generic host', '/ab_test'];
    for (const form of forms) {
      // The A/B preview is checked for its HTML and hydration only, not the quiet after.
      const quiet = form !== '/ab_test';
      test(`${brand} on its ${form}: every public page is rendered and hydrates as rendered, without errors`, async ({
        context,
      }) => {
        test.setTimeout(120_000);
        const problems: string[] = [];
        await onPages(context, 4, publicPaths(brand), async (page, path, messages) => {
          const url = urlOf(brand, form, path);
          const report = (problem: string) => problems.push(`${url}: ${problem}`);
          const raw = await open(page, url);
          const expected = path === NOT_FOUND ? 404 : 200;
          if (raw.status !== expected) report(`status ${raw.status}, not ${expected}`);
          if (!raw.html.includes('id="ssr-data"')) report('the HTML has no #ssr-data');
          if (!/<h1[\s>]/.test(raw.html)) report('the HTML has no h1');

          try {
            await settle(page, { quiet });
          } catch {
            report('no hydrated h1 within 10 s');
            return;
          }
          const h1 = (await page.locator('h1').first().textContent()) ?? '';
          if (path === NOT_FOUND && h1 !== NOT_FOUND_H1) report(`h1 "${h1}" is not the 404 one`);
          if (!squashed(renderedText(raw.html)).includes(squashed(h1))) {
            report(`the hydrated h1 "${h1}" is not in the server's HTML`);
          }
          for (const line of messages) {
            if (!(path === NOT_FOUND && isNotFoundResource(line))) report(line);
          }
          if (form !== 'own host') return;
          // None on the key pages; on the others, recorded.
          const { total, sources } = await layoutShifts(page);
          const shift = `layout shift ${total.toFixed(4)}: ${sources.join('; ')}`;
          if (keyPages[brand].includes(path) && total >= 0.001) report(shift);
          else if (total > 0)
            test.info().annotations.push({ type: 'layout shift', description: `${url}: ${shift}` });
        });
        expect(problems).toEqual([]);
      });
    }
  }

  /** Pages that read without JavaScript: content, products and the not-found page. */
  const readablePaths = new Set([
    '/',
    '/about',
    '/contact',
    '/terms',
    '/treatments',
    '/reviews',
    '/our-specialist',
    '/support/specialists',
    '/shop/classic-cooling-brief',
    '/shop/treatment',
    '/shop/varicocele-treatment-kit',
  ]);

  for (const brand of brands) {
    test(`${brand} without JavaScript: pages read and their links work`, async ({ browser }) => {
      const context = await browser.newContext({ javaScriptEnabled: false });
      const unreadable: string[] = [];
      const paths = [...publicPaths(brand).filter((path) => readablePaths.has(path)), NOT_FOUND];
      await onPages(context, 4, paths, async (page, path) => {
        const { html } = await open(page, urlOf(brand, 'own host', path));
        if (!(await page.getByRole('heading', { level: 1 }).first().isVisible())) {
          unreadable.push(`${path}: no h1`);
        }
        // The single-page shell's "needs JavaScript" message is for pages the server does not
        // render. (Chromium with scripts turned off by Playwright does not show <noscript>, a
        // browser without JavaScript does: hence the HTML.)
        if (html.includes('<noscript')) unreadable.push(`${path}: says it needs JavaScript`);
      });
      expect(unreadable).toEqual([]);

      // From the terms page: the header's home link, then a link of the footer.
      const page = await context.newPage();
      const origin = brandOrigin(brand);
      await page.goto(`${origin}/terms`);
      await page.getByRole('banner').getByRole('link', { name: /home$/ }).click();
      await expect(page).toHaveURL(`${origin}/`);
      await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
      const footerLink = page.locator('footer nav a[href^="/"]').first();
      const href = await footerLink.getAttribute('href');
      await footerLink.click();
      await expect(page).toHaveURL(`${origin}${href}`);
      await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
      await context.close();
    });
  }

  test('tabs opened at once on a first visit each hydrate the page they were served', async ({
    context,
  }) => {
    const stud = brandOrigin('stud');
    const first = await context.newPage();
    await open(first, `${stud}/`);
    await settle(first, { quiet: false });
    const browserId = await first.evaluate(() => localStorage.getItem('abVisitor'));
    // Another tab's request left before the first answer set the cookie: the server drew that
    // page an id of its own, and the browser keeps the first tab's.
    await context.clearCookies();
    const second = await context.newPage();
    const messages = watchConsole(second);
    // Were the browser to load the page's variants itself, they would come after ADR 019's
    // 300 ms (as on a busy machine) and the default hero would replace the served variant.
    await second.route('**/api/ab_test/fetch-page-content/', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 1500));
      await route.continue();
    });
    const served = await open(second, `${stud}/b`);
    expect(/"visitor":"(\w+)"/.exec(served.html)?.[1]).not.toBe(browserId);
    await settle(second);
    // The forced variant B, as served: the page hydrated instead of being rendered afresh.
    await expect(second.locator('h1').first()).toHaveText('Support that keeps its cool.');
    expect(squashed(renderedText(served.html))).toContain('Supportthatkeepsitscool.');
    // The browser's id stays the first tab's, and is back in the cookie for the next page.
    expect(await second.evaluate(() => localStorage.getItem('abVisitor'))).toBe(browserId);
    const cookies = await context.cookies(stud);
    expect(cookies.find((cookie) => cookie.name === 'ab_visitor')?.value).toBe(browserId);
    expect(messages).toEqual([]);
  });

  test('a signed-in visitor’s details never reach the server’s HTML', async ({
    browser,
    page,
    request,
  }) => {
    const account = await apiAccount(request, 'ssr', { brand: 'stud' });
    const firstName = 'Ottoline';
    const lastName = `Quarrington${Date.now().toString(36)}`;
    const named = await request.post('/api/users/update-profile', {
      data: { first_name: firstName, last_name: lastName },
      headers: { Authorization: `Bearer ${account.access}` },
    });
    expect(named.status(), await named.text()).toBe(200);
    const secrets = [account.email, firstName, lastName];

    const careapp = brandOrigin('careapp');
    const stud = brandOrigin('stud');
    await storeSession(page, careapp, account);
    await storeSession(page, stud, account);
    // A fresh visitor, as a crawler or a shared cache would ask.
    const anonymous = await browser.newContext({ javaScriptEnabled: false });
    const anonymousPage = await anonymous.newPage();
    const messages = watchConsole(page);
    for (const url of [`${careapp}/app`, `${stud}/`, `${stud}/shop/classic-cooling-brief`]) {
      await test.step(url, async () => {
        const own = await open(page, url);
        await settle(page);
        // Hydrated as the server rendered it (signed out), then the device's session shows.
        await expect(page.getByRole('link', { name: 'Your profile' })).toBeVisible();
        if (url.endsWith('/app')) {
          await expect(page.getByRole('link', { name: 'My health' })).toBeVisible();
        }
        const shared = await open(anonymousPage, url);
        for (const html of [own.html, shared.html]) {
          for (const secret of secrets) expect(html).not.toContain(secret);
        }
        expect(shared.html).toContain('id="ssr-data"');
      });
    }
    expect(messages).toEqual([]);
    await anonymous.close();
  });

  /** A returning visitor: a cart of one item, its id stored on stud's site. */
  async function storeCart(page: Page, request: APIRequestContext) {
    const created = await request.post('/api/ecom/create-checkout/', {
      data: {
        id: crypto.randomUUID(),
        lines: [{ variantId: 'classic-brief-black-m', quantity: 1 }],
      },
    });
    expect(created.status(), await created.text()).toBe(200);
    const { id } = (await created.json()) as { id: string };
    await page.goto(`${brandOrigin('stud')}/terms`);
    // Once this page's code has started (after its first paint), so its header's cart
    // request is not one of the next page's.
    await settle(page);
    await page.evaluate((checkoutId) => localStorage.setItem('checkoutId', checkoutId), id);
  }

  test('a returning visitor’s cart fills in after hydration, without errors', async ({
    page,
    request,
  }) => {
    const stud = brandOrigin('stud');
    await storeCart(page, request);

    const messages = watchConsole(page);
    // The thank-you page too: back from a payment, it verifies with the stored cart.
    const thankYou = '/checkout/thankyou/stripe?payment_id=pi_unknown';
    for (const path of ['/', '/cart', '/checkout', thankYou]) {
      await test.step(path, async () => {
        await page.goto(`${stud}${path}`);
        await settle(page);
        if (path === thankYou) {
          await expect(page.getByRole('heading', { level: 1 })).toHaveText('Payment not completed');
        } else if (path === '/checkout') {
          await expect(page.getByText('Secure Checkout (1 item)')).toBeVisible();
        } else {
          await expect(page.getByRole('link', { name: /^Cart, 1 item/ })).toHaveText('1');
        }
        // The cart is the device's: where it moves the page, say so (not a failure).
        const { total, sources } = await layoutShifts(page);
        if (total > 0) {
          test.info().annotations.push({
            type: 'layout shift',
            description: `${stud}${path}: ${total.toFixed(4)} ${sources.join('; ')}`,
          });
        }
      });
    }
    // The unknown payment's verification answers 404: the browser says so.
    expect(messages.filter((line) => !isNotFoundResource(line))).toEqual([]);
  });

  test('a returning shopper’s cart and checkout arrive with their cart, only for them, and hydrate as rendered', async ({
    browser,
    page,
    request,
  }) => {
    const stud = brandOrigin('stud');
    await storeCart(page, request);
    // The header of the next page mirrors the stored id into the cookie the server reads.
    await page.goto(`${stud}/about`);
    await settle(page);
    const cookies = await page.context().cookies(stud);
    const cartCookie = cookies.find((cookie) => cookie.name === 'cart_id');
    expect(cartCookie?.value).toBe(await page.evaluate(() => localStorage.getItem('checkoutId')));

    const messages = watchConsole(page);
    for (const path of ['/cart', '/checkout']) {
      await test.step(path, async () => {
        const own = await page.goto(`${stud}${path}`);
        expect(renderedText((await own?.text()) ?? '')).toContain('Classic Cooling Brief');
        expect(own?.headers()['cache-control']).toBe('private, no-store');
        await settle(page);
        if (path === '/cart') {
          await expect(page.getByRole('combobox', { name: 'Quantity' })).toHaveValue('1');
        } else {
          await expect(page.getByText('Secure Checkout (1 item)')).toBeVisible();
          await expect(page.getByRole('textbox', { name: /^Email/ })).toBeEditable();
        }
        expect((await layoutShifts(page)).total).toBe(0);
        expect(messages).toEqual([]);
      });
    }

    // Without JavaScript the shopper still reads their cart; anyone else gets the shared page.
    const noScript = await browser.newContext({ javaScriptEnabled: false });
    await noScript.addCookies([{ ...cartCookie!, sameSite: 'Lax' }]);
    const noScriptPage = await noScript.newPage();
    await noScriptPage.goto(`${stud}/cart`);
    await expect(noScriptPage.getByText('Classic Cooling Brief')).toBeVisible();
    // The header's count is the drawn cart's.
    await expect(noScriptPage.getByRole('link', { name: /^Cart, 1 item/ })).toHaveText('1');
    const stranger = await browser.newContext({ javaScriptEnabled: false });
    const strangerHtml = (await open(await stranger.newPage(), `${stud}/cart`)).html;
    expect(renderedText(strangerHtml)).not.toContain('Classic Cooling Brief');
    await noScript.close();
    await stranger.close();
  });

  test('a stored cart that is gone draws the cart page loading, and the browser then says it is empty', async ({
    page,
  }) => {
    const stud = brandOrigin('stud');
    const gone = crypto.randomUUID();
    await page.context().addCookies([{ name: 'cart_id', value: gone, url: stud }]);
    await page.addInitScript((id) => {
      if (!sessionStorage.getItem('seeded')) {
        sessionStorage.setItem('seeded', '1');
        localStorage.setItem('checkoutId', id);
      }
    }, gone);
    const messages = watchConsole(page);
    const response = await page.goto(`${stud}/cart`);
    expect(response?.headers()['cache-control']).toBe('private, no-store');
    expect(renderedText((await response?.text()) ?? '')).not.toContain('Your cart is empty');
    await settle(page);
    await expect(page.getByText('Your cart is empty.')).toBeVisible();
    // The dead id is forgotten, its cookie with it.
    expect(await page.evaluate(() => localStorage.getItem('checkoutId'))).toBeNull();
    const cookies = await page.context().cookies(stud);
    expect(cookies.find((cookie) => cookie.name === 'cart_id')).toBeUndefined();
    // The browser reports the cart's 404 answer; nothing else is said.
    expect(messages.filter((line) => !isNotFoundResource(line))).toEqual([]);
  });

  test('the cart and checkout pages ask for the stored cart once per load, or not at all when the server drew it', async ({
    page,
    request,
  }) => {
    const stud = brandOrigin('stud');
    await storeCart(page, request);
    let asked = 0;
    page.on('request', (sent) => {
      if (new URL(sent.url()).pathname === '/api/ecom/cart-items/') asked += 1;
    });
    for (const path of ['/cart', '/checkout']) {
      await test.step(path, async () => {
        asked = 0;
        await page.goto(`${stud}${path}`);
        await settle(page);
        // The page's items and the header's count come from the one answer.
        if (path === '/cart') {
          await expect(page.getByText('Classic Cooling Brief')).toBeVisible();
          await expect(page.getByRole('link', { name: /^Cart, 1 item/ })).toHaveText('1');
        } else {
          await expect(page.getByText('Secure Checkout (1 item)')).toBeVisible();
        }
        // The cart page's header gave the stored id its cookie (it was stored before there
        // was one): the server drew the checkout with that cart, and its count with it.
        expect(asked).toBe(path === '/cart' ? 1 : 0);
      });
    }
  });

  test('a link clicked before the page’s code has started opens in the app once it has, with the loading bar meanwhile', async ({
    page,
  }, testInfo) => {
    const stud = brandOrigin('stud');
    for (const [label, size] of Object.entries(VIEWPORTS)) {
      await page.setViewportSize(size);
      // The entry arrives late, as on a slow phone.
      let release: () => void = () => {};
      const entryHeld = new Promise<void>((resolve) => (release = resolve));
      await page.route(/\/assets\/index-[\w-]+\.js$/, async (route) => {
        await entryHeld;
        await route.continue();
      });
      const documents: string[] = [];
      page.on('request', (sent) => {
        if (sent.resourceType() === 'document') documents.push(new URL(sent.url()).pathname);
      });
      // Not waiting for the load event, which waits for the held entry.
      await page.goto(`${stud}/shop`, { waitUntil: 'domcontentloaded' });
      await page.getByRole('link', { name: 'Stud Classic Cooling Brief', exact: true }).click();
      // Kept: the shop page stays until the app opens the product, with the loading bar
      // across the top and the main region busy.
      await expect(page).toHaveURL(`${stud}/shop`);
      const bar = page.getByRole('progressbar', { name: 'Loading page' });
      await expect(bar).toBeVisible();
      await expect(page.getByRole('main')).toHaveAttribute('aria-busy', 'true');
      expect(await bar.boundingBox()).toMatchObject({ x: 0, y: 0, width: size.width, height: 4 });
      const file = testInfo.outputPath(`early-link-${label}.png`);
      await page.screenshot({ path: file });
      await testInfo.attach(`early-link-${label}`, { path: file, contentType: 'image/png' });
      release();
      await expect(
        page.getByRole('heading', { level: 1, name: 'Stud Classic Cooling Brief' }),
      ).toBeVisible();
      await expect(bar).toHaveCount(0);
      await expect(page.getByRole('main')).not.toHaveAttribute('aria-busy');
      expect(documents).toEqual(['/shop']);
      page.removeAllListeners('request');
      await page.unrouteAll();
    }
  });

  test('without its code, a clicked link still opens after a moment', async ({ page }) => {
    const stud = brandOrigin('stud');
    await page.route(/\/assets\/index-[\w-]+\.js$/, (route) => route.abort());
    await page.goto(`${stud}/shop`);
    await page.getByRole('link', { name: 'Stud Classic Cooling Brief', exact: true }).click();
    await expect(
      page.getByRole('heading', { level: 1, name: 'Stud Classic Cooling Brief' }),
    ).toBeVisible();
    await expect(page).toHaveURL(/\/shop\/classic-cooling-brief$/);
  });
});
