import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { RouteAuth } from '@mhp/contract/route';
import { unauthorized } from '../lib/http-error';

/** Who is calling, once an access token has been verified. */
export interface AuthUser {
  userId: string;
}

/** Checks an access token; null when it is invalid or expired. */
export type AccessTokenVerifier = (token: string) => Promise<AuthUser | null>;

declare module 'fastify' {
  interface FastifyRequest {
    /** Set from a valid `Authorization: Bearer` token; null for anonymous callers. */
    auth: AuthUser | null;
    /** True when a token was sent but did not verify. */
    authRejected: boolean;
  }
}

/** Reads `Authorization: Bearer <token>`; undefined when absent or malformed. */
export function bearerToken(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  if (!header) return undefined;
  const match = /^Bearer\s+(\S+)$/i.exec(header);
  return match?.[1];
}

/**
 * Verifies the Bearer token of every request once, before routing decides what it needs.
 * The verifier belongs to the accounts module; until one is given no token verifies.
 */
export function installAuth(app: FastifyInstance, verify: AccessTokenVerifier) {
  app.decorateRequest('auth', null);
  app.decorateRequest('authRejected', false);
  // Callback-style so the common case, a request without a token, costs no promise.
  app.addHook('onRequest', (request, _reply, done) => {
    const token = bearerToken(request);
    if (!token) return done();
    verify(token).then(
      (auth) => {
        request.auth = auth;
        request.authRejected = auth === null;
        done();
      },
      (error: Error) => done(error),
    );
  });
}

/**
 * Enforces a route's `auth` level. A token that was sent but failed answers 401 even on
 * `optional` routes, so the client refreshes it instead of silently acting as a guest.
 */
export function enforceRouteAuth(request: FastifyRequest, level: RouteAuth): void {
  if (level === 'public') return;
  if (request.authRejected) throw unauthorized('The access token is invalid or has expired.');
  if (level === 'user' && !request.auth) throw unauthorized();
}

/** The signed-in caller's id inside a `user` route (enforceRouteAuth has run). */
export function requireUserId(request: FastifyRequest): string {
  if (!request.auth) throw unauthorized();
  return request.auth.userId;
}
