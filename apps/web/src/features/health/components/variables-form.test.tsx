import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { AnalyticsEntry, UserProcessorVariable } from '@mhp/contract/schemas/health';
import { VariablesForm } from './variables-form';
import { analyticsEntry } from '../lib/analytics-entry.fixture';

const fact = (parts: Partial<AnalyticsEntry>) =>
  analyticsEntry({ id: `e-${parts.term ?? 'x'}`, ...parts });

/** What the user told the chat: "I smoke every day and we have been trying to conceive for
 * 14 months. I'm 34 and allergic to penicillin". */
const chatFacts = [
  fact({}),
  fact({
    type: 'personal',
    term: 'trying_to_conceive',
    name: 'Trying to conceive',
    main_content: 'we have been trying to conceive for 14 months',
    duration: '14 months',
    duration_days: 420,
    frequency: null,
  }),
  fact({
    type: 'personal',
    term: 'age',
    name: 'Age',
    main_content: "I'm 34",
    frequency: null,
    value: 34,
    unit: 'years',
  }),
  fact({
    type: 'allergy',
    term: 'penicillin',
    name: 'Penicillin',
    main_content: 'allergic to penicillin',
    frequency: null,
  }),
];

const stored = (processor_variable: string, value: string) =>
  ({
    id: `v-${processor_variable}`,
    processor_variable,
    value,
    updated_at: '2026-11-20T10:00:00.000Z',
  }) as UserProcessorVariable;

describe('VariablesForm suggestions from the chats', () => {
  it('offers what the chats imply for each unset field, and nothing for the others', () => {
    render(<VariablesForm variables={[]} entries={chatFacts} />);
    const smoking = screen.getByRole('button', { name: 'Use this: Every day for Smoking' });
    expect(smoking).toHaveTextContent('Use this');
    expect(smoking.parentElement).toHaveTextContent('From your chats: Every day');
    expect(
      screen.getByRole('button', { name: 'Use this: Yes for Trying to conceive' }),
    ).toBeVisible();
    expect(
      screen.getByRole('button', { name: 'Use this: Penicillin for Medication allergies' }),
    ).toBeVisible();
    expect(screen.getAllByRole('button', { name: /^Use / })).toHaveLength(3);
    // Nothing is filled in or saved by itself.
    expect(screen.getByLabelText('Smoking')).toHaveValue('');
    expect(screen.getByRole('button', { name: 'Save what the assistant knows' })).toBeDisabled();
  });

  it('fills the field on "Use this", keeps the caret there, and saves only on Save', async () => {
    const fetchMock = vi.fn<typeof fetch>(
      async () =>
        new Response(JSON.stringify(stored('smoking', 'daily')), {
          status: 201,
          headers: { 'Content-Type': 'application/json' },
        }),
    );
    vi.stubGlobal('fetch', fetchMock);
    const user = userEvent.setup();
    render(<VariablesForm variables={[]} entries={chatFacts} />);

    await user.click(screen.getByRole('button', { name: 'Use this: Every day for Smoking' }));
    const smoking = screen.getByLabelText('Smoking');
    expect(smoking).toHaveValue('daily');
    expect(within(smoking).getByRole('option', { selected: true })).toHaveTextContent('Every day');
    expect(smoking).toHaveFocus();
    expect(screen.queryByRole('button', { name: 'Use this: Every day for Smoking' })).toBeNull();
    expect(screen.getByText('Filled in from your chats. It is not saved yet.')).toBeVisible();
    expect(fetchMock).not.toHaveBeenCalled();

    await user.click(screen.getByRole('button', { name: 'Save what the assistant knows' }));
    expect(fetchMock).toHaveBeenCalledTimes(1);
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(String(url)).toContain('/api/user-processor-variable/create/');
    expect(JSON.parse(String(init?.body))).toEqual({
      processor_variable: 'smoking',
      value: 'daily',
    });
  });

  it('fills the allergies box from the chats with the keyboard', async () => {
    const user = userEvent.setup();
    render(<VariablesForm variables={[]} entries={chatFacts} />);
    const use = screen.getByRole('button', {
      name: 'Use this: Penicillin for Medication allergies',
    });
    use.focus();
    await user.keyboard('{Enter}');
    expect(screen.getByLabelText('Medication allergies')).toHaveValue('Penicillin');
  });

  it('suggests nothing for a field that is already set', () => {
    render(
      <VariablesForm
        variables={[
          stored('smoking', 'former'),
          stored('trying_to_conceive', 'no'),
          stored('medication_allergies', 'sulfa'),
        ]}
        entries={chatFacts}
      />,
    );
    expect(screen.queryByRole('button', { name: /^Use / })).toBeNull();
    expect(screen.queryByText(/From your chats/)).toBeNull();
    expect(screen.getByLabelText('Smoking')).toHaveValue('former');
  });

  it('hides the suggestion while the user has chosen something else', async () => {
    const user = userEvent.setup();
    render(<VariablesForm variables={[]} entries={chatFacts} />);
    await user.selectOptions(screen.getByLabelText('Smoking'), 'Used to smoke');
    expect(screen.queryByRole('button', { name: 'Use this: Every day for Smoking' })).toBeNull();
    await user.selectOptions(screen.getByLabelText('Smoking'), 'Not set');
    expect(screen.getByRole('button', { name: 'Use this: Every day for Smoking' })).toBeVisible();
  });

  it('suggests nothing without chat facts', () => {
    render(<VariablesForm variables={[]} />);
    expect(screen.queryByText(/From your chats/)).toBeNull();
  });
});
