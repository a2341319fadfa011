import { randomUUID } from 'node:crypto';
import websocket from '@fastify/websocket';
import type { FastifyBaseLogger, FastifyInstance, FastifyRequest } from 'fastify';
import type { RawData, WebSocket } from 'ws';
import {
  SOCKET_CLOSE,
  SOCKET_FILE_MAX_CHARS,
  SOCKET_MESSAGE_MAX_CHARS,
  socketEditMessage,
  socketRegenerate,
  socketResume,
  socketSendMessage,
  socketStopReply,
  type SocketCloseName,
  type SocketErrorCode,
  type SocketServerEvent,
} from '@mhp/contract/socket';
import { NUL_MESSAGE, nulCharacterPaths } from '../../../lib/validation';
import { sessionEndedBy, type AuthUser } from '../../../plugins/auth';
import type { ChatModule } from '../chat-module';
import type { ResumeCursor } from '../reply-service';
import type { RoomRow } from '../rooms-repo';
import type { BusMessage } from './chat-bus';
import { createCoalescingSender } from './coalescing-sender';
import { createSpreadHeartbeat } from './spread-heartbeat';
import {
  createSocketBudgets,
  type ConnectionBudget,
  type FrameKind,
  type Over,
} from './socket-budgets';

type Close = (typeof SOCKET_CLOSE)[SocketCloseName];
type Handshake =
  | { ok: true; auth: AuthUser; key: string; room: RoomRow }
  | { ok: false; close: Close; why: string; userId?: string };

declare module 'fastify' {
  interface FastifyRequest {
    chatHandshake?: Handshake;
  }
}

/** A frame never needs more than a full-size file plus the message and some JSON. */
const MAX_FRAME_BYTES = SOCKET_FILE_MAX_CHARS + SOCKET_MESSAGE_MAX_CHARS * 4 + 1024;
/** A peer that does not answer our close frame in this time is cut off. */
const CLOSE_GRACE_MS = 2_000;
/** setTimeout's largest delay. */
const MAX_TIMER_MS = 2 ** 31 - 1;

/** One open socket, as the instance-wide checks (heartbeat, session ends) see it. */
interface LiveSocket {
  ws: WebSocket;
  userId: string;
  sessionId: string | undefined;
  /** When the socket's access token expires (ms), when the verifier said. */
  expiresAt: number | undefined;
  key: string;
  alive: boolean;
  /** Sends the close code and reason; a peer that does not answer is cut off soon after. */
  end(close: Close, why: string): void;
  /** Cuts the connection off without a close frame (a peer that stopped answering pings). */
  cutOff(why: string): void;
}

/** Closes that point at the client's behaviour: logged as warnings. */
const ABUSE_CLOSES = new Set<number>([
  SOCKET_CLOSE.tooManyFrames.code,
  SOCKET_CLOSE.slowReader.code,
  SOCKET_CLOSE.tooManySockets.code,
]);

/**
 * The live chat at /ws/chat/{room}/?key={access token}. The handshake is judged before the
 * socket opens (Origin, token and its session, room owner); a refused socket is opened and at
 * once closed with a 44xx code and a reason the page can show (a browser cannot read an HTTP
 * status of a refused upgrade). Then (ADR 023):
 *
 * - every frame is counted against the socket's and the user's budgets before it is read
 *   (socket-budgets.ts); a frame over one is dropped unanswered (the first with `rate_limited`),
 *   and a socket that keeps going is closed with 4429;
 * - a later `resume` is answered only with what this socket was not sent yet;
 * - a socket whose unsent data passes the send buffer (a page that stopped reading) is closed
 *   with 4408, so the server's memory stays bounded;
 * - at most CHAT_SOCKETS_PER_USER sockets per user on this instance (the next one: 4409);
 * - the socket ends with its session: at the access token's expiry (4401), at once when the
 *   session ends on any instance (sign-out, password change, account deleted: 4401), and the
 *   heartbeat checks the token and its session again (each socket once per interval, the
 *   sockets spread over it: spread-heartbeat.ts);
 * - opening and closing are logged (user, room, close code and why, frames), never the token.
 *
 * Heartbeat pings close sockets whose peer stopped answering.
 */
