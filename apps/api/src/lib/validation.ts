import type { FastifySchemaCompiler } from 'fastify';
import type { z } from 'zod';
import { fieldErrors } from '@mhp/contract/errors';

/** Where a validation failure happened, as Fastify names the request parts. */
type HttpPart = 'body' | 'querystring' | 'params' | 'headers';

const fieldPrefix: Record<HttpPart, string> = {
  body: '',
  querystring: 'query.',
  params: 'params.',
  headers: 'headers.',
};

/** Raised by the validator compiler; the error handler answers 400 with its fields. */
export class RequestValidationError extends Error {
  readonly statusCode = 400;
  constructor(readonly fields: Record<string, string[]>) {
    super('Some fields are missing or invalid.');
    this.name = 'RequestValidationError';
  }
}

/** Validates each request part with its contract zod schema; values get zod's defaults. */
export const zodValidatorCompiler: FastifySchemaCompiler<z.ZodType> = ({ schema, httpPart }) => {
  const prefix = fieldPrefix[(httpPart ?? 'body') as HttpPart] ?? '';
  return (data) => {
    const result = schema.safeParse(data ?? (httpPart === 'body' ? undefined : {}));
    if (result.success) return { value: result.data };
    return { error: new RequestValidationError(fieldErrors(result.error.issues, prefix)) };
  };
};
