import type { FastifyInstance } from 'fastify';
import { apiRoutes } from '@mhp/contract/api-routes';
import type { Database } from '../../db/client';
import type { Mailer } from '../../mail/mailer';
import { registerRoute } from '../../plugins/contract-routes';
import { createContactService } from './contact-service';

export function contactRoutes(app: FastifyInstance, deps: { db: Database; mailer: Mailer }) {
  const service = createContactService(deps);
  registerRoute(app, apiRoutes.contactUsForm, async ({ body }) => service.submit(body));
}
