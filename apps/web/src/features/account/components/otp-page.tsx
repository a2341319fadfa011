import { useState } from 'react';
import { useReturnPath } from '../../../shared/hooks/use-return-path';
import { useNavigate } from 'react-router';
import { Button } from '../../../shared/ui/button';
import { isApiError } from '../../../shared/api/http-client';
import { sendOtp, verifyOtp } from '../api/account-api';
import { AccountForm } from '../../../shared/ui/form/account-form';
import { FormAlert } from '../../../shared/ui/form/fields';
import { isCompleteCode, OtpInput } from './otp-input';
import { useSubmit } from '../../../shared/ui/form/use-submit';
import { useCountdown, waitFromMessage } from '../lib/use-countdown';
import { AuthCard } from '../../../shared/ui/auth-card';
import type { UserData } from '@mhp/contract/schemas/user';

/** The API voids a code after this many wrong tries. */
const MAX_CODE_TRIES = 5;
const RESEND_WAIT = 60;

/** `user`: the signed-in, not yet verified user the guard loaded. */
export function OtpPage({ user, landing }: { user: UserData | null; landing: string }) {
  const returnPath = useReturnPath(landing);
  const navigate = useNavigate();
  const email = user?.user_data.email;
  const [otp, setOtp] = useState('');
  const [wrongTries, setWrongTries] = useState(0);
  const { running, errors, message, run, setErrors, setMessage } = useSubmit(['otp'] as const);
  const [notice, setNotice] = useState<string | null>(null);
  // Sign-up has just sent a code, and the API allows one a minute.
  const resend = useCountdown(RESEND_WAIT);
  const voided = wrongTries >= MAX_CODE_TRIES;

  async function verify() {
    if (voided) return;
    if (!isCompleteCode(otp)) {
      setErrors({ otp: 'Enter the 6-digit code.' });
      return;
    }
    setNotice(null);
    const result = await run(async () => {
      await verifyOtp(otp);
      await navigate(returnPath.to, { replace: true });
    }, 'verify');
    // A wrong code (400) counts against the tries the API allows before it voids the code.
    if (result.ok || result.ignored || !isApiError(result.error) || result.error.status !== 400)
      return;
    const tries = wrongTries + 1;
    setWrongTries(tries);
    setOtp('');
    const left = MAX_CODE_TRIES - tries;
    setErrors({
      otp:
        left > 0
          ? `That code is not right. ${left} ${left === 1 ? 'try' : 'tries'} left.`
          : undefined,
    });
    setMessage(
      left > 0
        ? null
        : 'This code no longer works after 5 wrong tries. Request a new code and enter that one.',
    );
  }

  async function requestCode() {
    if (!email) return;
    const result = await run(() => sendOtp(email, 'verify_account'), 'resend');
    if (result.ok) {
      setWrongTries(0);
      setOtp('');
      setNotice(`${result.value.message} Use the newest code.`);
      resend.restart(RESEND_WAIT);
      return;
    }
    // Too many requests: the server's sentence says how long to wait.
    const wait = result.message ? waitFromMessage(result.message) : null;
    if (wait) resend.restart(wait);
  }

  return (
    <AuthCard title="Verify your email">
      <p>
        We sent a 6-digit code to{' '}
        {email ? <strong className="text-text">{email}</strong> : 'your email address'}. Enter it to
        confirm your account; the code is valid for 10 minutes.
      </p>
      <AccountForm onSubmit={verify} label="Verify your email">
        <OtpInput value={otp} onChange={setOtp} error={errors.otp} disabled={voided} focusOnMount />
        <FormAlert tone="info">{notice}</FormAlert>
        <FormAlert>{message}</FormAlert>
        <Button type="submit" loading={running === 'verify'} disabled={voided} className="w-full">
          Verify
        </Button>
        <div className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm">
          <span>Didn&apos;t get it?</span>
          <Button
            variant="ghost"
            size="sm"
            loading={running === 'resend'}
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
