import { expect, test, type Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from '../support/accessibility';
import { PASSWORD, apiAccount, loginWithPassword } from '../support/accounts';
import { screenshotBothWidths } from '../support/screenshots';
import { brandOrigin, genericPath } from '../support/site';

/**
 * Done when: each assessment runs from start to result (one answer set per band), a reload
 * mid-way keeps the answers and the step, an emergency answer ends the check at once with
 * urgent care, and a guest's result is kept after signing in and shows on /data/reports with a chart.
 */
const own = brandOrigin('varicocele');

async function choose(page: Page, ...labels: string[]) {
  for (const label of labels) await page.getByLabel(label, { exact: true }).check();
  await page.getByRole('button', { name: /^(Next|See my result)$/ }).click();
}
async function number(page: Page, label: RegExp, value: string) {
  await page.getByLabel(label).fill(value);
  await page.getByRole('button', { name: /^(Next|See my result)$/ }).click();
}

async function painCheck(page: Page, score: string) {
  await choose(page, 'None of these');
  await number(page, /how bad was the pain/, score);
  await choose(page, 'Gradually, over weeks or months');
  await choose(page, 'A dull ache or dragging heaviness');
  await choose(page, 'After standing or sitting for long, or late in the day');
  await choose(page, 'Yes, clearly');
}

test.describe('varicocele self-assessments', () => {
  // Many steps each, on a shared machine.
  test.describe.configure({ timeout: 120_000 });
  for (const [score, band] of [
    ['2', 'Mild pain (0–3)'],
    ['5', 'Moderate pain (4–6)'],
    ['8', 'Severe pain (7–10)'],
  ] as const) {
    test(`pain check: ${score}/10 gives ${band}`, async ({ page }) => {
      await page.goto(`${own}/assess-pain`);
      await expect(page.getByText('0–10 Numeric Rating Scale for pain (NRS-11)')).toBeAttached();
      await painCheck(page, score);
      await expect(page.getByText(band)).toBeVisible();
      await expect(page.getByRole('heading', { name: 'Get urgent medical care now' })).toHaveCount(
        0,
      );
    });
  }

  test('pain check: a missing answer is named at the step, keyboard only', async ({ page }) => {
    await page.goto(`${own}/assess-pain`);
    await page.getByRole('button', { name: 'Next' }).click();
    await expect(page.getByRole('alert')).toHaveText('Please answer this question.');
    await page.getByLabel('None of these').focus();
    await page.keyboard.press('Space');
    await page.keyboard.press('Enter');
    await expect(page.getByText('Question 2', { exact: true })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
  });

  test('varicocele self-check: a reload mid-way keeps the answers and the step', async ({
    page,
  }) => {
    await page.goto(`${own}/assess-varicocele`);
    // The bar only moves forward, also when an answer adds questions (it dropped 50% → 29%).
    const bar = page.getByRole('progressbar', { name: 'Progress' });
    const seen: number[] = [];
    const read = async () => seen.push(Number(await bar.getAttribute('aria-valuenow')));
    await read();
    await choose(page, 'None of these');
    await read();
    await page.getByLabel('Yes, I can see them', { exact: true }).check();
    await read();
    await page.getByRole('button', { name: 'Next' }).click();
    await read();
    await choose(page, 'Right only');
    await read();
    expect(seen).toEqual([...seen].sort((a, b) => a - b));
    expect(new Set(seen).size).toBe(4); // forward on each Next, still while answering
    await expect(page.getByText('Question 4', { exact: true })).toBeVisible();
    await page.reload();
    await expect(page.getByText('Question 4', { exact: true })).toBeVisible();
    await page.getByRole('button', { name: 'Back' }).click();
    await expect(page.getByLabel('Right only')).toBeChecked();
    await page.getByRole('button', { name: 'Next' }).click();
    await choose(page, 'Yes, they shrink or disappear');
    await choose(page, 'Most days');
    await choose(page, 'Slightly');
    await choose(page, 'Not at the moment');
    await expect(page.getByText('Several signs (6–10 of 10)')).toBeVisible();
    await expect(page.getByText(/please see a doctor for an ultrasound scan/)).toBeVisible();
    await expect(page.getByText(/not a diagnosis/).first()).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await screenshotBothWidths(page, test.info(), 'varicocele-result');
  });

  for (const [answers, band] of [
    [['visible_none'], 'Few signs (0–2 of 10)'],
    [['some'], 'Some signs (3–5 of 10)'],
  ] as const) {
    test(`varicocele self-check: ${band}`, async ({ page }) => {
      await page.goto(genericPath('varicocele', '/assess-varicocele'));
      await choose(page, 'None of these');
      await choose(page, answers[0] === 'some' ? 'Yes, I can see them' : 'No');
      await choose(page, answers[0] === 'some' ? 'Left' : 'Not sure / none');
      await choose(page, 'Not sure / I have not noticed veins');
      await choose(page, 'Never');
      await choose(page, 'No, they feel alike');
      await choose(page, 'Not at the moment');
      await expect(page.getByText(band)).toBeVisible();
    });
  }

  test('sperm count with a result: values against the WHO 2021 limits', async ({ page }) => {
    await page.goto(`${own}/assess-sperm-count`);
    await choose(page, 'None of these');
    await choose(page, 'Yes, I have the numbers');
    await number(page, /Semen volume/, '2');
    await number(page, /Sperm concentration/, '12');
    await number(page, /Total motility/, '50');
    await number(page, /Progressive motility/, '35');
    await number(page, /Normal forms/, '5');
    await expect(page.getByText('2 values below the WHO reference')).toBeVisible();
    await expect(page.getByText(/below reference: 16 million\/mL or more/)).toBeVisible();
    await screenshotBothWidths(page, test.info(), 'sperm-result');
  });

  for (const [label, band] of [
    ['No', 'Few risk factors (0–1)'],
    ['Yes', 'Some risk factors (2–4)'],
  ] as const) {
    test(`sperm count without a result: ${band}`, async ({ page }) => {
      await page.goto(`${own}/assess-sperm-count`);
      await choose(page, 'None of these');
      await choose(page, 'No');
      await choose(page, label === 'Yes' ? '12 months or longer' : 'We are not trying yet');
      await choose(page, 'No');
      await choose(page, 'None of these');
      await choose(page, label);
      await choose(page, 'Rarely');
      await expect(page.getByText(band)).toBeVisible();
    });
  }

  for (const [label, size] of [
    ['phone', { width: 390, height: 844 }],
    ['desktop', { width: 1280, height: 800 }],
  ] as const) {
    test(`${label}: a red flag on the first screen ends the check with urgent care, kept in reports`, async ({
      page,
      request,
    }) => {
      await page.setViewportSize(size);
      const account = await apiAccount(request, `red-flag-${label}`, { brand: 'varicocele' });
      await loginWithPassword(page, own, account.email, PASSWORD);
      await page.goto(`${own}/assess-pain`);
      await page.getByLabel('Sudden, severe pain in the scrotum or a testicle').check();
      await expect(page.getByText(/we stop the questions here/)).toBeVisible();
      // No further question: the one button now shows the result.
      await page.getByRole('button', { name: 'See my result' }).click();
      const urgent = page.getByRole('alert').filter({ hasText: 'Get urgent medical care now' });
      await expect(urgent).toBeVisible();
      await expect(
        page.getByText(/emergency department or call your local emergency/).first(),
      ).toBeVisible();
      await expect(page.getByText('Stopped: signs of an emergency')).toBeVisible();
      await expect(page.getByLabel(/how bad was the pain/)).toHaveCount(0);
      await expectNoSeriousA11yViolations(page);
      await screenshotBothWidths(page, test.info(), `urgent-result-${label}`);

      await page.goto(`${own}/data/reports`);
      await expect(
        page.getByRole('row', { name: /Scrotal pain check Stopped: signs of an emergency/ }),
      ).toBeVisible();
      await expect(
        page.getByRole('heading', { name: 'Get urgent medical care now' }),
      ).toBeVisible();
    });
  }

  test("a guest's result is kept after signing in and appears on /data/reports with a chart", async ({
    page,
    request,
  }) => {
    const account = await apiAccount(request, 'assess', { brand: 'varicocele' });
    await page.goto(`${own}/assess-pain`);
    await painCheck(page, '5');
    await expect(page.getByRole('heading', { name: 'Keep this result' })).toBeVisible();
    // The result leads to the reports; signing in on the way comes back to them.
    await page.getByRole('link', { name: 'Sign in to see all your reports' }).click();
    await expect(page).toHaveURL(`${own}/login?from=/data/reports`);
    await page.getByLabel('Email').fill(account.email);
    await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await expect(page).toHaveURL(`${own}/data/reports`);
    await expect(page.getByRole('img', { name: /Chart of your assessment scores/ })).toBeVisible();
    await expect(page.getByText('Moderate pain (4–6) · score 5 of 10')).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await screenshotBothWidths(page, test.info(), 'reports');
    await page.getByRole('link', { name: /Open the Scrotal pain check report/ }).click();
    await expect(page).toHaveURL(/\/data\/assessment\?id=/);
    await expect(
      page.getByText('you rated your worst pain 5 out of 10', { exact: false }),
    ).toBeVisible();
  });

  test('reports need a signed-in user; the query string is kept', async ({ page }) => {
    await page.goto(`${own}/data/assessment?id=abc`);
    await expect(page).toHaveURL(`${own}/login?id=abc&from=/data/assessment%3Fid%3Dabc`);
  });
});
