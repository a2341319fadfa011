import { z } from 'zod';
import { chatMessage, chatResponse, chatSourceRecommendation } from './schemas/chat';
import { entityId } from './schemas/common';

/** Live chat: one websocket per open room at /ws/chat/{room}/?key={access token}. */
export function chatSocketPath(room: string): string {
  return `/ws/chat/${encodeURIComponent(room)}/`;
}

/**
 * Full socket URL from the page origin (e.g. https://shop.example.com): http → ws,
 * https → wss. The access token goes in the `key` query parameter because browsers cannot
 * set headers on a websocket.
 */
export function chatSocketUrl(origin: string, room: string, accessToken: string): string {
  const wsOrigin = origin.replace(/\/+$/, '').replace(/^http(s?):/i, 'ws$1:');
  return `${wsOrigin}${chatSocketPath(room)}?key=${encodeURIComponent(accessToken)}`;
}

/** Client-side rejections before a connection is tried (spec section 5). */
export const SOCKET_NO_TOKEN = 'No access token found';
export const SOCKET_BAD_TOKEN_FORMAT = 'Invalid access token format';

/**
 * The `key` for the socket from an Authorization-style value ("Bearer <token>"), or the
 * rejection message. Missing or blank → no token; anything not Bearer + value → bad format.
 */
export function socketKeyFrom(
  authorization: string | null | undefined,
): { ok: true; key: string } | { ok: false; error: string } {
  if (!authorization?.trim()) return { ok: false, error: SOCKET_NO_TOKEN };
  const match = /^Bearer\s+(\S+)$/.exec(authorization.trim());
  return match?.[1] ? { ok: true, key: match[1] } : { ok: false, error: SOCKET_BAD_TOKEN_FORMAT };
}

/** Attachments: images or PDFs of at most 5 MB, sent inline as base64 data URLs. */
export const SOCKET_FILE_MAX_BYTES = 5 * 1024 * 1024;
/** Base64 grows data by 4/3; the allowance covers the `data:…;base64,` header. */
export const SOCKET_FILE_MAX_CHARS = Math.ceil((SOCKET_FILE_MAX_BYTES * 4) / 3) + 100;
export const SOCKET_MESSAGE_MAX_CHARS = 4000;
export const socketFileTypes = [
  'image/png',
  'image/jpeg',
  'image/gif',
  'image/webp',
  'application/pdf',
] as const;

const dataUrl = z
  .string()
  .max(SOCKET_FILE_MAX_CHARS, 'The file is larger than 5 MB.')
  .regex(
    /^data:(?:image\/(?:png|jpeg|gif|webp)|application\/pdf);base64,[A-Za-z0-9+/]+={0,2}$/,
    'Attach an image (PNG, JPEG, GIF, WebP) or a PDF.',
  );

/** A message the user sends (spec section 3: message plus an optional file). */
export const socketSendMessage = z.object({
  type: z
    .literal('message')
    .optional()
    .describe('May be left out: a bare {message, file} is a message'),
  message: z
    .string()
    .min(1, { error: 'Type a message.', abort: true })
    .regex(/\S/, { error: 'Type a message.', abort: true })
    .max(
      SOCKET_MESSAGE_MAX_CHARS,
      `Messages are limited to ${SOCKET_MESSAGE_MAX_CHARS} characters.`,
    ),
  file: dataUrl.optional(),
  client_id: z
    .uuid()
    .optional()
    .describe('Id the browser gives the message; sending the same id again stores it once'),
});

/** Stop the reply that is being written; the part already written is kept. */
export const socketStopReply = z.object({ type: z.literal('stop') });

/**
 * Sent after every (re)connect: the newest message id the page holds (null when it holds
 * none). The server answers with a `sync` event carrying every newer message of the room.
 */
export const socketResume = z.object({
  type: z.literal('resume'),
  last_id: entityId.nullable(),
});

/** What the browser sends on the socket, as JSON. */
export const socketClientMessage = z.union([socketSendMessage, socketStopReply, socketResume]);
export type SocketClientMessage = z.infer<typeof socketClientMessage>;
export type SocketSendMessage = z.infer<typeof socketSendMessage>;

/** The server's echo of the user's message, now stored: gives the local copy its id. */
export const socketUserMessageEvent = z.object({
  type: z.literal('user_message'),
  room: z.string().describe('Slug of the room'),
  id: entityId,
  client_id: z.string().nullable().describe('The client_id the browser sent, if any'),
  message: z.string(),
  file: z.string().nullable().describe('Stored URL of the attachment'),
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

/** Machine-readable reasons of an error event. */
export const socketErrorCodes = [
  'invalid_json',
  'invalid_message',
  'message_too_long',
  'bad_file',
  'rate_limited',
  'busy',
  'engine_failed',
  'room_deleted',
  'server_error',
] as const;
export type SocketErrorCode = (typeof socketErrorCodes)[number];

export const socketErrorEvent = z.object({
  type: z.literal('error'),
  code: z.enum(socketErrorCodes),
  message: z.string().describe('Safe to show; the tools are re-enabled'),
  client_id: z.string().nullable().optional().describe('The message this error is about'),
  retry_after_s: z.number().int().positive().optional().describe('With rate_limited'),
});

/** The answer to `resume`: every message newer than last_id, oldest first. */
export const socketSyncEvent = z.object({
  type: z.literal('sync'),
  room: z.string(),
  messages: z.array(chatMessage),
  replying: z.boolean().describe('True while a reply is still being written for this room'),
});

export const socketServerEvent = z.discriminatedUnion('type', [
  socketUserMessageEvent,
  socketAiDeltaEvent,
  socketAiMessageEvent,
  socketErrorEvent,
  socketSyncEvent,
]);
export type SocketServerEvent = z.infer<typeof socketServerEvent>;

/** Per-user message limit on the socket (an error event with retry_after_s beyond it). */
export const CHAT_MESSAGES_PER_MINUTE = 30;

/**
 * Close codes of a refused or ended socket (4000-4999 are the application's). The close
 * reason is the text the page shows.
 */
export const SOCKET_CLOSE = {
  /** No key, or a bad or expired access token: refresh the token and reconnect. */
  unauthorized: { code: 4401, reason: 'Your session has expired. Sign in again.' },
  /** The page's Origin is not one of our hosts. */
  forbiddenOrigin: { code: 4403, reason: 'This page may not open the chat.' },
  /** No such room for this user (or it was deleted). */
  roomNotFound: { code: 4404, reason: 'This conversation does not exist or was deleted.' },
} as const;

/** Connection states broadcast on the status channel (spec section 4). */
export const socketStatuses = [
  'idle',
  'connected',
  'waitingForMessage',
  'receiveMessageFromSocketServer',
  'error',
  'closed',
] as const;
export const socketStatus = z.enum(socketStatuses);
export type SocketStatus = z.infer<typeof socketStatus>;
