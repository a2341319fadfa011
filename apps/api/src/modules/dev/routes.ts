import type { FastifyInstance } from 'fastify';
import { apiRoutes } from '@mhp/contract/api-routes';
import type { Database } from '../../db/client';
import { notFound } from '../../lib/http-error';
import { assertFromThisMachine } from '../../lib/loopback';
import { registerRoute } from '../../plugins/contract-routes';
import { outboxRepo } from './outbox-repo';

/**
 * The dev outbox is for local work and tests: in production it does not exist (404), and
 * elsewhere it answers only to this machine (403).
 */
export function devRoutes(app: FastifyInstance, deps: { db: Database; production: boolean }) {
  const outbox = outboxRepo(deps.db);
  registerRoute(app, apiRoutes.devOutbox, async ({ query, request }) => {
    if (deps.production)
      throw notFound(`No API route for ${request.method} ${request.url.split('?')[0]}`);
    // It shows everyone's codes: whoever can read it can sign in as anyone.
    assertFromThisMachine(request, 'The dev outbox');
    const rows = await outbox.listTo(query.to);
    return {
      messages: rows.map((row) => ({
        id: row.id,
        to: row.to,
        subject: row.subject,
        text: row.text,
        html: row.html,
        attachments: row.attachments.map((file) => ({
          filename: file.filename,
          content_type: file.contentType,
          content: file.content,
        })),
        createdAt: row.createdAt.toISOString(),
      })),
    };
  });
}
