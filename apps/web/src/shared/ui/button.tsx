import type { ButtonHTMLAttributes, Ref } from 'react';
import { Link } from './link';
import type { LinkProps } from './link';
import { Spinner } from './spinner';

export type ButtonVariant = 'primary' | 'secondary' | 'ghost' | 'danger';
export type ButtonSize = 'sm' | 'md' | 'lg';

const base =
  'inline-flex items-center justify-center gap-2 rounded-md font-semibold no-underline ' +
  'transition-colors motion-reduce:transition-none';
const disabledLook =
  'disabled:cursor-not-allowed disabled:opacity-60 aria-disabled:cursor-not-allowed aria-disabled:opacity-60';

// Text on each background meets 4.5:1 with every brand palette (brand-contrast is defined
// against brand); outlines use the brand colour, which meets 3:1 against the surface.
const variants: Record<ButtonVariant, string> = {
  primary: 'bg-brand text-brand-contrast hover:bg-brand/90',
  secondary: 'border-2 border-brand bg-surface text-brand hover:bg-surface-muted',
  ghost: 'bg-transparent text-brand hover:bg-surface-muted',
  danger: 'bg-danger text-white hover:bg-danger/90',
};

// md and lg are at least 44 px tall (main actions); sm keeps the 24 px minimum target with room to spare.
const sizes: Record<ButtonSize, string> = {
  sm: 'min-h-8 min-w-8 px-3 py-1 text-sm',
  md: 'min-h-11 min-w-11 px-4 py-2 text-base',
  lg: 'min-h-12 min-w-12 px-6 py-3 text-lg',
};

interface ButtonLookOptions {
  variant?: ButtonVariant;
  size?: ButtonSize;
  className?: string;
}

/** The class list of a button, for the rare element that must look like one but is neither a button nor a router link. */
export function buttonClassName({
  variant = 'primary',
  size = 'md',
  className,
}: ButtonLookOptions = {}): string {
  return [base, disabledLook, variants[variant], sizes[size], className].filter(Boolean).join(' ');
}

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement>, ButtonLookOptions {
  /** Shows a spinner, marks the button busy and disables it until the work is done. */
  loading?: boolean;
  ref?: Ref<HTMLButtonElement>;
}

/**
 * A button in one of the app's looks. `type` defaults to "button", so it never submits a form
 * by accident. (On a server-rendered page it waits for the page's code like every control:
 * shared/ui/controls-wait-for-code.tsx.)
 */
export function Button({
  variant,
  size,
  loading = false,
  className,
  disabled,
  type = 'button',
  children,
  ...props
}: ButtonProps) {
  return (
    <button
      type={type}
      disabled={disabled || loading}
      aria-busy={loading || undefined}
      className={buttonClassName({ variant, size, className })}
      {...props}
    >
      {loading && <Spinner className="size-[1.1em]" />}
      {children}
    </button>
  );
}

export interface ButtonLinkProps extends LinkProps, ButtonLookOptions {
  ref?: Ref<HTMLAnchorElement>;
}

/** A react-router link that looks like a Button: for navigation, where a button would be the wrong element. */
export function ButtonLink({ variant, size, className, ...props }: ButtonLinkProps) {
  return <Link className={buttonClassName({ variant, size, className })} {...props} />;
}
