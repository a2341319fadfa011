import { expect, test } from '@playwright/test';
import { expectNoSeriousA11yViolations } from '../support/accessibility';
import { screenshotBothWidths } from '../support/screenshots';

test('the home page shows the API and the database answering', async ({ page }, testInfo) => {
  await page.goto('/');
  await expect(page.getByRole('status')).toContainText('API: ok · Database: up');
  await expectNoSeriousA11yViolations(page);
  await screenshotBothWidths(page, testInfo, 'home');
});

test('an unknown page shows the app’s own not-found screen', async ({ page }) => {
  const response = await page.goto('/no/such/page');
  expect(response?.status()).toBe(200);
  await expect(page.getByText("We couldn't find the page your are looking for.")).toBeVisible();
  await expectNoSeriousA11yViolations(page);
});

test('the page runs under the Content-Security-Policy without violations', async ({ page }) => {
  const violations: string[] = [];
  page.on('console', (msg) => {
    if (/Content Security Policy/i.test(msg.text())) violations.push(msg.text());
  });
  const response = await page.goto('/');
  expect(response?.headers()['content-security-policy']).toContain("script-src 'self'");
  await expect(page.getByRole('status')).toContainText('Database: up');
  expect(violations).toEqual([]);
});

test('the API docs list the contract', async ({ page, request }) => {
  const openapi = await (await request.get('/api/openapi.json')).json();
  expect(Object.keys(openapi.paths)).toContain('/api/rest/rest-check/');
  await page.goto('/api/docs');
  await expect(page.getByText("Men's Health Platform API")).toBeVisible();
});