export async function chatSocketRoute(app: FastifyInstance, chat: ChatModule) {
  await app.register(websocket, { options: { maxPayload: MAX_FRAME_BYTES } });
  const limits = chat.socketLimits;
  const budgets = createSocketBudgets(limits);

  const handshake = async (request: FastifyRequest): Promise<Handshake> => {
    if (!chat.originAllowed(request.headers.origin, request.host)) {
      return { ok: false, close: SOCKET_CLOSE.forbiddenOrigin, why: 'origin not allowed' };
    }
    const { key } = request.query as { key?: string };
    const auth = typeof key === 'string' && key ? await chat.verifyAccessToken(key) : null;
    if (!auth || !key) {
      return {
        ok: false,
        close: SOCKET_CLOSE.unauthorized,
        why: key ? 'token refused' : 'no token',
      };
    }
    // The user's socket cap and new-socket budget, before the room is looked up.
    const refused = budgets.admit(auth.userId);
    if (refused) {
      return { ok: false, close: SOCKET_CLOSE[refused], why: refused, userId: auth.userId };
    }
    const { room: slug } = request.params as { room: string };
    const room = await chat.rooms.findOwn(auth.userId, slug);
    if (!room) {
      return {
        ok: false,
        close: SOCKET_CLOSE.roomNotFound,
        why: 'no such room',
        userId: auth.userId,
      };
    }
    return { ok: true, auth, key, room };
  };

  const live = new Set<LiveSocket>();
  // Every socket is checked once per interval, each in its own slice of it, so thousands of
  // sockets do not all ping and ask for their session at the same moment.
  const heartbeat = createSpreadHeartbeat<LiveSocket>({
    intervalMs: chat.heartbeatMs,
    check: (socket) => {
      if (!socket.alive) {
        socket.cutOff('no answer to ping');
        return;
      }
      socket.alive = false;
      socket.ws.ping();
      // A reader that stopped with less queued than a frame's worth is caught here.
      if (socket.ws.bufferedAmount > limits.sendBufferBytes) {
        socket.end(SOCKET_CLOSE.slowReader, 'send buffer full');
        return;
      }
      // The token and its session again: an end missed on the bus still closes the socket.
      chat.verifyAccessToken(socket.key).then(
        (auth) => {
          if (auth && auth.userId === socket.userId) return;
          if (socket.expiresAt !== undefined && Date.now() >= socket.expiresAt) {
            socket.end(SOCKET_CLOSE.unauthorized, 'token expired');
          } else socket.end(SOCKET_CLOSE.sessionEnded, 'session no longer valid');
        },
        (error: unknown) => app.log.warn({ err: error }, 'chat socket session check failed'),
      );
    },
    afterRound: () => budgets.sweep(),
  });
  const stopListening = chat.sessions?.onEnded((end) => {
    for (const socket of live) {
      if (sessionEndedBy(end, socket.userId, socket.sessionId)) {
        socket.end(SOCKET_CLOSE.sessionEnded, 'session ended');
      }
    }
  });
  app.addHook('onClose', async () => {
    heartbeat.stop();
    stopListening?.();
  });

  app.get(
    '/ws/chat/:room/',
    {
      websocket: true,
      schema: { hide: true },
      preValidation: async (request) => {
        request.chatHandshake = await handshake(request);
      },
    },
    (ws: WebSocket, request) => {
      const shake = request.chatHandshake;
      const refuse = (close: Close, why: string | undefined, userId?: string) => {
        const entry = { code: close.code, why, ...(userId ? { userId } : {}) };
        if (ABUSE_CLOSES.has(close.code)) request.log.warn(entry, 'chat socket refused');
        else request.log.info(entry, 'chat socket refused');
        ws.close(close.code, close.reason);
      };
      if (!shake?.ok) {
        refuse(shake?.close ?? SOCKET_CLOSE.unauthorized, shake?.why, shake?.userId);
        return;
      }
      const { auth, key, room } = shake;
      // Admitted at the handshake; another socket of the user may have opened since.
      const budget = budgets.open(auth.userId);
      if (!budget) {
        refuse(SOCKET_CLOSE.tooManySockets, 'tooManySockets', auth.userId);
        return;
      }
      serveSocket(ws, request.log, { auth, key, room, budget });
    },
  );

  function serveSocket(
    ws: WebSocket,
    log: FastifyBaseLogger,
    {
      auth,
      key,
      room,
      budget,
    }: {
      auth: AuthUser;
      key: string;
      room: RoomRow;
      budget: ConnectionBudget;
    },
  ) {
    const { userId } = auth;
    const opened = Date.now();
    const stats = { frames: 0, dropped: 0, bytesIn: 0 };
    const context = { socket: randomUUID(), userId, room: room.slug };
    let closing: { code: number; why: string } | null = null;
    let graceTimer: NodeJS.Timeout | undefined;

    const end = (close: Close, why: string) => {
      if (closing) return;
      closing = { code: close.code, why };
      try {
        ws.close(close.code, close.reason);
      } catch {
        // Already closed underneath.
      }
      // A peer that stopped reading never answers the close: cut it off, and free its buffer.
      graceTimer = setTimeout(() => ws.terminate(), CLOSE_GRACE_MS);
      graceTimer.unref();
    };
    const cutOff = (why: string) => {
      closing ??= { code: 1006, why };
      ws.terminate();
    };
    const socket: LiveSocket = {
      ws,
      userId,
      sessionId: auth.sessionId,
      expiresAt: auth.expiresAt,
      key,
      alive: true,
      end,
      cutOff,
    };

    const send = createCoalescingSender({
      send: (data) => {
        if (closing) return;
        // A page that stopped reading: its unsent data would grow without bound. What waits
        // is at most the buffer plus one frame (a `sync` is at most about 0.5 MB).
        if (ws.bufferedAmount > limits.sendBufferBytes) {
          end(SOCKET_CLOSE.slowReader, 'send buffer full');
          return;
        }
        ws.send(data);
      },
      isOpen: () => ws.readyState === ws.OPEN && !closing,
    });
    const fail = (code: SocketErrorCode, message: string, clientId?: string | null) =>
      send({
        type: 'error',
        code,
        message,
        ...(clientId !== undefined ? { client_id: clientId } : {}),
      });

    live.add(socket);
    heartbeat.add(socket);
    ws.on('pong', () => (socket.alive = true));
    log.info(context, 'chat socket open');

    // The access token's own end: the page refreshes it and reconnects (resume fills the gap).
    const expiry = auth.expiresAt
      ? setTimeout(
          () => end(SOCKET_CLOSE.unauthorized, 'token expired'),
          Math.min(MAX_TIMER_MS, Math.max(0, auth.expiresAt - Date.now())),
        )
      : undefined;
    expiry?.unref();

    const onBus = (message: BusMessage) => {
      if (message.kind === 'event') send(message.event);
      else if (message.kind === 'deleted') {
        fail('room_deleted', SOCKET_CLOSE.roomNotFound.reason);
        end(SOCKET_CLOSE.roomNotFound, 'room deleted');
      }
    };
    // Frames are handled one at a time, after the room's subscription is in place, so
    // nothing published after the socket opened is missed.
    let queue: Promise<unknown> = chat.bus.subscribe(room.id, onBus);
    const unsubscribe = queue as Promise<() => void>;
    let queued = 0;
    const cursor: ResumeCursor = { seq: 0 };
    /** Budgets already answered with rate_limited (until a frame of theirs fits again). */
    const told = new Set<string>();

    const overBudget = (over: Over, clientId: string | null) => {
      stats.dropped += 1;
      if (budget.strike()) {
        end(SOCKET_CLOSE.tooManyFrames, `flooding (${over.budget})`);
        return;
      }
      if (told.has(over.budget)) return;
      told.add(over.budget);
      const seconds = Math.max(1, Math.ceil(over.retryAfterMs / 1000));
      send({
        type: 'error',
        code: 'rate_limited',
        message: `Too many requests at once. Try again in ${seconds} seconds.`,
        client_id: clientId,
        retry_after_s: seconds,
      });
    };

    type Frame =
      | { kind: 'invalid'; error: SocketServerEvent }
      | { kind: Exclude<FrameKind, 'invalid'>; data: unknown; clientId: string | null };

    /** What a frame is, read as cheaply as possible (it is within the frame budgets). */
    const read = (data: RawData, isBinary: boolean): Frame => {
      const invalid = (code: SocketErrorCode, message: string, clientId: string | null = null) =>
        ({
          kind: 'invalid',
          error: { type: 'error', code, message, client_id: clientId },
        }) as const;
      if (isBinary) return invalid('invalid_message', 'Frames are JSON text.');
      let parsed: unknown;
      try {
        parsed = JSON.parse(data.toString());
      } catch {
        return invalid('invalid_json', 'The message could not be read (invalid JSON).');
      }
      const clientIdValue = (parsed as { client_id?: unknown } | null)?.client_id;
      const clientId = typeof clientIdValue === 'string' ? clientIdValue : null;
      // Postgres refuses U+0000 in text and no field has a use for it: refused like on HTTP.
      if (nulCharacterPaths(parsed).length > 0) {
        return invalid('invalid_message', NUL_MESSAGE, clientId);
      }
      const type =
        typeof parsed === 'object' && parsed !== null && !Array.isArray(parsed)
          ? (parsed as { type?: unknown }).type
          : null;
      if (type === 'stop' || type === 'resume') return { kind: type, data: parsed, clientId };
      // An edit and a regenerate ask the engine like a message: one budget for the three.
      if (
        type === undefined ||
        type === 'message' ||
        type === 'edit_message' ||
        type === 'regenerate'
      ) {
        return { kind: 'message', data: parsed, clientId };
      }
      return invalid(
        'invalid_message',
        'Unknown frame type: send a message, edit_message, regenerate, stop or resume.',
        clientId,
      );
    };

    const handle = async (frame: Frame) => {
      if (closing) return;
      if (frame.kind === 'invalid') return send(frame.error);
      const { data } = frame;
      if (frame.kind === 'stop') {
        if (socketStopReply.safeParse(data).success) return chat.replies.stop(room);
        return fail('invalid_message', 'The stop request is not valid.');
      }
      if (frame.kind === 'resume') {
        const resume = socketResume.safeParse(data);
        if (!resume.success) return fail('invalid_message', 'The resume request is not valid.');
        return send(await chat.replies.resume(room, resume.data.last_id, cursor));
      }
      const type = (data as { type?: unknown }).type;
      if (type === 'regenerate') {
        if (socketRegenerate.safeParse(data).success) {
          return chat.replies.regenerate(userId, room, send);
        }
        return fail('invalid_message', 'The regenerate request is not valid.');
      }
      const parsed = (type === 'edit_message' ? socketEditMessage : socketSendMessage).safeParse(
        data,
      );
      if (!parsed.success) {
        const issue = parsed.error.issues[0];
        const field = issue?.path[0];
        const code: SocketErrorCode =
          field === 'file'
            ? 'bad_file'
            : field === 'message' && issue?.code === 'too_big'
              ? 'message_too_long'
              : 'invalid_message';
        return fail(code, issue?.message ?? 'The message is not valid.', frame.clientId);
      }
      if ('message_id' in parsed.data) return chat.replies.edit(userId, room, parsed.data, send);
      return chat.replies.send(userId, room, parsed.data, send);
    };

    ws.on('message', (data, isBinary) => {
      if (closing) return;
      const bytes = frameBytes(data);
      stats.frames += 1;
      stats.bytesIn += bytes;
      // Counted before it is read: a flood costs a few comparisons a frame, no parse, no query.
      const overFrame = budget.frame(bytes);
      if (overFrame) return overBudget(overFrame, null);
      told.delete('frames');
      told.delete('bytes');
      const frame = read(data, isBinary);
      const clientId = frame.kind === 'invalid' ? null : frame.clientId;
      const overKind = budget.kind(frame.kind) ?? (queued >= limits.maxQueued ? full : null);
      if (overKind) return overBudget(overKind, clientId);
      told.delete(frame.kind);
      queued += 1;
      queue = queue
        .then(() => handle(frame))
        .catch((error: unknown) => {
          log.error({ err: error, ...context }, 'chat socket message failed');
          fail('server_error', 'Something went wrong. Please try again.');
        })
        .finally(() => (queued -= 1));
    });
    ws.on('close', (code) => {
      live.delete(socket);
      heartbeat.delete(socket);
      budget.close();
      clearTimeout(expiry);
      clearTimeout(graceTimer);
      void unsubscribe.then((stop) => stop());
      const why = closing?.why ?? 'closed by the client';
      const entry = {
        ...context,
        code: closing?.code ?? code,
        why,
        durationMs: Date.now() - opened,
        ...stats,
      };
      if (ABUSE_CLOSES.has(entry.code)) log.warn(entry, 'chat socket closed');
      else log.info(entry, 'chat socket closed');
    });
  }
}

/** The queue of accepted frames is full: the socket sends faster than it is answered. */
const full: Over = { budget: 'frames', retryAfterMs: 1000 };

function frameBytes(data: RawData): number {
  if (Array.isArray(data)) return data.reduce((sum, part) => sum + part.length, 0);
  return data instanceof ArrayBuffer ? data.byteLength : data.length;
}
