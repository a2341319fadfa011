import type { FastifySchemaCompiler } from 'fastify';
import type { z } from 'zod';
import { fieldErrors } from '@mhp/contract/errors';
import { plainIssueMessage } from '@mhp/contract/plain-messages';

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

export const NUL_MESSAGE = 'Must not contain the NUL character (\\u0000).';

/**
 * Paths of every string (value or key) holding U+0000. No field has a use for it, Postgres
 * refuses it in text, and some C libraries cut strings at it: refuse it everywhere, up front.
 * Walks iteratively, so deeply nested input cannot overflow the stack.
 */
export function nulCharacterPaths(data: unknown): string[] {
  const found: string[] = [];
  const stack: { value: unknown; path: string }[] = [{ value: data, path: '' }];
  while (stack.length > 0 && found.length < 20) {
    const { value, path } = stack.pop()!;
    if (typeof value === 'string') {
      if (value.includes('\u0000')) found.push(path);
    } else if (value && typeof value === 'object') {
      for (const [key, item] of Object.entries(value)) {
        const itemPath = path ? `${path}.${key}` : key;
        if (key.includes('\u0000')) found.push(itemPath);
        else stack.push({ value: item, path: itemPath });
      }
    }
  }
  return found;
}

/**
 * Validates each request part with its contract zod schema; values get zod's defaults. The
 * field messages are sentences for people (plain-messages.ts): the web app shows them as sent.
 */
export const zodValidatorCompiler: FastifySchemaCompiler<z.ZodType> = ({ schema, httpPart }) => {
  const prefix = fieldPrefix[(httpPart ?? 'body') as HttpPart] ?? '';
  return (data) => {
    const nul = nulCharacterPaths(data);
    if (nul.length > 0) {
      const part = prefix ? prefix.slice(0, -1) : 'body';
      return {
        error: new RequestValidationError(
          Object.fromEntries(nul.map((path) => [path ? `${prefix}${path}` : part, [NUL_MESSAGE]])),
        ),
      };
    }
    const result = schema.safeParse(data ?? (httpPart === 'body' ? undefined : {}), {
      error: plainIssueMessage,
    });
    if (result.success) return { value: result.data };
    return { error: new RequestValidationError(fieldErrors(result.error.issues, prefix)) };
  };
};
