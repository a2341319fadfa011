import type { Page } from '@playwright/test';
import { icsField } from '@mhp/contract/ics';
import { expectNoSeriousA11yViolations } from '../support/accessibility';
// Each test books from its own client address: the booking mail budget and the hold limit
// are per IP (ADR 016), and journeys on one server must not share them.
import { expect, freshEmail, test } from '../support/accounts';
import { screenshotBothWidths } from '../support/screenshots';
import { brandOrigin, genericPath } from '../support/site';

/**
 * Done when: a visitor books a consultation in their own zone (form errors for each required
 * field and a bad email first), lands on /consult/success with "Add to calendar", gets the
 * email with the .ics and how to join in the dev outbox, fills in the interview, moves and
 * cancels from the emailed link (each confirmed in a dialog, each mail with the updated .ics of
 * the same UID), which frees the slot and closes the interview; specialists' "Book with …" shows only their slots.
 */
// A visitor in Tokyo with a 24-hour clock, as the confirmation email writes times.
test.use({ timezoneId: 'Asia/Tokyo', locale: 'en-GB' });

interface OutboxMail {
  subject: string;
  text: string;
  attachments: { filename: string; content_type: string; content: string }[];
}

/**
 * Holds the first offered time of the listed day at `dayIndex`. The journeys of the two hosts
 * run side by side on one server, so each books on its own day instead of both reaching for the
 * first time. Never today: late in Tokyo's day, today lists only a few times or none.
 */
async function pickSlot(page: Page, dayIndex: number) {
  await expect(page.getByText('Times shown in Asia/Tokyo time')).toBeVisible();
  const dayButton = page.getByRole('group', { name: 'Day' }).getByRole('button').nth(dayIndex);
  const day = await dayButton.innerText();
  await dayButton.click();
  const slot = page.getByRole('list').getByRole('button').first();
  const [time, specialist] = (await slot.innerText()).split('\n');
  await slot.click();
  await expect(page.getByText(/We are holding this time for you for [45]:\d\d/)).toBeVisible();
  return { day, time: time!, specialist: specialist ?? '' };
}

// Long journeys on a shared machine: many steps, each waiting on the API.
test.describe.configure({ timeout: 120_000 });

