import { useId, useRef, useState } from 'react';
import type { FormEvent, ReactNode } from 'react';
import type { BrandId } from '@mhp/contract/brands';
import { CONTACT_HONEYPOT_FIELD } from '@mhp/contract/constants';
import { errorMessage, isApiError } from '../../../shared/api/http-client';
import { Button } from '../../../shared/ui/button';
import { useToast } from '../../../shared/ui/toast';
import { sendContactForm } from '../api/content-api';

type FieldName = 'first_name' | 'last_name' | 'email' | 'phone_number' | 'message';
type FieldErrors = Partial<Record<FieldName, string>>;
const fieldOrder: FieldName[] = ['first_name', 'last_name', 'email', 'phone_number', 'message'];

const inputClass =
  'mt-1.5 block w-full rounded-lg border border-text-muted/50 bg-surface px-3.5 py-2.5 text-base text-text shadow-xs placeholder:text-text-muted aria-invalid:border-danger';

/**
 * The contact form (spec section 5: first name, last name, email and message required, phone
 * optional). The rules are the contract's: the server checks the body with its zod schema and
 * answers 400 with a message per field, shown next to each field. Checking here too would mean
 * either typing the rules twice or shipping zod with the page.
 */
export function ContactForm({ brand }: { brand: BrandId }) {
  const toast = useToast();
  const formRef = useRef<HTMLFormElement>(null);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [sending, setSending] = useState(false);

  function showErrors(next: FieldErrors) {
    setErrors(next);
    const first = fieldOrder.find((name) => next[name]);
    if (first) (formRef.current?.elements.namedItem(first) as HTMLElement | null)?.focus();
  }

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const values = Object.fromEntries(
      fieldOrder.map((name) => [name, String(data.get(name) ?? '').trim()]),
    ) as Record<FieldName, string>;
    const body = {
      form_type: 'contact' as const,
      project_type: brand,
      ...values,
      phone_number: values.phone_number || undefined,
      [CONTACT_HONEYPOT_FIELD]: String(data.get(CONTACT_HONEYPOT_FIELD) ?? '') || undefined,
    };

    setSending(true);
    try {
      const receipt = await sendContactForm(body);
      setErrors({});
      formRef.current?.reset();
      toast.show(receipt.message, { tone: 'success' });
    } catch (error) {
      const fields = isApiError(error) ? error.body.fields : undefined;
      if (fields) {
        showErrors(
          Object.fromEntries(
            Object.entries(fields)
              .filter(([name]) => fieldOrder.includes(name as FieldName))
              .map(([name, messages]) => [name, messages[0]]),
          ),
        );
      }
      toast.show(fields ? 'Please check the highlighted fields.' : errorMessage(error), {
        tone: 'error',
      });
    } finally {
      setSending(false);
    }
  }

  return (
    <form
      ref={formRef}
      noValidate
      onSubmit={(event) => void onSubmit(event)}
      className="grid gap-5"
    >
      <div className="grid gap-5 sm:grid-cols-2">
        <Field name="first_name" label="First name" error={errors.first_name}>
          {(props) => <input {...props} type="text" autoComplete="given-name" required />}
        </Field>
        <Field name="last_name" label="Last name" error={errors.last_name}>
          {(props) => <input {...props} type="text" autoComplete="family-name" required />}
        </Field>
      </div>
      <Field name="email" label="Email" error={errors.email}>
        {(props) => <input {...props} type="email" autoComplete="email" required />}
      </Field>
      <Field name="phone_number" label="Phone (optional)" error={errors.phone_number}>
        {(props) => <input {...props} type="tel" autoComplete="tel" />}
      </Field>
      <Field name="message" label="Message" error={errors.message}>
        {(props) => <textarea {...props} rows={5} required />}
      </Field>
      {/* The honeypot: off-screen and out of the tab order, so only bots fill it in. */}
      <div aria-hidden="true" className="absolute -left-[9999px] h-px w-px overflow-hidden">
        <label>
          Website
          <input type="text" name={CONTACT_HONEYPOT_FIELD} tabIndex={-1} autoComplete="off" />
        </label>
      </div>
      <div>
        <Button type="submit" loading={sending}>
          Send message
        </Button>
      </div>
    </form>
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
  const errorId = `${id}-error`;
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
        'aria-describedby': error ? errorId : undefined,
      })}
      {error && (
        <p id={errorId} className="mt-1.5 text-sm font-medium text-danger">
          {error}
        </p>
      )}
    </div>
  );
}
