import { useState } from 'react';
import { formErrors } from './form-errors';
import type { FieldMessages, FormErrors } from './form-errors';

export type SubmitResult<T, F extends string> =
  | { ok: true; value: T }
  | ({ ok: false } & FormErrors<F>)
  /** A second submit while one is running: nothing was done. */
  | { ok: false; ignored: true; fields: FieldMessages<F>; message: null };

/**
 * The submit loop every form shares: busy while the work runs, the previous messages cleared,
 * and a failure mapped onto the form (400 `fields` next to the fields in `known`, the rest as
 * one message; see formErrors). `run` resolves with the work's value or the mapped failure,
 * which is also kept in `errors` and `message` for the form to show.
 */
export function useSubmit<F extends string>(
  known: readonly F[],
  rename: Partial<Record<string, F>> = {},
) {
  const [busy, setBusy] = useState(false);
  const [errors, setErrors] = useState<FieldMessages<F>>({});
  const [message, setMessage] = useState<string | null>(null);

  async function run<T>(work: () => Promise<T>): Promise<SubmitResult<T, F>> {
    if (busy) return { ok: false, ignored: true, fields: {}, message: null };
    setBusy(true);
    setErrors({});
    setMessage(null);
    try {
      return { ok: true, value: await work() };
    } catch (caught) {
      const mapped = formErrors(caught, known, rename);
      setErrors(mapped.fields);
      setMessage(mapped.message);
      return { ok: false, ...mapped };
    } finally {
      setBusy(false);
    }
  }

  /** Drops a field's message (when the shopper edits it). */
  const clearError = (field: F) => setErrors((current) => ({ ...current, [field]: undefined }));

  return { busy, errors, message, run, setErrors, setMessage, clearError };
}
