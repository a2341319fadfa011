import { expect, test } from '@playwright/test';
import { expectNoSeriousA11yViolations } from '../support/accessibility';

test('the generic host shows the health app’s home page', async ({ page }) => {
  await page.goto('/');
  await expect(
    page.getByRole('heading', { level: 1, name: 'Health questions, answered calmly.' }),
  ).toBeVisible();
  await expect(page).toHaveTitle('Your private AI health assistant · CareApp');
  await expectNoSeriousA11yViolations(page);
});

test('an unknown page shows the app’s own not-found screen, with status 404', async ({ page }) => {
  // Rendered on the server (ADR 020), so the status says so too.
  const response = await page.goto('/no/such/page');
  expect(response?.status()).toBe(404);
  await expect(page.getByText("We couldn't find the page your are looking for.")).toBeVisible();
  await expectNoSeriousA11yViolations(page);
});

test('the page runs under the Content-Security-Policy without violations', async ({ page }) => {
  const violations: string[] = [];
  page.on('console', (msg) => {
    if (/Content Security Policy/i.test(msg.text())) violations.push(msg.text());
  });
  const response = await page.goto('/terms');
  expect(response?.headers()['content-security-policy']).toContain("script-src 'self'");
  await expect(page.getByRole('region', { name: 'Privacy Policy' })).toContainText(
    'personal information',
  );
  expect(violations).toEqual([]);
});

test('the API docs list the contract', async ({ page, request }) => {
  const openapi = await (await request.get('/api/openapi.json')).json();
  expect(Object.keys(openapi.paths)).toContain('/api/rest/rest-check/');
  await page.goto('/api/docs');
  await expect(page.getByText("Men's Health Platform API")).toBeVisible();
});
