import { useState, type FormEvent } from 'react';
import {
  processorVariableNames,
  processorVariables,
  type ProcessorVariableFormat,
  type ProcessorVariableName,
} from '@mhp/contract/health-constants';
import type { UserProcessorVariable } from '@mhp/contract/schemas/health';
import { Button } from '../../../shared/ui/button';
import { FormAlert, SelectField, TextField } from '../../../shared/ui/form/fields';
import { useSubmit } from '../../../shared/ui/form/use-submit';
import { healthApi, refreshHealth } from '../api/health-api';

type Values = Record<ProcessorVariableName, string>;

const valuesOf = (stored: UserProcessorVariable[]): Values =>
  Object.fromEntries(
    processorVariableNames.map((name) => [
      name,
      stored.find((variable) => variable.processor_variable === name)?.value ?? '',
    ]),
  ) as Values;

/**
 * The facts the assistant takes into account, as one form. Only changed fields are sent; a
 * field left empty stays unset.
 */
export function VariablesForm({ variables }: { variables: UserProcessorVariable[] }) {
  const saved = valuesOf(variables);
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

  return (
    <form onSubmit={save} className="grid gap-5" noValidate>
      <div className="grid gap-5 sm:grid-cols-2">
        {processorVariableNames.map((name) => {
          const definition = processorVariables[name];
          const format: ProcessorVariableFormat = definition.format;
          return format.kind === 'choice' ? (
            <div key={name}>
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
            </div>
          ) : (
            <TextField
              key={name}
              label={definition.label}
              hint={definition.hint}
              value={values[name]}
              maxLength={format.maxLength}
              placeholder={format.placeholder}
              onChange={(event) => set(name, event.target.value)}
              error={form.errors.value}
            />
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
