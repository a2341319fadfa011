import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { Button } from '../../../shared/ui/button';
import { resetPassword, verifyResetCode } from '../api/account-api';
import { AccountForm } from '../../../shared/ui/form/account-form';
import { EmailField, NewPasswordField } from './account-fields';
import { useSubmit } from '../../../shared/ui/form/use-submit';
import { FormAlert } from '../../../shared/ui/form/fields';
import { isCompleteCode, OtpInput } from './otp-input';
import { AuthCard, TextLink } from '../../../shared/ui/auth-card';

type Field = 'email' | 'otp' | 'password';
const FIELDS: Field[] = ['email', 'otp', 'password'];

/** `canRestart`: whether the brand has /reset-password to ask for a new code. */
export function ResetPasswordOtpPage({ canRestart }: { canRestart: boolean }) {
  const [params] = useSearchParams();
  const [email, setEmail] = useState(params.get('email') ?? '');
  const [otp, setOtp] = useState('');
  const [password, setPassword] = useState('');
  const [token, setToken] = useState<string | null>(null);
  const [done, setDone] = useState(false);
  const { busy, errors, message, run, setErrors } = useSubmit(FIELDS);
  const sent = params.get('sent');

  function submit() {
    if (!token) {
      if (!isCompleteCode(otp)) {
        setErrors({ otp: 'Enter the 6-digit code.' });
        return;
      }
      return run(async () => {
        const answer = await verifyResetCode(email.trim(), otp);
        setToken(answer.reset_token);
      });
    }
    return run(async () => {
      await resetPassword({ email: email.trim(), reset_token: token, password });
      setDone(true);
    });
  }

  if (done) {
    return (
      <AuthCard title="Password changed">
        <FormAlert tone="success">
          Your password has been changed. Sign in with your new password.
        </FormAlert>
        <p className="mt-6">
          <TextLink to="/login">Sign in</TextLink>
        </p>
      </AuthCard>
    );
  }

  return (
    <AuthCard
      title="Enter your reset code"
      footer={
        canRestart && (
          <p>
            No code? <TextLink to="/reset-password">Send a new one</TextLink>
          </p>
        )
      }
    >
      <p>
        {token
          ? 'Code accepted. Choose a new password.'
          : 'Enter the 6-digit code we emailed you, then choose a new password.'}
      </p>
      <AccountForm onSubmit={submit} label="Enter your reset code">
        {!token && sent && <FormAlert tone="info">{sent}</FormAlert>}
        <EmailField
          readOnly={Boolean(token)}
          value={email}
          onChange={(event) => setEmail(event.target.value)}
          error={errors.email}
        />
        {!token ? (
          <OtpInput
            value={otp}
            onChange={setOtp}
            error={errors.otp}
            focusOnMount={Boolean(email)}
          />
        ) : (
          <NewPasswordField
            name="password"
            // eslint-disable-next-line jsx-a11y/no-autofocus -- the next step's only field
            autoFocus
            value={password}
            onChange={(event) => setPassword(event.target.value)}
            error={errors.password}
          />
        )}
        <FormAlert>{message}</FormAlert>
        <Button type="submit" loading={busy} className="w-full">
          {token ? 'Save new password' : 'Continue'}
        </Button>
      </AccountForm>
    </AuthCard>
  );
}
