import type { FastifyInstance } from 'fastify';
import type { ErrorBody } from '@mhp/contract/errors';
import { hasWebApp, INDEX_CACHE, wantsSpaFallback } from './static-web';

/**
 * Unknown API paths get a JSON 404; any other page path gets the web app, whose router shows
 * the page or its own not-found screen.
 */
export function installNotFoundHandler(
  app: FastifyInstance,
  opts: { webDistDir: string | undefined },
) {
  const spa = hasWebApp(opts.webDistDir);
  app.setNotFoundHandler((request, reply) => {
    if (spa && wantsSpaFallback(request.method, request.url)) {
      return reply.header('cache-control', INDEX_CACHE).type('text/html').sendFile('index.html');
    }
    const path = request.url.split('?')[0];
    const body: ErrorBody = {
      statusCode: 404,
      error: 'not_found',
      message: `No route for ${request.method} ${path}`,
      requestId: request.id,
    };
    return reply.code(404).send(body);
  });
}
