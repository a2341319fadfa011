import { z } from 'zod';
import { chatFileInfo, chatMessage, chatResponse, chatSourceRecommendation } from './schemas/chat';
import { entityId } from './schemas/common';
import {
  SOCKET_FILE_EMPTY,
  SOCKET_FILE_MAX_CHARS,
  SOCKET_MESSAGE_MAX_CHARS,
  socketErrorCodes,
  socketStatuses,
} from './socket-constants';

// The plain values of the protocol live in socket-constants.ts (no zod, so the browser's chat
// page does not load the schema library); they are re-exported here under the same names.
export {
  CHAT_MESSAGES_PER_MINUTE,
  CHAT_SOCKETS_PER_USER,
  chatSocketPath,
  chatSocketUrl,
  SOCKET_BAD_TOKEN_FORMAT,
  SOCKET_CLOSE,
  SOCKET_FILE_EMPTY,
  SOCKET_FILE_MAX_BYTES,
  SOCKET_FILE_MAX_CHARS,
  SOCKET_MESSAGE_MAX_CHARS,
  SOCKET_NO_TOKEN,
  SOCKET_SYNC_MAX,
  socketErrorCodes,
  socketFileTypes,
  socketKeyFrom,
  socketStatuses,
} from './socket-constants';
export type { SocketCloseName, SocketErrorCode, SocketStatus } from './socket-constants';

const dataUrl = z
  .string()
  .max(SOCKET_FILE_MAX_CHARS, 'The file is larger than 5 MB.')
  // An empty file (a data URL with no data) says so rather than "wrong type".
  .refine((value) => !/^data:[^,]*;base64,=*$/.test(value), {
    error: SOCKET_FILE_EMPTY,
    abort: true,
  })
  .regex(
    /^data:(?:image\/(?:png|jpeg|gif|webp)|application\/pdf);base64,[A-Za-z0-9+/]+={0,2}$/,
    'Attach an image (PNG, JPEG, GIF, WebP) or a PDF.',
  );

/** The text of a message, sent or edited: the same limits for both. */
const messageText = z
  .string()
  .min(1, { error: 'Type a message.', abort: true })
  .regex(/\S/, { error: 'Type a message.', abort: true })
  .max(SOCKET_MESSAGE_MAX_CHARS, `Messages are limited to ${SOCKET_MESSAGE_MAX_CHARS} characters.`);

/** A message the user sends (spec section 3: message plus an optional file). */
export const socketSendMessage = z.object({
  type: z
    .literal('message')
    .optional()
    .describe('May be left out: a bare {message, file} is a message'),
  message: messageText,
  file: dataUrl.optional(),
  file_name: z
    .string()
    .max(255, 'File names are limited to 255 characters.')
    .optional()
    .describe('Name of the attached file as the user chose it (shown with the file)'),
  client_id: z
    .uuid()
    .optional()
    .describe('Id the browser gives the message; sending the same id again stores it once'),
});

/** Stop the reply that is being written; the part already written is kept. */
export const socketStopReply = z.object({ type: z.literal('stop') });

/**
 * Answer the room's latest question again (issue 26). The latest reply, if there is one, is
 * removed (a `truncated` event) and a new one is written for the same question, which is not
 * repeated. Refused with `busy` while a reply is being written (press Stop first) and with
 * `nothing_to_regenerate` in a room with no question. Counted like a message.
 */
export const socketRegenerate = z.object({ type: z.literal('regenerate') });

/**
 * Edit-and-resend one of the user's own messages in this room, as LibreChat does: the message
 * and every message after it are removed (one `truncated` event), the edited text is stored
 * as a new message (a `user_message` event with a new id, the same attachment) and answered
 * like a new question, red-flag triage included. A message that is not the user's own in this
 * room answers `not_editable`; a reply being written answers `busy`. Counted like a message.
 */
export const socketEditMessage = z.object({
  type: z.literal('edit_message'),
  message_id: entityId.describe('The user message to replace'),
  message: messageText.describe('Its new text'),
});

