import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from '../support/accessibility';
import {
  PASSWORD,
  apiAccount,
  expect,
  loginWithPassword,
  outbox,
  storedSession,
  test,
} from '../support/accounts';
import { baseURL } from '../playwright.config';
import { screenshotBothWidths } from '../support/screenshots';

/**
 * Health tracking (issue 11) on careapp: what the user tells the chat shows on My health, the
 * conditions and variables they set change the assistant's answers, and their data can be
 * downloaded, deleted, and the account deleted.
 */
test.describe.configure({ timeout: 240_000 });

const SAID =
  'I have had a dull ache on the left side for 3 months and my sperm count was 12 million/ml';
const QUESTION = 'Can a varicocele affect my fertility?';

const log = (page: Page) => page.getByRole('log', { name: 'Messages' });
const replies = (page: Page) =>
  log(page).getByRole('article', { name: /Assistant reply|Urgent-care guidance/ });

/** Sends a message from /app (a new chat) and waits for the whole reply. */
async function askInNewChat(page: Page, text: string) {
  await page.goto(`${baseURL}/app`);
  await page.getByRole('textbox', { name: 'Message' }).fill(text);
  await page.getByRole('textbox', { name: 'Message' }).press('Enter');
  await expect(page).toHaveURL(/\/app\/[a-z0-9-]+$/);
  await expect(replies(page)).toHaveCount(1, { timeout: 30_000 });
  await expect(page.getByRole('button', { name: 'Stop' })).toHaveCount(0, { timeout: 30_000 });
  return { roomPath: new URL(page.url()).pathname, reply: replies(page).first() };
}

