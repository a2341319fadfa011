import { useState, type FormEvent } from 'react';
import {
  processorVariableNames,
  processorVariables,
  type ProcessorVariableFormat,
  type ProcessorVariableName,
} from '@mhp/contract/health-constants';
import type { AnalyticsEntry, UserProcessorVariable } from '@mhp/contract/schemas/health';
import { Button } from '../../../shared/ui/button';
import { FormAlert, SelectField, TextField } from '../../../shared/ui/form/fields';
import { useSubmit } from '../../../shared/ui/form/use-submit';
import { healthApi, refreshHealth } from '../api/health-api';
import { suggestedVariables, type VariableSuggestion } from '../lib/suggested-variables';

type Values = Record<ProcessorVariableName, string>;

const valuesOf = (stored: UserProcessorVariable[]): Values =>
  Object.fromEntries(
    processorVariableNames.map((name) => [
      name,
      stored.find((variable) => variable.processor_variable === name)?.value ?? '',
    ]),
  ) as Values;

/**
 * What the user's chats imply for an unset field ("From your chats: Every day"), with a button
 * that fills the field in; nothing is saved until the user saves the form.
 */
function Suggestion({
  suggestion,
  variableLabel,
  onUse,
}: {
  suggestion: VariableSuggestion;
  variableLabel: string;
  /** Called with the button, so the field next to it can take the focus. */
  onUse: (button: HTMLButtonElement) => void;
}) {
  return (
    <div className="mt-2 flex flex-wrap items-center gap-x-3 gap-y-2 rounded-lg border border-border bg-surface-muted px-3 py-2 text-sm">
      <p className="min-w-0 break-words">
        From your chats: <span className="font-semibold">{suggestion.label}</span>
      </p>
      <Button
        variant="secondary"
        size="sm"
        aria-label={`Use this: ${suggestion.label} for ${variableLabel}`}
        onClick={(event) => onUse(event.currentTarget)}
      >
        Use this
      </Button>
    </div>
  );
}

/**
 * The facts the assistant takes into account, as one form. Only changed fields are sent; a
 * field left empty stays unset. An unset field that the user's chat facts clearly imply offers
 * that value (lib/suggested-variables.ts).
 */
export function VariablesForm({
  variables,
  entries = [],
}: {
  variables: UserProcessorVariable[];
  /** The user's chat facts, for the suggestions. */
  entries?: readonly AnalyticsEntry[];
}) {
  const saved = valuesOf(variables);
  const suggestions = suggestedVariables(entries);
  const [values, setValues] = useState<Values>(saved);
  // When the stored values change (saved here, or deleted below), the form shows them.
  const signature = JSON.stringify(saved);
  const [shown, setShown] = useState(signature);
  if (shown !== signature) {
    setShown(signature);
    setValues(saved);
  }
  const [done, setDone] = useState(false);
  const form = useSubmit(['value']);
  const changed = processorVariableNames.filter(
    (name) => values[name].trim() !== '' && values[name].trim() !== saved[name],
  );

  async function save(event: FormEvent) {
    event.preventDefault();
    setDone(false);
    const result = await form.run(async () => {
      for (const name of changed) await healthApi.setVariable(name, values[name].trim());
    });
    if (result.ok) {
      setDone(true);
      refreshHealth();
    }
  }

  const set = (name: ProcessorVariableName, value: string) => {
    setDone(false);
    setValues((current) => ({ ...current, [name]: value }));
  };

  /** Fills a field in from the user's chats and puts the caret there, where the button was. */
  const use = (name: ProcessorVariableName, value: string, button: HTMLButtonElement) => {
    const control = button
      .closest('[data-variable]')
      ?.querySelector<HTMLSelectElement | HTMLInputElement>('select, input');
    set(name, value);
    control?.focus();
  };

  /** The suggestion, or the note that a field was filled in from the chats and is not saved. */
  const fromChats = (name: ProcessorVariableName) => {
    const suggestion = suggestions[name];
    if (!suggestion || saved[name] !== '') return null;
    if (values[name].trim() === suggestion.value) {
      return (
        <p className="mt-1.5 text-sm text-text-muted">
          Filled in from your chats. It is not saved yet.
        </p>
      );
    }
    if (values[name].trim() !== '') return null;
    return (
      <Suggestion
        suggestion={suggestion}
        variableLabel={processorVariables[name].label}
        onUse={(button) => use(name, suggestion.value, button)}
      />
    );
  };

  return (
    <form onSubmit={save} className="grid gap-5" noValidate>
      <div className="grid gap-5 sm:grid-cols-2">
        {processorVariableNames.map((name) => {
          const definition = processorVariables[name];
          const format: ProcessorVariableFormat = definition.format;
          return format.kind === 'choice' ? (
            <div key={name} data-variable={name}>
              <SelectField
                label={definition.label}
                value={values[name]}
                onChange={(event) => set(name, event.target.value)}
              >
                <option value="">Not set</option>
                {format.options.map((option) => (
                  <option key={option.value} value={option.value}>
                    {option.label}
                  </option>
                ))}
              </SelectField>
              <p className="mt-1.5 text-sm text-text-muted">{definition.hint}</p>
              {fromChats(name)}
            </div>
          ) : (
            <div key={name} data-variable={name}>
              <TextField
                label={definition.label}
                hint={definition.hint}
                value={values[name]}
                maxLength={format.maxLength}
                placeholder={format.placeholder}
                onChange={(event) => set(name, event.target.value)}
                error={form.errors.value}
              />
              {fromChats(name)}
            </div>
          );
        })}
      </div>
      <FormAlert>{form.message}</FormAlert>
      {done && (
        <FormAlert tone="success">Saved. The assistant will take this into account.</FormAlert>
      )}
      <div>
        <Button type="submit" loading={form.busy} disabled={changed.length === 0}>
          Save what the assistant knows
        </Button>
      </div>
    </form>
  );
}
