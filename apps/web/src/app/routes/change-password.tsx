import { useState } from 'react';
import { Button } from '../../shared/ui/button';
import { changePassword } from '../../features/account/api/account-api';
import { AccountForm, PASSWORD_RULE } from '../../features/account/components/account-form';
import { FormAlert, TextField } from '../../shared/ui/form/fields';
import { formErrors } from '../../shared/ui/form/form-errors';
import type { FieldMessages } from '../../shared/ui/form/form-errors';
import { AuthCard, TextLink } from '../components/auth-card';

type Field = 'old_password' | 'new_password';
const FIELDS: Field[] = ['old_password', 'new_password'];

export function Component() {
  const [values, setValues] = useState<Record<Field, string>>({
    old_password: '',
    new_password: '',
  });
  const [busy, setBusy] = useState(false);
  const [errors, setErrors] = useState<FieldMessages<Field>>({});
  const [message, setMessage] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);

  async function submit() {
    setBusy(true);
    setErrors({});
    setMessage(null);
    setDone(null);
    try {
      const answer = await changePassword(values);
      setValues({ old_password: '', new_password: '' });
      setDone(answer.message);
    } catch (caught) {
      const mapped = formErrors(caught, FIELDS);
      setErrors(mapped.fields);
      setMessage(mapped.message);
    } finally {
      setBusy(false);
    }
  }

  const bind = (name: Field) => ({
    name,
    value: values[name],
    error: errors[name],
    onChange: (event: { target: { value: string } }) =>
      setValues((current) => ({ ...current, [name]: event.target.value })),
  });

  return (
    <AuthCard
      title="Change your password"
      footer={<TextLink to="/profile">Back to your profile</TextLink>}
    >
      <p>
        Enter your current password and a new one. Other devices signed in to your account will be
        signed out.
      </p>
      <AccountForm onSubmit={submit} label="Change your password">
        <TextField
          label="Current password"
          type="password"
          autoComplete="current-password"
          required
          {...bind('old_password')}
        />
        <TextField
          label="New password"
          type="password"
          autoComplete="new-password"
          required
          minLength={8}
          maxLength={128}
          hint={PASSWORD_RULE}
          {...bind('new_password')}
        />
        <FormAlert tone="success">{done}</FormAlert>
        <FormAlert>{message}</FormAlert>
        <Button type="submit" loading={busy} className="w-full">
          Change password
        </Button>
      </AccountForm>
    </AuthCard>
  );
}
