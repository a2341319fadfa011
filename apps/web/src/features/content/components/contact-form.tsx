import { useRef } from 'react';
import type { FormEvent } from 'react';
import type { BrandId } from '@mhp/contract/brands';
import { CONTACT_HONEYPOT_FIELD } from '@mhp/contract/constants';
import { Button } from '../../../shared/ui/button';
import { TextAreaField, TextField } from '../../../shared/ui/form/fields';
import { useSubmit } from '../../../shared/ui/form/use-submit';
import { useToast } from '../../../shared/ui/toast';
import { sendContactForm } from '../api/content-api';

type FieldName = 'first_name' | 'last_name' | 'email' | 'phone_number' | 'message';
const fieldOrder: FieldName[] = ['first_name', 'last_name', 'email', 'phone_number', 'message'];

/**
 * The contact form (spec section 5: first name, last name, email and message required, phone
 * optional). The rules are the contract's: the server checks the body with its zod schema and
 * answers 400 with a message per field, shown next to each field. Checking here too would mean
 * either typing the rules twice or shipping zod with the page.
 */
export function ContactForm({ brand }: { brand: BrandId }) {
  const toast = useToast();
  const formRef = useRef<HTMLFormElement>(null);
  const { busy, errors, run } = useSubmit(fieldOrder);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const values = Object.fromEntries(
      fieldOrder.map((name) => [name, String(data.get(name) ?? '').trim()]),
    ) as Record<FieldName, string>;
    const result = await run(() =>
      sendContactForm({
        form_type: 'contact',
        project_type: brand,
        ...values,
        phone_number: values.phone_number || undefined,
        [CONTACT_HONEYPOT_FIELD]: String(data.get(CONTACT_HONEYPOT_FIELD) ?? '') || undefined,
      }),
    );
    if (result.ok) {
      formRef.current?.reset();
      toast.show(result.value.message, { tone: 'success' });
      return;
    }
    if ('ignored' in result) return;
    const first = fieldOrder.find((name) => result.fields[name]);
    if (first) (formRef.current?.elements.namedItem(first) as HTMLElement | null)?.focus();
    toast.show(first ? 'Please check the highlighted fields.' : (result.message ?? ''), {
      tone: 'error',
    });
  }

  return (
    <form
      ref={formRef}
      noValidate
      onSubmit={(event) => void onSubmit(event)}
      className="grid gap-5"
    >
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField
          name="first_name"
          label="First name"
          error={errors.first_name}
          type="text"
          autoComplete="given-name"
          required
        />
        <TextField
          name="last_name"
          label="Last name"
          error={errors.last_name}
          type="text"
          autoComplete="family-name"
          required
        />
      </div>
      <TextField
        name="email"
        label="Email"
        error={errors.email}
        type="email"
        autoComplete="email"
        required
      />
      <TextField
        name="phone_number"
        label="Phone (optional)"
        error={errors.phone_number}
        type="tel"
        autoComplete="tel"
      />
      <TextAreaField name="message" label="Message" error={errors.message} rows={5} required />
      {/* The honeypot: off-screen and out of the tab order, so only bots fill it in. */}
      <div aria-hidden="true" className="absolute -left-[9999px] h-px w-px overflow-hidden">
        <label>
          Website
          <input type="text" name={CONTACT_HONEYPOT_FIELD} tabIndex={-1} autoComplete="off" />
        </label>
      </div>
      <div>
        <Button type="submit" loading={busy}>
          Send message
        </Button>
      </div>
    </form>
  );
}
