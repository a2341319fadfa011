import { test as base, expect, type Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from '../support/accessibility';
import { OwnServer } from '../support/own-server';
import {
  PARTNER_CALENDAR_TITLE,
  PARTNER_HEADING,
  startSchedulingPartner,
  type SchedulingPartner,
} from '../support/scheduling-partner';
import { screenshotBothWidths, VIEWPORTS } from '../support/screenshots';

/**
 * The configured scheduling widget of /consult (issue 12): with CONSULT_EMBED_URL set, the
 * page shows the provider's calendar (a local fake provider, e2e/support/scheduling-partner.ts)
 * instead of our booking; when the provider's script fails, the page says so and falls back to
 * our own booking form. A server of its own: the suite's server runs without the setting, as
 * every other journey expects.
 */
const test = base.extend<object, { partner: SchedulingPartner; server: OwnServer }>({
  partner: [
    // eslint-disable-next-line no-empty-pattern -- Playwright reads fixture needs from the pattern
    async ({}, use) => {
      const partner = await startSchedulingPartner();
      await use(partner);
      await partner.close();
    },
    { scope: 'worker' },
  ],
  server: [
    async ({ partner }, use) => {
      const server = await OwnServer.start({ CONSULT_EMBED_URL: partner.bookingUrl });
      await use(server);
      await server.dispose();
    },
    { scope: 'worker', timeout: 240_000 },
  ],
  baseURL: async ({ server }, use) => use(server.origin),
});

// The provider's state (working or down) is shared: one test at a time.
test.describe.configure({ mode: 'serial', timeout: 120_000 });

const FALLBACK_NOTE =
  'Our partner’s booking calendar could not be loaded, so you can book here instead.';
const booking = (page: Page) => page.locator('#booking');

for (const host of ['own', 'generic'] as const) {
  test(`the configured widget shows the provider's calendar (${host} host)`, async ({
    page,
    partner,
    server,
  }, testInfo) => {
    partner.failScript(false);
    // Mobile first: the screenshots start at 375 px, with the provider's frame drawn at that width.
    await page.setViewportSize(VIEWPORTS.mobile);
    const consult =
      host === 'own'
        ? `${server.originFor('varicocele.localhost')}/consult`
        : `${server.origin}/varicocele/consult`;
    await page.goto(consult);
    await expect(page.getByRole('heading', { name: 'Book a time' })).toBeVisible();

    const calendar = page.frameLocator(`iframe[title="${PARTNER_CALENDAR_TITLE}"]`);
    await expect(calendar.getByRole('heading', { name: PARTNER_HEADING })).toBeVisible();
    await expect(
      page.getByText('Booking is provided by our scheduling partner.', { exact: false }),
    ).toBeVisible();
    // Our own booking is not shown next to it, and nothing says it failed.
    await expect(booking(page).getByText(/^Times shown in /)).toHaveCount(0);
    await expect(page.getByText(FALLBACK_NOTE)).toHaveCount(0);
    // The floating button is the width of its label, not of the screen.
    const fab = await page.getByRole('button', { name: 'Book a time' }).boundingBox();
    expect(fab?.width).toBeLessThan(VIEWPORTS.mobile.width / 2);
    await expectNoSeriousA11yViolations(page);
    if (host === 'own') {
      // Chromium paints a cross-origin frame once it has been on screen.
      await page.locator(`iframe[title="${PARTNER_CALENDAR_TITLE}"]`).scrollIntoViewIfNeeded();
      await screenshotBothWidths(page, testInfo, 'consult-partner-widget');
    }
  });
}

test('when the provider fails, our booking form takes over; the mobile button steps aside', async ({
  page,
  partner,
  server,
}, testInfo) => {
  partner.failScript(true);
  await page.setViewportSize(VIEWPORTS.mobile);
  await page.goto(`${server.originFor('varicocele.localhost')}/consult`);

  await expect(page.getByText(FALLBACK_NOTE)).toBeVisible();
  await expect(page.locator(`iframe[title="${PARTNER_CALENDAR_TITLE}"]`)).toHaveCount(0);
  await expect(booking(page).getByText(/^Times shown in /)).toBeVisible();

  // At the top of the page the floating button leads to the booking.
  await page.evaluate(() => window.scrollTo(0, 0));
  const fab = page.getByRole('button', { name: 'Book a time' });
  await expect(fab).toBeVisible();
  await fab.click();

  // Pick a slot: the form opens and the floating button no longer covers it.
  await booking(page).getByRole('list').getByRole('button').first().click();
  await expect(page.getByText(/We are holding this time for you for [45]:\d\d/)).toBeVisible();
  await expect(page.getByLabel('First name')).toBeVisible();
  await expect(fab).toHaveCount(0);
  const submit = page.getByRole('button', { name: 'Book consultation' });
  await submit.scrollIntoViewIfNeeded();
  await expect(submit).toBeInViewport();
  await expect(fab).toHaveCount(0);
  await expectNoSeriousA11yViolations(page);
  await screenshotBothWidths(page, testInfo, 'consult-fallback-form');
});
