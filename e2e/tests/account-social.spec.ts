import type { Page } from '@playwright/test';
import { oidcIssuer } from '../playwright.config';
import { expectNoSeriousA11yViolations } from '../support/accessibility';
import { apiAccount, expect, freshEmail, storedSession, test } from '../support/accounts';
import { screenshotBothWidths } from '../support/screenshots';
import { brandOrigin } from '../support/site';

/**
 * "Continue with Google" (issue 6) against a real local OpenID provider standing in for
 * Google (e2e/support/oidc-server.mjs): the browser goes there, signs in on its page and comes
 * back to /login with an ID token, which the API verifies against the provider's keys.
 */
const stud = brandOrigin('stud');
const careapp = brandOrigin('careapp');

/** From /login (or /register) of `origin` through the provider's sign-in page. */
async function continueWithGoogle(page: Page, email: string) {
  await page.getByRole('button', { name: 'Continue with Google' }).click();
  await expect(page).toHaveURL(new RegExp(`^${oidcIssuer}/interaction/`));
  await page.getByLabel('Email').fill(email);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

async function expectSignedInAs(page: Page, origin: string, email: string, landing = '/profile') {
  await expect(page).toHaveURL(`${origin}${landing}`);
  if (landing === '/profile') await expect(page.getByText(email, { exact: true })).toBeVisible();
  const session = await storedSession(page);
  expect(session.access).toBeTruthy();
  expect(session.refresh).toBeTruthy();
  expect(session.user).toMatchObject({ is_verified: true, user_data: { email } });
  return session.user!.user_data.id;
}

test.describe.parallel('social sign-in (issue 6)', () => {
  test('stud: Continue with Google creates the account, and signs in to it again', async ({
    page,
    browser,
  }, testInfo) => {
    const email = freshEmail('google');

    await page.goto(`${stud}/login`);
    const group = page.getByRole('group', { name: 'Other ways to sign in' });
    await expect(group.getByRole('button')).toHaveText(['Continue with Google']);
    await expectNoSeriousA11yViolations(page);
    await screenshotBothWidths(page, testInfo, 'login-social');

    // Keyboard: the button is reachable and starts the sign-in with Enter.
    await page.getByRole('button', { name: 'Continue with Google' }).focus();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(new RegExp(`^${oidcIssuer}/interaction/`));
    await page.getByLabel('Email').fill(email);
    await page.getByRole('button', { name: 'Sign in' }).click();
    const firstId = await expectSignedInAs(page, stud, email);
    // The provider's answer does not stay in the address bar or the history entry.
    expect(new URL(page.url()).hash).toBe('');

    // Another browser, same provider account: the same account of ours.
    const other = await browser.newContext();
    const second = await other.newPage();
    await second.goto(`${stud}/register`);
    await continueWithGoogle(second, email);
    expect(await expectSignedInAs(second, stud, email)).toBe(firstId);
    await other.close();
  });

  test('stud: Continue with Google links the existing account with that address', async ({
    page,
    request,
  }) => {
    const account = await apiAccount(request, 'link', { brand: 'stud' });
    const me = await request.get('/api/users/me/', {
      headers: { Authorization: `Bearer ${account.access}` },
    });
    const { user_data: existing } = (await me.json()) as { user_data: { id: string } };

    await page.goto(`${stud}/login`);
    await continueWithGoogle(page, account.email);
    expect(await expectSignedInAs(page, stud, account.email)).toBe(existing.id);
  });

  test('stud: a denied or forged sign-in shows why and signs nobody in', async ({ page }) => {
    await page.goto(`${stud}/login`);
    await page.getByRole('button', { name: 'Continue with Google' }).click();
    await expect(page).toHaveURL(new RegExp(`^${oidcIssuer}/interaction/`));
    await page.getByRole('button', { name: 'Deny' }).click();

    await expect(page).toHaveURL(`${stud}/login`);
    await expect(page.getByRole('alert')).toHaveText(
      'You did not allow the sign-in with Google. Choose another way to sign in, or try again.',
    );
    expect(await storedSession(page)).toEqual({ access: null, refresh: null, user: null });
    await expectNoSeriousA11yViolations(page);

    // An answer this tab did not ask for (another state) is refused before reaching the API.
    let apiCalled = false;
    page.on('request', (request) => {
      if (request.url().includes('/api/social-media-login/')) apiCalled = true;
    });
    await page.goto(`${stud}/terms`);
    await page.goto(`${stud}/login#id_token=e30.e30.sig&state=forged-state`);
    await expect(page.getByRole('alert')).toContainText(
      'The sign-in could not be completed: it was not started from this page',
    );
    expect(apiCalled).toBe(false);
    expect(await storedSession(page)).toEqual({ access: null, refresh: null, user: null });
  });

  test('careapp: Continue with Google on the generic host opens the chat', async ({ page }) => {
    const email = freshEmail('google-careapp');
    await page.goto(`${careapp}/login`);
    await continueWithGoogle(page, email);
    await expectSignedInAs(page, careapp, email, '/app');
  });

  test('a Google sign-in started from a guarded page ends on that page', async ({ page }) => {
    const email = freshEmail('google-return');
    // Signed out, My health sends to /login?from=/my-health; the provider returns to /login.
    await page.goto(`${careapp}/my-health`);
    await expect(page).toHaveURL(`${careapp}/login?from=/my-health`);
    await continueWithGoogle(page, email);
    await expectSignedInAs(page, careapp, email, '/my-health');
    await expect(page.getByRole('heading', { level: 1, name: 'My health' })).toBeVisible();
  });
});
