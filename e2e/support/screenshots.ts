import type { Page, TestInfo } from '@playwright/test';

export const VIEWPORTS = {
  mobile: { width: 375, height: 812 },
  desktop: { width: 1280, height: 900 },
};

/** Full-page screenshots at 375 px and 1280 px, attached to the report for review by eye. */
export async function screenshotBothWidths(page: Page, testInfo: TestInfo, name: string) {
  for (const [label, size] of Object.entries(VIEWPORTS)) {
    await page.setViewportSize(size);
    const file = testInfo.outputPath(`${name}-${label}.png`);
    await page.screenshot({ path: file, fullPage: true });
    await testInfo.attach(`${name}-${label}`, { path: file, contentType: 'image/png' });
  }
}
