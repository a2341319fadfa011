import { useEffect, useRef, useState, type FormEvent } from 'react';
import {
  factFrequencies,
  factFrequencyLabels,
  symptomSeverities,
} from '@mhp/contract/health-constants';
import type { AnalyticsEntry, AnalyticsEntryUpdate } from '@mhp/contract/schemas/health';
import { Button } from '../../../shared/ui/button';
import { FormAlert, SelectField, TextField } from '../../../shared/ui/form/fields';
import { useSubmit } from '../../../shared/ui/form/use-submit';
import { healthApi, refreshHealth } from '../api/health-api';
import { factFields, isAgeFact } from '../lib/fact-fields';

const FIELDS = ['name', 'frequency', 'duration', 'severity', 'value', 'unit'] as const;

/** An empty box or "not said" is sent as null: the user clears that part of the fact. */
const orNull = (text: string) => (text.trim() === '' ? null : text.trim());

/** A number as a number; anything else as typed, so the server's field message explains it. */
function valueToSend(text: string): number | null {
  if (text.trim() === '') return null;
  const number = Number(text.trim().replace(',', '.'));
  return Number.isFinite(number) ? number : (text as unknown as number);
}

/**
 * The correction form of one recorded fact (issue 24): only the parts that fit its kind
 * (lib/fact-fields.ts), e.g. how long for "Trying to conceive", the value for an age, the name
 * for an allergy; only those are sent. The server checks every part (400 with a message per
 * field, shown beside it); nothing changes until it accepts the whole correction.
 */
export function FactEditor({ entry, onDone }: { entry: AnalyticsEntry; onDone: () => void }) {
  const [name, setName] = useState(entry.name);
  const [frequency, setFrequency] = useState<string>(entry.frequency ?? '');
  const [duration, setDuration] = useState(entry.duration ?? '');
  const [severity, setSeverity] = useState<string>(entry.severity ?? '');
  const [value, setValue] = useState(entry.value === null ? '' : String(entry.value));
  const [unit, setUnit] = useState(entry.unit ?? '');
  const form = useSubmit(FIELDS);
  const formRef = useRef<HTMLFormElement>(null);
  // Opening the form puts the caret in its first field, for keyboard and screen-reader users.
  useEffect(() => formRef.current?.querySelector<HTMLElement>('input, select')?.focus(), []);

  const shown = factFields(entry);

  async function save(event: FormEvent) {
    event.preventDefault();
    // Only the parts shown: the others stay as they are. Every kind shows at least one.
    const body: AnalyticsEntryUpdate = {
      ...(shown.name ? { name } : {}),
      ...(shown.frequency
        ? { frequency: orNull(frequency) as AnalyticsEntryUpdate['frequency'] }
        : {}),
      ...(shown.duration ? { duration: orNull(duration) } : {}),
      ...(shown.severity ? { severity: orNull(severity) as AnalyticsEntryUpdate['severity'] } : {}),
      ...(shown.value ? { value: valueToSend(value) } : {}),
      ...(shown.unit ? { unit: orNull(unit) } : {}),
    };
    const result = await form.run(() => healthApi.correctEntry(entry.id, body));
    if (result.ok) {
      refreshHealth();
      onDone();
    }
  }

  return (
    <form
      ref={formRef}
      onSubmit={save}
      className="grid gap-3"
      aria-label={`Correct ${entry.name}`}
      noValidate
    >
      {/* The card's title gives way to the form: it says which fact is being corrected. */}
      <p className="font-semibold">Correct “{entry.name}”</p>
      {shown.name && (
        <TextField
          label="What it is"
          value={name}
          onChange={(event) => setName(event.target.value)}
          error={form.errors.name}
          maxLength={120}
        />
      )}
      <div className="grid gap-3 sm:grid-cols-2">
        {shown.frequency && (
          <SelectField
            label="How often"
            value={frequency}
            onChange={(event) => setFrequency(event.target.value)}
            error={form.errors.frequency}
          >
            <option value="">Not said</option>
            {factFrequencies.map((f) => (
              <option key={f} value={f}>
                {factFrequencyLabels[f]}
              </option>
            ))}
          </SelectField>
        )}
        {shown.duration && (
          <TextField
            label="How long"
            hint='A number and a unit, like "14 months"; empty if not known.'
            value={duration}
            onChange={(event) => setDuration(event.target.value)}
            error={form.errors.duration}
            maxLength={20}
          />
        )}
        {shown.severity && (
          <SelectField
            label="How bad"
            value={severity}
            onChange={(event) => setSeverity(event.target.value)}
            error={form.errors.severity}
          >
            <option value="">Not said</option>
            {symptomSeverities.map((s) => (
              <option key={s} value={s}>
                {s[0]!.toUpperCase() + s.slice(1)}
              </option>
            ))}
          </SelectField>
        )}
        {shown.value && (
          <TextField
            label={isAgeFact(entry) ? 'Age in years' : 'Value'}
            inputMode="decimal"
            value={value}
            onChange={(event) => setValue(event.target.value)}
            error={form.errors.value}
          />
        )}
        {shown.unit && (
          <TextField
            label="Unit"
            value={unit}
            onChange={(event) => setUnit(event.target.value)}
            error={form.errors.unit}
            maxLength={20}
          />
        )}
      </div>
      <FormAlert>{form.message}</FormAlert>
      <div className="flex gap-3">
        <Button type="submit" size="sm" loading={form.busy}>
          Save correction
        </Button>
        <Button variant="ghost" size="sm" onClick={onDone}>
          Cancel
        </Button>
      </div>
    </form>
  );
}
