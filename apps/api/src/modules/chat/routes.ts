import type { FastifyInstance } from 'fastify';
import { apiRoutes } from '@mhp/contract/api-routes';
import { requireUserId } from '../../plugins/auth';
import { registerRoute } from '../../plugins/contract-routes';
import { createSiteOrigins } from '../../lib/site-origin';
import { fileRoute } from './attachments';
import { createMessageSearch } from './message-search';
import { createChatModule, type ChatModuleDeps } from './chat-module';
import { chatSocketRoute } from './socket/socket-route';

/**
 * The health chat: the HTTP calls of spec section 7 "Chat" that carry conversations, the
 * attachment links, and the live socket at /ws/chat/{room}/ on the same port.
 */
export async function chatRoutes(app: FastifyInstance, deps: ChatModuleDeps) {
  const chat = createChatModule(deps, app.log);
  app.addHook('onClose', async () => chat.close());
  const { service } = chat;
  // Paging links: configured hosts only, never the request's Host (lib/site-origin.ts).
  const requestOrigin = createSiteOrigins(deps.config).of;

  registerRoute(app, apiRoutes.listChatRooms, ({ query, request }) =>
    service.listRooms(requireUserId(request), query, requestOrigin(request)),
  );
  registerRoute(app, apiRoutes.createChatRoom, ({ body, request }) =>
    service.createRoom(requireUserId(request), body.name),
  );
  registerRoute(app, apiRoutes.updateChatRoom, ({ params, body, request }) =>
    service.renameRoom(requireUserId(request), params.slug, body.name),
  );
  registerRoute(app, apiRoutes.deleteChatRoom, ({ params, request }) =>
    service.deleteRoom(requireUserId(request), params.slug),
  );
  registerRoute(app, apiRoutes.listChatRoomMessages, ({ params, query, request }) =>
    service.listMessages(requireUserId(request), params.slug, query, requestOrigin(request)),
  );
  registerRoute(app, apiRoutes.relatedChatPrompts, ({ body, request }) =>
    service.relatedPrompts(requireUserId(request), body),
  );
  const search = createMessageSearch(deps.db);
  registerRoute(app, apiRoutes.searchChats, async ({ query, request }) => ({
    results: await search.search(requireUserId(request), query.q),
  }));
  registerRoute(app, apiRoutes.chatSuggestions, async () => service.suggestions());
  registerRoute(app, apiRoutes.messageFeedback, ({ params, body, request }) =>
    service.feedback(requireUserId(request), params.roomSlug, params.messageId, body),
  );

  fileRoute(app, { messages: chat.messages, links: chat.links });
  await chatSocketRoute(app, chat);
}
