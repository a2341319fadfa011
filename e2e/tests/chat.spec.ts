import type { Locator, Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from '../support/accessibility';
import { PASSWORD, test as accountTest, expect, freshEmail, nextCode } from '../support/accounts';
import { OwnServer } from '../support/own-server';
import { screenshotBothWidths, VIEWPORTS } from '../support/screenshots';

/**
 * The health chat (issue 10) against a server of its own, which the last step restarts. Its
 * BRAND_HOSTS maps health.localhost to careapp, so the same journey runs on that host too.
 */
const BRAND_HOST = 'health.localhost';

const test = accountTest.extend<object, { server: OwnServer }>({
  server: [
    // eslint-disable-next-line no-empty-pattern -- Playwright reads fixture needs from the pattern
    async ({}, use) => {
      const server = await OwnServer.start({ BRAND_HOSTS: `${BRAND_HOST}=careapp` });
      await use(server);
      await server.dispose();
    },
    { scope: 'worker', timeout: 240_000 },
  ],
  baseURL: async ({ server }, use) => use(server.origin),
});

// One server, one conversation at a time: the restart must not cut another test's socket.
test.describe.configure({ mode: 'serial', timeout: 300_000 });

const PNG_1PX = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

const log = (page: Page) => page.getByRole('log', { name: 'Messages' });
const replies = (page: Page) =>
  log(page).getByRole('article', { name: /Assistant reply|Urgent-care guidance/ });
const userMessages = (page: Page) => log(page).locator('li.justify-end');
/** The text of each user message (without the screen-reader prefix). */
const userTexts = async (page: Page) => texts(userMessages(page).locator('p.whitespace-pre-wrap'));
const messageBox = (page: Page) => page.getByRole('textbox', { name: 'Message' });
const chips = (page: Page) =>
  page.getByRole('region', { name: 'Related questions' }).getByRole('button');

/** Waits until every message is stored and no reply is being written. */
async function settled(page: Page, replyCount: number) {
  await expect(replies(page)).toHaveCount(replyCount, { timeout: 20_000 });
  await expect(log(page).getByText('Sending…')).toHaveCount(0);
  await expect(page.getByText('Writing a reply…')).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Stop' })).toHaveCount(0);
}

async function texts(locator: Locator) {
  return (await locator.allInnerTexts()).map((text) => text.trim());
}

for (const host of ['generic', 'brand'] as const) {
  test(`health chat on the ${host} host: sign up, ask, rate, attach, emergency, rename, delete, survive a restart`, async ({
    page,
    request,
    server,
  }, testInfo) => {
    const origin = host === 'generic' ? server.origin : server.originFor(BRAND_HOST);
    const email = freshEmail(`chat-${host}`);

    // Signed out: no composer, a call to sign in that comes back to /app.
    await page.goto(`${origin}/app`);
    await expect(
      page.getByRole('heading', { level: 1, name: 'Your private health chat' }),
    ).toBeVisible();
    await expect(messageBox(page)).toHaveCount(0);
    await expect(page.getByRole('link', { name: 'Sign in to start chatting' })).toHaveAttribute(
      'href',
      '/login?from=/app',
    );
    await expectNoSeriousA11yViolations(page);

    // Sign up from the call to action, verify, and land back on /app.
    await page.getByRole('link', { name: 'Create an account' }).click();
    await expect(page).toHaveURL(`${origin}/register?from=/app`);
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password').fill(PASSWORD);
    await page.getByRole('button', { name: 'Create account' }).click();
    await expect(page).toHaveURL(/\/otp\?from=\/app$/);
    await page.getByLabel('6-digit code').fill(await nextCode(request, email));
    await page.getByRole('button', { name: 'Verify' }).click();
    await expect(page).toHaveURL(`${origin}/app`);

    // The empty state offers starter prompts.
    const starters = page.getByRole('region', { name: 'Try one of these' }).getByRole('button');
    await expect(starters.first()).toBeVisible();
    await expect(page.getByRole('heading', { level: 1, name: 'Health chat' })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    if (host === 'generic') await screenshotBothWidths(page, testInfo, 'chat-empty');

    // A starter tapped: the room is created, the reply comes with its sources.
    const starter = (await starters.first().innerText()).trim();
    await starters.first().click();
    await expect(page).toHaveURL(new RegExp(`${origin}/app/[a-z0-9-]+$`));
    const roomUrl = page.url();
    await expect(userMessages(page).first()).toContainText(starter);
    await settled(page, 1);
    const sources = replies(page)
      .first()
      .getByRole('region', { name: 'Sources' })
      .getByRole('link');
    await expect(sources.first()).toBeVisible();
    await expect(sources.first()).toHaveAttribute('href', /^https:\/\//);
    await expect(chips(page).first()).toBeVisible();
    const firstChips = await texts(chips(page));

    // A follow-up typed, Shift+Enter for a new line, Enter to send.
    await messageBox(page).fill('How does heat affect sperm?');
    await messageBox(page).press('Shift+Enter');
    await messageBox(page).pressSequentially('And what about tight underwear?');
    await expect(messageBox(page)).toHaveValue(
      'How does heat affect sperm?\nAnd what about tight underwear?',
    );
    await messageBox(page).press('Enter');
    await expect(messageBox(page)).toHaveValue('');
    await settled(page, 2);
    // One set of related prompts, after the latest reply, replacing the first set.
    await expect(page.getByRole('region', { name: 'Related questions' })).toHaveCount(1);
    const secondChips = await texts(chips(page));
    expect(secondChips.length).toBeGreaterThan(0);
    expect(secondChips).not.toEqual(firstChips);

    // Like the first reply, then change to a dislike with a comment.
    const firstReply = replies(page).first();
    await firstReply.getByRole('button', { name: 'Helpful', exact: true }).click();
    await expect(firstReply.getByRole('button', { name: 'Helpful', exact: true })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await firstReply.getByRole('button', { name: 'Not helpful' }).click();
    await firstReply.getByLabel('What could be better? (optional)').fill('I wanted numbers.');
    await firstReply.getByRole('button', { name: 'Send feedback' }).click();
    await expect(firstReply.getByRole('button', { name: 'Not helpful' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await expect(firstReply.getByRole('button', { name: 'Helpful', exact: true })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
    await expect(firstReply.getByText('Your comment: I wanted numbers.')).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    if (host === 'generic') await screenshotBothWidths(page, testInfo, 'chat-conversation');
    const before = { user: await userTexts(page), replies: await replies(page).count() };

    // A reload keeps messages, feedback and related prompts.
    await page.reload();
    await settled(page, before.replies);
    expect(await userTexts(page)).toEqual(before.user);
    await expect(
      replies(page).first().getByRole('button', { name: 'Not helpful' }),
    ).toHaveAttribute('aria-pressed', 'true');
    await expect(replies(page).first().getByText('Your comment: I wanted numbers.')).toBeVisible();
    await expect(chips(page).first()).toBeVisible();

    // An image attached through the attach button, previewed, sent and stored.
    const chooser = page.waitForEvent('filechooser');
    await page.getByRole('button', { name: 'Attach an image or PDF' }).click();
    await (await chooser).setFiles({ name: 'rash.png', mimeType: 'image/png', buffer: PNG_1PX });
    await expect(page.getByRole('button', { name: 'Remove rash.png' })).toBeVisible();
    await messageBox(page).fill('What could this red patch be?');
    await messageBox(page).press('Enter');
    await settled(page, 3);
    const attached = userMessages(page).last().getByRole('img', { name: 'Your attachment' });
    await expect(attached).toBeVisible();
    await expect(attached).not.toHaveAttribute('src', /^data:/);

    // An emergency in everyday words: the urgent-care reply, standing out, call to action first.
    await messageBox(page).fill(
      'my testicle suddenly hurts really bad and its swollen, started an hour ago',
    );
    await messageBox(page).press('Enter');
    await settled(page, 4);
    const urgent = log(page).getByRole('article', { name: 'Urgent-care guidance' });
    await expect(urgent).toHaveCount(1);
    await expect(urgent.getByRole('alert')).toContainText('Urgent: get medical help now');
    await expect(urgent.getByText('Urgent: get medical help now')).toBeVisible();
    await expect(
      urgent.getByRole('link', { name: 'Call emergency services (911)' }),
    ).toHaveAttribute('href', 'tel:911');
    const opening = (await urgent.locator('p').nth(1).innerText()).toLowerCase();
    expect(opening).toMatch(/emergency|911|call/);
    await expect(page.getByRole('complementary', { name: 'Urgent-care guidance' })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    if (host === 'generic') await screenshotBothWidths(page, testInfo, 'chat-urgent');

    // The server restarts mid-conversation: a message sent while it is away is delivered
    // once, its reply arrives once, and nothing already shown is lost or doubled.
    const shownBefore = await userTexts(page);
    await server.down();
    await expect(page.getByText('Connection lost. Reconnecting…')).toBeVisible();
    await messageBox(page).fill('Is it safe to exercise with a varicocele?');
    await messageBox(page).press('Enter');
    await expect(userMessages(page).last()).toContainText('Sending…');
    await server.up();
    await expect(page.getByText('Connection lost. Reconnecting…')).toHaveCount(0, {
      timeout: 30_000,
    });
    await settled(page, 5);
    expect(await userTexts(page)).toEqual([
      ...shownBefore,
      'Is it safe to exercise with a varicocele?',
    ]);
    await page.reload();
    await settled(page, 5);
    expect(await userTexts(page)).toEqual([
      ...shownBefore,
      'Is it safe to exercise with a varicocele?',
    ]);

    // Rename the room inline (the list on desktop, the drawer on mobile).
    await page.setViewportSize(VIEWPORTS.desktop);
    const list = page.getByRole('navigation', { name: 'Conversations' });
    const roomLink = list
      .getByRole('link')
      .filter({ hasNot: page.getByText('New chat') })
      .first();
    const oldName = (await roomLink.innerText()).trim();
    await list.getByRole('button', { name: `Rename ${oldName}` }).click();
    await list.getByLabel('Conversation name').fill('Heat and fertility');
    await list.getByLabel('Conversation name').press('Enter');
    await expect(list.getByRole('link', { name: 'Heat and fertility' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(page.getByRole('heading', { level: 1, name: 'Heat and fertility' })).toBeVisible();

    // The drawer on a phone.
    await page.setViewportSize(VIEWPORTS.mobile);
    await expect(list).toBeHidden();
    await page.getByRole('button', { name: 'Your conversations' }).click();
    const drawer = page.getByRole('dialog', { name: 'Your conversations' });
    await expect(drawer.getByRole('link', { name: 'Heat and fertility' })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    if (host === 'generic') {
      const file = testInfo.outputPath('chat-drawer-mobile.png');
      await page.screenshot({ path: file });
      await testInfo.attach('chat-drawer-mobile', { path: file, contentType: 'image/png' });
    }

    // Delete it, after a confirmation; the page goes back to a new chat.
    await drawer.getByRole('button', { name: 'Delete Heat and fertility' }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Delete this conversation?' });
    await expect(confirm.getByRole('button', { name: 'Keep it' })).toBeFocused();
    await confirm.getByRole('button', { name: 'Delete', exact: true }).click();
    await expect(page).toHaveURL(`${origin}/app`);
    await page.goto(roomUrl);
    await expect(
      page.getByText('This conversation does not exist or was deleted.').first(),
    ).toBeVisible();
  });
}
