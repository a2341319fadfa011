import type { FastifyInstance } from 'fastify';
import { apiRoutes } from '@mhp/contract/api-routes';
import type { Database } from '../../db/client';
import { registerRoute } from '../../plugins/contract-routes';
import { createContentService } from './content-service';

export function contentRoutes(app: FastifyInstance, deps: { db: Database }) {
  const content = createContentService(deps);
  registerRoute(app, apiRoutes.contactInfo, async ({ query }) =>
    content.contactInfo(query.contact_type),
  );
  registerRoute(app, apiRoutes.termsCondition, async ({ query }) =>
    content.terms(query.type, query.project_type),
  );
  registerRoute(app, apiRoutes.customerInteractionTemplate, async ({ query }) =>
    content.template(query.template_name),
  );
  registerRoute(app, apiRoutes.emailDomainsTemplate, async ({ query }) =>
    content.emailDomainTemplate(query.email_domains),
  );
  registerRoute(app, apiRoutes.urlSubscribePopup, async ({ query }) =>
    content.subscribePopupUrls(query.project_type),
  );
}
