import { expect, test } from '@playwright/test';
import { expectNoSeriousA11yViolations } from '../support/accessibility';
import { VIEWPORTS } from '../support/screenshots';
import { brandOrigin } from '../support/site';

const pages = [
  { name: 'stud-shop', url: `${brandOrigin('stud')}/shop`, ready: 'product-card' },
  {
    name: 'stud-product',
    url: `${brandOrigin('stud')}/shop/airflow-cooling-mesh-brief`,
    ready: 'review',
  },
  { name: 'stud-treatment', url: `${brandOrigin('stud')}/shop/treatment`, ready: 'review' },
  { name: 'varicocele-shop', url: `${brandOrigin('varicocele')}/shop`, ready: 'product-card' },
  {
    name: 'varicocele-product',
    url: `${brandOrigin('varicocele')}/shop/the-varicocele-guide`,
    ready: 'review',
  },
];

// Full-page screenshots of the shop and product pages at 375 px and 1280 px, for review by
// eye, with an accessibility scan and a sideways-scroll check at each width.
test.describe.parallel('shop screenshots', () => {
  for (const { name, url, ready } of pages) {
    test(`${name} at 375 px and 1280 px`, async ({ page }, testInfo) => {
      await page.goto(url);
      await expect(page.getByTestId(ready).first()).toBeVisible();
      for (const [label, size] of Object.entries(VIEWPORTS)) {
        await page.setViewportSize(size);
        await page.evaluate(() => document.fonts.ready);
        await expectNoSeriousA11yViolations(page);
        const overflow = await page.evaluate(
          () => document.documentElement.scrollWidth - window.innerWidth,
        );
        expect(overflow, 'no sideways scrolling').toBeLessThanOrEqual(0);
        const file = testInfo.outputPath(`${name}-${label}.png`);
        await page.screenshot({ path: file, fullPage: true });
        await testInfo.attach(`${name}-${label}`, { path: file, contentType: 'image/png' });
      }
    });
  }
});
