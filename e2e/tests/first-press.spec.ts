import type { Locator, Page } from '@playwright/test';
import { apiAccount, expect, test } from '../support/accounts';
import { brandOrigin } from '../support/site';

/**
 * Issue 23: no control is shown enabled before it works, and a press made while the page is
 * still starting is never lost. On a phone-class CPU (4× slower, as Lighthouse's mobile run),
 * each control below is pressed the moment it is enabled, on a fresh page with a cold cache,
 * ten times; every press must do what it says. Playwright's click waits for the control to be
 * visible, stable and enabled (a disabled fieldset counts), then presses at once.
 */
const RUNS = 10;
const CPU_SLOWDOWN = 4;

// Ten of ten is the goal: a retry would hide the lost press this journey exists to catch.
test.describe.configure({ retries: 0, timeout: 90_000 });

async function slowPhoneCpu(page: Page) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
}

/**
 * Presses as soon as the control is enabled: no wait for the page to settle first. The press
 * may take a moment to be delivered on a busy, throttled page; whether it worked is what the
 * test checks next.
 */
async function pressWhenEnabled(control: Locator) {
  await expect(control).toBeEnabled({ timeout: 30_000 });
  await control.click({ timeout: 5_000 });
}

for (let run = 1; run <= RUNS; run += 1) {
  test(`a consult slot pressed as soon as it is enabled holds it (run ${run})`, async ({
    page,
  }) => {
    await slowPhoneCpu(page);
    await page.goto(`${brandOrigin('varicocele')}/consult`);
    // Each run takes its own day and slot (past the first day, which the booking journeys
    // use): ten holds side by side must not reach for the same time.
    const day = page
      .getByRole('group', { name: 'Day' })
      .getByRole('button')
      .nth(1 + (run % 3));
    await pressWhenEnabled(day);
    await expect(day).toHaveAttribute('aria-pressed', 'true');
    await pressWhenEnabled(
      page
        .getByRole('list')
        .getByRole('button')
        .nth(Math.floor(run / 3)),
    );
    await expect(page.getByText(/We are holding this time for you for [45]:\d\d/)).toBeVisible();
  });

  test(`add to cart pressed as soon as it is enabled answers (run ${run})`, async ({ page }) => {
    await slowPhoneCpu(page);
    await page.goto(`${brandOrigin('stud')}/shop/classic-cooling-brief`);
    // No option picked yet: the press must be handled, which shows the spec's message.
    await pressWhenEnabled(page.getByTestId('add-to-cart'));
    await expect(page.getByRole('alert')).toHaveText(
      'Please select all options before adding to cart.',
    );
  });

  test(`the chat composer sends as soon as it is enabled (run ${run})`, async ({
    page,
    request,
  }) => {
    const { access, refresh } = await apiAccount(request, `first-press-${run}`);
    await page.addInitScript(
      ([access, refresh]) => {
        localStorage.setItem('access', access!);
        localStorage.setItem('refresh', refresh!);
      },
      [access, refresh],
    );
    await slowPhoneCpu(page);
    await page.goto('/app');
    const box = page.getByRole('textbox', { name: 'Message' });
    await expect(box).toBeEnabled({ timeout: 30_000 });
    await box.fill('What is a varicocele?');
    await pressWhenEnabled(page.getByRole('button', { name: 'Send', exact: true }));
    const log = page.getByRole('log', { name: 'Messages' });
    await expect(log.locator('li.justify-end')).toContainText('What is a varicocele?');
    await expect(log.getByRole('article', { name: /Assistant reply/ })).toHaveCount(1, {
      timeout: 30_000,
    });
  });
}
