import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { apiAccount, expect, test } from '../support/accounts';
import { screenshotBothWidths } from '../support/screenshots';
import { storeSession } from '../support/site';

/**
 * What LibreChat users take for granted (issue 26): search over one's own conversations that
 * opens the conversation at the message, copy a reply, export a conversation as Markdown,
 * edit-and-resend a question (the later messages go) and regenerate a reply.
 * At a phone width the room list is a drawer; at a desktop width it is the sidebar.
 */
const WIDTHS = [
  { label: 'phone', width: 390, height: 844 },
  { label: 'desktop', width: 1280, height: 800 },
];

const log = (page: Page) => page.getByRole('log', { name: 'Messages' });
const replies = (page: Page) => log(page).getByRole('article', { name: 'Assistant reply' });
const messageBox = (page: Page) => page.getByRole('textbox', { name: 'Message' });

async function ask(page: Page, text: string, replyCount: number) {
  await messageBox(page).fill(text);
  await messageBox(page).press('Enter');
  await expect(replies(page)).toHaveCount(replyCount, { timeout: 20_000 });
  await expect(page.getByRole('button', { name: 'Stop' })).toHaveCount(0);
}

/** The conversation list: the sidebar at 1280 px, the drawer (opened here) at 390 px. */
async function conversations(page: Page, phone: boolean) {
  if (phone) {
    await page.getByRole('button', { name: 'Your conversations' }).click();
    return page.getByRole('dialog', { name: 'Your conversations' });
  }
  return page.getByRole('complementary').or(page.locator('aside')).first();
}

