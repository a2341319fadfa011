import { z } from 'zod';
import { CHAT_MESSAGES_PAGE_SIZE, CHAT_ROOMS_PAGE_SIZE } from '../constants';
import { defineRoute } from '../route';
import {
  chatAnalytics,
  chatMessage,
  chatResponse,
  chatRoom,
  feedbackTypes,
  myDisease,
  userProcessorVariable,
} from '../schemas/chat';
import { entityId, slug } from '../schemas/common';
import { limitOffsetQuery, pagedOf } from '../schemas/pagination';

const TAG = 'Chat';

const roomParams = z.object({ slug });
const roomName = z.string().min(1).max(200);
const diseaseBody = z.object({ name: z.string().min(1, 'Name is required.').max(200) });
const deleted = z.object({ id: entityId, deleted: z.literal(true) });

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
  userChatAnalytics: defineRoute({
    method: 'GET',
    path: '/api/user-chat-analytics/',
    summary: "Health facts gathered from the user's chats, with diseases and variables",
    tag: TAG,
    auth: 'user',
    query: z.object({
      type: z.string().max(50).optional().describe('Only entries of this type'),
      room_slug: slug.optional().describe('Only entries from this room'),
    }),
    response: chatAnalytics,
  }),
  createMyDisease: defineRoute({
    method: 'POST',
    path: '/api/my-disease/create/',
    summary: "Add a disease to the user's list",
    tag: TAG,
    auth: 'user',
    body: diseaseBody,
    response: myDisease,
    status: 201,
  }),
  updateMyDisease: defineRoute({
    method: 'POST',
    path: '/api/my-disease/{diseaseId}/update/',
    summary: 'Rename a disease of the user',
    tag: TAG,
    auth: 'user',
    params: z.object({ diseaseId: entityId }),
    body: diseaseBody,
    response: myDisease,
  }),
  deleteMyDisease: defineRoute({
    method: 'POST',
    path: '/api/my-disease/{diseaseId}/delete/',
    summary: "Remove a disease from the user's list",
    tag: TAG,
    auth: 'user',
    params: z.object({ diseaseId: entityId }),
    body: z.object({}).nullish().describe('Nothing is needed; no body or {} is accepted'),
    response: deleted,
  }),
  createUserProcessorVariable: defineRoute({
    method: 'POST',
    path: '/api/user-processor-variable/create/',
    summary: 'Store a variable the AI takes into account (e.g. diet: vegetarian)',
    tag: TAG,
    auth: 'user',
    body: z.object({
      processor_variable: z.string().min(1).max(100),
      value: z.string().max(2000),
    }),
    response: userProcessorVariable,
    status: 201,
  }),
  updateUserProcessorVariable: defineRoute({
    method: 'POST',
    path: '/api/user-processor-variable/{id}/update/',
    summary: 'Change the value of a user processor variable',
    tag: TAG,
    auth: 'user',
    params: z.object({ id: entityId }),
    body: z.object({ value: z.string().max(2000) }),
    response: userProcessorVariable,
  }),
  componentAiMessage: defineRoute({
    method: 'POST',
    path: '/api/processor/component-ai-message/',
    summary: 'AI-written text for one app component (e.g. an analytics card)',
    tag: TAG,
    auth: 'user',
    body: z.object({
      component: z.string().min(1).max(100).describe('Component name, e.g. weight_trend'),
      context: z
        .record(z.string(), z.union([z.string(), z.number(), z.boolean(), z.null()]))
        .optional()
        .describe('Values the component shows, for the AI to comment on'),
    }),
    response: chatResponse.pick({ chat_response: true }),
  }),
};
