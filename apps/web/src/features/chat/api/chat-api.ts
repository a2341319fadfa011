import type { ApiRoutes } from '@mhp/contract/api-routes';
import { CHAT_MESSAGES_PAGE_SIZE, CHAT_ROOMS_PAGE_SIZE } from '@mhp/contract/constants';
import type { RequestOf, ResponseOf } from '@mhp/contract/route';
import { httpClient, routeRequest } from '../../../shared/api/http-client';

type Route<N extends keyof ApiRoutes> = Pick<ApiRoutes[N], 'method' | 'path'>;
type Body<N extends keyof ApiRoutes> = RequestOf<ApiRoutes[N]>['body'];
export type Answer<N extends keyof ApiRoutes> = ResponseOf<ApiRoutes[N]>;

// The chat calls of the contract (routes/chat.ts), by method and path only: the page needs
// their types, not the zod schemas.
const routes = {
  listChatRooms: { method: 'GET', path: '/api/chat-room/' },
  createChatRoom: { method: 'POST', path: '/api/chat-room/' },
  updateChatRoom: { method: 'POST', path: '/api/chat-room/{slug}/' },
  deleteChatRoom: { method: 'DELETE', path: '/api/chat-room/{slug}/' },
  listChatRoomMessages: { method: 'GET', path: '/api/chat-room-messages/{slug}/' },
  relatedChatPrompts: { method: 'POST', path: '/api/related-chat-prompts/' },
  chatSuggestions: { method: 'GET', path: '/api/chat-suggestions/' },
  messageFeedback: { method: 'POST', path: '/api/message-feedback/{roomSlug}/{messageId}/' },
} as const satisfies { [N in keyof ApiRoutes]?: Route<N> };

/** One page of rooms, newest activity first (10 a page, spec section 9). */
export function fetchRooms(offset: number, signal?: AbortSignal) {
  return httpClient.request<Answer<'listChatRooms'>>({
    ...routeRequest<ApiRoutes['listChatRooms']>(routes.listChatRooms, {
      query: { limit: CHAT_ROOMS_PAGE_SIZE, offset },
    }),
    signal,
  });
}

export function createRoom(body: Body<'createChatRoom'>) {
  return httpClient.request<Answer<'createChatRoom'>>(
    routeRequest<ApiRoutes['createChatRoom']>(routes.createChatRoom, { body }),
  );
}

export function renameRoom(slug: string, name: string) {
  return httpClient.request<Answer<'updateChatRoom'>>(
    routeRequest<ApiRoutes['updateChatRoom']>(routes.updateChatRoom, {
      params: { slug },
      body: { name },
    }),
  );
}

export function deleteRoom(slug: string) {
  return httpClient.request<Answer<'deleteChatRoom'>>(
    routeRequest<ApiRoutes['deleteChatRoom']>(routes.deleteChatRoom, { params: { slug } }),
  );
}

/** Offset 0 is the newest page; each page is oldest first (spec section 9: 25 a page). */
export function fetchMessages(slug: string, offset: number, signal?: AbortSignal) {
  return httpClient.request<Answer<'listChatRoomMessages'>>({
    ...routeRequest<ApiRoutes['listChatRoomMessages']>(routes.listChatRoomMessages, {
      params: { slug },
      query: { limit: CHAT_MESSAGES_PAGE_SIZE, offset },
    }),
    signal,
  });
}

export function fetchRelatedPrompts(roomSlug: string, signal?: AbortSignal) {
  return httpClient.request<Answer<'relatedChatPrompts'>>({
    ...routeRequest<ApiRoutes['relatedChatPrompts']>(routes.relatedChatPrompts, {
      body: { room_slug: roomSlug },
    }),
    signal,
  });
}

export function fetchSuggestions(signal?: AbortSignal) {
  return httpClient.request<Answer<'chatSuggestions'>>({
    ...routeRequest<ApiRoutes['chatSuggestions']>(routes.chatSuggestions),
    signal,
  });
}

export function sendFeedback(roomSlug: string, messageId: string, body: Body<'messageFeedback'>) {
  return httpClient.request<Answer<'messageFeedback'>>(
    routeRequest<ApiRoutes['messageFeedback']>(routes.messageFeedback, {
      params: { roomSlug, messageId },
      body,
    }),
  );
}
