import { errorMessage, isApiError } from '../../api/http-client';

export type FieldMessages<F extends string> = Partial<Record<F, string>>;

export interface FormErrors<F extends string> {
  /** The first message of each known field of the API's 400 `fields`. */
  fields: FieldMessages<F>;
  /** What to show above the submit button; null when the field messages say it all. */
  message: string | null;
}

/**
 * Maps any error of an account call onto a form: 400 `fields` messages go next to the fields
 * the form has (`rename` maps API names to form names), the rest into one message. A 429 keeps
 * the server's sentence, which says how long to wait; its Retry-After is not readable here.
 */
export function formErrors<F extends string>(
  error: unknown,
  known: readonly F[],
  rename: Partial<Record<string, F>> = {},
): FormErrors<F> {
  if (!isApiError(error)) return { fields: {}, message: errorMessage(error) };
  const { status, body } = error;
  if (status === 429) {
    return { fields: {}, message: body.message };
  }
  const fields: FieldMessages<F> = {};
  const others: string[] = [];
  for (const [name, messages] of Object.entries(body.fields ?? {})) {
    const field = rename[name] ?? (known as readonly string[]).find((k) => k === name);
    const first = messages[0];
    if (!first) continue;
    if (field) fields[field as F] ??= first;
    else others.push(first);
  }
  const mapped = Object.keys(fields).length > 0;
  if (!mapped) return { fields, message: body.message };
  return {
    fields,
    message: others.length > 0 ? others.join(' ') : null,
  };
}
