import { useState } from 'react';
import { lazyPart } from '../../../shared/lib/lazy-part';
import { useReturnPath } from '../../../shared/hooks/use-return-path';
import { useNavigate } from 'react-router';
import { Button } from '../../../shared/ui/button';
import { login, sendOtp } from '../api/account-api';
import { AccountForm } from '../../../shared/ui/form/account-form';
import { SocialSignInSlot } from './social-sign-in-slot';
import { useSubmit } from '../../../shared/ui/form/use-submit';
import { EmailField } from './account-fields';
import { FormAlert, TextField } from '../../../shared/ui/form/fields';
import { isCompleteCode } from '../lib/otp-code';
import { LazyBoundary } from '../../../shared/ui/lazy-boundary';

// Shown only once a code was sent: not part of the login page's first load (ADR 008).
const OtpInput = lazyPart(
  () => import('./otp-input'),
  (module) => module.OtpInput,
);
import { useSocialCallback } from './use-social-callback';
import { AuthCard, TextLink } from '../../../shared/ui/auth-card';
import { useSitePath } from '../../../shared/ui/site-frame';
import type { SocialSignInConfig } from './social-sign-in-slot';

type Field = 'email' | 'password' | 'otp';
const FIELDS: Field[] = ['email', 'password', 'otp'];

export function LoginPage({
  brandName,
  socialLogin,
  canResetPassword,
  landing,
}: {
  brandName: string;
  /** Where the sign-in ends when the user came from no page of ours (the brand's landing). */
  landing: string;
  socialLogin: SocialSignInConfig;
  /** Whether the brand has the /reset-password page. */
  canResetPassword: boolean;
}) {
  const sitePath = useSitePath();
  const navigate = useNavigate();
  const [mode, setMode] = useState<'password' | 'code'>('password');
  const [codeSent, setCodeSent] = useState(false);
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [otp, setOtp] = useState('');
  const { busy, errors, message, run, setErrors, setMessage } = useSubmit(FIELDS);
  const [notice, setNotice] = useState<string | null>(null);

  const returnPath = useReturnPath(landing);
  const signedIn = () => navigate(returnPath.to, { replace: true });
  // Back from Google, Apple or X: finish that sign-in here, and on to where it started.
  const finishing = useSocialCallback({
    onSignedIn: () => navigate(returnPath.afterProvider(), { replace: true }),
    onError: setMessage,
  });

  function submit() {
    if (mode === 'password') {
      return run(async () => {
        await login({ email: email.trim(), password });
        await signedIn();
      });
    }
    if (!codeSent) {
      return run(async () => {
        const answer = await sendOtp(email.trim(), 'login');
        setCodeSent(true);
        setNotice(answer.message);
      });
    }
    if (!isCompleteCode(otp)) {
      setErrors({ otp: 'Enter the 6-digit code.' });
      return;
    }
    return run(async () => {
      await login({ email: email.trim(), otp });
      await signedIn();
    });
  }

  function switchMode() {
    setMode(mode === 'password' ? 'code' : 'password');
    setCodeSent(false);
    setOtp('');
    setErrors({});
    setMessage(null);
    setNotice(null);
  }

  return (
    <AuthCard
      title="Sign in"
      footer={
        <p className="flex flex-wrap justify-center gap-x-2">
          New to {brandName}? <TextLink to="/register">Create an account</TextLink>
        </p>
      }
    >
      <p>
        {mode === 'password'
          ? `Sign in to ${brandName} with your email address and password, or with a one-time code we send to your inbox.`
          : 'We email you a 6-digit code; enter it here to sign in without a password.'}
      </p>
      <AccountForm onSubmit={submit} label="Sign in">
        <EmailField
          value={email}
          readOnly={codeSent}
          onChange={(event) => setEmail(event.target.value)}
          error={errors.email}
        />
        {mode === 'password' && (
          <TextField
            label="Password"
            name="password"
            type="password"
            autoComplete="current-password"
            required
            value={password}
            onChange={(event) => setPassword(event.target.value)}
            error={errors.password}
          />
        )}
        {mode === 'code' && codeSent && (
          <>
            <FormAlert tone="info">{notice}</FormAlert>
            <LazyBoundary fallback={null}>
              <OtpInput value={otp} onChange={setOtp} error={errors.otp} focusOnMount />
            </LazyBoundary>
          </>
        )}
        {finishing && <FormAlert tone="info">Signing you in…</FormAlert>}
        <FormAlert>{message}</FormAlert>
        <Button type="submit" loading={busy} disabled={finishing} className="w-full">
          {mode === 'code' && !codeSent ? 'Email me a code' : 'Sign in'}
        </Button>
        <div className="flex flex-wrap items-center justify-between gap-2 text-sm">
          <button
            type="button"
            onClick={switchMode}
            className="min-h-11 font-semibold text-brand underline underline-offset-4 hover:no-underline"
          >
            {mode === 'password' ? 'Email me a code instead' : 'Use my password instead'}
          </button>
          {mode === 'code' && codeSent && (
            <button
              type="button"
              disabled={busy}
              onClick={() => {
                setCodeSent(false);
                setOtp('');
              }}
              className="min-h-11 font-semibold text-brand underline underline-offset-4 hover:no-underline"
            >
              Change email or resend
            </button>
          )}
          {canResetPassword && mode === 'password' && (
            <TextLink to="/reset-password">Forgot your password?</TextLink>
          )}
        </div>
      </AccountForm>
      <SocialSignInSlot
        config={socialLogin}
        loginPath={sitePath('/login')}
        onError={setMessage}
        disabled={busy || finishing}
      />
    </AuthCard>
  );
}
