import { useState } from 'react';
import { useReturnPath } from '../../../shared/hooks/use-return-path';
import { useNavigate } from 'react-router';
import { Button } from '../../../shared/ui/button';
import { isApiError } from '../../../shared/api/http-client';
import { sendOtp, verifyOtp } from '../api/account-api';
import { AccountForm } from '../../../shared/ui/form/account-form';
import { FormAlert } from '../../../shared/ui/form/fields';
import { isCompleteCode, OtpInput } from './otp-input';
import { formErrors } from '../../../shared/ui/form/form-errors';
import { useCountdown, waitFromMessage } from '../lib/use-countdown';
import { AuthCard } from '../../../shared/ui/auth-card';
import { useSitePath } from '../../../shared/ui/site-frame';
import type { UserData } from '@mhp/contract/schemas/user';

/** The API voids a code after this many wrong tries. */
const MAX_CODE_TRIES = 5;
const RESEND_WAIT = 60;

/** `user`: the signed-in, not yet verified user the guard loaded. */
export function OtpPage({ user }: { user: UserData | null }) {
  const sitePath = useSitePath();
  const returnPath = useReturnPath(sitePath('/profile'));
  const navigate = useNavigate();
  const email = user?.user_data.email;
  const [otp, setOtp] = useState('');
  const [wrongTries, setWrongTries] = useState(0);
  const [busy, setBusy] = useState<'verify' | 'resend' | null>(null);
  const [error, setError] = useState<string | undefined>();
  const [message, setMessage] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  // Sign-up has just sent a code, and the API allows one a minute.
  const resend = useCountdown(RESEND_WAIT);
  const voided = wrongTries >= MAX_CODE_TRIES;

  async function verify() {
    if (voided) return;
    if (!isCompleteCode(otp)) {
      setError('Enter the 6-digit code.');
      return;
    }
    setBusy('verify');
    setError(undefined);
    setMessage(null);
    setNotice(null);
    try {
      await verifyOtp(otp);
      await navigate(returnPath.to, { replace: true });
    } catch (caught) {
      const mapped = formErrors(caught, ['otp'] as const);
      if (isApiError(caught) && caught.status === 400) {
        const tries = wrongTries + 1;
        setWrongTries(tries);
        setOtp('');
        const left = MAX_CODE_TRIES - tries;
        setError(
          left > 0
            ? `That code is not right. ${left} ${left === 1 ? 'try' : 'tries'} left.`
            : undefined,
        );
        setMessage(
          left > 0
            ? null
            : 'This code no longer works after 5 wrong tries. Request a new code and enter that one.',
        );
      } else {
        setError(mapped.fields.otp);
        setMessage(mapped.message);
      }
    } finally {
      setBusy(null);
    }
  }

  async function requestCode() {
    if (!email) return;
    setBusy('resend');
    setMessage(null);
    setError(undefined);
    try {
      const answer = await sendOtp(email, 'verify_account');
      setWrongTries(0);
      setOtp('');
      setNotice(`${answer.message} Use the newest code.`);
      resend.restart(RESEND_WAIT);
    } catch (caught) {
      const mapped = formErrors(caught, [] as const);
      setMessage(mapped.message);
      const wait = mapped.message ? waitFromMessage(mapped.message) : null;
      if (wait) resend.restart(wait);
    } finally {
      setBusy(null);
    }
  }

  return (
    <AuthCard title="Verify your email">
      <p>
        We sent a 6-digit code to{' '}
        {email ? <strong className="text-text">{email}</strong> : 'your email address'}. Enter it to
        confirm your account; the code is valid for 10 minutes.
      </p>
      <AccountForm onSubmit={verify} label="Verify your email">
        <OtpInput value={otp} onChange={setOtp} error={error} disabled={voided} focusOnMount />
        <FormAlert tone="info">{notice}</FormAlert>
        <FormAlert>{message}</FormAlert>
        <Button type="submit" loading={busy === 'verify'} disabled={voided} className="w-full">
          Verify
        </Button>
        <div className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm">
          <span>Didn&apos;t get it?</span>
          <Button
            variant="ghost"
            size="sm"
            loading={busy === 'resend'}
            disabled={resend.left > 0 || !email}
            onClick={() => void requestCode()}
          >
            {resend.left > 0 ? `Send a new code in ${resend.left} s` : 'Send a new code'}
          </Button>
        </div>
      </AccountForm>
    </AuthCard>
  );
}
