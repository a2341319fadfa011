import type { FastifyInstance } from 'fastify';
import { apiRoutes } from '@mhp/contract/api-routes';
import { requireUserId } from '../../plugins/auth';
import { registerRoute } from '../../plugins/contract-routes';
import type { AccountDeletion } from '../users/account-deletion';
import type { HealthModule } from './health-module';

/**
 * Health tracking's calls (spec section 7 "Chat": analytics, my diseases, processor
 * variables, component messages) and the user's-data calls (download, delete). Deleting the
 * account first has the accounts module check the owner's password or code.
 */
export function healthRoutes(
  app: FastifyInstance,
  health: HealthModule,
  accountDeletion: AccountDeletion,
) {
  const { service, userData, components } = health;

  registerRoute(app, apiRoutes.userChatAnalytics, ({ query, request }) =>
    service.analytics(requireUserId(request), { ...query, roomSlug: query.room_slug }),
  );
  registerRoute(app, apiRoutes.updateAnalyticsEntry, ({ params, body, request }) =>
    service.updateEntry(requireUserId(request), params.entryId, body),
  );
  registerRoute(app, apiRoutes.deleteAnalyticsEntry, ({ params, request }) =>
    service.deleteEntry(requireUserId(request), params.entryId),
  );
  registerRoute(app, apiRoutes.createMyDisease, ({ body, request }) =>
    service.createDisease(requireUserId(request), body.name),
  );
  registerRoute(app, apiRoutes.updateMyDisease, ({ params, body, request }) =>
    service.renameDisease(requireUserId(request), params.diseaseId, body.name),
  );
  registerRoute(app, apiRoutes.deleteMyDisease, ({ params, request }) =>
    service.deleteDisease(requireUserId(request), params.diseaseId),
  );
  registerRoute(app, apiRoutes.createUserProcessorVariable, ({ body, request }) =>
    service.setVariable(requireUserId(request), body),
  );
  registerRoute(app, apiRoutes.updateUserProcessorVariable, ({ params, body, request }) =>
    service.updateVariable(requireUserId(request), params.id, body.value),
  );
  registerRoute(app, apiRoutes.componentAiMessage, ({ body, request }) =>
    components.write(requireUserId(request), body),
  );
  registerRoute(app, apiRoutes.exportMyData, async ({ request, reply }) => {
    const userId = requireUserId(request);
    const day = new Date().toISOString().slice(0, 10);
    // Opened as a file by a browser; the page's fetch reads it as JSON all the same.
    void reply.header('content-disposition', `attachment; filename="my-data-${day}.json"`);
    void reply.header('cache-control', 'no-store');
    return userData.exportData(userId);
  });
  registerRoute(app, apiRoutes.deleteMyHealthData, ({ request }) =>
    userData.deleteHealthData(requireUserId(request)),
  );
  registerRoute(app, apiRoutes.sendDeleteAccountCode, ({ request }) =>
    accountDeletion.sendCode(requireUserId(request), request.ip),
  );
  registerRoute(app, apiRoutes.deleteMyAccount, async ({ body, request }) => {
    const userId = requireUserId(request);
    const email = await accountDeletion.confirm(userId, body, request.ip);
    const deleted = await userData.deleteAccount(userId);
    accountDeletion.confirmDeleted(email);
    return deleted;
  });
}
