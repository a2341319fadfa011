import type { FormEvent, ReactNode } from 'react';

interface AccountFormProps {
  onSubmit: () => unknown;
  children: ReactNode;
  label?: string;
}

/**
 * A form of the account and profile pages: no browser bubbles (the API's messages show
 * inline), the submit handler called without the event.
 */
export function AccountForm({ onSubmit, children, label }: AccountFormProps) {
  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    void onSubmit();
  }
  return (
    // POST: a form sent before the page's code runs must never put a password in a URL (its
    // submit button waits for the code too; ADR 020).
    <form
      method="post"
      noValidate
      onSubmit={submit}
      aria-label={label}
      className="mt-6 grid gap-5 text-text"
    >
      {children}
    </form>
  );
}
