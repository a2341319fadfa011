import { expect, test } from '@playwright/test';
import { expectNoSeriousA11yViolations } from '../support/accessibility';
import { VIEWPORTS } from '../support/screenshots';
import { brandOrigin, type Brand } from '../support/site';

const heroes: Record<Brand, string | RegExp> = {
  careapp: 'Health questions, answered calmly.',
  // stud's hero is A/B tested (ADR 019): either variant.
  stud: /^Support that keeps (up|its cool)\.$/,
  varicocele: 'Understand your varicocele. Treat it with confidence.',
  varicoceleorg: 'Varicocele, explained clearly.',
};

// Full-page screenshots of every brand's home page at 375 px and 1280 px, attached to the
// report for review by eye, with an accessibility scan at each width.
test.describe.parallel('home pages', () => {
  for (const brand of Object.keys(heroes) as Brand[]) {
    test(`${brand} home at 375 px and 1280 px`, async ({ page }, testInfo) => {
      await page.goto(brandOrigin(brand));
      await expect(page.getByRole('heading', { level: 1, name: heroes[brand] })).toBeVisible();
      for (const [label, size] of Object.entries(VIEWPORTS)) {
        await page.setViewportSize(size);
        await page.evaluate(() => document.fonts.ready);
        await expectNoSeriousA11yViolations(page);
        const overflow = await page.evaluate(
          () => document.documentElement.scrollWidth - window.innerWidth,
        );
        expect(overflow, 'no sideways scrolling').toBeLessThanOrEqual(0);
        const file = testInfo.outputPath(`${brand}-home-${label}.png`);
        await page.screenshot({ path: file, fullPage: true });
        await testInfo.attach(`${brand}-home-${label}`, { path: file, contentType: 'image/png' });
      }
    });
  }
});