// Each host books on its own day and moves to a place of its own on a later, shared day.
for (const [name, base, bookDay, moveIndex] of [
  ['own host', `${brandOrigin('varicocele')}`, 1, 0],
  ['generic host', genericPath('varicocele', ''), 2, 3],
] as const) {
  test(`book, confirm by email with .ics, interview, cancel from the link (${name})`, async ({
    page,
    request,
  }) => {
    // The own host on a phone, the generic host on a desktop.
    await page.setViewportSize(
      name === 'own host' ? { width: 390, height: 844 } : { width: 1280, height: 800 },
    );
    const email = freshEmail('consult');
    await page.goto(`${base}/consult`);
    await expect(page.getByRole('heading', { name: 'Book a time' })).toBeVisible();
    const { day, time, specialist } = await pickSlot(page, bookDay);

    // Grade and symptoms start unselected, with the spec's labels.
    for (const label of ['Grade 1', 'Grade 2', 'Grade 3', 'Subclinical (minor)', 'Unknown']) {
      await expect(page.getByRole('radio', { name: label })).not.toBeChecked();
    }
    for (const label of [
      'None',
      'Male infertility',
      'ED / virility',
      'Low testosterone',
      'Varicocele pain',
      'Other',
    ]) {
      await expect(page.getByRole('checkbox', { name: label, exact: true })).not.toBeChecked();
    }

    await page.getByLabel('Email').fill('name@example');
    await page.getByRole('button', { name: 'Book consultation' }).click();
    await expect(page.getByLabel('First name')).toHaveAccessibleDescription(
      'First name is required.',
    );
    await expect(page.getByLabel('Last name')).toHaveAccessibleDescription(
      'Last name is required.',
    );
    await expect(page.getByLabel('Email')).toHaveAccessibleDescription(
      'Enter a valid email address.',
    );
    await expect(page.getByText('Varicocele grade is required.')).toBeVisible();
    await expect(page.getByText('Select at least one symptom.')).toBeVisible();
    await expect(page.getByText('Message is required.')).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    if (name === 'own host') await screenshotBothWidths(page, test.info(), 'consult-form');

    await page.getByLabel('First name').fill('Ren');
    await page.getByLabel('Last name').fill('Sato');
    await page.getByLabel('Email').fill(email);
    await page.getByRole('radio', { name: 'Grade 2' }).check();
    await page.getByRole('checkbox', { name: 'Varicocele pain' }).check();
    await page.getByLabel('What would you like to discuss?').fill('A dull ache by the evening.');
    await page.getByRole('button', { name: 'Book consultation' }).click();

    await expect(page).toHaveURL(`${base}/consult/success`);
    await expect(page.getByText('Times shown in Asia/Tokyo time')).toBeVisible();
    await expect(page.getByText(time)).toBeVisible();
    await expect(page.getByText(`emails the link to join to ${email}`)).toBeVisible();
    const download = page.waitForEvent('download');
    await page.getByRole('link', { name: 'Add to calendar' }).click();
    expect((await download).suggestedFilename()).toBe('consultation.ics');
    await expectNoSeriousA11yViolations(page);
    if (name === 'own host') await screenshotBothWidths(page, test.info(), 'consult-success');

    const answer = await request.get(`/api/dev/outbox?to=${encodeURIComponent(email)}`);
    const [mail] = ((await answer.json()) as { messages: OutboxMail[] }).messages;
    expect(mail!.text).toContain('(Asia/Tokyo time)');
    expect(mail!.text).toContain(`How to join: `);
    const uid = icsField(mail!.attachments[0]!.content, 'UID');
    expect(mail!.text).toContain(time);
    expect(mail!.attachments).toEqual([
      expect.objectContaining({
        filename: 'consultation.ics',
        content_type: expect.stringMatching(/^text\/calendar/),
      }),
    ]);

    // The interview, saved part-way and resumed.
    await page.getByRole('link', { name: 'Fill in the pre-consultation interview' }).click();
    await page.getByRole('radio', { name: 'Left' }).check();
    await page.getByRole('checkbox', { name: 'Improve fertility' }).check();
    await page.getByLabel('Concentration (million/mL)').fill('14');
    await page.getByRole('button', { name: 'Save and continue later' }).click();
    await expect(page.getByRole('status')).toContainText('Saved');
    await page.reload();
    await expect(page.getByRole('radio', { name: 'Left' })).toBeChecked();
    await expect(page.getByLabel('Concentration (million/mL)')).toHaveValue('14');
    await page.getByRole('button', { name: 'Send to my specialist' }).click();
    await expect(page.getByRole('status')).toContainText('sent to your specialist');

    // Move from the emailed link: picking a time only asks; the confirmed time moves it.
    const manageUrl = /(http\S+\/consult\?booking=\S+)/.exec(mail!.text)![1]!;
    await page.goto(manageUrl);
    await page.getByRole('button', { name: 'Move to another time' }).click();
    await page.getByRole('group', { name: 'Day' }).getByRole('button').nth(3).click();
    const newSlot = page.getByRole('list').getByRole('button').nth(moveIndex);
    await newSlot.click();
    const moveDialog = page.getByRole('alertdialog', { name: 'Move your consultation?' });
    await expect(moveDialog).toContainText(time);
    await moveDialog.getByRole('button', { name: 'Choose another time' }).click();
    await expect(moveDialog).toBeHidden();
    await expect(page.getByRole('region', { name: 'Your consultation' })).toContainText(time);
    await newSlot.click();
    if (name === 'own host') await screenshotBothWidths(page, test.info(), 'consult-move-confirm');
    await moveDialog.getByRole('button', { name: 'Move it' }).click();
    await expect(page.getByRole('status')).toContainText('Your consultation has moved');
    const mails = async () =>
      (
        (await (await request.get(`/api/dev/outbox?to=${encodeURIComponent(email)}`)).json()) as {
          messages: OutboxMail[];
        }
      ).messages;
    const movedFile = (await mails()).find((m) => m.subject === 'Your consultation has moved')!
      .attachments[0]!.content;
    expect(icsField(movedFile, 'UID')).toBe(uid);
    expect(Number(icsField(movedFile, 'SEQUENCE'))).toBeGreaterThan(0);

    // Cancel: asked first, then the time is offered again and the calendar entry removed.
    await page.getByRole('button', { name: 'Cancel consultation' }).click();
    const cancelDialog = page.getByRole('alertdialog', { name: 'Cancel this consultation?' });
    await expect(cancelDialog.getByRole('button', { name: 'Keep my consultation' })).toBeFocused();
    await expectNoSeriousA11yViolations(page);
    await cancelDialog.getByRole('button', { name: 'Yes, cancel it' }).click();
    await expect(page.getByRole('status')).toContainText('The time is free again');
    const cancelFile = (await mails()).find((m) => m.subject === 'Your consultation is cancelled')!
      .attachments[0]!.content;
    expect(icsField(cancelFile, 'METHOD')).toBe('CANCEL');
    expect(icsField(cancelFile, 'STATUS')).toBe('CANCELLED');
    expect(icsField(cancelFile, 'UID')).toBe(uid);

    // The interview of a cancelled consultation is closed, and says so.
    await page.goto(/(http\S+\/interview\?token=\S+)/.exec(mail!.text)![1]!);
    await expect(page.getByRole('alert')).toContainText(
      'This consultation was cancelled, so its pre-consultation interview is closed.',
    );
    await page.goto(`${base}/consult`);
    // The journey on the other host books and frees times beside this one, so the freed time
    // is looked for among the offered ones rather than expected first.
    await page.getByRole('group', { name: 'Day' }).getByRole('button', { name: day }).click();
    await expect(
      page
        .getByRole('list')
        .getByRole('button')
        .filter({ hasText: time })
        .filter({ hasText: specialist }),
    ).not.toHaveCount(0);
  });
}

test('specialists: photo, languages, focus and "Book with …" showing only their slots', async ({
  page,
}) => {
  const origin = brandOrigin('varicocele');
  await page.goto(`${origin}/support/specialists`);
  await expect(page.getByRole('img', { name: 'Portrait of Dr Kenji Watanabe' })).toBeVisible();
  await expect(page.getByText('Japanese, English')).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await screenshotBothWidths(page, test.info(), 'specialists');
  await page.getByRole('link', { name: 'Book with Dr Kenji Watanabe' }).click();
  await expect(page).toHaveURL(`${origin}/consult?specialist=kenji-watanabe`);
  await expect(page.getByText('Booking with Dr Kenji Watanabe')).toBeVisible();
  await expect(page.getByText('Times shown in Asia/Tokyo time')).toBeVisible();
  await page.setViewportSize({ width: 375, height: 812 });
  await expect(page.getByRole('button', { name: 'Book a time' })).toBeVisible();
  await screenshotBothWidths(page, test.info(), 'consult');
});
