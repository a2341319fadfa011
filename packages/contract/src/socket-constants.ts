/**
 * The plain values of the live-chat socket protocol: paths, limits, codes and texts. No zod
 * here, so the web app's chat page can use them without loading the schema library; the
 * event schemas are in socket.ts, which re-exports all of this under the same names.
 */

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
/** Most messages one `sync` carries (the newest ones; older pages come over HTTP). */
export const SOCKET_SYNC_MAX = 100;
/** The answer to a file with no bytes (the page checks it first, the server again). */
export const SOCKET_FILE_EMPTY = 'The file is empty.';
export const socketFileTypes = [
  'image/png',
  'image/jpeg',
  'image/gif',
  'image/webp',
  'application/pdf',
] as const;

/**
 * Machine-readable reasons of an error event. `invalid_message` also answers a frame of an
 * unknown type and a string holding the NUL character (U+0000), which no field accepts.
 * `rate_limited` (with `retry_after_s`) answers a message over CHAT_MESSAGES_PER_MINUTE, and
 * the first frame over one of the socket's budgets (that frame and the next ones over it are
 * dropped unanswered; many more close the socket with SOCKET_CLOSE.tooManyFrames).
 * `not_editable` answers an `edit_message` naming a message that is not the user's own in
 * this room; `nothing_to_regenerate` a `regenerate` in a room with no question yet.
 */
export const socketErrorCodes = [
  'invalid_json',
  'invalid_message',
  'message_too_long',
  'bad_file',
  'rate_limited',
  'busy',
  'engine_failed',
  'room_deleted',
  'not_editable',
  'nothing_to_regenerate',
  'server_error',
] as const;
export type SocketErrorCode = (typeof socketErrorCodes)[number];

/** Per-user message limit on the socket (an error event with retry_after_s beyond it). */
export const CHAT_MESSAGES_PER_MINUTE = 30;

/**
 * Most sockets one user may hold open on one API instance (every tab of every room). The
 * socket over the limit is refused with `SOCKET_CLOSE.tooManySockets`; the open ones stay.
 */
export const CHAT_SOCKETS_PER_USER = 20;

/**
 * Close codes of a refused or ended socket (4000-4999 are the application's). The close
 * reason is the text the page shows. 4401 asks the page to refresh its token and reconnect
 * (and to stop when the refresh fails); 4403 and 4404 are final; 4408, 4409 and 4429 ask it to
 * reconnect after a pause (its usual back-off) and `resume`.
 */
export const SOCKET_CLOSE = {
  /**
   * No key, or a bad or expired access token: refresh the token and reconnect. An open socket
   * is closed with it when its access token expires.
   */
  unauthorized: { code: 4401, reason: 'Your session has expired. Sign in again.' },
  /**
   * The socket's session ended while it was open: sign-out, a password change or reset
   * elsewhere, the account deleted or taken over by the address's owner. Same code as
   * `unauthorized` (the page does the same: refresh, which fails, then show the reason).
   */
  sessionEnded: { code: 4401, reason: 'You have been signed out. Sign in again.' },
  /** The page's Origin is not one of our hosts. */
  forbiddenOrigin: { code: 4403, reason: 'This page may not open the chat.' },
  /** No such room for this user (or it was deleted). */
  roomNotFound: { code: 4404, reason: 'This conversation does not exist or was deleted.' },
  /**
   * The page stopped reading: more than the server's send buffer (1 MB) waited for it. The
   * page reconnects and `resume` brings what it missed.
   */
  slowReader: { code: 4408, reason: 'The connection fell behind. Reconnecting…' },
  /** The user already holds CHAT_SOCKETS_PER_USER open sockets; this one is refused. */
  tooManySockets: {
    code: 4409,
    reason: 'Too many chats are open. Close a tab or window and try again.',
  },
  /**
   * Frames far beyond the socket's budgets (resume, stop, message, invalid frames, bytes),
   * after `rate_limited` errors went unheeded, or too many new sockets in a short time.
   */
  tooManyFrames: { code: 4429, reason: 'Too many requests at once. Try again in a moment.' },
} as const;

/** The close codes a server uses, by name (documentation and tests). */
export type SocketCloseName = keyof typeof SOCKET_CLOSE;

/** Connection states broadcast on the status channel (spec section 4). */
export const socketStatuses = [
  'idle',
  'connected',
  'waitingForMessage',
  'receiveMessageFromSocketServer',
  'error',
  'closed',
] as const;
export type SocketStatus = (typeof socketStatuses)[number];
