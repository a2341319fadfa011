import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { clearQueryCache } from '../../shared/api/use-api-query';
import { storage } from '../../shared/lib/storage';
import { jsonResponse, renderApp, stubApi, userData } from '../test/render-app';

const entry = {
  id: 'e1',
  type: 'symptom',
  term: 'pain',
  name: 'Pain or ache',
  main_content: 'I have had a dull ache on the left side for 3 months',
  duration: '3 months',
  duration_days: 90,
  frequency: null,
  severity: 'mild',
  value: null,
  unit: null,
  room_slug: 'abc123',
  created_at: '2026-11-20T10:00:00.000Z',
};
const lab = (id: string, value: number, at: string) => ({
  ...entry,
  id,
  type: 'lab_result',
  term: 'sperm_concentration',
  name: 'Sperm concentration',
  main_content: `count ${value}`,
  duration: null,
  duration_days: null,
  severity: null,
  value,
  unit: 'million/mL',
  created_at: at,
});

function analytics(overrides: object = {}) {
  return {
    entries: {},
    count: 0,
    my_diseases: [],
    user_processor_variables: [],
    ...overrides,
  };
}

function stubHealth(data: object, extra: Parameters<typeof stubApi>[0] = {}) {
  return stubApi({
    'GET /api/users/me/': () => jsonResponse(userData()),
    'GET /api/user-chat-analytics/': () => jsonResponse(data),
    'POST /api/processor/component-ai-message/': () =>
      jsonResponse({ chat_response: 'Nothing new this week.', urgent: false }),
    ...extra,
  });
}

