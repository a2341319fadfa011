import type { FormEvent, ReactNode } from 'react';

/** The hint under every new-password field (the contract's password rule). */
export const PASSWORD_RULE = 'Use 8 to 128 characters.';

interface AccountFormProps {
  onSubmit: () => void | Promise<void>;
  children: ReactNode;
  label?: string;
}

/** A form of the account pages: no browser bubbles (the API's messages show inline). */
export function AccountForm({ onSubmit, children, label }: AccountFormProps) {
  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    void onSubmit();
  }
  return (
    <form noValidate onSubmit={submit} aria-label={label} className="mt-6 grid gap-5 text-text">
      {children}
    </form>
  );
}
