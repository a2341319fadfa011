import { expectNoSeriousA11yViolations } from '../support/accessibility';
import {
  apiAccount,
  expect,
  loginWithPassword,
  nextCode,
  storedSession,
  test,
} from '../support/accounts';
import { screenshotBothWidths } from '../support/screenshots';
import { brandOrigin } from '../support/site';

const stud = brandOrigin('stud');
const careapp = brandOrigin('careapp');

/** Seconds named by a 429 sentence ("... try again in 42 seconds."). */
function waitOf(text: string): number {
  const match = /try again in (\d+) seconds/.exec(text);
  expect(match, `a wait in "${text}"`).toBeTruthy();
  return Number(match![1]);
}

// One code a minute per address, and sign-up has just sent one: a new account's first code
// request answers 429. Both accounts wait out that minute together, in one journey.
test('emailed codes: 429 shows the wait, then passwordless login and password reset', async ({
  page,
  request,
}, testInfo) => {
  test.setTimeout(120_000);
  const [codeUser, resetUser] = await Promise.all([
    apiAccount(request, 'code'),
    apiAccount(request, 'reset', { brand: 'stud' }),
  ]);

  // Passwordless sign-in on careapp: asked too soon, the wait is shown.
  await page.goto(`${careapp}/login`);
  await page.getByRole('button', { name: 'Email me a code instead' }).click();
  await page.getByLabel('Email').fill(codeUser.email);
  await page.getByRole('button', { name: 'Email me a code' }).click();
  const loginAlert = page.getByRole('alert').filter({ hasText: 'Too many code requests' });
  await expect(loginAlert).toBeVisible();
  const loginWait = waitOf(await loginAlert.innerText());

  // Password reset on stud (no header or footer): the same.
  await page.goto(`${stud}/reset-password`);
  await expect(page.getByRole('banner')).toHaveCount(0);
  await expectNoSeriousA11yViolations(page);
  await page.getByLabel('Email').fill(resetUser.email);
  await page.getByRole('button', { name: 'Send me a code' }).click();
  const resetAlert = page.getByRole('alert').filter({ hasText: 'Too many code requests' });
  await expect(resetAlert).toBeVisible();
  const resetWait = waitOf(await resetAlert.innerText());
  await screenshotBothWidths(page, testInfo, 'reset-password-429');

  await page.waitForTimeout((Math.max(loginWait, resetWait) + 1) * 1000);

  // Reset: the code, then a new password, then sign in with it.
  await page.getByRole('button', { name: 'Send me a code' }).click();
  await expect(page).toHaveURL(/\/reset-password-otp\?email=/);
  await expect(page.getByLabel('Email')).toHaveValue(resetUser.email);
  await expectNoSeriousA11yViolations(page);
  await screenshotBothWidths(page, testInfo, 'reset-password-otp');
  await page.getByLabel('6-digit code').fill('12');
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByText('Enter the 6-digit code.')).toBeVisible();
  await page
    .getByLabel('6-digit code')
    .fill(await nextCode(request, resetUser.email, 'Your password reset code'));
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.getByLabel('New password').fill('short');
  await page.getByRole('button', { name: 'Save new password' }).click();
  await expect(page.getByText('Use at least 8 characters.').first()).toBeVisible();
  await page.getByLabel('New password').fill('Brand-New-Lantern-42');
  await page.getByRole('button', { name: 'Save new password' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Password changed' })).toBeVisible();
  await loginWithPassword(page, stud, resetUser.email, 'Brand-New-Lantern-42');

  // Passwordless sign-in, now that a code may be sent.
  await page.goto(`${careapp}/login`);
  await page.getByRole('button', { name: 'Email me a code instead' }).click();
  await page.getByLabel('Email').fill(codeUser.email);
  await page.getByRole('button', { name: 'Email me a code' }).click();
  await expect(page.getByLabel('6-digit code')).toBeFocused();
  const code = await nextCode(request, codeUser.email, 'Your sign-in code');
  await page.getByLabel('6-digit code').fill(code);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  // Careapp's sign-in opens the health chat (ADR 026).
  await expect(page).toHaveURL(`${careapp}/app`);
  const session = await storedSession(page);
  expect(session.access).toBeTruthy();
  expect(session.user?.user_data.email).toBe(codeUser.email);
});