test('My health: chat facts, conditions and variables, personal answers, download, delete data, delete account', async ({
  page,
  request,
}, testInfo) => {
  const account = await apiAccount(request, 'health');
  await loginWithPassword(page, baseURL, account.email, PASSWORD, '/app');

  // Reachable from the profile; empty at first, saying how entries appear.
  await page.getByRole('link', { name: 'My health' }).click();
  await expect(page).toHaveURL(`${baseURL}/my-health`);
  await expect(page.getByRole('heading', { level: 1, name: 'My health' })).toBeVisible();
  await expect(page.getByText(/Nothing here yet\. When you mention a symptom/)).toBeVisible();
  await expect(page.getByText(/^Nothing new this week/)).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await screenshotBothWidths(page, testInfo, 'my-health-empty');

  // Tell the chat; My health (linked from the chat) shows the symptom and the lab result.
  const first = await askInNewChat(page, SAID);
  await page.getByRole('link', { name: 'My health' }).click();
  await expect(page).toHaveURL(`${baseURL}/my-health`);
  const symptoms = page.getByRole('region', { name: 'Symptoms' });
  await expect(symptoms.getByText('Pain or ache')).toBeVisible();
  await expect(symptoms.getByText('3 months · mild', { exact: true })).toBeVisible();
  await expect(symptoms.getByRole('link', { name: /Open the chat/ })).toHaveAttribute(
    'href',
    first.roomPath,
  );
  const labs = page.getByRole('region', { name: 'Lab results' });
  await expect(labs.getByText('Sperm concentration')).toBeVisible();
  await expect(labs.getByText('12 million/mL', { exact: true })).toBeVisible();
  await expect(page.getByText(/below the usual lower limit of 16 million\/mL/)).toBeVisible();

  // Correct one fact on a phone (issue 24): a wrong duration is refused beside its field,
  // then the corrected fact shows at once and is what the server keeps.
  await page.setViewportSize({ width: 390, height: 844 });
  await symptoms.getByRole('button', { name: 'Correct Pain or ache' }).click();
  const correction = symptoms.getByRole('form', { name: 'Correct Pain or ache' });
  await correction.getByLabel('How often').selectOption('occasional');
  await correction.getByLabel(/How long/).fill('ages');
  await correction.getByRole('button', { name: 'Save correction' }).click();
  await expect(correction.getByText(/^Write how long as a number and a unit/)).toBeVisible();
  await correction.getByLabel(/How long/).fill('4 months');
  await screenshotBothWidths(page, testInfo, 'my-health-correct-fact');
  await correction.getByRole('button', { name: 'Save correction' }).click();
  await expect(symptoms.getByText('Now and then · 4 months · mild', { exact: true })).toBeVisible();
  await page.setViewportSize({ width: 1280, height: 800 });

  // Add a condition (and rename it), set two variables.
  await page.getByLabel('Add a condition').fill('Varicocele');
  await page.getByRole('button', { name: 'Add', exact: true }).click();
  const conditions = page.getByRole('region', { name: 'My conditions' });
  await expect(conditions.getByRole('button', { name: 'Rename Varicocele' })).toBeVisible();
  await conditions.getByRole('button', { name: 'Rename Varicocele' }).click();
  await conditions.getByLabel('New name for Varicocele').fill('Left varicocele');
  await conditions.getByRole('button', { name: 'Save name' }).click();
  await expect(conditions.getByRole('button', { name: 'Delete Left varicocele' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'A tip about Left varicocele' })).toBeVisible();

  await page.getByLabel('Smoking').selectOption('daily');
  await page.getByLabel('Trying to conceive').selectOption('yes');
  await page.getByRole('button', { name: 'Save what the assistant knows' }).click();
  await expect(page.getByText('Saved. The assistant will take this into account.')).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await screenshotBothWidths(page, testInfo, 'my-health-filled');

  // A question whose answer now mentions them.
  const second = await askInNewChat(page, QUESTION);
  await expect(second.reply).toContainText('For you: You track Left varicocele');
  await expect(second.reply).toContainText('You told us you smoke (every day)');
  await expect(second.reply).toContainText('Because you are trying to conceive');
  await screenshotBothWidths(page, testInfo, 'chat-answer-for-you');

  // Both conversations are in the chat's room list.
  await expect(
    page
      .getByRole('navigation', { name: 'Conversations' })
      .getByRole('link', { name: /dull ache|varicocele/i }),
  ).toHaveCount(2);

  // Download my data: one JSON file with all of it.
  await page.goto(`${baseURL}/my-health`);
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download my data' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^my-data-\d{4}-\d\d-\d\d\.json$/);
  const data = JSON.parse(await readFile((await download.path())!, 'utf8')) as {
    profile: { email: string };
    chats: { messages: { message: string }[] }[];
    analytics: { name: string; value: number | null }[];
    my_diseases: { name: string }[];
    user_processor_variables: { processor_variable: string; value: string }[];
    assessments: unknown[];
    orders: unknown[];
  };
  expect(data.profile.email).toBe(account.email);
  expect(data.chats).toHaveLength(2);
  expect(data.chats.flatMap((chat) => chat.messages.map((m) => m.message))).toEqual(
    expect.arrayContaining([SAID, QUESTION]),
  );
  expect(data.analytics.map((entry) => entry.name).sort()).toEqual([
    'Pain or ache',
    'Sperm concentration',
  ]);
  expect(data.my_diseases).toEqual([expect.objectContaining({ name: 'Left varicocele' })]);
  expect(data.user_processor_variables).toEqual(
    expect.arrayContaining([
      expect.objectContaining({ processor_variable: 'smoking', value: 'daily' }),
      expect.objectContaining({ processor_variable: 'trying_to_conceive', value: 'yes' }),
    ]),
  );
  expect(data).toHaveProperty('assessments');
  expect(data).toHaveProperty('orders');

  // Delete one fact: asked first, then only that one is gone.
  await symptoms.getByRole('button', { name: 'Delete Pain or ache' }).click();
  const factDialog = page.getByRole('alertdialog', { name: 'Delete “Pain or ache”?' });
  await expect(factDialog).toContainText('Only this fact is deleted');
  await factDialog.getByRole('button', { name: 'Delete fact' }).click();
  await expect(page.getByText('“Pain or ache” was deleted from your health data.')).toBeVisible();
  await expect(page.getByRole('region', { name: 'Symptoms' })).toHaveCount(0);
  await expect(labs.getByText('Sperm concentration')).toBeVisible();

  // Delete my health data: the confirmation names what goes; then it is gone everywhere.
  await page.getByRole('button', { name: 'Delete my health data' }).click();
  const dialog = page.getByRole('alertdialog', { name: 'Delete your health data?' });
  await expect(dialog).toContainText(
    'your chats and their messages, every entry on this page, your conditions',
  );
  await expectNoSeriousA11yViolations(page);
  await dialog.getByRole('button', { name: 'Delete my health data' }).click();
  await expect(page.getByText('Your health data was deleted.')).toBeVisible();
  await expect(page.getByText(/Nothing here yet\. When you mention a symptom/)).toBeVisible();
  await expect(page.getByText(/^No conditions yet/)).toBeVisible();
  await expect(page.getByLabel('Smoking')).toHaveValue('');

  const { access } = await storedSession(page);
  const headers = { Authorization: `Bearer ${access}` };
  const analytics = await (await request.get('/api/user-chat-analytics/', { headers })).json();
  expect(analytics).toMatchObject({ count: 0, my_diseases: [], user_processor_variables: [] });
  const rooms = await (await request.get('/api/chat-room/', { headers })).json();
  expect(rooms.count).toBe(0);
  expect(
    (
      await request.get(`/api/chat-room-messages/${first.roomPath.split('/').at(-1)}/`, { headers })
    ).status(),
  ).toBe(404);
  // The chat's room list no longer has the conversations.
  await page.goto(`${baseURL}/app`);
  const conversations = page.getByRole('navigation', { name: 'Conversations' });
  await expect(conversations.getByRole('link', { name: 'New chat' })).toBeVisible();
  await expect(conversations.getByRole('link', { name: /dull ache|varicocele/i })).toHaveCount(0);

  // Delete my account: the password first (a wrong one deletes nothing), then signed out, a
  // confirmation in the mailbox, and the password no longer signs in.
  await page.goto(`${baseURL}/my-health`);
  await page.getByRole('button', { name: 'Delete my account' }).click();
  const accountDialog = page.getByRole('alertdialog', { name: 'Delete your account?' });
  await expect(accountDialog).toContainText('You will be signed out and cannot sign in again');
  await accountDialog.getByLabel('Your password').fill('not-my-password');
  await accountDialog.getByRole('button', { name: 'Delete my account' }).click();
  await expect(
    accountDialog.getByText('That password is not right. Nothing was deleted.'),
  ).toBeVisible();
  await expect(accountDialog.getByLabel('Your password')).toHaveAttribute('aria-invalid', 'true');
  await screenshotBothWidths(page, testInfo, 'delete-account-wrong-password');
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'My health' })).toBeVisible();
  await page.getByRole('button', { name: 'Delete my account' }).click();
  await accountDialog.getByLabel('Your password').fill(PASSWORD);
  await accountDialog.getByRole('button', { name: 'Delete my account' }).click();
  await expect(page).toHaveURL(`${baseURL}/login`);
  await expect
    .poll(async () => (await outbox(request, account.email)).map((mail) => mail.subject))
    .toContain('Your account was deleted');
  expect((await storedSession(page)).access).toBeNull();

  await page.getByLabel('Email').fill(account.email);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page.getByRole('alert')).toBeVisible();
  await expect(page).toHaveURL(/\/login/);
});
