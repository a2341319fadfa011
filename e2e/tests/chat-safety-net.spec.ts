import type { Page } from '@playwright/test';
import { apiAccount, expect, test } from '../support/accounts';
import { screenshotBothWidths } from '../support/screenshots';
import { storeSession } from '../support/site';

/**
 * A question in an emergency's words that is not an emergency now (ADR 014, eighth session):
 * the chat answers it instead of sending the person to the emergency department, and the answer
 * ends with what to do if it is happening after all.
 */
const log = (page: Page) => page.getByRole('log', { name: 'Messages' });
const replies = (page: Page) => log(page).getByRole('article', { name: 'Assistant reply' });
const messageBox = (page: Page) => page.getByRole('textbox', { name: 'Message' });

test('a curious question is answered, and the answer ends with what to do if it is happening now', async ({
  page,
  request,
}, testInfo) => {
  test.setTimeout(90_000);
  const account = await apiAccount(request, 'safety-net');
  await storeSession(page, '', account);
  await page.goto('/app');
  await messageBox(page).fill('just wondering why a 4 hour erection is an emergency');
  await messageBox(page).press('Enter');
  await expect(replies(page)).toHaveCount(1, { timeout: 20_000 });
  await expect(page.getByRole('button', { name: 'Stop' })).toHaveCount(0);

  await expect(log(page).getByRole('article', { name: 'Urgent-care guidance' })).toHaveCount(0);
  const reply = replies(page).first();
  // The reply's markdown is rendered once the bold lead-in shows; read its text after that (read
  // before, it can still hold the raw "**").
  await expect(reply.locator('strong', { hasText: 'If this is happening now' })).toBeVisible();
  const text = (await reply.innerText()).trim();
  expect(text).toContain('If this is happening now, to you or someone with you');
  // The answer comes first; the safety net is its last paragraph.
  expect(text.indexOf('If this is happening now')).toBeGreaterThan(40);
  await screenshotBothWidths(page, testInfo, 'chat-safety-net');
});
