/**
 * An error a service throws to answer the caller with a 4xx: the error handler turns it into
 * the contract's error body. Anything else that escapes a handler is a 500.
 */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: string,
    message: string,
    readonly fields?: Record<string, string[]>,
    readonly headers?: Record<string, string>,
  ) {
    super(message);
    this.name = 'HttpError';
  }
}

export const notFound = (message: string) => new HttpError(404, 'not_found', message);
export const badRequest = (message: string, fields?: Record<string, string[]>) =>
  new HttpError(400, 'validation_error', message, fields);
export const unauthorized = (
  message = 'Authentication credentials were not provided or are invalid.',
) => new HttpError(401, 'unauthorized', message);
export const forbidden = (message: string) => new HttpError(403, 'forbidden', message);
export const conflict = (message: string) => new HttpError(409, 'conflict', message);
