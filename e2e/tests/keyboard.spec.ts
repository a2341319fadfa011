import type { Page } from '@playwright/test';
import { apiAccount, expect, test } from '../support/accounts';
import { screenshotBothWidths, VIEWPORTS } from '../support/screenshots';
import { brandOrigin, storeSession } from '../support/site';

/**
 * Issue 26: 27 Tab presses reached the chat's message box. Now a skip link comes first on
 * /app and /app/{slug}, and ? lists the chat's shortcuts (new chat, message box, stop).
 */
const careapp = brandOrigin('careapp');
const messageBox = (page: Page) => page.getByRole('textbox', { name: 'Message' });
const PHONE = { width: 390, height: 844 };

/**
 * Tab presses from a fresh page load until the message box has focus (Enter on a skip link);
 * 0 when the page put it there (New chat does, with a mouse or trackpad).
 */
async function tabsToMessageBox(page: Page): Promise<number> {
  const boxHasFocus = () => messageBox(page).evaluate((box) => box === document.activeElement);
  await page.locator('body').focus();
  if (await boxHasFocus()) return 0;
  for (let presses = 1; presses <= 10; presses += 1) {
    await page.keyboard.press('Tab');
    const focused = page.locator(':focus');
    if ((await focused.getAttribute('href'))?.endsWith('#chat-composer')) {
      await expect(focused).toHaveText('Skip to the message box');
      await expect(focused).toBeInViewport();
      await page.keyboard.press('Enter');
    }
    if (await boxHasFocus()) return presses;
  }
  return Infinity;
}

test.describe('keyboard (issue 26)', () => {
  for (const [name, size] of [
    ['phone', PHONE],
    ['desktop', VIEWPORTS.desktop],
  ] as const) {
    test(`${name}: the message box is at most 3 Tab presses away on /app and /app/{slug}`, async ({
      page,
      request,
    }) => {
      await page.setViewportSize(size);
      const account = await apiAccount(request, `keys-${name}`);
      await storeSession(page, careapp, account);

      await page.goto(`${careapp}/app`);
      await expect(messageBox(page)).toBeVisible();
      expect(await tabsToMessageBox(page)).toBeLessThanOrEqual(3);

      await page.keyboard.type('What is a varicocele?');
      await page.keyboard.press('Enter');
      await expect(page).toHaveURL(new RegExp(`${careapp}/app/[a-z0-9-]+$`));
      const room = page.url();
      await page.goto(room);
      await expect(messageBox(page)).toBeVisible();
      expect(await tabsToMessageBox(page)).toBeLessThanOrEqual(3);
    });
  }

  test('? lists the shortcuts; Shift+Esc goes to the message box; Ctrl+Shift+O starts a new chat', async ({
    page,
    request,
  }, testInfo) => {
    const account = await apiAccount(request, 'keys-shortcuts');
    await storeSession(page, careapp, account);
    await page.goto(`${careapp}/app`);
    await messageBox(page).fill('Is cycling bad for sperm count?');
    await messageBox(page).press('Enter');
    await expect(page).toHaveURL(new RegExp(`${careapp}/app/[a-z0-9-]+$`));
    await expect(page.getByRole('button', { name: 'Stop' })).toHaveCount(0, { timeout: 20_000 });

    // In the message box, ? is just a character.
    await messageBox(page).press('?');
    await expect(messageBox(page)).toHaveValue('?');
    await expect(page.getByRole('dialog', { name: 'Keyboard shortcuts' })).toHaveCount(0);

    await page.getByRole('heading', { level: 1 }).click();
    await page.keyboard.press('?');
    const dialog = page.getByRole('dialog', { name: 'Keyboard shortcuts' });
    await expect(dialog).toBeVisible();
    for (const action of [
      'Start a new chat',
      'Go to the message box',
      'Stop the reply being written',
    ]) {
      await expect(dialog.getByText(action)).toBeVisible();
    }
    await screenshotBothWidths(page, testInfo, 'shortcuts');
    await page.keyboard.press('Escape');
    await expect(dialog).toHaveCount(0);

    await page.getByRole('heading', { level: 1 }).click();
    await page.keyboard.press('Shift+Escape');
    await expect(messageBox(page)).toBeFocused();

    await page.keyboard.press('Control+Shift+O');
    await expect(page).toHaveURL(`${careapp}/app`);
    await expect(page.getByRole('heading', { level: 1, name: 'Health chat' })).toBeVisible();
  });
});
