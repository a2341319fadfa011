import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { safeReturnPath } from '../../../shared/lib/return-path';
import { Button } from '../../../shared/ui/button';
import { sendResetCode } from '../api/account-api';
import { AccountForm } from '../../../shared/ui/form/account-form';
import { EmailField } from './account-fields';
import { FormAlert } from '../../../shared/ui/form/fields';
import { useSubmit } from '../../../shared/ui/form/use-submit';
import { AuthCard, TextLink } from '../../../shared/ui/auth-card';
import { useSitePath } from '../../../shared/ui/site-frame';

export function ResetPasswordPage() {
  const sitePath = useSitePath();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const [email, setEmail] = useState('');
  const { busy, errors, message, run } = useSubmit(['email'] as const);

  function submit() {
    return run(async () => {
      const address = email.trim();
      const answer = await sendResetCode(address);
      const query = new URLSearchParams({ email: address, sent: answer.message });
      // The sign-in after the reset still ends on the page the user came from.
      const from = safeReturnPath(params.get('from'));
      if (from) query.set('from', from);
      await navigate(`${sitePath('/reset-password-otp')}?${query.toString()}`);
    });
  }

  return (
    <AuthCard
      title="Reset your password"
      footer={
        <p className="flex flex-wrap justify-center gap-x-2">
          Remembered it? <TextLink to="/login">Sign in</TextLink>
        </p>
      }
    >
      <p>Enter the email address of your account and we&apos;ll send you a 6-digit code.</p>
      <AccountForm onSubmit={submit} label="Reset your password">
        <EmailField
          value={email}
          onChange={(event) => setEmail(event.target.value)}
          error={errors.email}
        />
        <FormAlert>{message}</FormAlert>
        <Button type="submit" loading={busy} className="w-full">
          Send me a code
        </Button>
      </AccountForm>
    </AuthCard>
  );
}
