import { SOCKET_CLOSE, socketKeyFrom } from '@mhp/contract/socket-constants';
import type { SocketClientMessage, SocketServerEvent, SocketStatus } from '@mhp/contract/socket';

/** What the page shows about the line to the server. */
export type ConnectionState =
  | 'connecting'
  | 'open'
  /** Lost; trying again after a pause that grows with each failure. */
  | 'reconnecting'
  /** The browser says it has no network; tried again as soon as it has. */
  | 'offline'
  /** The server refused us for good (no session, another user's room, a foreign page). */
  | 'refused';

export interface ChatSocketOptions {
  /** The socket URL for an access token (chatSocketUrl of the contract). */
  url: (key: string) => string;
  /** The stored access token, read at each attempt so a refreshed one is used. */
  accessToken: () => string | null;
  /**
   * Called when the server refused the token (close 4401): resolves true when a new one is
   * stored, and the socket tries again at once.
   */
  refreshSession: () => Promise<boolean>;
  /** The newest message id the page holds, sent in `resume` after every (re)connect. */
  lastId: () => string | null;
  onEvent: (event: SocketServerEvent) => void;
  onConnection: (state: ConnectionState, reason?: string) => void;
  /** Right after `resume` went out on a new connection. */
  onOpen?: () => void;
  /** The status channel of spec section 4. */
  onStatus?: (status: SocketStatus) => void;
  /** Pauses before reconnect attempts 1, 2, 3, ... (the last one repeats), in ms. */
  delays?: readonly number[];
  WebSocket?: typeof WebSocket;
  /** For the offline/online events; the window by default. */
  network?: Pick<Window, 'addEventListener' | 'removeEventListener'> & {
    navigator: { onLine: boolean };
  };
}

export interface ChatSocket {
  /** Sends when connected; false when not (the caller keeps the message to send later). */
  send(message: SocketClientMessage): boolean;
  /** Closes for good (leaving the room). */
  close(): void;
}

export const RECONNECT_DELAYS = [500, 1_000, 2_000, 4_000, 8_000, 15_000] as const;

const eventTypes = new Set<string>([
  'user_message',
  'ai_delta',
  'ai_message',
  'error',
  'sync',
  'truncated',
]);

/**
 * Events are told apart by their type. The server builds them from the contract's schemas;
 * checking them again here would load the schema library (zod) into the chat page, so only
 * what is not an event of ours (another type, not an object) is dropped.
 */
function isServerEvent(data: unknown): data is SocketServerEvent {
  return (
    typeof data === 'object' &&
    data !== null &&
    eventTypes.has(String((data as { type?: unknown }).type))
  );
}

/** Close codes after which trying again cannot help. */
const FINAL_CLOSES = new Map<number, string>([
  [SOCKET_CLOSE.forbiddenOrigin.code, SOCKET_CLOSE.forbiddenOrigin.reason],
  [SOCKET_CLOSE.roomNotFound.code, SOCKET_CLOSE.roomNotFound.reason],
]);

/**
 * One room's live socket that reconnects by itself with back-off and, on every (re)connect,
 * first sends `resume {last_id}` so the server sends what was missed (spec section 4: opening a
 * new connection closes the previous one).
 */
export function connectChatSocket(options: ChatSocketOptions): ChatSocket {
  const Socket = options.WebSocket ?? globalThis.WebSocket;
  const network = options.network ?? window;
  const delays = options.delays ?? RECONNECT_DELAYS;
  let socket: WebSocket | null = null;
  let failures = 0;
  let timer: ReturnType<typeof setTimeout> | null = null;
  let closed = false;
  let refreshedOnce = false;

  const status = (value: SocketStatus) => options.onStatus?.(value);

  function open() {
    timer = null;
    if (closed) return;
    const token = options.accessToken();
    const key = socketKeyFrom(token ? `Bearer ${token}` : null);
    if (!key.ok) {
      options.onConnection('refused', key.error);
      status('error');
      return;
    }
    options.onConnection(failures === 0 ? 'connecting' : 'reconnecting');
    const current = new Socket(options.url(key.key));
    socket = current;

    current.addEventListener('open', () => {
      if (socket !== current) return;
      failures = 0;
      refreshedOnce = false;
      current.send(JSON.stringify({ type: 'resume', last_id: options.lastId() }));
      options.onConnection('open');
      status('connected');
      options.onOpen?.();
    });
    current.addEventListener('message', (message: MessageEvent) => {
      if (socket !== current || typeof message.data !== 'string') return;
      let data: unknown;
      try {
        data = JSON.parse(message.data);
      } catch {
        return;
      }
      if (!isServerEvent(data)) return;
      status('receiveMessageFromSocketServer');
      options.onEvent(data);
    });
    current.addEventListener('close', (event: CloseEvent) => {
      if (socket !== current) return;
      socket = null;
      status('error');
      if (closed) return;
      void afterClose(event.code, event.reason);
    });
  }

  async function afterClose(code: number, reason: string) {
    const final = FINAL_CLOSES.get(code);
    if (final) {
      options.onConnection('refused', reason || final);
      return;
    }
    if (code === SOCKET_CLOSE.unauthorized.code) {
      // An expired access token: renew it once and try again straight away.
      if (!refreshedOnce && (await options.refreshSession())) {
        refreshedOnce = true;
        if (!closed) open();
        return;
      }
      options.onConnection('refused', reason || SOCKET_CLOSE.unauthorized.reason);
      return;
    }
    scheduleReconnect();
  }

  function scheduleReconnect() {
    if (closed || timer) return;
    if (!network.navigator.onLine) {
      options.onConnection('offline');
      return;
    }
    failures += 1;
    options.onConnection('reconnecting');
    const delay = delays[Math.min(failures, delays.length) - 1] ?? 1_000;
    // A little jitter, so many pages that lost one server do not all come back at once.
    timer = setTimeout(open, delay * (0.8 + Math.random() * 0.4));
  }

  function wentOnline() {
    if (closed || socket) return;
    if (timer) clearTimeout(timer);
    timer = null;
    open();
  }
  function wentOffline() {
    if (closed) return;
    options.onConnection('offline');
  }
  network.addEventListener('online', wentOnline);
  network.addEventListener('offline', wentOffline);

  open();

  return {
    send(message) {
      if (!socket || socket.readyState !== Socket.OPEN) return false;
      socket.send(JSON.stringify(message));
      if (message.type !== 'resume') status('waitingForMessage');
      return true;
    },
    close() {
      closed = true;
      if (timer) clearTimeout(timer);
      network.removeEventListener('online', wentOnline);
      network.removeEventListener('offline', wentOffline);
      socket?.close(1000, 'Leaving the room');
      socket = null;
      status('closed');
    },
  };
}
