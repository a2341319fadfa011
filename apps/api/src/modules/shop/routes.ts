import type { FastifyInstance, FastifyRequest } from 'fastify';
import { apiRoutes } from '@mhp/contract/api-routes';
import type { Database } from '../../db/client';
import { registerRoute } from '../../plugins/contract-routes';
import { createCatalogueService } from './catalogue-service';
import { sendCached } from './http-cache';

export function shopRoutes(app: FastifyInstance, deps: { db: Database }) {
  const service = createCatalogueService(deps.db);
  // Catalogue answers come from the cache already serialized and compressed (http-cache.ts).
  const cached = { precompressed: true };

  registerRoute(
    app,
    apiRoutes.productsList,
    async ({ query, request, reply }) =>
      sendCached(request, reply, await service.productsList(query, originOf(request))),
    cached,
  );
  registerRoute(
    app,
    apiRoutes.productsDetail,
    async ({ params, body, request, reply }) =>
      sendCached(request, reply, await service.productDetail(params.productId, body)),
    cached,
  );
  registerRoute(
    app,
    apiRoutes.recommendedProducts,
    async ({ query, request, reply }) =>
      sendCached(request, reply, await service.recommended(query)),
    cached,
  );
  registerRoute(
    app,
    apiRoutes.productsCatalogue,
    async ({ query, request, reply }) => sendCached(request, reply, await service.catalogue(query)),
    cached,
  );
  registerRoute(
    app,
    apiRoutes.mainProduct,
    async ({ request, reply }) => sendCached(request, reply, await service.mainProduct()),
    cached,
  );
}

/** Scheme and host as the caller sees them (trustProxy honours X-Forwarded-*). */
function originOf(request: FastifyRequest): string {
  return `${request.protocol}://${request.host}`;
}
