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

/** What the browser sends on the socket, as JSON. */
export const socketClientMessage = z.object({
  message: z
    .string()
    .min(1, 'Type a message.')
    .max(
      SOCKET_MESSAGE_MAX_CHARS,
      `Messages are limited to ${SOCKET_MESSAGE_MAX_CHARS} characters.`,
    ),
  file: dataUrl.optional(),
});
export type SocketClientMessage = z.infer<typeof socketClientMessage>;

/** The server's echo of the user's message, now stored: gives the local copy its id. */
export const socketUserMessageEvent = z.object({
  type: z.literal('user_message'),
  id: entityId,
  message: z.string(),
  file: z.string().nullable().describe('Stored URL of the attachment'),
  chat_source_recommendations: z.array(chatSourceRecommendation),
});

/** The AI reply, with the stored message to append. */
export const socketAiMessageEvent = chatResponse.extend({
  type: z.literal('ai_message'),
  room: z.string().describe('Slug of the room (new rooms get their slug here)'),
  message: chatMessage,
});

export const socketErrorEvent = z.object({
  type: z.literal('error'),
  message: z.string().describe('Safe to show; the tools are re-enabled'),
});

export const socketServerEvent = z.discriminatedUnion('type', [
  socketUserMessageEvent,
  socketAiMessageEvent,
  socketErrorEvent,
]);
export type SocketServerEvent = z.infer<typeof socketServerEvent>;

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
