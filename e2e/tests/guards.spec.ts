import { expect, test } from '@playwright/test';
import { baseURL } from '../playwright.config';
import { expectNoSeriousA11yViolations } from '../support/accessibility';
import { brandOrigin, createAccount, storeSession } from '../support/site';

const stud = brandOrigin('stud');
const varicocele = brandOrigin('varicocele');

// Real accounts through the accounts API: sign-up, the code from the dev outbox, verify-otp.
test.describe.parallel('guards of spec section 2', () => {
  test('signed out: guarded pages send to the brand’s /login, keeping the query string', async ({
    page,
  }) => {
    for (const path of ['/order-history', '/change-password', '/profile', '/otp']) {
      await page.goto(`${stud}${path}?utm_source=mail&step=2`, { waitUntil: 'domcontentloaded' });
      // `from` names the page asked for, where the sign-in will end (ADR 026).
      await expect(page).toHaveURL(
        `${stud}/login?utm_source=mail&step=2&from=${path}%3Futm_source%3Dmail%26step%3D2`,
      );
    }
    await page.goto('/varicocele/profile?ref=menu');
    await expect(page).toHaveURL(
      `${baseURL}/varicocele/login?ref=menu&from=/varicocele/profile%3Fref%3Dmenu`,
    );
    await expect(page.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible();
    await page.goto('/order-history?x=1');
    await expect(page).toHaveURL(`${baseURL}/login?x=1&from=/order-history%3Fx%3D1`);
  });

  test('an account not verified yet is sent to /otp', async ({ page, request }) => {
    const account = await createAccount(request, { verified: false, brand: 'stud' });
    await storeSession(page, stud, account);

    await page.goto(`${stud}/profile?ref=footer`);
    await expect(page).toHaveURL(`${stud}/otp?ref=footer&from=/profile%3Fref%3Dfooter`);
    await expect(page.getByRole('heading', { level: 1, name: 'Verify your email' })).toBeVisible();
    await expect(page.getByText(account.email)).toBeVisible();
    // stud's /otp has neither header nor footer.
    await expect(page.getByRole('banner')).toHaveCount(0);
    await expectNoSeriousA11yViolations(page);

    await page.goto(`${stud}/order-history`);
    await expect(page).toHaveURL(`${stud}/otp?from=/order-history`);
  });

  test('a verified account reaches its pages and is sent away from login, register and /otp', async ({
    page,
    request,
  }) => {
    const account = await createAccount(request, { brand: 'varicocele' });
    await storeSession(page, varicocele, account);

    let meCalls = 0;
    page.on('request', (req) => {
      if (req.url().endsWith('/api/users/me/')) meCalls += 1;
    });
    await page.goto(`${varicocele}/profile`);
    await expect(page.getByText(account.email)).toBeVisible();
    await expect(page.getByText('Verified', { exact: true })).toBeVisible();
    await expectNoSeriousA11yViolations(page);

    // The current user is fetched again on every guarded page load.
    await page.getByRole('link', { name: 'Order history' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Order history' })).toBeVisible();
    expect(meCalls).toBe(2);

    for (const path of ['/login?next=1', '/register?next=1', '/otp?next=1']) {
      await page.goto(`${varicocele}${path}`, { waitUntil: 'domcontentloaded' });
      await expect(page).toHaveURL(`${varicocele}/profile?next=1`);
    }
    await expect(
      page.getByRole('banner').getByRole('link', { name: 'Your profile' }),
    ).toHaveAttribute('href', '/profile');
  });

  test('an expired access token is refreshed once and the page still loads', async ({
    page,
    request,
  }) => {
    const account = await createAccount(request);
    await storeSession(page, baseURL, { access: 'expired.or.forged', refresh: account.refresh });

    const refreshes: string[] = [];
    page.on('request', (req) => {
      if (req.url().endsWith('/api/users/refresh-token/')) refreshes.push(req.url());
    });
    await page.goto('/profile');
    await expect(page.getByText(account.email)).toBeVisible();
    expect(refreshes).toHaveLength(1);
    const stored = await page.evaluate(() => ({
      access: localStorage.getItem('access'),
      refresh: localStorage.getItem('refresh'),
    }));
    expect(stored.access).not.toBe('expired.or.forged');
    expect(stored.refresh).not.toBe(account.refresh);
  });

  test('a session that cannot be refreshed is removed and the visitor sent to /login', async ({
    page,
  }) => {
    await storeSession(page, stud, { access: 'expired', refresh: 'revoked' });
    await page.goto(`${stud}/profile?again=1`);
    await expect(page).toHaveURL(`${stud}/login?again=1&from=/profile%3Fagain%3D1`);
    expect(
      await page.evaluate(() => [localStorage.getItem('access'), localStorage.getItem('refresh')]),
    ).toEqual([null, null]);
  });
});
