import websocket from '@fastify/websocket';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { WebSocket } from 'ws';
import {
  SOCKET_CLOSE,
  SOCKET_FILE_MAX_CHARS,
  SOCKET_MESSAGE_MAX_CHARS,
  socketResume,
  socketSendMessage,
  socketStopReply,
  type SocketErrorCode,
} from '@mhp/contract/socket';
import type { ChatModule } from '../chat-module';
import type { RoomRow } from '../rooms-repo';
import type { BusMessage } from './chat-bus';
import { createCoalescingSender } from './coalescing-sender';

type Handshake =
  | { ok: true; userId: string; room: RoomRow }
  | { ok: false; close: (typeof SOCKET_CLOSE)[keyof typeof SOCKET_CLOSE] };

declare module 'fastify' {
  interface FastifyRequest {
    chatHandshake?: Handshake;
  }
}

/** A frame never needs more than a full-size file plus the message and some JSON. */
const MAX_FRAME_BYTES = SOCKET_FILE_MAX_CHARS + SOCKET_MESSAGE_MAX_CHARS * 4 + 1024;

/**
 * The live chat at /ws/chat/{room}/?key={access token}. The handshake is judged before the
 * socket opens (Origin, token, room owner); a refused socket is opened and at once closed
 * with a 44xx code and a reason the page can show (a browser cannot read an HTTP status of
 * a refused upgrade). Heartbeat pings close sockets whose peer stopped answering.
 */
export async function chatSocketRoute(app: FastifyInstance, chat: ChatModule) {
  await app.register(websocket, { options: { maxPayload: MAX_FRAME_BYTES } });

  const handshake = async (request: FastifyRequest): Promise<Handshake> => {
    if (!chat.originAllowed(request.headers.origin, request.host)) {
      return { ok: false, close: SOCKET_CLOSE.forbiddenOrigin };
    }
    const { key } = request.query as { key?: string };
    const auth = key ? await chat.verifyAccessToken(key) : null;
    if (!auth) return { ok: false, close: SOCKET_CLOSE.unauthorized };
    const { room: slug } = request.params as { room: string };
    const room = await chat.rooms.findOwn(auth.userId, slug);
    if (!room) return { ok: false, close: SOCKET_CLOSE.roomNotFound };
    return { ok: true, userId: auth.userId, room };
  };

  const live = new Set<WebSocket & { alive?: boolean }>();
  const heartbeat = setInterval(() => {
    for (const socket of live) {
      if (socket.alive === false) {
        socket.terminate();
        continue;
      }
      socket.alive = false;
      socket.ping();
    }
  }, chat.heartbeatMs);
  heartbeat.unref();
  app.addHook('onClose', async () => clearInterval(heartbeat));

  app.get(
    '/ws/chat/:room/',
    {
      websocket: true,
      schema: { hide: true },
      preValidation: async (request) => {
        request.chatHandshake = await handshake(request);
      },
    },
    (socket: WebSocket & { alive?: boolean }, request) => {
      const shake = request.chatHandshake;
      if (!shake?.ok) {
        const close = shake?.close ?? SOCKET_CLOSE.unauthorized;
        socket.close(close.code, close.reason);
        return;
      }
      const { userId, room } = shake;
      const send = createCoalescingSender({
        send: (data) => socket.send(data),
        isOpen: () => socket.readyState === socket.OPEN,
      });
      const fail = (code: SocketErrorCode, message: string) =>
        send({ type: 'error', code, message });

      socket.alive = true;
      live.add(socket);
      socket.on('pong', () => (socket.alive = true));

      const onBus = (message: BusMessage) => {
        if (message.kind === 'event') send(message.event);
        else if (message.kind === 'deleted') {
          fail('room_deleted', SOCKET_CLOSE.roomNotFound.reason);
          socket.close(SOCKET_CLOSE.roomNotFound.code, SOCKET_CLOSE.roomNotFound.reason);
        }
      };
      // Frames are handled one at a time, after the room's subscription is in place, so
      // nothing published after the socket opened is missed.
      let queue: Promise<unknown> = chat.bus.subscribe(room.id, onBus);
      const unsubscribe = queue as Promise<() => void>;

      const handle = async (raw: string) => {
        let data: unknown;
        try {
          data = JSON.parse(raw);
        } catch {
          return fail('invalid_json', 'The message could not be read (invalid JSON).');
        }
        const kind = (data as { type?: unknown } | null)?.type;
        if (kind === 'stop' && socketStopReply.safeParse(data).success)
          return chat.replies.stop(room);
        if (kind === 'resume') {
          const resume = socketResume.safeParse(data);
          if (!resume.success) return fail('invalid_message', 'The resume request is not valid.');
          return send(await chat.replies.resume(room, resume.data.last_id));
        }
        const parsed = socketSendMessage.safeParse(data);
        if (!parsed.success) {
          const issue = parsed.error.issues[0];
          const field = issue?.path[0];
          const code: SocketErrorCode =
            field === 'file'
              ? 'bad_file'
              : field === 'message' && issue?.code === 'too_big'
                ? 'message_too_long'
                : 'invalid_message';
          const clientId = (data as { client_id?: unknown } | null)?.client_id;
          return send({
            type: 'error',
            code,
            message: issue?.message ?? 'The message is not valid.',
            client_id: typeof clientId === 'string' ? clientId : null,
          });
        }
        return chat.replies.send(userId, room, parsed.data, send);
      };

      socket.on('message', (data, isBinary) => {
        const raw = isBinary ? '' : data.toString();
        queue = queue
          .then(() => handle(raw))
          .catch((error: unknown) => {
            request.log.error({ err: error, room: room.slug }, 'chat socket message failed');
            fail('server_error', 'Something went wrong. Please try again.');
          });
      });
      socket.on('close', () => {
        live.delete(socket);
        void unsubscribe.then((stop) => stop());
      });
    },
  );
}
