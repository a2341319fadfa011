import type { z } from 'zod';

/**
 * One call of the API: method and path exactly as spec section 7 writes them (path
 * parameters in `{braces}`), and a zod schema for each part of the request and for the
 * success response. The API server registers, validates and documents every call from
 * these definitions; the web app takes its request and response types from them.
 */
export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/**
 * Who may call: `public` needs nothing; `optional` reads the Bearer token when present
 * (guest or signed-in shopper); `user` answers 401 without a valid access token.
 */
export type RouteAuth = 'public' | 'optional' | 'user';

export interface RouteDef {
  method: HttpMethod;
  path: string;
  summary: string;
  /** OpenAPI tag; one per spec section 7 heading. */
  tag: string;
  auth: RouteAuth;
  params?: z.ZodObject;
  query?: z.ZodObject;
  body?: z.ZodType;
  /** Success body (200 unless `status` says otherwise). */
  response: z.ZodType;
  status?: 200 | 201 | 204;
}

/** Keeps the literal types of a definition while checking it against RouteDef. */
export function defineRoute<const T extends RouteDef>(def: T): T {
  return def;
}

type Infer<T> = T extends z.ZodType ? z.infer<T> : undefined;
type Input<T> = T extends z.ZodType ? z.input<T> : undefined;

/** What a caller sends to a route. */
export interface RequestOf<R extends RouteDef> {
  params: Input<R['params']>;
  query: Input<R['query']>;
  body: Input<R['body']>;
}
/** What a handler receives after validation (defaults applied). */
export interface ParsedRequestOf<R extends RouteDef> {
  params: Infer<R['params']>;
  query: Infer<R['query']>;
  body: Infer<R['body']>;
}
export type ResponseOf<R extends RouteDef> = z.infer<R['response']>;

/** `/api/chat-room/{slug}/` → `/api/chat-room/:slug/` (Fastify's syntax). */
export function toFastifyPath(path: string): string {
  return path.replace(/\{(\w+)\}/g, ':$1');
}

/** Fills `{name}` placeholders, URL-encoding each value. */
export function buildPath(path: string, params: Record<string, string | number> = {}): string {
  return path.replace(/\{(\w+)\}/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`Missing path parameter "${name}" for ${path}`);
    return encodeURIComponent(String(value));
  });
}
