import { useId } from 'react';
import type {
  InputHTMLAttributes,
  ReactNode,
  SelectHTMLAttributes,
  TextareaHTMLAttributes,
} from 'react';
import { AlertIcon } from '../icons';

export const inputClass =
  'mt-1.5 block w-full min-h-11 rounded-lg border border-text-muted/50 bg-surface px-3.5 py-2.5 text-base text-text shadow-xs placeholder:text-text-muted aria-invalid:border-danger disabled:opacity-60';

interface FieldShellProps {
  label: string;
  hint?: ReactNode;
  error?: string;
  children: (ids: { id: string; describedBy: string | undefined }) => ReactNode;
}

/** Label, control, hint and inline error, wired together with ids. */
export function FieldShell({ label, hint, error, children }: FieldShellProps) {
  const id = useId();
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const describedBy = [hintId, errorId].filter(Boolean).join(' ') || undefined;
  return (
    <div>
      <label htmlFor={id} className="block text-sm font-semibold text-text">
        {label}
      </label>
      {children({ id, describedBy })}
      {hint && (
        <p id={hintId} className="mt-1.5 text-sm text-text-muted">
          {hint}
        </p>
      )}
      {error && (
        <p id={errorId} className="mt-1.5 text-sm font-medium text-danger">
          {error}
        </p>
      )}
    </div>
  );
}

interface FieldProps {
  label: string;
  hint?: ReactNode;
  error?: string;
}

/** The wiring every control shares: its id, look and accessible error and hint. */
function controlProps(error: string | undefined, className: string | undefined) {
  return (ids: { id: string; describedBy: string | undefined }) => ({
    id: ids.id,
    className: [inputClass, className].filter(Boolean).join(' '),
    'aria-invalid': error ? true : undefined,
    'aria-describedby': ids.describedBy,
  });
}

type TextFieldProps = FieldProps & Omit<InputHTMLAttributes<HTMLInputElement>, 'id'>;

export function TextField({ label, hint, error, className, ...input }: TextFieldProps) {
  const wire = controlProps(error, className);
  return (
    <FieldShell label={label} hint={hint} error={error}>
      {(ids) => <input {...input} {...wire(ids)} />}
    </FieldShell>
  );
}

type TextAreaFieldProps = FieldProps & Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'id'>;

export function TextAreaField({ label, hint, error, className, ...textarea }: TextAreaFieldProps) {
  const wire = controlProps(error, className);
  return (
    <FieldShell label={label} hint={hint} error={error}>
      {(ids) => <textarea {...textarea} {...wire(ids)} />}
    </FieldShell>
  );
}

interface SelectFieldProps extends Omit<SelectHTMLAttributes<HTMLSelectElement>, 'id'> {
  label: string;
  error?: string;
}

export function SelectField({ label, error, children, className, ...select }: SelectFieldProps) {
  const wire = controlProps(error, className);
  return (
    <FieldShell label={label} error={error}>
      {(ids) => (
        <select {...select} {...wire(ids)}>
          {children}
        </select>
      )}
    </FieldShell>
  );
}

/** A message for the whole form, announced when it appears. */
export function FormAlert({
  children,
  tone = 'error',
}: {
  children: ReactNode;
  tone?: 'error' | 'success' | 'info';
}) {
  if (!children) return null;
  const look =
    tone === 'error'
      ? 'border-danger/40 bg-danger/5 text-danger'
      : tone === 'success'
        ? 'border-success/40 bg-success/10 text-text'
        : 'border-border bg-surface-muted text-text';
  return (
    <div
      role={tone === 'error' ? 'alert' : 'status'}
      className={`flex items-start gap-2 rounded-lg border px-3.5 py-3 text-sm font-medium ${look}`}
    >
      {tone === 'error' && <AlertIcon className="mt-0.5 size-4 shrink-0" aria-hidden="true" />}
      <p>{children}</p>
    </div>
  );
}
