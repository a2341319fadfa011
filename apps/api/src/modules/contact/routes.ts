import type { FastifyInstance } from 'fastify';
import { apiRoutes } from '@mhp/contract/api-routes';
import type { Database } from '../../db/client';
import type { Mailer } from '../../mail/mailer';
import { registerRoute } from '../../plugins/contract-routes';
import type { CounterStore } from '../users/rate-limiter';
import { createContactService, type ContactLimits } from './contact-service';

export function contactRoutes(
  app: FastifyInstance,
  deps: { db: Database; mailer: Mailer; counters: CounterStore; limits?: ContactLimits },
) {
  const service = createContactService(deps);
  registerRoute(app, apiRoutes.contactUsForm, async ({ body, request }) =>
    service.submit(body, request.ip),
  );
}
