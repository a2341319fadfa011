import { expect, test, type Page } from '@playwright/test';
import { brandOrigin, specRoutes, type Brand } from '../support/site';

const brands = Object.keys(specRoutes) as Brand[];
const WIDTHS = [320, 390, 1280];

/** Elements wider than the window, to name the culprit when a page scrolls sideways. */
async function overflow(page: Page) {
  return page.evaluate(() => {
    const width = window.innerWidth;
    const scrollWidth = document.documentElement.scrollWidth;
    const wide = Array.from(document.querySelectorAll<HTMLElement>('body *'))
      .filter((el) => el.getBoundingClientRect().right > width + 1)
      .slice(0, 3)
      .map((el) => `${el.tagName.toLowerCase()}.${el.className}`.slice(0, 120));
    return { width, scrollWidth, wide };
  });
}

// Issue 26: no public page scrolls sideways, from the narrowest phone (320 px) to a desktop.
// Rows that scroll on purpose (the consult day strip) do so inside their own box.
test.describe.parallel('every public page fits the window', () => {
  for (const brand of brands) {
    test(`${brand}: 320, 390 and 1280 px wide`, async ({ page }) => {
      test.setTimeout(300_000);
      for (const route of specRoutes[brand].filter((r) => !r.guarded)) {
        for (const width of WIDTHS) {
          await test.step(`${route.path} at ${width} px`, async () => {
            await page.setViewportSize({ width, height: 800 });
            await page.goto(`${brandOrigin(brand)}${route.path}`, { waitUntil: 'load' });
            await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
            // Lazily loaded parts (the consult slots, a product's gallery) are in by now.
            await page.waitForLoadState('networkidle');
            const seen = await overflow(page);
            expect(seen.scrollWidth, JSON.stringify(seen)).toBeLessThanOrEqual(seen.width);
          });
        }
      }
    });
  }
});

test.describe('the consult day strip', () => {
  for (const width of [320, 390]) {
    test(`scrolls inside its own box at ${width} px, every time slot on screen`, async ({
      page,
    }) => {
      await page.setViewportSize({ width, height: 800 });
      await page.goto(`${brandOrigin('varicocele')}/consult`);
      const strip = page.getByRole('group', { name: 'Day' });
      await expect(strip).toBeVisible();
      const box = await strip.evaluate((el) => ({
        scroll: el.scrollWidth,
        client: el.clientWidth,
      }));
      expect(box.scroll).toBeGreaterThan(box.client);
      expect(box.client).toBeLessThanOrEqual(width);
      const rights = await page
        .getByRole('list')
        .getByRole('button')
        .evaluateAll((buttons) => buttons.map((b) => b.getBoundingClientRect().right));
      expect(rights.length).toBeGreaterThan(0);
      for (const right of rights) expect(right).toBeLessThanOrEqual(width);
    });
  }
});
