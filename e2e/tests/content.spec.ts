import { expect, test } from '@playwright/test';
import { expectNoSeriousA11yViolations } from '../support/accessibility';
import { brandOrigin } from '../support/site';

test.describe.parallel('contact and terms pages', () => {
  test('contact: the brand’s details, and a sent message confirmed by a toast that hides itself', async ({
    page,
  }) => {
    await page.goto(`${brandOrigin('varicocele')}/contact`);
    await expect(page.getByRole('link', { name: 'support@varicocele.example' })).toBeVisible();

    await page.getByRole('button', { name: 'Send message' }).click();
    await expect(page.getByLabel('First name')).toBeFocused();
    await expect(page.getByLabel('First name')).toHaveAccessibleDescription(
      'First name is required.',
    );
    await expectNoSeriousA11yViolations(page);

    await page.getByLabel('First name').fill('Sam');
    await page.getByLabel('Last name').fill('Lee');
    await page.getByLabel('Email').fill('sam.lee@example.com');
    await page
      .getByLabel('Message', { exact: true })
      .fill('Can I book a consultation for next week?');
    await page.getByRole('button', { name: 'Send message' }).click();

    // The answer thanks without repeating what was sent (the form is no mail relay).
    const toast = page
      .getByRole('status')
      .filter({ hasText: 'Thank you. We will reply within one business day.' });
    await expect(toast).toBeVisible();
    const shownAt = Date.now();
    await expectNoSeriousA11yViolations(page);
    // Spec section 9: notifications hide after 3000 ms.
    await expect(toast).toBeHidden({ timeout: 6000 });
    expect(Date.now() - shownAt).toBeGreaterThan(1500);
    await expect(page.getByLabel('First name')).toHaveValue('');
  });

  test('terms: both documents of the brand, sanitised and under the page’s headings', async ({
    page,
  }) => {
    await page.goto(`${brandOrigin('stud')}/terms`);
    const terms = page.getByRole('region', { name: 'Terms of Service' });
    const privacy = page.getByRole('region', { name: 'Privacy Policy' });
    await expect(terms).toContainText('Stud');
    await expect(privacy).toContainText('personal information');
    await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
    await expect(terms.getByRole('heading', { level: 3 }).first()).toBeVisible();
    await expectNoSeriousA11yViolations(page);
  });

  test('contact and terms say so clearly when their content cannot be loaded', async ({ page }) => {
    await page.route('**/api/landing/**', (route) =>
      route.fulfill({
        status: 501,
        contentType: 'application/json',
        body: JSON.stringify({ statusCode: 501, error: 'not_implemented', message: 'Not built.' }),
      }),
    );
    // A server-rendered page arrives with its content (ADR 020): the browser loads it itself
    // when it moves to the page, so go there from another page.
    await page.goto('/');
    const footer = page.getByRole('navigation', { name: 'Footer' });
    await footer.getByRole('link', { name: 'Contact Us' }).click();
    await expect(page.getByText("We couldn't load our contact details right now.")).toBeVisible();
    await expect(page.getByRole('button', { name: 'Send message' })).toBeVisible();
    await footer.getByRole('link', { name: 'Terms of Service' }).click();
    await expect(page.getByText("We couldn't load the Privacy Policy right now.")).toBeVisible();
    await expect(page.getByRole('button', { name: 'Try again' })).toHaveCount(2);
    await expectNoSeriousA11yViolations(page);
  });
});