describe('/my-health', () => {
  beforeEach(() => {
    clearQueryCache();
    storage.set('access', 'token');
  });

  it('explains how entries appear when there are none', async () => {
    stubHealth(analytics());
    renderApp('/my-health');
    expect(await screen.findByRole('heading', { level: 1, name: 'My health' })).toBeVisible();
    expect(await screen.findByText(/Nothing here yet\. When you mention a symptom/)).toBeVisible();
    expect(screen.getByRole('link', { name: 'Start a chat' })).toHaveAttribute('href', '/app');
    expect(screen.getByText(/^No conditions yet/)).toBeVisible();
  });

  it('lists entries by type with a link to their chat, and charts a repeated lab result', async () => {
    stubHealth(
      analytics({
        count: 3,
        entries: {
          symptom: [entry],
          lab_result: [
            lab('l2', 18, '2026-11-21T10:00:00.000Z'),
            lab('l1', 12, '2026-10-01T10:00:00.000Z'),
          ],
        },
      }),
    );
    renderApp('/my-health');
    const symptoms = await screen.findByRole('region', { name: 'Symptoms' });
    expect(within(symptoms).getByText('3 months · mild')).toBeVisible();
    expect(within(symptoms).getByRole('link', { name: /Open the chat/ })).toHaveAttribute(
      'href',
      '/app/abc123',
    );
    expect(
      screen.getByRole('img', { name: /^Sperm concentration over time: 12 million\/mL on/ }),
    ).toBeInTheDocument();
  });

  it('shows the server’s message under the condition field when it refuses a name', async () => {
    const fetchMock = stubHealth(analytics(), {
      'POST /api/my-disease/create/': () =>
        jsonResponse(
          {
            statusCode: 400,
            error: 'validation_error',
            message: '“Varicocele” is already on your list.',
            fields: { name: ['“Varicocele” is already on your list.'] },
          },
          400,
        ),
    });
    renderApp('/my-health');
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('Add a condition'), 'varicocele');
    await user.click(screen.getByRole('button', { name: 'Add' }));
    expect(await screen.findByText('“Varicocele” is already on your list.')).toBeVisible();
    expect(screen.getByLabelText('Add a condition')).toHaveValue('varicocele');
    const created = fetchMock.mock.calls.find(([url]) => String(url).includes('my-disease'));
    expect(JSON.parse(String(created?.[1]?.body))).toEqual({ name: 'varicocele' });
  });

  it('names what goes before deleting the account, and deletes nothing on cancel', async () => {
    const fetchMock = stubHealth(analytics());
    renderApp('/my-health');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Delete my account' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Delete your account?' });
    expect(dialog).toHaveTextContent(/your chats and their messages/);
    expect(dialog).toHaveTextContent(/Orders are kept for accounting/);
    await user.click(within(dialog).getByRole('button', { name: 'Keep my account' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(fetchMock.mock.calls.some(([url]) => String(url).includes('delete-account'))).toBe(
      false,
    );
  });

  it('asks for the password; a wrong one shows by the field and the account stays', async () => {
    const wrong = 'That password is not right. Nothing was deleted.';
    const fetchMock = stubHealth(analytics(), {
      'POST /api/my-data/delete-account/': () =>
        jsonResponse(
          {
            statusCode: 400,
            error: 'validation_error',
            message: wrong,
            fields: { password: [wrong] },
          },
          400,
        ),
    });
    const { router } = renderApp('/my-health');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Delete my account' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Delete your account?' });
    await user.type(within(dialog).getByLabelText(/Your password/), 'guess');
    await user.click(within(dialog).getByRole('button', { name: 'Delete my account' }));

    expect(await within(dialog).findByText(wrong)).toBeVisible();
    expect(within(dialog).getByLabelText(/Your password/)).toHaveAttribute('aria-invalid', 'true');
    expect(router.state.location.pathname).toBe('/my-health');
    const sent = fetchMock.mock.calls.find(([url]) => String(url).includes('delete-account'));
    expect(JSON.parse(String(sent?.[1]?.body))).toEqual({ confirm: true, password: 'guess' });
  });

  it('sends a code to an account without a password and deletes with it', async () => {
    const fetchMock = stubHealth(analytics(), {
      'POST /api/my-data/delete-account/send-code/': () =>
        jsonResponse({ message: 'We emailed you a 6-digit code. It is valid for 10 minutes.' }),
      'POST /api/my-data/delete-account/': () => jsonResponse({ deleted: true }),
    });
    const { router } = renderApp('/my-health');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Delete my account' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Delete your account?' });
    await user.click(within(dialog).getByRole('button', { name: 'No password? Email me a code' }));
    expect(await within(dialog).findByText(/We emailed you a 6-digit code/)).toBeVisible();
    await user.type(within(dialog).getByLabelText('6-digit code'), '123456');
    await user.click(within(dialog).getByRole('button', { name: 'Delete my account' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    const sent = fetchMock.mock.calls.find(([url]) => String(url).endsWith('/delete-account/'));
    expect(JSON.parse(String(sent?.[1]?.body))).toEqual({ confirm: true, otp: '123456' });
  });

  it('corrects one fact: the server’s field message shows beside the field, then it saves', async () => {
    let tries = 0;
    const fetchMock = stubHealth(analytics({ count: 1, entries: { symptom: [entry] } }), {
      'PATCH /api/user-chat-analytics/e1/': () =>
        ++tries === 1
          ? jsonResponse(
              {
                statusCode: 400,
                error: 'validation_error',
                message: 'Check the duration.',
                fields: { duration: ['Write how long as a number and a unit, like "14 months".'] },
              },
              400,
            )
          : jsonResponse({ ...entry, duration: '6 months', frequency: 'daily' }),
    });
    renderApp('/my-health');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Correct Pain or ache' }));
    const form = screen.getByRole('form', { name: 'Correct Pain or ache' });
    expect(within(form).getByLabelText('What it is')).toHaveFocus();
    await user.selectOptions(within(form).getByLabelText('How often'), 'Every day');
    const duration = within(form).getByLabelText(/How long/);
    await user.clear(duration);
    await user.type(duration, 'half a year');
    await user.click(within(form).getByRole('button', { name: 'Save correction' }));
    expect(
      await within(form).findByText('Write how long as a number and a unit, like "14 months".'),
    ).toBeVisible();
    expect(duration).toHaveAttribute('aria-invalid', 'true');

    await user.clear(duration);
    await user.type(duration, '6 months');
    await user.click(within(form).getByRole('button', { name: 'Save correction' }));
    await waitFor(() => expect(screen.queryByRole('form', { name: /Correct/ })).toBeNull());
    const sent = fetchMock.mock.calls.filter(([url]) => String(url).includes('analytics/e1'));
    expect(JSON.parse(String(sent.at(-1)?.[1]?.body))).toEqual({
      name: 'Pain or ache',
      frequency: 'daily',
      duration: '6 months',
      severity: 'mild',
    });
  });

  it('deletes one fact only after asking, and nothing on "Keep it"', async () => {
    const fetchMock = stubHealth(analytics({ count: 1, entries: { symptom: [entry] } }), {
      'DELETE /api/user-chat-analytics/e1/': () => jsonResponse({ deleted: true }),
    });
    renderApp('/my-health');
    const user = userEvent.setup();
    const deleteCalls = () =>
      fetchMock.mock.calls.filter(
        ([url, init]) => init?.method === 'DELETE' && String(url).includes('e1'),
      );
    await user.click(await screen.findByRole('button', { name: 'Delete Pain or ache' }));
    let dialog = screen.getByRole('alertdialog', { name: 'Delete “Pain or ache”?' });
    await user.click(within(dialog).getByRole('button', { name: 'Keep it' }));
    expect(deleteCalls()).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Delete Pain or ache' }));
    dialog = screen.getByRole('alertdialog', { name: 'Delete “Pain or ache”?' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete fact' }));
    expect(
      await screen.findByText('“Pain or ache” was deleted from your health data.'),
    ).toBeVisible();
    expect(deleteCalls()).toHaveLength(1);
  });
});
