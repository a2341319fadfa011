import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { apiRoutes } from '@mhp/contract/api-routes';
import { errorBody } from '@mhp/contract/errors';
import {
  toFastifyPath,
  type ParsedRequestOf,
  type ResponseOf,
  type RouteDef,
} from '@mhp/contract/route';
import { HttpError } from '../lib/http-error';
import { enforceRouteAuth } from './auth';

export interface RouteContext<R extends RouteDef> extends ParsedRequestOf<R> {
  request: FastifyRequest;
  reply: FastifyReply;
}

export interface RouteOptions {
  /** The handler answers with bodies it compressed itself (see shop/http-cache.ts). */
  precompressed?: boolean;
}

export type RouteHandler<R extends RouteDef> = (ctx: RouteContext<R>) => Promise<ResponseOf<R>>;

declare module 'fastify' {
  interface FastifyInstance {
    /** Contract routes already served by a module; the rest answer 501 until built. */
    servedRoutes: Set<RouteDef>;
  }
}

/** Call once on the root instance, before any module registers routes. */
export function trackServedRoutes(app: FastifyInstance): void {
  app.decorate('servedRoutes', new Set<RouteDef>());
}

/**
 * Registers one contract route: the contract's schemas validate the request, serialise the
 * response and document the call in OpenAPI; the handler only sees parsed input.
 */
export function registerRoute<R extends RouteDef>(
  app: FastifyInstance,
  route: R,
  handler: RouteHandler<R>,
  options: RouteOptions = {},
): void {
  app.servedRoutes.add(route);
  app.route({
    method: route.method,
    url: toFastifyPath(route.path),
    schema: schemaOf(route),
    // The handler compresses (and caches the result) itself: no compression hooks to run.
    ...(options.precompressed ? { compress: false as const } : {}),
    preHandler: async (request) => enforceRouteAuth(request, route.auth),
    handler: async (request, reply) => {
      const result = await handler({
        params: request.params,
        query: request.query,
        body: request.body,
        request,
        reply,
      } as RouteContext<R>);
      if (route.status) reply.code(route.status);
      return result;
    },
  });
}

/**
 * Every contract call that no module serves yet still validates its input and appears in
 * the OpenAPI document; it answers 501 so a caller can tell "not built" from "broken".
 */
export function registerRemainingContractRoutes(app: FastifyInstance): void {
  for (const route of Object.values(apiRoutes) as RouteDef[]) {
    if (app.servedRoutes.has(route)) continue;
    app.route({
      method: route.method,
      url: toFastifyPath(route.path),
      schema: schemaOf(route),
      preHandler: async (request) => enforceRouteAuth(request, route.auth),
      handler: async () => {
        throw new HttpError(
          501,
          'not_implemented',
          `${route.method} ${route.path} is part of the API contract but is not available yet.`,
        );
      },
    });
  }
}

function schemaOf(route: RouteDef) {
  return {
    summary: route.summary,
    tags: [route.tag],
    ...(route.auth !== 'public' ? { security: [{ bearerAuth: [] }] } : {}),
    ...(route.params ? { params: route.params } : {}),
    ...(route.query ? { querystring: route.query } : {}),
    ...(route.body ? { body: route.body } : {}),
    response: {
      [route.status ?? 200]: route.response,
      '4xx': errorBody,
      '5xx': errorBody,
    },
  };
}
