import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useReturnPath } from '../../shared/hooks/use-return-path';
import { Button } from '../../shared/ui/button';
import { signUp } from '../../features/account/api/account-api';
import { AccountForm, PASSWORD_RULE } from '../../features/account/components/account-form';
import { SocialSignInSlot } from '../../features/account/components/social-sign-in-slot';
import { FormAlert, TextField } from '../../shared/ui/form/fields';
import { formErrors } from '../../shared/ui/form/form-errors';
import type { FieldMessages } from '../../shared/ui/form/form-errors';
import { AuthCard, TextLink } from '../components/auth-card';
import { hasRoute, sitePath, useBrandSite } from '../brand-site';

type Field = 'first_name' | 'last_name' | 'email' | 'password';
const FIELDS: Field[] = ['first_name', 'last_name', 'email', 'password'];

export function Component() {
  const site = useBrandSite();
  const navigate = useNavigate();
  const returnPath = useReturnPath(sitePath(site, '/profile'));
  const [values, setValues] = useState<Record<Field, string>>({
    first_name: '',
    last_name: '',
    email: '',
    password: '',
  });
  const [busy, setBusy] = useState(false);
  const [errors, setErrors] = useState<FieldMessages<Field>>({});
  const [message, setMessage] = useState<string | null>(null);

  const bind = (name: Field) => ({
    name,
    value: values[name],
    error: errors[name],
    onChange: (event: { target: { value: string } }) =>
      setValues((current) => ({ ...current, [name]: event.target.value })),
  });

  async function submit() {
    setBusy(true);
    setErrors({});
    setMessage(null);
    try {
      const user = await signUp({
        email: values.email.trim(),
        password: values.password,
        first_name: values.first_name.trim() || undefined,
        last_name: values.last_name.trim() || undefined,
        project_type: site.brand.id,
      });
      // varicoceleorg has no /otp page: its users confirm their address from another brand.
      const verifyHere = !user.is_verified && hasRoute(site.brand, '/otp');
      await navigate(verifyHere ? returnPath.carry(sitePath(site, '/otp')) : returnPath.to, {
        replace: true,
      });
    } catch (error) {
      const mapped = formErrors(error, FIELDS);
      setErrors(mapped.fields);
      setMessage(mapped.message);
    } finally {
      setBusy(false);
    }
  }

  return (
    <AuthCard
      title="Create an account"
      footer={
        <p className="flex flex-wrap justify-center gap-x-2">
          Already have an account? <TextLink to="/login">Sign in</TextLink>
        </p>
      }
    >
      <p>We&apos;ll email you a 6-digit code to confirm your address.</p>
      <AccountForm onSubmit={submit} label="Create an account">
        <div className="grid gap-5 sm:grid-cols-2">
          <TextField
            label="First name (optional)"
            autoComplete="given-name"
            {...bind('first_name')}
          />
          <TextField
            label="Last name (optional)"
            autoComplete="family-name"
            {...bind('last_name')}
          />
        </div>
        <TextField label="Email" type="email" autoComplete="email" required {...bind('email')} />
        <TextField
          label="Password"
          type="password"
          autoComplete="new-password"
          required
          minLength={8}
          maxLength={128}
          hint={PASSWORD_RULE}
          {...bind('password')}
        />
        <FormAlert>{message}</FormAlert>
        <Button type="submit" loading={busy} className="w-full">
          Create account
        </Button>
      </AccountForm>
      {/* The providers send the browser back to /login, which finishes the sign-in. */}
      <SocialSignInSlot
        config={site.config.socialLogin}
        redirectUri={`${window.location.origin}${sitePath(site, '/login')}`}
        onError={setMessage}
        disabled={busy}
      />
    </AuthCard>
  );
}
