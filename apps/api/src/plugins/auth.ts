import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { RouteAuth } from '@mhp/contract/route';
import { unauthorized } from '../lib/http-error';

/** Who is calling, once an access token has been verified. */
export interface AuthUser {
  userId: string;
  /** The session (refresh-token family) the token was issued under; set by the real verifier. */
  sessionId?: string;
  /** When the access token stops working (ms since the epoch); set by the real verifier. */
  expiresAt?: number;
}

/**
 * Checks an access token; null when it is invalid, expired, or its session has ended
 * (sign-out, password change, account deleted: users/session-guard.ts).
 */
export type AccessTokenVerifier = (token: string) => Promise<AuthUser | null>;

/** Sessions that ended: one user's listed sessions, or all of them (but one). */
export interface SessionEnd {
  userId: string;
  /** These sessions only; absent = every session of the user. */
  sessionIds?: readonly string[];
  /** With every session: all but this one (a password change keeps the caller's own). */
  exceptSessionId?: string;
}

/** Where a module hears that sessions ended, on this instance or any other (the chat socket). */
export interface SessionEvents {
  /** `listener` is told of every session end from now on; returns the unsubscribe. */
  onEnded(listener: (end: SessionEnd) => void): () => void;
}

/** Whether `end` ends the session `sessionId` of `userId` (undefined: a token without one). */
export function sessionEndedBy(
  end: SessionEnd,
  userId: string,
  sessionId: string | undefined,
): boolean {
  if (end.userId !== userId) return false;
  if (end.sessionIds) return sessionId !== undefined && end.sessionIds.includes(sessionId);
  return sessionId === undefined || sessionId !== end.exceptSessionId;
}

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