/**
 * Sent after every (re)connect: the newest message id the page holds (null when it holds
 * none). The server answers with a `sync` event carrying every newer message of the room (the
 * newest SOCKET_SYNC_MAX at most). A later `resume` on the same socket is answered only with
 * messages newer than what this socket's earlier `sync` events carried: a socket is never sent
 * the same history twice. When last_id is no longer in the room (an edit or a regenerate
 * removed it while the page was away) the `sync` has `reset: true`.
 */
export const socketResume = z.object({
  type: z.literal('resume'),
  last_id: entityId.nullable(),
});

/** What the browser sends on the socket, as JSON. */
export const socketClientMessage = z.union([
  socketSendMessage,
  socketStopReply,
  socketResume,
  socketRegenerate,
  socketEditMessage,
]);
export type SocketClientMessage = z.infer<typeof socketClientMessage>;
export type SocketSendMessage = z.infer<typeof socketSendMessage>;
export type SocketEditMessage = z.infer<typeof socketEditMessage>;

/** The server's echo of the user's message, now stored: gives the local copy its id. */
export const socketUserMessageEvent = z.object({
  type: z.literal('user_message'),
  room: z.string().describe('Slug of the room'),
  id: entityId,
  client_id: z.string().nullable().describe('The client_id the browser sent, if any'),
  message: z.string(),
  file: z.string().nullable().describe('Stored URL of the attachment'),
  file_info: chatFileInfo.nullable(),
  chat_source_recommendations: z.array(chatSourceRecommendation),
  created_at: z.iso.datetime(),
});

/** A piece of the reply being written (streaming); the ai_message event ends it. */
export const socketAiDeltaEvent = z.object({
  type: z.literal('ai_delta'),
  room: z.string(),
  reply_to: entityId.describe('Id of the user message being answered'),
  delta: z.string().describe('Text to append to the reply shown so far'),
});

/** The AI reply, with the stored message to append. */
export const socketAiMessageEvent = chatResponse.extend({
  type: z.literal('ai_message'),
  room: z.string().describe('Slug of the room (new rooms get their slug here)'),
  reply_to: entityId.describe('Id of the user message this answers'),
  urgent: z
    .boolean()
    .describe('True when the red-flag triage found an emergency: the reply opens with it'),
  stopped: z
    .boolean()
    .describe('True when the user stopped the reply; the text is what was written'),
  message: chatMessage,
});

export const socketErrorEvent = z.object({
  type: z.literal('error'),
  code: z.enum(socketErrorCodes),
  message: z.string().describe('Safe to show; the tools are re-enabled'),
  client_id: z.string().nullable().optional().describe('The message this error is about'),
  retry_after_s: z.number().int().positive().optional().describe('With rate_limited'),
});

/**
 * Messages removed by an edit or a regenerate, sent to every open socket of the room. Removal
 * always takes the end of the room (the edited message and all after it, or the last reply),
 * so a page drops these ids and waits for what replaces them.
 */
export const socketTruncatedEvent = z.object({
  type: z.literal('truncated'),
  room: z.string(),
  ids: z.array(entityId).describe('The removed messages, oldest first'),
});

/** The answer to `resume`: every message newer than last_id, oldest first. */
export const socketSyncEvent = z.object({
  type: z.literal('sync'),
  room: z.string(),
  messages: z.array(chatMessage),
  replying: z.boolean().describe('True while a reply is still being written for this room'),
  reset: z
    .boolean()
    .describe(
      'True when last_id is no longer in the room (removed by an edit or a regenerate): ' +
        'messages are then the newest of the room and replace every stored message the page holds',
    ),
});

export const socketServerEvent = z.discriminatedUnion('type', [
  socketUserMessageEvent,
  socketAiDeltaEvent,
  socketAiMessageEvent,
  socketErrorEvent,
  socketSyncEvent,
  socketTruncatedEvent,
]);
export type SocketServerEvent = z.infer<typeof socketServerEvent>;

export const socketStatus = z.enum(socketStatuses);
