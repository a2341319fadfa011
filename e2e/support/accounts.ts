import { expect, test as base, type APIRequestContext, type Page } from '@playwright/test';

/**
 * Account journeys: each test comes from its own client address (X-Forwarded-For, trusted by
 * the e2e server), so the per-IP sign-up and failure budgets of the accounts API are its own.
 */
export const test = base.extend({
  // eslint-disable-next-line no-empty-pattern -- Playwright reads fixture needs from the pattern
  extraHTTPHeaders: async ({}, use) => {
    const octet = () => Math.floor(Math.random() * 254) + 1;
    await use({ 'x-forwarded-for': `10.${octet()}.${octet()}.${octet()}` });
  },
});
export { expect };

export const PASSWORD = 'Quiet-Harbour-2718';

export function freshEmail(tag: string): string {
  return `e2e-${tag}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`;
}

interface OutboxMessage {
  subject: string;
  text: string;
}

export async function outbox(request: APIRequestContext, email: string): Promise<OutboxMessage[]> {
  const answer = await request.get(`/api/dev/outbox?to=${encodeURIComponent(email)}`);
  expect(answer.status()).toBe(200);
  return ((await answer.json()) as { messages: OutboxMessage[] }).messages;
}

export type CodeMail = 'Your verification code' | 'Your sign-in code' | 'Your password reset code';

/** The code of the newest `subject` email once there are more than `seen` of them. */
export async function nextCode(
  request: APIRequestContext,
  email: string,
  subject: CodeMail = 'Your verification code',
  seen = 0,
): Promise<string> {
  let codes: string[] = [];
  await expect
    .poll(
      async () => {
        const messages = await outbox(request, email);
        codes = messages
          .filter((message) => message.subject === subject)
          .map((message) => /\b(\d{6})\b/.exec(message.text)?.[1] ?? '');
        return codes.length;
      },
      { timeout: 10_000 },
    )
    .toBeGreaterThan(seen);
  const code = codes.at(-1);
  expect(code, `a code in the newest "${subject}" email`).toMatch(/^\d{6}$/);
  return code!;
}

/** A new account through the API: sign-up, then the emailed code unless `verified` is false. */
export async function apiAccount(
  request: APIRequestContext,
  tag: string,
  options: { verified?: boolean; brand?: string } = {},
) {
  const email = freshEmail(tag);
  const signUp = await request.post('/api/users/sign-up/', {
    data: { email, password: PASSWORD, project_type: options.brand ?? 'careapp' },
  });
  expect(signUp.status(), await signUp.text()).toBe(201);
  const tokens = (await signUp.json()) as { access: string; refresh: string };
  if (options.verified ?? true) {
    const verify = await request.post('/api/users/verify-otp/', {
      data: { otp: await nextCode(request, email) },
      headers: { Authorization: `Bearer ${tokens.access}` },
    });
    expect(verify.status(), await verify.text()).toBe(200);
  }
  return { email, access: tokens.access, refresh: tokens.refresh };
}

/** What the app keeps in local storage about the session. */
export async function storedSession(page: Page) {
  return page.evaluate(() => {
    const user = localStorage.getItem('user');
    return {
      access: localStorage.getItem('access'),
      refresh: localStorage.getItem('refresh'),
      user: user
        ? (JSON.parse(user) as {
            is_verified: boolean;
            user_data: Record<string, unknown> & { email: string };
          })
        : null,
    };
  });
}

/** Signs in through the login page with a password; ends on /profile. */
export async function loginWithPassword(
  page: Page,
  origin: string,
  email: string,
  password: string,
  /** Where the sign-in lands: the brand's landing (careapp: /app) or a `from` path. */
  landing = '/profile',
) {
  await page.goto(`${origin}/login`);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page).toHaveURL(`${origin}${landing}`);
}
