import { useState } from 'react';
import { useReturnPath } from '../../../shared/hooks/use-return-path';
import { useNavigate } from 'react-router';
import { Button } from '../../../shared/ui/button';
import { signUp } from '../api/account-api';
import { AccountForm } from '../../../shared/ui/form/account-form';
import { EmailField, NewPasswordField } from './account-fields';
import { SocialSignInSlot } from './social-sign-in-slot';
import { useSubmit } from '../../../shared/ui/form/use-submit';
import { FormAlert, TextField } from '../../../shared/ui/form/fields';
import { AuthCard, TextLink } from '../../../shared/ui/auth-card';
import { useSitePath } from '../../../shared/ui/site-frame';
import type { BrandId } from '@mhp/contract/brands';
import type { SocialSignInConfig } from './social-sign-in-slot';

type Field = 'first_name' | 'last_name' | 'email' | 'password';
const FIELDS: Field[] = ['first_name', 'last_name', 'email', 'password'];

export function RegisterPage({
  brandId,
  socialLogin,
  canVerify,
  landing,
}: {
  brandId: BrandId;
  /** Where sign-up ends when the user came from no page of ours (the brand's landing). */
  landing: string;
  socialLogin: SocialSignInConfig;
  /** Whether the brand has the /otp page (varicoceleorg's users verify elsewhere). */
  canVerify: boolean;
}) {
  const sitePath = useSitePath();
  const returnPath = useReturnPath(landing);
  const navigate = useNavigate();
  const [values, setValues] = useState<Record<Field, string>>({
    first_name: '',
    last_name: '',
    email: '',
    password: '',
  });
  const { busy, errors, message, run, setMessage } = useSubmit(FIELDS);

  const bind = (name: Field) => ({
    name,
    value: values[name],
    error: errors[name],
    onChange: (event: { target: { value: string } }) =>
      setValues((current) => ({ ...current, [name]: event.target.value })),
  });

  async function submit() {
    await run(async () => {
      const user = await signUp({
        email: values.email.trim(),
        password: values.password,
        first_name: values.first_name.trim() || undefined,
        last_name: values.last_name.trim() || undefined,
        project_type: brandId,
      });
      // varicoceleorg has no /otp page: its users confirm their address from another brand.
      const verifyHere = !user.is_verified && canVerify;
      await navigate(verifyHere ? returnPath.carry(sitePath('/otp')) : returnPath.to, {
        replace: true,
      });
    });
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
        <EmailField {...bind('email')} />
        <NewPasswordField label="Password" {...bind('password')} />
        <FormAlert>{message}</FormAlert>
        <Button type="submit" loading={busy} className="w-full">
          Create account
        </Button>
      </AccountForm>
      {/* The providers send the browser back to /login, which finishes the sign-in. */}
      <SocialSignInSlot
        config={socialLogin}
        loginPath={sitePath('/login')}
        onError={setMessage}
        disabled={busy}
      />
    </AuthCard>
  );
}
