import { expect, test } from '@playwright/test';
import { expectNoSeriousA11yViolations } from '../support/accessibility';
import {
  brandNames,
  brandOrigin,
  expectPageInFrame,
  genericPath,
  specRoutes,
  type Brand,
} from '../support/site';

const brands = Object.keys(specRoutes) as Brand[];

// Every route of spec section 2 is visited once on its brand's own host, and again nested on
// the generic host. Accessibility is scanned once per brand and page template (the theme
// differs per brand, the markup per template), not on every URL.
test.describe.parallel('every route of spec section 2', () => {
  for (const brand of brands) {
    test(`${brand}: on its own host`, async ({ page }) => {
      test.setTimeout(240_000);
      const scanned = new Set<string>();
      for (const route of specRoutes[brand]) {
        await test.step(route.path, async () => {
          await page.goto(`${brandOrigin(brand)}${route.path}`, { waitUntil: 'domcontentloaded' });
          if (route.guarded) {
            // Signed out: the guard sends the visitor to this brand's login, which brings them
            // back to the page afterwards (ADR 026).
            await expect(page).toHaveURL(
              `${brandOrigin(brand)}/login?from=${encodeURI(route.path)}`,
            );
            return;
          }
          await expect(page).toHaveURL(`${brandOrigin(brand)}${route.path}`);
          await expectPageInFrame(page, route);
          await expect(page).toHaveTitle(new RegExp(`${brandNames[brand].replace('.', '\\.')}$`));
          if (!scanned.has(route.type)) {
            scanned.add(route.type);
            await expectNoSeriousA11yViolations(page);
          }
        });
      }
    });

    test(`${brand}: nested on the generic host`, async ({ page }) => {
      test.setTimeout(240_000);
      for (const route of specRoutes[brand]) {
        await test.step(route.path, async () => {
          await page.goto(genericPath(brand, route.path), { waitUntil: 'domcontentloaded' });
          if (route.guarded) {
            await expect(page).toHaveURL(
              `${genericPath(brand, '/login')}?from=${encodeURI(genericPath(brand, route.path))}`,
            );
            return;
          }
          await expectPageInFrame(page, route);
          await expect(page).toHaveTitle(new RegExp(`${brandNames[brand].replace('.', '\\.')}$`));
        });
      }
    });
  }

  test('every brand under /ab_test, on its own host and nested on the generic host', async ({
    page,
  }) => {
    test.setTimeout(240_000);
    const samples: [Brand, string][] = [
      ['careapp', '/'],
      ['careapp', '/app/sleep-questions'],
      ['stud', '/'],
      ['stud', '/b'],
      ['stud', '/shop/a'],
      ['stud', '/checkout/b'],
      ['varicocele', '/'],
      ['varicocele', '/assess-pain'],
      ['varicoceleorg', '/about'],
    ];
    for (const [brand, path] of samples) {
      const checkout = path.startsWith('/checkout');
      await page.goto(`${brandOrigin(brand)}/ab_test${path === '/' ? '' : path}`);
      await expectPageInFrame(page, { checkout });
      await expect(page).toHaveTitle(new RegExp(`${brandNames[brand].replace('.', '\\.')}$`));
      await page.goto(`/ab_test${genericPath(brand, path)}`.replace(/\/$/, ''));
      await expectPageInFrame(page, { checkout });
    }
    // Links inside the preview stay inside it.
    await page.goto('/ab_test/stud/shop');
    await expect(page.getByRole('link', { name: 'Stud home' }).first()).toHaveAttribute(
      'href',
      '/ab_test/stud',
    );
  });

  test('unknown paths show the not-found page inside the brand', async ({ page }) => {
    const notFound = "We couldn't find the page your are looking for.";

    await page.goto(`${brandOrigin('stud')}/no/such/page`);
    await expect(page.getByRole('heading', { level: 1, name: notFound })).toBeVisible();
    await expect(page.getByRole('banner')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Continue Shopping' })).toHaveAttribute(
      'href',
      '/shop',
    );
    await expectNoSeriousA11yViolations(page);

    await page.goto('/varicocele/nothing-here');
    await expect(page.getByRole('heading', { level: 1, name: notFound })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Continue Shopping' })).toHaveAttribute(
      'href',
      '/varicocele/shop',
    );

    await page.goto(`${brandOrigin('varicoceleorg')}/shop`);
    await expect(page.getByRole('heading', { level: 1, name: notFound })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Continue Shopping' })).toHaveCount(0);
    await expect(page.getByRole('link', { name: 'Go to the home page' })).toHaveAttribute(
      'href',
      '/',
    );
    await expectNoSeriousA11yViolations(page);
  });
});
