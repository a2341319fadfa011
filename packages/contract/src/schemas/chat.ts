import { z } from 'zod';
import { socketFileTypes } from '../socket-constants';
import { entityId, slug } from './common';

export const chatRoom = z.object({
  slug: slug.describe('Room id used in /app/{slug}, the chat calls and the socket URL'),
  name: z.string().describe('Title shown in the room list; derived from the first message'),
  created_at: z.iso.datetime(),
  updated_at: z.iso.datetime().describe('Time of the latest message'),
});
export type ChatRoom = z.infer<typeof chatRoom>;

/** A video the AI cites for an answer (the server's video_recommendation). */
export const chatSourceRecommendation = z.object({
  title: z.string(),
  url: z.string(),
  thumbnail_url: z.string().nullable(),
});

/**
 * An attachment as the page shows it: a PDF is a file card (icon, name, size, open and
 * download links), an image is shown inline. The type is the one found from the bytes.
 */
export const chatFileInfo = z.object({
  name: z.string().describe('File name as the user chose it (a stored file without one: "file")'),
  size: z.number().int().nonnegative().describe('Bytes'),
  content_type: z.enum(socketFileTypes),
});
export type ChatFileInfo = z.infer<typeof chatFileInfo>;

export const feedbackTypes = ['like', 'dislike'] as const;

export const chatMessage = z.object({
  id: entityId,
  is_ai: z.boolean().describe('True for the AI reply, false for the user message'),
  message: z.string(),
  file: z.string().nullable().describe('URL of the attached image or PDF, null when none'),
  file_info: chatFileInfo.nullable().describe('What `file` is (name, size, type), null when none'),
  feedback_type: z.enum(feedbackTypes).nullable(),
  feedback_message: z.string().nullable(),
  chat_source_recommendations: z.array(chatSourceRecommendation),
  urgent: z
    .boolean()
    .describe('True for an AI reply that opens with urgent-care guidance (red-flag triage)'),
  created_at: z.iso.datetime(),
});
export type ChatMessage = z.infer<typeof chatMessage>;

/** What the AI answered to one user message. */
export const chatResponse = z.object({
  chat_response: z.string().describe('The AI reply text'),
  is_new_chat: z.boolean().describe('True when this message created the room'),
  related_chat_suggestions: z.array(z.string()).describe('Follow-up prompts to offer next'),
});
export type ChatResponse = z.infer<typeof chatResponse>;

/** Longest search the conversation search accepts (a question, not a pasted document). */
export const CHAT_SEARCH_MAX_LENGTH = 200;

/**
 * One message found by the conversation search. The snippet is split into plain-text parts so
 * the page highlights the matched words without ever rendering HTML from a message.
 */
export const chatSearchResult = z.object({
  room_slug: slug,
  room_name: z.string().describe('Title of the conversation the message is in'),
  message_id: entityId.describe('The app scrolls to it: /app/{room_slug}#message-{message_id}'),
  is_ai: z.boolean(),
  snippet: z
    .array(z.object({ text: z.string(), match: z.boolean() }))
    .describe('The message around the matched words; `match` parts are the words found'),
  created_at: z.iso.datetime(),
});
export type ChatSearchResult = z.infer<typeof chatSearchResult>;
