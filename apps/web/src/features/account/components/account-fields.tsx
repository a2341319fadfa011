import type { ComponentProps } from 'react';
import { TextField } from '../../../shared/ui/form/fields';

type InputProps = Omit<ComponentProps<typeof TextField>, 'label' | 'type'>;

/** The email field of the account forms (sign-in, sign-up, reset), named `email`. */
export function EmailField(input: InputProps) {
  return (
    <TextField label="Email" name="email" type="email" autoComplete="email" required {...input} />
  );
}

/** The hint under every new-password field (the contract's password rule). */
export const PASSWORD_RULE = 'Use 8 to 128 characters.';

/**
 * The new-password field of sign-up, change-password and reset: the contract's 8–128 rule as
 * the browser's limits and as the hint under it.
 */
export function NewPasswordField({
  label = 'New password',
  ...input
}: InputProps & { label?: string }) {
  return (
    <TextField
      label={label}
      type="password"
      autoComplete="new-password"
      required
      minLength={8}
      maxLength={128}
      hint={PASSWORD_RULE}
      {...input}
    />
  );
}
