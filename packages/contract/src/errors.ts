import { z } from 'zod';

/**
 * Every error the API sends has this body. `fields` appears on 400 validation errors and
 * names each bad field: body fields by their dotted path (`email`, `lines.0.quantity`),
 * query and path parameters prefixed with `query.` / `params.`.
 */
export const errorBody = z
  .object({
    statusCode: z.number().int(),
    error: z.string().describe('Short machine-readable code, e.g. validation_error, not_found'),
    message: z
      .string()
      .describe(
        'Human-readable sentence safe to show to the user. Exception (spec 5): the 402 answers of the payment calls send a JSON string, an array whose first element is that sentence',
      ),
    fields: z
      .record(z.string(), z.array(z.string()))
      .optional()
      .describe('Messages per bad field (validation errors only)'),
    requestId: z.string().optional().describe('Correlates with the server log line'),
  })
  .describe('Error body');
export type ErrorBody = z.infer<typeof errorBody>;

/** Turns zod issues into the `fields` map of an error body. */
export function fieldErrors(
  issues: readonly { path: readonly PropertyKey[]; message: string }[],
  prefix = '',
): Record<string, string[]> {
  const fields: Record<string, string[]> = {};
  for (const issue of issues) {
    const key = prefix + (issue.path.length ? issue.path.map(String).join('.') : '_root');
    (fields[key] ??= []).push(issue.message);
  }
  return fields;
}
