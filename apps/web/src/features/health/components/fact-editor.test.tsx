import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { AnalyticsEntry } from '@mhp/contract/schemas/health';
import { FactEditor } from './fact-editor';
import { analyticsEntry } from '../lib/analytics-entry.fixture';

const fact = (parts: Partial<AnalyticsEntry>) => analyticsEntry({ id: 'e1', ...parts });

const ttc = fact({
  type: 'personal',
  term: 'trying_to_conceive',
  name: 'Trying to conceive',
  main_content: 'we have been trying to conceive for 14 months',
  duration: '14 months',
  duration_days: 420,
  frequency: null,
});

function stubPatch(answer: AnalyticsEntry) {
  const fetchMock = vi.fn<typeof fetch>(
    async () =>
      new Response(JSON.stringify(answer), {
        status: 200,
        headers: { 'Content-Type': 'application/json' },
      }),
  );
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

const fieldLabels = (form: HTMLElement) =>
  [...form.querySelectorAll('label')].map((label) => label.textContent);

describe('FactEditor', () => {
  it('asks only how long for "Trying to conceive", and sends only that', async () => {
    const fetchMock = stubPatch({ ...ttc, duration: '15 months', duration_days: 450 });
    const onDone = vi.fn();
    const user = userEvent.setup();
    render(<FactEditor entry={ttc} onDone={onDone} />);
    const form = screen.getByRole('form', { name: 'Correct Trying to conceive' });
    expect(within(form).queryByLabelText('How often')).toBeNull();
    expect(within(form).queryByLabelText('What it is')).toBeNull();
    expect(fieldLabels(form)).toEqual(['How long']);
    // Which fact it corrects stays in sight with its one field.
    expect(within(form).getByText('Correct “Trying to conceive”')).toBeVisible();
    const duration = within(form).getByLabelText('How long');
    expect(duration).toHaveFocus();

    await user.clear(duration);
    await user.type(duration, '15 months');
    await user.click(within(form).getByRole('button', { name: 'Save correction' }));
    await waitFor(() => expect(onDone).toHaveBeenCalled());
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(String(url)).toContain('/api/user-chat-analytics/e1/');
    expect(JSON.parse(String(init?.body))).toEqual({ duration: '15 months' });
  });

  it('asks only the age, in years, for an age', async () => {
    const age = fact({
      type: 'personal',
      term: 'age',
      name: 'Age',
      main_content: "I'm 34",
      frequency: null,
      value: 34,
      unit: 'years',
    });
    const fetchMock = stubPatch({ ...age, value: 35 });
    const user = userEvent.setup();
    render(<FactEditor entry={age} onDone={() => {}} />);
    const form = screen.getByRole('form', { name: 'Correct Age' });
    expect(fieldLabels(form)).toEqual(['Age in years']);
    const value = within(form).getByLabelText('Age in years');
    await user.clear(value);
    await user.type(value, '35');
    await user.click(within(form).getByRole('button', { name: 'Save correction' }));
    await waitFor(() => expect(fetchMock).toHaveBeenCalled());
    expect(JSON.parse(String(fetchMock.mock.calls[0]?.[1]?.body))).toEqual({ value: 35 });
  });

  it('asks only the name of an allergy', () => {
    render(
      <FactEditor
        entry={fact({ type: 'allergy', term: 'penicillin', name: 'Penicillin', frequency: null })}
        onDone={() => {}}
      />,
    );
    expect(fieldLabels(screen.getByRole('form', { name: 'Correct Penicillin' }))).toEqual([
      'What it is',
    ]);
  });

  it('asks the name, value and unit of a lab result, never how often', () => {
    render(
      <FactEditor
        entry={fact({
          type: 'lab_result',
          term: 'sperm_concentration',
          name: 'Sperm concentration',
          frequency: null,
          value: 12,
          unit: 'million/mL',
        })}
        onDone={() => {}}
      />,
    );
    expect(fieldLabels(screen.getByRole('form', { name: 'Correct Sperm concentration' }))).toEqual([
      'What it is',
      'Value',
      'Unit',
    ]);
  });

  it('keeps how often and how long for a habit', () => {
    render(<FactEditor entry={fact({})} onDone={() => {}} />);
    const form = screen.getByRole('form', { name: 'Correct Smoking' });
    expect(fieldLabels(form)).toEqual(['What it is', 'How often', 'How long']);
    expect(within(form).getByLabelText('How often')).toHaveValue('daily');
  });
});