for (const size of WIDTHS) {
  test(`chat parity at ${size.width} px: search opens the message, copy a reply, export Markdown`, async ({
    page,
    context,
    request,
  }, testInfo) => {
    test.setTimeout(120_000);
    const phone = size.width < 1024;
    await page.setViewportSize(size);
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    const account = await apiAccount(request, `parity-${size.label}`);
    await storeSession(page, '', account);

    // Two conversations: the word searched for is only in the first.
    await page.goto('/app');
    await messageBox(page).fill('How does heat affect sperm?');
    await messageBox(page).press('Enter');
    await expect(page).toHaveURL(/\/app\/[a-f0-9]+$/);
    await expect(replies(page)).toHaveCount(1, { timeout: 20_000 });
    const heatRoom = page.url();
    // The heading says "Conversation" until the room list has the new room and its name (taken
    // from the first question); the export is named from the same list, so wait for it.
    const heading = page.getByRole('heading', { level: 1 });
    await expect(heading).not.toHaveText(/^(Conversation|Health chat|New chat)$/);
    const heatTitle = (await heading.innerText()).trim();
    await ask(page, 'Does a laptop on my lap matter?', 2);

    // Copy: the reply's text reaches the clipboard and the button says so.
    const lastReply = replies(page).last();
    await lastReply.getByRole('button', { name: 'Copy' }).click();
    await expect(lastReply.getByRole('status')).toHaveText('Copied');
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    expect(copied.length).toBeGreaterThan(40);
    expect(await lastReply.innerText()).toContain(
      copied.split('\n')[0]!.replace(/[*_#]/g, '').slice(0, 20),
    );

    // Export: a Markdown file named from the title, with both questions and the disclaimer.
    const downloading = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Export this conversation as Markdown' }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toMatch(/^[a-z0-9-]+\.md$/);
    const markdown = await readFile((await download.path())!, 'utf8');
    expect(markdown.startsWith(`# ${heatTitle}\n`)).toBe(true);
    expect(markdown).toContain('## You');
    expect(markdown).toContain('How does heat affect sperm?');
    expect(markdown).toContain('Does a laptop on my lap matter?');
    expect(markdown).toContain('## Assistant');

    // A second conversation, then search from it for the first one's words.
    await page.goto('/app');
    await messageBox(page).fill('What is a normal PSA level?');
    await messageBox(page).press('Enter');
    await expect(replies(page)).toHaveCount(1, { timeout: 20_000 });

    let list = await conversations(page, phone);
    const search = list.getByRole('searchbox', { name: 'Search your conversations' });
    await search.focus();
    await page.keyboard.type('zebra crossing');
    await expect(list.getByText('No messages match “zebra crossing”.')).toBeVisible();
    await search.fill('laptop');
    const results = list.getByRole('list', { name: 'Search results' }).getByRole('link');
    // Only the first conversation has the word (the question, perhaps its reply too).
    await expect(results.first()).toContainText(heatTitle);
    for (const result of await results.all()) await expect(result).toContainText(heatTitle);
    await expect(results.first().locator('mark').first()).toHaveText(/laptop/i);
    await screenshotBothWidths(page, testInfo, `chat-search-${size.label}`);
    await page.setViewportSize(size);
    if (phone && !(await search.isVisible())) {
      list = await conversations(page, phone);
      await list.getByRole('searchbox', { name: 'Search your conversations' }).fill('laptop');
    }
    // Keyboard: Tab from the box reaches the result, Enter opens it.
    await list.getByRole('list', { name: 'Search results' }).getByRole('link').first().focus();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(new RegExp(`^${heatRoom}#message-[0-9a-f-]+$`));
    const target = log(page).locator('li[data-linked]');
    await expect(target).toContainText(/laptop/i);
    await expect(target).toBeFocused();
    await expect(target).toBeInViewport();
  });
}

for (const size of WIDTHS) {
  test(`chat parity at ${size.width} px: edit a question and regenerate a reply`, async ({
    page,
    context,
    request,
  }, testInfo) => {
    test.setTimeout(120_000);
    await page.setViewportSize(size);
    const account = await apiAccount(request, `regen-${size.label}`);
    await storeSession(page, '', account);
    const answers = log(page).getByRole('article');
    const edit = log(page).getByRole('button', { name: 'Edit this message' });

    await page.goto('/app');
    await messageBox(page).fill('How does heat affect sperm?');
    await messageBox(page).press('Enter');
    await expect(replies(page)).toHaveCount(1, { timeout: 20_000 });
    await ask(page, 'Does a laptop on my lap matter?', 2);
    await expect(edit).toHaveCount(2);
    // A second tab of the same conversation follows every change.
    const otherTab = await context.newPage();
    await otherTab.setViewportSize(size);
    await otherTab.goto(page.url());
    await expect(log(otherTab).getByRole('article')).toHaveCount(2, { timeout: 20_000 });

    // Edit the first question: the page says the later messages will be replaced.
    await edit.first().click();
    const box = log(page).getByRole('textbox', { name: 'Edit your message' });
    await expect(box).toBeFocused();
    await expect(box).toHaveValue('How does heat affect sperm?');
    await expect(
      log(page).getByText('Later messages in this chat will be replaced.'),
    ).toBeVisible();
    // Escape cancels and changes nothing.
    await box.press('Escape');
    await expect(box).toHaveCount(0);
    await expect(edit.first()).toBeFocused();
    await page.keyboard.press('Enter');
    await box.fill('I have sudden severe pain in my left testicle');
    await screenshotBothWidths(page, testInfo, `chat-edit-${size.label}`);
    await page.setViewportSize(size);
    await log(page).getByRole('button', { name: 'Save & send' }).click();

    // The later question and both old replies are gone; the edit is answered, with triage.
    await expect(log(page)).not.toContainText('Does a laptop on my lap matter?');
    await expect(log(page)).not.toContainText('How does heat affect sperm?');
    await expect(log(page)).toContainText('I have sudden severe pain in my left testicle');
    await expect(answers).toHaveCount(1, { timeout: 20_000 });
    await expect(answers.first()).toHaveAccessibleName('Urgent-care guidance');
    await expect(edit).toHaveCount(1);
    await expect(log(otherTab).getByRole('article')).toHaveCount(1, { timeout: 20_000 });
    await expect(log(otherTab)).not.toContainText('Does a laptop on my lap matter?');
    await expect(log(otherTab)).toContainText('I have sudden severe pain in my left testicle');

    // Regenerate: the reply is replaced, the question is not asked twice.
    const before = await log(page).locator('li:has(article)').getAttribute('data-message-id');
    await page.getByRole('button', { name: 'Regenerate' }).click();
    await expect(log(page).locator('li:has(article)')).not.toHaveAttribute(
      'data-message-id',
      before!,
      { timeout: 20_000 },
    );
    await expect(answers).toHaveCount(1);
    await expect(page.getByRole('button', { name: 'Stop' })).toHaveCount(0);
    await expect(log(page).getByText('I have sudden severe pain in my left testicle')).toHaveCount(
      1,
    );
    const regenerated = await log(page).locator('li:has(article)').getAttribute('data-message-id');
    await expect(log(otherTab).locator('li:has(article)')).toHaveAttribute(
      'data-message-id',
      regenerated!,
    );
    await otherTab.close();
    await screenshotBothWidths(page, testInfo, `chat-regenerated-${size.label}`);

    // After a reload the server's room is the same: nothing removed comes back.
    await page.reload();
    await expect(answers).toHaveCount(1, { timeout: 20_000 });
    await expect(log(page)).not.toContainText('Does a laptop on my lap matter?');
  });
}
