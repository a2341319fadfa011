import { useState } from 'react';
import type { FormEvent } from 'react';
import type { InterviewAnswers } from '@mhp/contract/schemas/varicocele';
import { errorMessage, isApiError } from '../../../shared/api/http-client';
import { useAsync } from '../../../shared/hooks/use-async';
import { Button } from '../../../shared/ui/button';
import { varicoceleApi } from '../api/varicocele-api';
import { formatDateTime } from '../lib/time-format';

const CHOICES = {
  first_noticed: [
    ['under_6_months', 'Less than 6 months ago'],
    ['6_to_24_months', '6 months to 2 years ago'],
    ['over_2_years', 'More than 2 years ago'],
    ['not_sure', 'Not sure'],
  ],
  side: [
    ['left', 'Left'],
    ['right', 'Right'],
    ['both', 'Both'],
    ['not_sure', 'Not sure'],
  ],
  symptoms: [
    ['ache', 'Aching or pain'],
    ['heaviness', 'Heaviness'],
    ['visible_veins', 'Visible veins'],
    ['smaller_testicle', 'A smaller testicle'],
    ['fertility', 'Trouble conceiving'],
    ['none', 'None'],
  ],
  goals: [
    ['pain_relief', 'Relief from pain'],
    ['fertility', 'Improve fertility'],
    ['testosterone', 'Testosterone or energy'],
    ['second_opinion', 'A second opinion'],
    ['information', 'Information about options'],
  ],
  previous_treatment: [
    ['none', 'None'],
    ['surgery', 'Surgery'],
    ['embolisation', 'Embolisation'],
    ['medication', 'Medication'],
    ['other', 'Other'],
  ],
} as const;
const SEMEN = [
  ['volume_ml', 'Volume (mL)'],
  ['concentration', 'Concentration (million/mL)'],
  ['total_motility', 'Total motility (%)'],
  ['progressive_motility', 'Progressive motility (%)'],
  ['normal_forms', 'Normal forms (%)'],
] as const;
const LEGENDS: Record<keyof typeof CHOICES, string> = {
  first_noticed: 'When did you first notice it?',
  side: 'Which side?',
  symptoms: 'What symptoms do you have?',
  goals: 'What would you like from the consultation?',
  previous_treatment: 'Previous treatment',
};
const MULTI = new Set(['symptoms', 'goals']);

function answersFrom(form: HTMLFormElement): InterviewAnswers {
  const data = new FormData(form);
  const answers: Record<string, unknown> = {};
  for (const name of Object.keys(CHOICES)) {
    if (MULTI.has(name)) answers[name] = data.getAll(name).map(String);
    else if (data.get(name)) answers[name] = String(data.get(name));
  }
  const semen = Object.fromEntries(
    SEMEN.filter(([id]) => String(data.get(id) ?? '') !== '').map(([id]) => [
      id,
      Number(data.get(id)),
    ]),
  );
  if (Object.keys(semen).length) answers.semen_analysis = semen;
  for (const name of ['treatment_details', 'notes']) answers[name] = String(data.get(name) ?? '');
  return answers as InterviewAnswers;
}

/**
 * The pre-consultation interview, saved to the booking. "Save and continue later" keeps what
 * is there; the emailed link (or /consult/success) brings it back filled in.
 */
export function InterviewForm({ token }: { token: string }) {
  const loaded = useAsync((signal) => varicoceleApi.interview(token, signal), token);
  const [status, setStatus] = useState<string | null>(null);
  const [errors, setErrors] = useState<Record<string, string[]>>({});
  const [busy, setBusy] = useState(false);

  if (loaded.status === 'pending') return <p>Loading...</p>;
  if (loaded.status === 'error') return <p role="alert">{errorMessage(loaded.error)}</p>;
  const { booking, answers, completed } = loaded.data;

  async function save(event: FormEvent<HTMLFormElement>, complete: boolean) {
    event.preventDefault();
    setBusy(true);
    try {
      const saved = await varicoceleApi.saveInterview({
        token,
        answers: answersFrom(event.currentTarget),
        completed: complete,
      });
      setErrors({});
      setStatus(
        saved.completed && complete
          ? 'Thank you. Your answers were sent to your specialist.'
          : 'Saved. You can come back to this page from your confirmation email.',
      );
    } catch (error) {
      setErrors((isApiError(error) && error.body.fields) || {});
      setStatus(errorMessage(error));
    } finally {
      setBusy(false);
    }
  }

  const checked = (name: string, value: string) => {
    const current = (answers as Record<string, unknown>)[name];
    return Array.isArray(current) ? current.includes(value) : current === value;
  };
  return (
    <form
      noValidate
      onSubmit={(e) =>
        void save(e, (e.nativeEvent as SubmitEvent).submitter?.getAttribute('value') === 'complete')
      }
      className="grid max-w-3xl gap-6"
    >
      <p>
        For your consultation on {formatDateTime(booking.starts_at, booking.time_zone)} with{' '}
        {booking.specialist.name}.{completed && ' You have already sent this; changes are welcome.'}
      </p>
      {(Object.keys(CHOICES) as (keyof typeof CHOICES)[]).map((name) => (
        <fieldset key={name}>
          <legend className="font-semibold">{LEGENDS[name]}</legend>
          <div className="mt-2 flex flex-wrap gap-2">
            {CHOICES[name].map(([value, label]) => (
              <label
                key={value}
                className="inline-flex items-center gap-2 rounded-lg border border-border px-3 py-2 has-checked:border-brand has-checked:bg-brand-soft"
              >
                <input
                  type={MULTI.has(name) ? 'checkbox' : 'radio'}
                  name={name}
                  value={value}
                  defaultChecked={checked(name, value)}
                  className="size-4 accent-brand"
                />
                {label}
              </label>
            ))}
          </div>
        </fieldset>
      ))}
      <label className="grid gap-1.5 font-semibold">
        Details of previous treatment
        <textarea
          name="treatment_details"
          rows={3}
          defaultValue={answers.treatment_details ?? ''}
          className="rounded-lg border border-text-muted/50 px-3 py-2 font-normal"
        />
      </label>
      <fieldset>
        <legend className="font-semibold">Semen analysis values, if you have them</legend>
        <div className="mt-2 grid gap-3 sm:grid-cols-3">
          {SEMEN.map(([id, label]) => (
            <label key={id} className="grid gap-1 text-sm">
              {label}
              <input
                type="number"
                name={id}
                step="0.1"
                min="0"
                defaultValue={answers.semen_analysis?.[id] ?? ''}
                aria-invalid={errors[`answers.semen_analysis.${id}`] ? true : undefined}
                className="rounded-lg border border-text-muted/50 px-3 py-2"
              />
              {errors[`answers.semen_analysis.${id}`] && (
                <span className="text-danger">{errors[`answers.semen_analysis.${id}`]![0]}</span>
              )}
            </label>
          ))}
        </div>
      </fieldset>
      <label className="grid gap-1.5 font-semibold">
        Anything else your specialist should know
        <textarea
          name="notes"
          rows={3}
          defaultValue={answers.notes ?? ''}
          className="rounded-lg border border-text-muted/50 px-3 py-2 font-normal"
        />
      </label>
      {status && (
        <p role="status" className="font-medium">
          {status}
        </p>
      )}
      <div className="flex flex-wrap gap-3">
        <Button type="submit" name="action" value="complete" loading={busy}>
          Send to my specialist
        </Button>
        <Button type="submit" name="action" value="save" variant="secondary" disabled={busy}>
          Save and continue later
        </Button>
      </div>
    </form>
  );
}
