import type { Page } from '@playwright/test';
import { baseURL } from '../playwright.config';
import {
  PASSWORD,
  apiAccount,
  expect,
  freshEmail,
  nextCode,
  storedSession,
  test,
} from '../support/accounts';
import { screenshotBothWidths } from '../support/screenshots';
import { brandOrigin, storeSession } from '../support/site';

/**
 * Issue 26, "the paths people take": a careapp user reaches the chat, a sign-in comes back to
 * the page it started from on every brand (and never to another site), and /data/reports is
 * linked from the profile and My health.
 */
const careapp = brandOrigin('careapp');
const varicocele = brandOrigin('varicocele');

async function signInHere(page: Page, email: string, password = PASSWORD) {
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
}

test.describe.parallel('the paths people take (issue 26)', () => {
  test('careapp: sign-up ends in the chat; Start Now! and the profile lead a signed-in user there', async ({
    page,
    request,
  }, testInfo) => {
    const email = freshEmail('paths-careapp');
    await page.goto(`${careapp}/register`);
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password').fill(PASSWORD);
    await page.getByRole('button', { name: 'Create account' }).click();
    await expect(page).toHaveURL(`${careapp}/otp`);
    await page.getByLabel('6-digit code').fill(await nextCode(request, email));
    await page.getByRole('button', { name: 'Verify' }).click();
    await expect(page).toHaveURL(`${careapp}/app`);
    await expect(page.getByRole('textbox', { name: /message/i })).toBeVisible();

    await page.goto(`${careapp}/`);
    await expect(
      page.getByRole('banner').getByRole('link', { name: 'Start Now!' }),
    ).toHaveAttribute('href', '/app');
    for (const start of await page.getByRole('link', { name: 'Start Now!' }).all()) {
      await expect(start).toHaveAttribute('href', '/app');
    }
    await screenshotBothWidths(page, testInfo, 'careapp-home-signed-in');
    await page.getByRole('banner').getByRole('link', { name: 'Start Now!' }).click();
    await expect(page).toHaveURL(`${careapp}/app`);

    // A signed-in user who opens /login goes on to the chat as well.
    await page.goto(`${careapp}/login`);
    await expect(page).toHaveURL(`${careapp}/app`);

    await page.goto(`${careapp}/profile`);
    await page.getByRole('link', { name: 'Open the health chat' }).click();
    await expect(page).toHaveURL(`${careapp}/app`);
    await page.goto(`${careapp}/profile`);
    await screenshotBothWidths(page, testInfo, 'careapp-profile');
  });

  test('varicocele on the generic host: /data/reports → sign in → /data/reports', async ({
    page,
    request,
  }) => {
    const account = await apiAccount(request, 'paths-reports', { brand: 'varicocele' });
    await page.goto('/varicocele/data/reports');
    await expect(page).toHaveURL(`${baseURL}/varicocele/login?from=/varicocele/data/reports`);
    // Through "Create an account" and back: the page to return to goes along.
    await page.getByRole('link', { name: 'Create an account' }).click();
    await expect(page).toHaveURL(`${baseURL}/varicocele/register?from=/varicocele/data/reports`);
    await page.getByRole('main').getByRole('link', { name: 'Sign in' }).click();
    // The register page (which has its own Email and Password) stays on screen until the sign-in
    // page has loaded: fill the form only once it is the sign-in form.
    await expect(page.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible();
    await signInHere(page, account.email);
    await expect(page).toHaveURL(`${baseURL}/varicocele/data/reports`);
    await expect(page.getByRole('heading', { level: 1, name: /reports/i })).toBeVisible();
  });

  test('varicocele: a password reset on the way still ends on the page asked for', async ({
    page,
    request,
  }) => {
    // The sign-up's code holds the next one back for a minute (one code a minute per address).
    test.setTimeout(150_000);
    const account = await apiAccount(request, 'paths-reset', { brand: 'varicocele' });
    await page.goto(`${varicocele}/data/reports`);
    await page.getByRole('link', { name: 'Forgot your password?' }).click();
    await expect(page).toHaveURL(`${varicocele}/reset-password?from=/data/reports`);
    await page.getByLabel('Email').fill(account.email);
    await page.getByRole('button', { name: 'Send me a code' }).click();
    const wait = page.getByRole('alert').filter({ hasText: 'Too many code requests' });
    await expect(wait.or(page.getByLabel('6-digit code'))).toBeVisible();
    if (await wait.isVisible()) {
      const seconds = Number(/(\d+) seconds?/.exec(await wait.innerText())?.[1] ?? 60);
      await page.waitForTimeout((seconds + 1) * 1000);
      await page.getByRole('button', { name: 'Send me a code' }).click();
    }
    await expect(page).toHaveURL(/\/reset-password-otp\?.*from=%2Fdata%2Freports/);
    await page
      .getByLabel('6-digit code')
      .fill(await nextCode(request, account.email, 'Your password reset code'));
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.getByLabel('New password').fill('Brand-New-Lantern-42');
    await page.getByRole('button', { name: 'Save new password' }).click();
    await page.getByRole('main').getByRole('link', { name: 'Sign in' }).click();
    await expect(page).toHaveURL(`${varicocele}/login?from=/data/reports`);
    await signInHere(page, account.email, 'Brand-New-Lantern-42');
    await expect(page).toHaveURL(`${varicocele}/data/reports`);
  });

  for (const from of ['//evil.example/app', '/\\evil.example', 'https://evil.example/']) {
    test(`a return path to another site (${from}) is ignored`, async ({ page, request }) => {
      const account = await apiAccount(request, 'paths-evil');
      await page.goto(`${careapp}/login?from=${encodeURIComponent(from)}`);
      await signInHere(page, account.email);
      await expect(page).toHaveURL(`${careapp}/app`);
    });
  }

  test('/data/reports is linked from the profile (varicocele) and My health (careapp)', async ({
    page,
    request,
  }, testInfo) => {
    const account = await apiAccount(request, 'paths-links', { brand: 'varicocele' });
    await storeSession(page, varicocele, account);
    await page.goto(`${varicocele}/profile`);
    await page.getByRole('link', { name: 'Your reports' }).click();
    await expect(page).toHaveURL(`${varicocele}/data/reports`);

    await storeSession(page, careapp, account);
    await page.goto(`${careapp}/my-health`);
    const reports = page.getByRole('link', { name: 'Your self-assessment reports' });
    await expect(reports).toBeVisible();
    await screenshotBothWidths(page, testInfo, 'my-health');
    await reports.click();
    await expect(page).toHaveURL(`${careapp}/varicocele/data/reports`);
    expect((await storedSession(page)).access).toBeTruthy();
  });
});
