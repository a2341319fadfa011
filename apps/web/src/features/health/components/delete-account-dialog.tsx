import { useRef, useState } from 'react';
import { Button } from '../../../shared/ui/button';
import { FormAlert, TextField } from '../../../shared/ui/form/fields';
import { useSubmit } from '../../../shared/ui/form/use-submit';
import { Modal } from '../../../shared/ui/modal';
import { healthApi } from '../api/health-api';

const FIELDS = ['password', 'otp'] as const;

/**
 * "Delete your account?" asking for the owner's proof (issue 26): the password, or for an
 * account without one (code sign-in, Google, Apple, X) a code emailed on request. A wrong
 * one shows next to its field and nothing is deleted; the server mails a confirmation after.
 * Cancel has focus first, so a hurried Enter deletes nothing.
 */
export function DeleteAccountDialog({
  open,
  warning,
  onCancel,
  onDeleted,
}: {
  open: boolean;
  /** What goes, read as the dialog's description. */
  warning: string;
  onCancel: () => void;
  onDeleted: () => void;
}) {
  const cancelRef = useRef<HTMLButtonElement>(null);
  const [mode, setMode] = useState<'password' | 'code'>('password');
  const [password, setPassword] = useState('');
  const [otp, setOtp] = useState('');
  const [notice, setNotice] = useState<string | null>(null);
  const { running, errors, message, run } = useSubmit(FIELDS);

  function close() {
    setMode('password');
    setPassword('');
    setOtp('');
    setNotice(null);
    onCancel();
  }

  const sendCode = () =>
    run(async () => {
      const answer = await healthApi.sendDeleteAccountCode();
      setMode('code');
      setNotice(answer.message);
    }, 'code');

  async function submit() {
    const result = await run(() =>
      healthApi.deleteAccount(mode === 'password' ? { password } : { otp: otp.trim() }),
    );
    if (result.ok) onDeleted();
  }

  return (
    <Modal
      open={open}
      onClose={close}
      title="Delete your account?"
      description={warning}
      size="md"
      role="alertdialog"
      initialFocusRef={cancelRef}
    >
      <form
        method="post"
        noValidate
        aria-label="Confirm deleting your account"
        className="mt-2 grid gap-4"
        onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}
      >
        {mode === 'password' ? (
          <TextField
            label="Your password"
            hint="To make sure it is you."
            type="password"
            autoComplete="current-password"
            value={password}
            onChange={(event) => setPassword(event.target.value)}
            error={errors.password}
          />
        ) : (
          <TextField
            label="6-digit code"
            inputMode="numeric"
            autoComplete="one-time-code"
            value={otp}
            onChange={(event) => setOtp(event.target.value)}
            error={errors.otp}
          />
        )}
        {notice && <FormAlert tone="success">{notice}</FormAlert>}
        {/* A password-less account's message names `otp` while the password field shows. */}
        {(message ?? (mode === 'password' ? errors.otp : undefined)) && (
          <FormAlert tone="error">{message ?? errors.otp}</FormAlert>
        )}
        <Button
          type="button"
          variant="ghost"
          className="justify-self-start"
          loading={running === 'code'}
          onClick={() => void sendCode()}
        >
          {mode === 'password' ? 'No password? Email me a code' : 'Email me a new code'}
        </Button>
        <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
          <Button ref={cancelRef} type="button" variant="secondary" onClick={close}>
            Keep my account
          </Button>
          <Button type="submit" variant="danger" loading={running === 'submit'}>
            Delete my account
          </Button>
        </div>
      </form>
    </Modal>
  );
}
