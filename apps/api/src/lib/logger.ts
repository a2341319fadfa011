import type { FastifyServerOptions } from 'fastify';

/** Query parameters that carry credentials (the chat socket's `key`, tokens, codes). */
const SECRET_QUERY = /([?&](?:key|token|access|refresh|code|i_hash)=)[^&#]*/gi;

/** Strips credentials from a URL before it reaches a log line. */
export function redactUrl(url: string): string {
  return url.replace(SECRET_QUERY, '$1[REDACTED]');
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
    },
  };
}
