import { useState } from 'react';
import { formErrors } from './form-errors';
import type { FieldMessages, FormErrors } from './form-errors';

export type SubmitResult<T, F extends string> =
  | { ok: true; value: T }
  /** The work failed: `error` is what it threw, the rest how the form shows it. */
  | ({ ok: false; ignored?: false; error: unknown } & FormErrors<F>)
  /** A second submit while one is running: nothing was done. */
  | { ok: false; ignored: true; fields: FieldMessages<F>; message: null };

export interface SubmitOptions<F extends string> {
  /** API field names → form field names (e.g. `shippingMethodId` → `shipment_type`). */
  rename?: Partial<Record<string, F>>;
  /**
   * The form's message for a failure that the field messages do not say on their own
   * (default: the server's message, see formErrors).
   */
  describe?: (error: unknown) => string;
}

/**
 * The submit loop every form shares: busy while the work runs, the previous messages cleared,
 * and a failure mapped onto the form (400 `fields` next to the fields in `known`, the rest as
 * one message; see formErrors). `run` resolves with the work's value or the mapped failure,
 * which is also kept in `errors` and `message` for the form to show. A form with two actions
 * names them (`run(work, 'resend')`) and `running` says which one is busy.
 */
export function useSubmit<F extends string>(
  known: readonly F[],
  { rename = {}, describe }: SubmitOptions<F> = {},
) {
  const [running, setRunning] = useState<string | null>(null);
  const [errors, setErrors] = useState<FieldMessages<F>>({});
  const [message, setMessage] = useState<string | null>(null);

  async function run<T>(work: () => Promise<T>, action = 'submit'): Promise<SubmitResult<T, F>> {
    if (running !== null) return { ok: false, ignored: true, fields: {}, message: null };
    setRunning(action);
    setErrors({});
    setMessage(null);
    try {
      return { ok: true, value: await work() };
    } catch (caught) {
      const mapped = formErrors(caught, known, rename);
      if (describe && mapped.message !== null) mapped.message = describe(caught);
      setErrors(mapped.fields);
      setMessage(mapped.message);
      return { ok: false, error: caught, ...mapped };
    } finally {
      setRunning(null);
    }
  }

  /** Drops a field's message (when the shopper edits it). */
  const clearError = (field: F) => setErrors((current) => ({ ...current, [field]: undefined }));

  return {
    busy: running !== null,
    running,
    errors,
    message,
    run,
    setErrors,
    setMessage,
    clearError,
  };
}
