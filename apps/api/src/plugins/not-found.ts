import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ErrorBody } from '@mhp/contract/errors';
import type { SiteOrigins } from '../lib/site-origin';
import type { AppShell } from './app-shell';
import type { ServerRenderer } from './server-render';
import { INDEX_CACHE, wantsSpaFallback } from './static-web';

/**
 * Pages are answered with the web app (index.html with the page's hints, see app-shell.ts):
 * the root, and every GET path no route or file answers, so the app's router shows the page
 * or its own not-found screen. Unknown API paths get a JSON 404.
 */
export function installNotFoundHandler(
  app: FastifyInstance,
  opts: { shell: AppShell | null; site: SiteOrigins; renderer?: ServerRenderer | null },
) {
  const { shell, renderer } = opts;
  const sendShell = async (shell: AppShell, request: FastifyRequest, reply: FastifyReply) => {
    // og:image and other absolute URLs: configured hosts only (lib/site-origin.ts).
    const origin = opts.site.of(request);
    // Public pages come rendered (ADR 020); the rest, and any page whose render fails, get
    // the single-page shell and render in the browser.
    if (renderer) {
      try {
        if (await renderer.send(request, reply, origin)) return reply;
      } catch (error) {
        request.log.error({ err: error }, 'server render failed; sending the app shell');
      }
    }
    const page = await shell.render({
      pathname: request.url.split('?')[0] ?? '/',
      host: request.host,
      origin,
    });
    return reply
      .code(page.status)
      .header('cache-control', INDEX_CACHE)
      .type('text/html; charset=utf-8')
      .send(page.html);
  };
  // The static file plugin's wildcard would answer "/" as a directory; the root is a page.
  if (shell)
    app.get('/', { schema: { hide: true } }, (request, reply) => sendShell(shell, request, reply));

  app.setNotFoundHandler(async (request, reply) => {
    if (shell && wantsSpaFallback(request.method, request.url))
      return sendShell(shell, request, reply);
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
