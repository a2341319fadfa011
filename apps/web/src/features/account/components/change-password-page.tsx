import { useState } from 'react';
import { Button } from '../../../shared/ui/button';
import { changePassword } from '../api/account-api';
import { AccountForm } from '../../../shared/ui/form/account-form';
import { NewPasswordField } from './account-fields';
import { useSubmit } from '../../../shared/ui/form/use-submit';
import { FormAlert, TextField } from '../../../shared/ui/form/fields';
import { AuthCard, TextLink } from '../../../shared/ui/auth-card';

type Field = 'old_password' | 'new_password';
const FIELDS: Field[] = ['old_password', 'new_password'];

export function ChangePasswordPage() {
  const [values, setValues] = useState<Record<Field, string>>({
    old_password: '',
    new_password: '',
  });
  const { busy, errors, message, run } = useSubmit(FIELDS);
  const [done, setDone] = useState<string | null>(null);

  async function submit() {
    setDone(null);
    await run(async () => {
      const answer = await changePassword(values);
      setValues({ old_password: '', new_password: '' });
      setDone(answer.message);
    });
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
        <NewPasswordField {...bind('new_password')} />
        <FormAlert tone="success">{done}</FormAlert>
        <FormAlert>{message}</FormAlert>
        <Button type="submit" loading={busy} className="w-full">
          Change password
        </Button>
      </AccountForm>
    </AuthCard>
  );
}
