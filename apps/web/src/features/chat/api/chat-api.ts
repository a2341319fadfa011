import { CHAT_MESSAGES_PAGE_SIZE, CHAT_ROOMS_PAGE_SIZE } from '@mhp/contract/constants';
import { callApi, endpoint } from '../../../shared/api/call-api';
import type { CallParts } from '../../../shared/api/call-api';
import { apiQuery } from '../../../shared/api/use-api-query';

// The chat calls of the contract (routes/chat.ts).
const chatRooms = endpoint('GET', '/api/chat-room/');
const newRoom = endpoint('POST', '/api/chat-room/');
const roomUpdate = endpoint('POST', '/api/chat-room/{slug}/');
const roomDelete = endpoint('DELETE', '/api/chat-room/{slug}/');
const roomMessages = endpoint('GET', '/api/chat-room-messages/{slug}/');
const relatedPrompts = endpoint('POST', '/api/related-chat-prompts/');
const suggestions = endpoint('GET', '/api/chat-suggestions/');
const feedback = endpoint('POST', '/api/message-feedback/{roomSlug}/{messageId}/');

/** One page of rooms, newest activity first (10 a page, spec section 9). */
export function fetchRooms(offset: number, signal?: AbortSignal) {
  return callApi(chatRooms, { query: { limit: CHAT_ROOMS_PAGE_SIZE, offset } }, signal);
}

/** The most rooms one call of the list gives (the contract's limit). */
const ROOMS_LOOKUP_PAGE_SIZE = 100;

/**
 * One room by its slug, or null when the user has no such room. The API has no call for a
 * single room, so the list is read, 100 rooms a call, until the room is in it.
 */
export async function findRoom(slug: string, signal?: AbortSignal) {
  for (let offset = 0; ; offset += ROOMS_LOOKUP_PAGE_SIZE) {
    const page = await callApi(
      chatRooms,
      { query: { limit: ROOMS_LOOKUP_PAGE_SIZE, offset } },
      signal,
    );
    const room = page.results.find((item) => item.slug === slug);
    if (room) return room;
    if (page.next === null || page.results.length === 0) return null;
  }
}

export function createRoom(body: CallParts<'createChatRoom'>['body']) {
  return callApi(newRoom, { body });
}

export function renameRoom(slug: string, name: string) {
  return callApi(roomUpdate, { params: { slug }, body: { name } });
}

export function deleteRoom(slug: string) {
  return callApi(roomDelete, { params: { slug } });
}

/** Offset 0 is the newest page; each page is oldest first (spec section 9: 25 a page). */
export function fetchMessages(slug: string, offset: number, signal?: AbortSignal) {
  return callApi(
    roomMessages,
    { params: { slug }, query: { limit: CHAT_MESSAGES_PAGE_SIZE, offset } },
    signal,
  );
}

/**
 * The room's newest emergency reply, however far back it is (null when there is none): the
 * page keeps it in view even when its page of messages is not loaded.
 */
export async function fetchLatestUrgentReply(slug: string, signal?: AbortSignal) {
  const page = await callApi(
    roomMessages,
    { params: { slug }, query: { limit: 1, offset: 0, urgent: 'true' } },
    signal,
  );
  return page.results[0] ?? null;
}

export function fetchRelatedPrompts(roomSlug: string, signal?: AbortSignal) {
  return callApi(relatedPrompts, { body: { room_slug: roomSlug } }, signal);
}

/** The starter prompts of an empty chat (cached: they are the same for every visit). */
export const starterPrompts = apiQuery(suggestions);

export function sendFeedback(
  roomSlug: string,
  messageId: string,
  body: CallParts<'messageFeedback'>['body'],
) {
  return callApi(feedback, { params: { roomSlug, messageId }, body });
}

const chatSearch = endpoint('GET', '/api/chat-search/');

/** The user's own messages that match `q`, best first (at most 20). */
export function searchConversations(q: string, signal?: AbortSignal) {
  return callApi(chatSearch, { query: { q } }, signal);
}
