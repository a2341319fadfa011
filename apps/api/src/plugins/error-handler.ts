import type { FastifyError, FastifyInstance } from 'fastify';
import type { ErrorBody } from '@mhp/contract/errors';
import { HttpError } from '../lib/http-error';
import { RequestValidationError } from '../lib/validation';

/** Fastify's own client errors, mapped to our error codes and plain sentences. */
const fastifyClientErrors: Record<string, { code: string; message: string; field?: string }> = {
  FST_ERR_CTP_INVALID_JSON_BODY: {
    code: 'invalid_json',
    message: 'The request body is not valid JSON.',
    field: 'body',
  },
  FST_ERR_CTP_EMPTY_JSON_BODY: {
    code: 'invalid_json',
    message: 'The request body is empty but JSON was announced.',
    field: 'body',
  },
  FST_ERR_CTP_INVALID_MEDIA_TYPE: {
    code: 'unsupported_media_type',
    message: 'Send the request body as application/json.',
  },
  FST_ERR_CTP_BODY_TOO_LARGE: {
    code: 'payload_too_large',
    message: 'The request body is too large.',
  },
};

/**
 * One place turns every failure into the contract's error body: 400 with field messages for
 * bad input, the service's own 4xx, and a 500 that never leaks a stack trace or SQL.
 */
export function installErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    const body = (
      statusCode: number,
      code: string,
      message: string,
      fields?: Record<string, string[]>,
    ) =>
      ({
        statusCode,
        error: code,
        message,
        ...(fields ? { fields } : {}),
        requestId: request.id,
      }) satisfies ErrorBody;

    if (error instanceof RequestValidationError) {
      return reply.code(400).send(body(400, 'validation_error', error.message, error.fields));
    }
    if (error instanceof HttpError) {
      if (error.headers) reply.headers(error.headers);
      return reply
        .code(error.statusCode)
        .send(body(error.statusCode, error.code, error.message, error.fields));
    }
    const known = error.code ? fastifyClientErrors[error.code] : undefined;
    if (known) {
      const status = error.statusCode ?? 400;
      return reply
        .code(status)
        .send(
          body(
            status,
            known.code,
            known.message,
            known.field ? { [known.field]: [known.message] } : undefined,
          ),
        );
    }
    if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
      // Plugins' client errors (rate limit, CORS, …) carry safe messages of their own.
      return reply
        .code(error.statusCode)
        .send(body(error.statusCode, 'client_error', error.message));
    }
    if (isDeletedOwner(error)) {
      // A valid access token outlives its account by up to 15 minutes (ADR 018): a write for
      // that user is refused as unauthenticated, which signs the page out.
      return reply
        .code(401)
        .send(body(401, 'unauthorized', 'This account no longer exists. Sign in again.'));
    }
    request.log.error({ err: error, reqId: request.id }, 'unhandled error');
    return reply
      .code(500)
      .send(body(500, 'internal_error', 'Something went wrong on our side. Please try again.'));
  });
}

/**
 * A write whose owner row is gone: Postgres refused a foreign key to users (23503 on a
 * `…_user_id_users_id_fk` constraint), found on the error or its causes (Drizzle wraps it).
 */
function isDeletedOwner(error: unknown): boolean {
  for (let cause = error, depth = 0; cause && depth < 5; depth += 1) {
    const { code, constraint } = cause as { code?: unknown; constraint?: unknown };
    if (
      code === '23503' &&
      typeof constraint === 'string' &&
      /_user_id_users_id_fk$/.test(constraint)
    )
      return true;
    cause = (cause as { cause?: unknown }).cause;
  }
  return false;
}
