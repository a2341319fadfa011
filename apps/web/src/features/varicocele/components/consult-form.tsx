import { useId, useRef, useState } from 'react';
import type { FormEvent, ReactNode } from 'react';
import { errorMessage, isApiError } from '../../../shared/api/http-client';
import { Button } from '../../../shared/ui/button';
import type { BookingBody } from '../api/varicocele-api';

type FormFields = Pick<
  BookingBody,
  | 'first_name'
  | 'last_name'
  | 'email'
  | 'phone_number'
  | 'message'
  | 'varicocele_grade'
  | 'symptoms'
>;
type FieldName = keyof FormFields;
const fieldOrder: FieldName[] = [
  'first_name',
  'last_name',
  'email',
  'phone_number',
  'varicocele_grade',
  'symptoms',
  'message',
];

/** The values of spec section 5 with the labels the page shows. */
export const GRADE_OPTIONS: { value: BookingBody['varicocele_grade']; label: string }[] = [
  { value: 'grade_1', label: 'Grade 1' },
  { value: 'grade_2', label: 'Grade 2' },
  { value: 'grade_3', label: 'Grade 3' },
  { value: 'subclinical_minor', label: 'Subclinical (minor)' },
  { value: 'unknown', label: 'Unknown' },
];
export const SYMPTOM_OPTIONS: { value: BookingBody['symptoms'][number]; label: string }[] = [
  { value: 'none', label: 'None' },
  { value: 'male_infertility', label: 'Male infertility' },
  { value: 'ed_virility', label: 'ED / virility' },
  { value: 'low_testosterone', label: 'Low testosterone' },
  { value: 'varicocele_pain', label: 'Varicocele pain' },
  { value: 'other', label: 'Other' },
];

const inputClass =
  'mt-1.5 block w-full rounded-lg border border-text-muted/50 bg-surface px-3.5 py-2.5 text-base text-text shadow-xs aria-invalid:border-danger';

/**
 * The consult form of spec section 5. The contract's rules run on the server (the email rule
 * refuses `name@example` whatever the browser thinks: the form is `noValidate`), and each
 * field shows the server's message. Grade and symptoms start unselected.
 */
export function ConsultForm({
  submitLabel,
  onSubmit,
}: {
  submitLabel: string;
  /** Books; rejects with the API error whose fields are shown at the fields. */
  onSubmit: (fields: FormFields) => Promise<void>;
}) {
  const formRef = useRef<HTMLFormElement>(null);
  const [errors, setErrors] = useState<Partial<Record<FieldName, string>>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [sending, setSending] = useState(false);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const text = (name: string) => String(data.get(name) ?? '').trim();
    const fields = {
      first_name: text('first_name'),
      last_name: text('last_name'),
      email: text('email'),
      phone_number: text('phone_number') || undefined,
      message: text('message'),
      varicocele_grade: (data.get('varicocele_grade') ??
        undefined) as FormFields['varicocele_grade'],
      symptoms: data.getAll('symptoms').map(String) as FormFields['symptoms'],
    };
    setSending(true);
    setFormError(null);
    try {
      await onSubmit(fields);
    } catch (error) {
      const bad = isApiError(error) ? error.body.fields : undefined;
      const next: Partial<Record<FieldName, string>> = {};
      for (const name of fieldOrder) if (bad?.[name]) next[name] = bad[name]![0];
      setErrors(next);
      const first = fieldOrder.find((name) => next[name]);
      if (first) {
        const target = formRef.current?.elements.namedItem(first);
        (target instanceof RadioNodeList
          ? (target[0] as HTMLElement)
          : (target as HTMLElement | null)
        )?.focus();
        setFormError('Please check the highlighted fields.');
      } else setFormError(errorMessage(error));
    } finally {
      setSending(false);
    }
  }

  return (
    <form ref={formRef} noValidate onSubmit={(e) => void submit(e)} className="grid gap-5">
      <div className="grid gap-5 sm:grid-cols-2">
        <Field name="first_name" label="First name" error={errors.first_name}>
          {(props) => <input {...props} type="text" autoComplete="given-name" />}
        </Field>
        <Field name="last_name" label="Last name" error={errors.last_name}>
          {(props) => <input {...props} type="text" autoComplete="family-name" />}
        </Field>
      </div>
      <Field name="email" label="Email" error={errors.email}>
        {(props) => <input {...props} type="email" autoComplete="email" />}
      </Field>
      <Field name="phone_number" label="Phone (optional)" error={errors.phone_number}>
        {(props) => <input {...props} type="tel" autoComplete="tel" />}
      </Field>
      <ChoiceGroup
        name="varicocele_grade"
        legend="Varicocele grade"
        type="radio"
        options={GRADE_OPTIONS}
        error={errors.varicocele_grade}
      />
      <ChoiceGroup
        name="symptoms"
        legend="Symptoms"
        type="checkbox"
        options={SYMPTOM_OPTIONS}
        error={errors.symptoms}
      />
      <Field name="message" label="What would you like to discuss?" error={errors.message}>
        {(props) => <textarea {...props} rows={4} />}
      </Field>
      {formError && (
        <p role="alert" className="font-medium text-danger">
          {formError}
        </p>
      )}
      <div>
        <Button type="submit" loading={sending}>
          {submitLabel}
        </Button>
      </div>
    </form>
  );
}

function ChoiceGroup({
  name,
  legend,
  type,
  options,
  error,
}: {
  name: FieldName;
  legend: string;
  type: 'radio' | 'checkbox';
  options: { value: string; label: string }[];
  error: string | undefined;
}) {
  const id = useId();
  return (
    <fieldset
      aria-describedby={error ? `${id}-error` : undefined}
      aria-invalid={error ? true : undefined}
    >
      <legend className="text-sm font-semibold">{legend}</legend>
      <div className="mt-2 flex flex-wrap gap-2">
        {options.map((option) => (
          <label
            key={option.value}
            className="inline-flex cursor-pointer items-center gap-2 rounded-lg border border-border px-3 py-2 has-checked:border-brand has-checked:bg-brand-soft"
          >
            <input type={type} name={name} value={option.value} className="size-4 accent-brand" />
            {option.label}
          </label>
        ))}
      </div>
      {error && (
        <p id={`${id}-error`} className="mt-1.5 text-sm font-medium text-danger">
          {error}
        </p>
      )}
    </fieldset>
  );
}

interface FieldControlProps {
  id: string;
  name: FieldName;
  className: string;
  'aria-invalid': boolean | undefined;
  'aria-describedby': string | undefined;
}

function Field({
  name,
  label,
  error,
  children,
}: {
  name: FieldName;
  label: string;
  error: string | undefined;
  children: (props: FieldControlProps) => ReactNode;
}) {
  const id = useId();
  return (
    <div>
      <label htmlFor={id} className="block text-sm font-semibold text-text">
        {label}
      </label>
      {children({
        id,
        name,
        className: inputClass,
        'aria-invalid': error ? true : undefined,
        'aria-describedby': error ? `${id}-error` : undefined,
      })}
      {error && (
        <p id={`${id}-error`} className="mt-1.5 text-sm font-medium text-danger">
          {error}
        </p>
      )}
    </div>
  );
}
