import { z } from 'zod';
import { CHAT_MESSAGES_PAGE_SIZE, CHAT_ROOMS_PAGE_SIZE } from '../constants';
import { defineRoute } from '../route';
import {
  CHAT_SEARCH_MAX_LENGTH,
  chatMessage,
  chatResponse,
  chatRoom,
  chatSearchResult,
  feedbackTypes,
} from '../schemas/chat';
import { entityId, slug } from '../schemas/common';
import { limitOffsetQuery, pagedOf } from '../schemas/pagination';

const TAG = 'Chat';

const roomParams = z.object({ slug });
const roomName = z.string().min(1).max(200);

export const chatRoutes = {
  listChatRooms: defineRoute({
    method: 'GET',
    path: '/api/chat-room/',
    summary: "The user's chat rooms, most recently active first",
    tag: TAG,
    auth: 'user',
    query: limitOffsetQuery(CHAT_ROOMS_PAGE_SIZE),
    response: pagedOf(chatRoom),
  }),
  createChatRoom: defineRoute({
    method: 'POST',
    path: '/api/chat-room/',
    summary: 'Open a new chat room (goes first in the list)',
    tag: TAG,
    auth: 'user',
    body: z.object({
      name: roomName.optional().describe('Title; "New chat" when absent'),
    }),
    response: chatRoom,
    status: 201,
  }),
  updateChatRoom: defineRoute({
    method: 'POST',
    path: '/api/chat-room/{slug}/',
    summary: 'Rename a chat room',
    tag: TAG,
    auth: 'user',
    params: roomParams,
    body: z.object({ name: roomName }),
    response: chatRoom,
  }),
  deleteChatRoom: defineRoute({
    method: 'DELETE',
    path: '/api/chat-room/{slug}/',
    summary: 'Delete a chat room and its messages',
    tag: TAG,
    auth: 'user',
    params: roomParams,
    response: z.object({ slug, deleted: z.literal(true) }),
  }),
  listChatRoomMessages: defineRoute({
    method: 'GET',
    path: '/api/chat-room-messages/{slug}/',
    summary:
      'Messages of a room: offset 0 holds the newest page, offset 25 the page before it (load more ' +
      'fetches older ones); inside a page the messages are oldest first, ready to show',
    tag: TAG,
    auth: 'user',
    params: roomParams,
    query: limitOffsetQuery(CHAT_MESSAGES_PAGE_SIZE).extend({
      urgent: z
        .enum(['true'])
        .optional()
        .describe(
          'Only the replies that carry urgent-care guidance, paged the same way, so the app ' +
            'can keep an old emergency reply in view when its page is not loaded',
        ),
    }),
    response: pagedOf(chatMessage),
  }),
  relatedChatPrompts: defineRoute({
    method: 'POST',
    path: '/api/related-chat-prompts/',
    summary: 'Follow-up prompts for a message or a room',
    tag: TAG,
    auth: 'user',
    body: z.object({
      message: z.string().min(1).max(4000).optional().describe('Text to find prompts for'),
      room_slug: slug.optional().describe('Room whose latest exchange to use'),
    }),
    response: chatResponse.pick({ related_chat_suggestions: true }),
  }),
  chatSuggestions: defineRoute({
    method: 'GET',
    path: '/api/chat-suggestions/',
    summary: 'Starter prompts shown in an empty chat',
    tag: TAG,
    auth: 'user',
    response: z.object({ suggestions: z.array(z.string()) }),
  }),
  messageFeedback: defineRoute({
    method: 'POST',
    path: '/api/message-feedback/{roomSlug}/{messageId}/',
    summary: 'Like or dislike an AI message, with an optional comment',
    tag: TAG,
    auth: 'user',
    params: z.object({ roomSlug: slug, messageId: entityId }),
    body: z.object({
      feedback_type: z.enum(feedbackTypes).nullable().describe('null clears the feedback'),
      feedback_message: z.string().max(2000).optional(),
    }),
    response: chatMessage,
  }),
  searchChats: defineRoute({
    method: 'GET',
    path: '/api/chat-search/',
    summary:
      "Full-text search over the signed-in user's own messages (never another user's), best " +
      'match first, at most 20',
    tag: TAG,
    auth: 'user',
    query: z.object({
      q: z
        .string()
        .trim()
        .min(1, 'Type a word to search for.')
        .max(CHAT_SEARCH_MAX_LENGTH, `Search for at most ${CHAT_SEARCH_MAX_LENGTH} characters.`)
        .describe('Words to find (web-search syntax: "a phrase", -without, or)'),
    }),
    response: z.object({ results: z.array(chatSearchResult) }),
  }),
};
