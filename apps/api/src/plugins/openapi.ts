import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { apiVersion } from '../lib/paths';

/**
 * The OpenAPI 3 document is generated from the contract's zod schemas as routes register;
 * served at /api/openapi.json with a browsable UI at /api/docs.
 */
export async function openApi(app: FastifyInstance, opts: { serve: boolean }) {
  await app.register(swagger, {
    openapi: {
      openapi: '3.0.3',
      info: {
        title: "Men's Health Platform API",
        description:
          'REST API of the careapp, stud, varicocele and varicoceleorg brands. Errors share one body: {statusCode, error, message, fields?, requestId?}.',
        version: apiVersion,
      },
      components: {
        securitySchemes: {
          bearerAuth: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' },
        },
      },
    },
    transform: jsonSchemaTransform,
    hideUntagged: true,
  });
  // API_DOCS=false: a public site need not publish a map of every call (the document is still
  // generated, so the tests and the build can check it).
  if (!opts.serve) return;
  await app.register(swaggerUi, { routePrefix: '/api/docs', staticCSP: true });
  app.get('/api/openapi.json', { schema: { hide: true } }, async () => app.swagger());
}
