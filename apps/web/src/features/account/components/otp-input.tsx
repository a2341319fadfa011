import type { ClipboardEvent, Ref } from 'react';
import { FieldShell, inputClass } from '../../../shared/ui/form/fields';
import { codeFromText, OTP_LENGTH } from '../lib/otp-code';

export { codeFromText, isCompleteCode, OTP_LENGTH } from '../lib/otp-code';

interface OtpInputProps {
  value: string;
  onChange: (code: string) => void;
  label?: string;
  error?: string;
  disabled?: boolean;
  focusOnMount?: boolean;
  ref?: Ref<HTMLInputElement>;
}

/**
 * The 6-digit code field: one input (so paste, autofill of `one-time-code`, backspace and
 * screen readers work as usual), numeric keypad on phones, anything that is not a digit dropped.
 */
export function OtpInput({
  value,
  onChange,
  label = '6-digit code',
  error,
  disabled,
  focusOnMount,
  ref,
}: OtpInputProps) {
  function onPaste(event: ClipboardEvent<HTMLInputElement>) {
    const pasted = event.clipboardData.getData('text');
    if (!pasted) return;
    event.preventDefault();
    onChange(codeFromText(pasted));
  }
  return (
    <FieldShell label={label} error={error} hint="Check your inbox (and spam folder) for the code.">
      {({ id, describedBy }) => (
        <input
          ref={ref}
          id={id}
          name="otp"
          type="text"
          inputMode="numeric"
          autoComplete="one-time-code"
          pattern="[0-9]*"
          maxLength={OTP_LENGTH}
          // eslint-disable-next-line jsx-a11y/no-autofocus -- the only field of a code screen
          autoFocus={focusOnMount}
          disabled={disabled}
          value={value}
          onChange={(event) => onChange(event.target.value.replace(/\D/g, '').slice(0, OTP_LENGTH))}
          onPaste={onPaste}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          placeholder="••••••"
          className={`${inputClass} max-w-56 text-center indent-[0.5em] font-mono text-2xl tracking-[0.5em]`}
        />
      )}
    </FieldShell>
  );
}
