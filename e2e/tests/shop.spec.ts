import { expect, test, type Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from '../support/accessibility';
import { VIEWPORTS } from '../support/screenshots';
import { brandOrigin, genericPath } from '../support/site';

const stud = brandOrigin('stud');
const varicocele = brandOrigin('varicocele');

/** Holds every product refresh (a POST with a selection) until `release` is called. */
async function holdRefreshes(page: Page) {
  let release: () => void = () => {};
  let gate = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/api/ecom/products-detail/**', async (route) => {
    if (route.request().postData()) await gate;
    await route.continue();
  });
  return {
    release: () => {
      release();
      gate = new Promise<void>((resolve) => (release = resolve));
    },
  };
}

function option(page: Page, attribute: string, value: string) {
  return page.locator(`fieldset[data-attribute="${attribute}"]`).getByRole('button', {
    name: value,
    exact: true,
  });
}

test.describe.parallel('shop journeys', () => {
  test('stud: browse, pick options, out of stock, add to cart', async ({ page }) => {
    const cspErrors: string[] = [];
    page.on('console', (message) => {
      if (/content security policy/i.test(message.text())) cspErrors.push(message.text());
    });

    await page.goto(`${stud}/shop`);
    await expect(page.getByRole('heading', { level: 2, name: 'All briefs' })).toBeVisible();
    const cards = page.getByTestId('product-grid').getByTestId('product-card');
    await expect(cards).toHaveCount(6);
    await expect(cards.first()).toContainText('$');

    await page.getByRole('link', { name: 'Stud AirFlow Cooling Mesh Brief', exact: true }).click();
    await expect(page).toHaveURL(`${stud}/shop/airflow-cooling-mesh-brief`);
    await expect(
      page.getByRole('heading', { level: 1, name: 'Stud AirFlow Cooling Mesh Brief' }),
    ).toBeVisible();
    await expect(page).toHaveTitle(/Stud AirFlow Cooling Mesh Brief/);
    await expect(page.locator('meta[property="og:title"]')).toHaveAttribute(
      'content',
      /AirFlow Cooling Mesh Brief/,
    );
    const jsonLd = page.locator('script[type="application/ld+json"]');
    await expect(jsonLd).toHaveCount(1);
    const data = JSON.parse((await jsonLd.textContent()) ?? '{}') as Record<string, unknown>;
    expect(data['@type']).toBe('Product');
    expect(data.offers).toMatchObject({ priceCurrency: 'USD' });
    await expect(page.getByTestId('product-price')).toContainText('$25.50');
    await expect(page.getByTestId('shipping-claims')).toContainText('3-5 business days');

    // No options: the message, and both attributes highlighted.
    const add = page.getByTestId('add-to-cart');
    await add.click();
    await expect(page.getByRole('alert')).toHaveText(
      'Please select all options before adding to cart.',
    );
    await expect(page.locator('fieldset[data-highlighted]')).toHaveCount(2);

    // A pick refreshes the product; the buttons are disabled until it answers.
    const gate = await holdRefreshes(page);
    await option(page, 'Size', 'M').click();
    await expect(option(page, 'Size', 'M')).toHaveAttribute('aria-pressed', 'true');
    await expect(page.getByText('Updating price and stock…')).toBeVisible();
    await expect(option(page, 'Colour', 'Black')).toBeDisabled();
    await expect(add).toBeDisabled();
    gate.release();
    await expect(page.getByText('Updating price and stock…')).toBeHidden();
    await expect(option(page, 'Colour', 'Black')).toBeEnabled();
    await expect(page.locator('fieldset[data-highlighted]')).toHaveCount(1);
    await page.unroute('**/api/ecom/products-detail/**');

    // Every Sand mesh brief is sold out.
    await option(page, 'Colour', 'Sand').click();
    await expect(option(page, 'Colour', 'Sand')).toHaveAttribute('aria-pressed', 'true');
    await expect(add).toBeEnabled();
    await add.click();
    await expect(page.getByRole('alert')).toHaveText('Item is out of stock.');
    await expect(page.getByRole('link', { name: 'Cart, empty' })).toBeVisible();

    await option(page, 'Colour', 'Ice Blue').click();
    await expect(add).toBeEnabled();
    await expect(page.getByRole('alert')).toHaveCount(0);
    await add.click();
    await expect(page.getByText('Added to cart.')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Go to Cart' })).toHaveAttribute('href', '/cart');
    await expect(page.getByRole('link', { name: 'Cart, 1 item' })).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem('checkoutId'))).toBeTruthy();
    await expect(add).toBeEnabled();
    await expectNoSeriousA11yViolations(page);
    expect(cspErrors).toEqual([]);
  });

  test('stud nested: size guide, image viewer, See more, multi-select five-pack', async ({
    page,
  }) => {
    await page.goto(genericPath('stud', '/shop'));
    await page.getByRole('link', { name: 'Stud Classic Cooling Brief', exact: true }).click();
    await expect(page).toHaveURL(/\/stud\/shop\/classic-cooling-brief$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Stud Classic Cooling Brief');

    // Size guide: inches by default, centimetres on the toggle.
    const chart = page.getByTestId('size-chart');
    await expect(chart.getByRole('row', { name: /^S / })).toContainText('30-32 in');
    await page.getByRole('button', { name: 'cm', exact: true }).click();
    await expect(chart.getByRole('row', { name: /^S / })).toContainText('76-81 cm');
    await expect(chart.getByRole('row', { name: /^XXXL / })).toContainText('113-121 cm');
    await page.getByRole('button', { name: 'in', exact: true }).click();
    await expect(chart.getByRole('row', { name: /^XXXL / })).toContainText('44-47 in');

    // Image viewer: Escape closes it, and so does a click on the backdrop.
    await page.getByTestId('gallery-main').click();
    const viewer = page.getByRole('dialog', { name: 'Stud Classic Cooling Brief' });
    await expect(viewer).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await page.keyboard.press('Escape');
    await expect(viewer).toBeHidden();
    await page.getByTestId('gallery-main').click();
    await expect(viewer).toBeVisible();
    await page.mouse.click(5, 5);
    await expect(viewer).toBeHidden();

    // A review over 500 characters is cut, with See more.
    const reviews = page.getByTestId('review');
    await expect(reviews.getByRole('button', { name: 'See more' })).toHaveCount(1);
    const index = await reviews.evaluateAll((items) =>
      items.findIndex((item) => item.querySelector('button')?.textContent === 'See more'),
    );
    const long = reviews.nth(index);
    const before = (await long.textContent())?.length ?? 0;
    await long.getByRole('button', { name: 'See more' }).click();
    await expect(long.getByRole('button', { name: 'See more' })).toHaveCount(0);
    expect((await long.textContent())?.length ?? 0).toBeGreaterThan(before);

    // The five-pack: Colours is multi-select and needs at least one value.
    await page.goto(genericPath('stud', '/shop/mix-and-match-five-pack'));
    await expect(page.getByRole('heading', { level: 1 })).toHaveAttribute('data-long-name', 'true');
    await option(page, 'Size', 'L').click();
    await expect(option(page, 'Colours', 'Black')).toBeEnabled();
    await option(page, 'Colours', 'Black').click();
    await expect(option(page, 'Colours', 'Black')).toBeEnabled();
    await option(page, 'Colours', 'Black').click();
    await expect(option(page, 'Colours', 'Black')).toHaveAttribute('aria-pressed', 'false');
    await expect(option(page, 'Colours', 'Black')).toBeEnabled();
    await page.getByTestId('add-to-cart').click();
    await expect(page.getByRole('alert')).toHaveText(
      'Please select all options before adding to cart.',
    );
    await expect(page.locator('fieldset[data-highlighted]')).toHaveAttribute(
      'data-attribute',
      'Colours',
    );
    await option(page, 'Colours', 'Navy').click();
    await expect(option(page, 'Colours', 'Black')).toBeEnabled();
    await option(page, 'Colours', 'White').click();
    await expect(page.getByTestId('add-to-cart')).toBeEnabled();
    await page.getByTestId('add-to-cart').click();
    await expect(page.getByText('Added to cart.')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Go to Cart' })).toHaveAttribute(
      'href',
      '/stud/cart',
    );
    await expect(page.getByRole('link', { name: 'Cart, 1 item' })).toBeVisible();
  });

  test('stud home: the slider shows 2 slides at 375 px and 6 at 1280 px', async ({ page }) => {
    await page.setViewportSize(VIEWPORTS.desktop);
    await page.goto(stud);
    const slider = page.getByTestId('product-slider');
    await expect(slider).toHaveAttribute('data-slides', '6');
    await expect(slider.getByTestId('slide')).toHaveCount(6);
    await expectNoSeriousA11yViolations(page);

    await page.setViewportSize(VIEWPORTS.mobile);
    await expect(slider).toHaveAttribute('data-slides', '2');
    await expect(slider.getByTestId('slide-copy')).toHaveCount(4);
    await expect(slider.getByText('Showing 1–2 of 6')).toBeVisible();
    const next = slider.getByRole('button', { name: 'Next products' });
    await next.click();
    await expect(slider.getByText('Showing 2–3 of 6')).toBeVisible();
    await next.press('ArrowLeft');
    await expect(slider.getByText('Showing 1–2 of 6')).toBeVisible();
    await next.press('ArrowLeft');
    await expect(slider.getByText('Showing 6–1 of 6')).toBeVisible();
  });

  test('varicocele: treatments, a product and add to cart, own host and nested', async ({
    page,
  }) => {
    await page.goto(`${varicocele}/treatments`);
    await expect(page.getByRole('heading', { level: 2, name: 'All treatments' })).toBeVisible();
    await expect(page.getByTestId('product-card').first()).toBeVisible();
    await page.getByRole('link', { name: 'Varicocele Treatment Kit', exact: true }).click();
    await expect(page).toHaveURL(`${varicocele}/shop/varicocele-treatment-kit`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Varicocele Treatment Kit');
    await option(page, 'Size', 'M').click();
    await expect(page.getByTestId('add-to-cart')).toBeEnabled();
    await page.getByTestId('add-to-cart').click();
    await expect(page.getByRole('link', { name: 'Cart, 1 item' })).toBeVisible();

    await page.goto(genericPath('varicocele', '/shop'));
    await expect(page.getByTestId('product-card').first()).toBeVisible();
    await expect(
      page.getByRole('link', { name: 'Varicocele Treatment Kit', exact: true }),
    ).toHaveAttribute('href', '/varicocele/shop/varicocele-treatment-kit');
    await page.goto(genericPath('varicocele', '/reviews'));
    await expect(page.getByTestId('review').first()).toBeVisible();
    await page.goto(genericPath('varicocele', '/more-products'));
    await expect(page.getByTestId('product-card')).toHaveCount(6);
  });

  test('a product page arrives with its product: shown without another request, named for link previews', async ({
    page,
  }) => {
    const detailCalls: string[] = [];
    page.on('request', (r) => {
      if (r.url().includes('/api/ecom/products-detail/')) detailCalls.push(r.url());
    });
    const response = await page.goto(`${stud}/shop/airflow-cooling-mesh-brief`);
    const html = (await response?.text()) ?? '';
    expect(html).toContain('<title>Stud AirFlow Cooling Mesh Brief</title>');
    expect(html).toMatch(
      /<meta property="og:image" content="http:\/\/stud\.localhost:\d+\/media\//,
    );
    expect(html).toMatch(/<link rel="preload" as="image" href="\/media\/products\/[^"]+"/);
    await expect(
      page.getByRole('heading', { level: 1, name: 'Stud AirFlow Cooling Mesh Brief' }),
    ).toBeVisible();
    await expect(page.getByTestId('product-price')).toContainText('$');
    expect(detailCalls).toEqual([]);

    // Reached inside the app, the page asks the API as before.
    await page.goto(`${stud}/shop`);
    await page.getByRole('link', { name: 'Stud AirFlow Cooling Mesh Brief', exact: true }).click();
    await expect(
      page.getByRole('heading', { level: 1, name: 'Stud AirFlow Cooling Mesh Brief' }),
    ).toBeVisible();
    expect(detailCalls).toHaveLength(1);
  });

  test('an unknown product answers 404 and says so, with the way back to the shop', async ({
    page,
  }) => {
    const response = await page.goto(`${varicocele}/shop/no-such-product`);
    expect(response?.status()).toBe(404);
    await expect(
      page.getByRole('heading', { level: 1, name: 'We couldn’t find this product.' }),
    ).toBeVisible();
    await page.getByRole('link', { name: 'Continue Shopping' }).click();
    await expect(page).toHaveURL(`${varicocele}/shop`);
  });
});
