import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from '../support/accessibility';
import { PASSWORD, apiAccount, expect, loginWithPassword, test } from '../support/accounts';
import { baseURL } from '../playwright.config';
import { screenshotBothWidths } from '../support/screenshots';

/**
 * A lab report as a PDF in the health chat (issue 24 item 7): shown as a file, never as an
 * image; opened and downloaded through its owner's link; its values quoted and compared in
 * the reply. At a phone's width and a desktop's.
 */
test.describe.configure({ timeout: 240_000 });

const REPORT = path.join(import.meta.dirname, '../../apps/api/fixtures/pdf/lab-report.pdf');
const PROTECTED = path.join(import.meta.dirname, '../../apps/api/fixtures/pdf/encrypted.pdf');
const log = (page: Page) => page.getByRole('log', { name: 'Messages' });
const replies = (page: Page) => log(page).getByRole('article', { name: 'Assistant reply' });
const messageBox = (page: Page) => page.getByRole('textbox', { name: 'Message' });

for (const width of [390, 1280]) {
  test(`a lab-report PDF at ${width} px: a protected one refused and kept, a lab report shown as a file, opened, downloaded, its values answered`, async ({
    page,
    request,
  }, testInfo) => {
    await page.setViewportSize({ width, height: 860 });
    const account = await apiAccount(request, `chat-pdf-${width}`);
    await loginWithPassword(page, baseURL, account.email, PASSWORD, '/app');
    const bytes = await readFile(REPORT);

    // A password-protected PDF is refused with the reason; the text and the file stay.
    const refusedChooser = page.waitForEvent('filechooser');
    await page.getByRole('button', { name: 'Attach an image or PDF' }).click();
    await (await refusedChooser).setFiles(PROTECTED);
    await messageBox(page).fill('Here are my results');
    await messageBox(page).press('Enter');
    await expect(page.getByText(/This PDF is protected with a password/)).toBeVisible({
      timeout: 20_000,
    });
    await expect(messageBox(page)).toHaveValue('Here are my results');
    await page.getByRole('button', { name: 'Remove encrypted.pdf' }).click();
    await messageBox(page).fill('');

    // Chosen through the attach button: previewed as a PDF with its name and size.
    const chooser = page.waitForEvent('filechooser');
    await page.getByRole('button', { name: 'Attach an image or PDF' }).click();
    await (await chooser).setFiles(REPORT);
    await expect(page.getByRole('button', { name: 'Remove lab-report.pdf' })).toBeVisible();
    await expect(page.getByText(/^PDF, 1 KB$/)).toBeVisible();
    await messageBox(page).fill('Is my semen analysis normal?');
    await messageBox(page).press('Enter');

    // The reply says what it read, then compares the value with the WHO reference.
    await expect(replies(page)).toHaveCount(1, { timeout: 30_000 });
    await expect(page.getByRole('button', { name: 'Stop' })).toHaveCount(0, { timeout: 30_000 });
    const reply = replies(page).first();
    await expect(reply).toContainText(
      'I read your file lab-report.pdf: semen volume 2.1 mL, sperm concentration 12 million/mL',
    );
    await expect(reply).toContainText(
      'A sperm concentration of 12 million/mL is below the WHO 2021 lower reference limit of 16 million/mL',
    );

    // The message shows a file card, not an image.
    const sent = log(page).locator('li.justify-end').last();
    await expect(sent.getByRole('img')).toHaveCount(0);
    const open = sent.getByRole('link', { name: /^lab-report\.pdf/ });
    await expect(open).toHaveAttribute('target', '_blank');
    await expect(sent.getByText(/^PDF, 1 KB$/)).toBeVisible();
    const href = (await open.getAttribute('href'))!;
    expect(href).toMatch(/^\/api\/chat-file\/[0-9a-f-]{36}\/\?exp=\d+&sig=/);

    // Opening serves the same bytes as a PDF, inline, unsniffed.
    const opened = await page.request.get(href);
    expect(opened.status()).toBe(200);
    expect(opened.headers()['content-type']).toBe('application/pdf');
    expect(opened.headers()['content-disposition']).toMatch(/^inline; filename="lab-report.pdf"/);
    expect(opened.headers()['x-content-type-options']).toBe('nosniff');
    expect(Buffer.from(await opened.body()).equals(bytes)).toBe(true);

    // The download button saves it under its name.
    const download = page.waitForEvent('download');
    await sent.getByRole('link', { name: 'Download lab-report.pdf' }).click();
    expect((await download).suggestedFilename()).toBe('lab-report.pdf');

    // A reload keeps the card; nothing overflows a phone's width.
    await page.reload();
    await expect(
      log(page)
        .locator('li.justify-end')
        .last()
        .getByRole('link', { name: /^lab-report\.pdf/ }),
    ).toBeVisible({ timeout: 20_000 });
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);
    await expectNoSeriousA11yViolations(page);
    if (width === 1280) {
      // The card in view (the log otherwise follows the reply to its end).
      await log(page).locator('li.justify-end').last().scrollIntoViewIfNeeded();
      await screenshotBothWidths(page, testInfo, 'chat-pdf');
    }
  });
}
