import type { FastifyServerOptions } from 'fastify';

/**
 * What may reach a log line. Logs are read by more people, kept longer and copied to more
 * places than the database, so they get an allow-list: query parameters not named here, a
 * failed query's parameters, and any error detail a database adds never appear.
 */

/**
 * Query parameters whose values are safe to log: paging, filters and names of public things.
 * Everything else (tokens, codes, `i_hash`, the outbox's `to`, a guest cart's checkoutId,
 * OAuth return parameters, anything a new route adds) is logged as [REDACTED].
 */
const LOGGABLE_QUERY_PARAMETERS = new Set([
  'category',
  'category_ids',
  'contact_type',
  'country',
  'email_domains',
  'limit',
  'offset',
  'page',
  'productId',
  'project_type',
  'room_slug',
  'sort',
  'template_name',
  'type',
]);

/** Strips every query value not on the allow-list before a URL reaches a log line. */
export function redactUrl(url: string): string {
  const queryStart = url.indexOf('?');
  if (queryStart === -1) return url;
  const hashStart = url.indexOf('#', queryStart);
  const query = url.slice(queryStart + 1, hashStart === -1 ? undefined : hashStart);
  const redacted = query
    .split('&')
    .map((pair) => {
      const equals = pair.indexOf('=');
      if (equals === -1) return pair;
      const name = safeDecode(pair.slice(0, equals));
      return LOGGABLE_QUERY_PARAMETERS.has(name) ? pair : `${pair.slice(0, equals)}=[REDACTED]`;
    })
    .join('&');
  // A fragment never reaches a server, but a URL built by hand may carry one: drop it.
  return `${url.slice(0, queryStart)}?${redacted}`;
}

function safeDecode(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}

type LoggedError = {
  type: string;
  message: string;
  code?: string;
  query?: string;
  stack: string;
  cause?: LoggedError;
};

/**
 * `insert into "users" (…) values ($1, …)` → `insert users`: enough to find the code that
 * failed, without the statement's text (a raw statement may have values written into it).
 */
export function queryName(sql: string): string {
  const verb = /^\s*(\w+)/.exec(sql)?.[1]?.toLowerCase() ?? 'query';
  const table = /\b(?:from|into|update)\s+"?(\w+)"?/i.exec(sql)?.[1];
  return table ? `${verb} ${table}` : verb;
}

/** A Postgres error (pg or PGlite): SQLSTATE code, and a message that may quote values. */
function isDatabaseError(error: object): error is { code: string } {
  const code = (error as { code?: unknown }).code;
  return typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code) && 'severity' in error;
}

/**
 * The error serializer: a failed query gives its name and Postgres error code, never its
 * parameters or the database's message (which quotes values: "Key (email)=(…) already
 * exists"); other errors keep type, message and stack.
 */
export function serializeError(error: unknown, depth = 0): LoggedError {
  if (!(error instanceof Error))
    return { type: typeof error, message: '[not an Error]', stack: '' };
  const { query, cause, code } = error as { query?: unknown; cause?: unknown; code?: unknown };
  if (typeof query === 'string') {
    const sqlState =
      cause && typeof cause === 'object' && isDatabaseError(cause) ? cause.code : undefined;
    return {
      type: 'DatabaseQueryError',
      message: 'Failed query',
      query: queryName(query),
      ...(sqlState ? { code: sqlState } : {}),
      stack: '',
    };
  }
  if (isDatabaseError(error)) {
    return { type: 'DatabaseError', message: 'Database error', code: error.code, stack: '' };
  }
  return {
    type: error.name,
    message: error.message,
    ...(typeof code === 'string' ? { code } : {}),
    stack: error.stack ?? '',
    ...(cause && depth < 3 ? { cause: serializeError(cause, depth + 1) } : {}),
  };
}

/** pino options: one line per request (see app.ts), secrets redacted wherever they appear. */
export function loggerOptions(
  level: string,
  stream?: NodeJS.WritableStream,
): FastifyServerOptions['logger'] {
  return {
    level,
    ...(stream ? { stream } : {}),
    redact: {
      paths: [
        'req.headers.authorization',
        'req.headers.cookie',
        'headers.authorization',
        '*.password',
        '*.refresh',
        '*.access',
      ],
      censor: '[REDACTED]',
    },
    serializers: {
      req: (req: { method: string; url: string; id: string }) => ({
        method: req.method,
        url: redactUrl(req.url),
        id: req.id,
      }),
      err: serializeError,
    },
  };
}
