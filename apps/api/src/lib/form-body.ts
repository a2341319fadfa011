import type { FastifyInstance } from 'fastify';

/**
 * Lets the routes of `scope` (an encapsulated plugin) take HTML form posts
 * (application/x-www-form-urlencoded) as a plain object of strings. For the few browser-facing
 * routes that receive forms: the payment sandbox's pages, Apple's form_post answer.
 */
export function acceptFormBodies(scope: FastifyInstance, bodyLimit: number): void {
  scope.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit },
    (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(String(body)))),
  );
}
