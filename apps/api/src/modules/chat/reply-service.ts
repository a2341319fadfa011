import type { FastifyBaseLogger } from 'fastify';
import {
  SOCKET_SYNC_MAX,
  type SocketEditMessage,
  type SocketErrorCode,
  type SocketSendMessage,
  type SocketServerEvent,
} from '@mhp/contract/socket';
import type { ChatMessage } from '@mhp/contract/schemas/chat';
import type { ChatSource } from '../../db/schema';
import type { CounterStore } from '../users/rate-limiter';
import type { AttachedText, ChatEngine, EngineRequest } from './engine/chat-engine';
import { describeLabValue, labValuesIn } from './engine/lab-values';
import { describeReading, readingsIn } from './engine/reference-values';
import { readAttachment, readPdf } from './files/read-attachment';
import type { Knowledge, Retrieval } from './knowledge';
import type { MessageRow, MessagesRepo } from './messages-repo';
import { searchText } from './follow-up';
import { roomNameFrom } from './presenters';
import type { RoomRow, RoomsRepo } from './rooms-repo';
import { endsWithOwnGuidance, type ChatSafety, type TriageResult } from './safety-port';
import type { ChatBus } from './socket/chat-bus';

/** Turns of the conversation an engine sees besides the question. */
const HISTORY_TURNS = 10;
/** The reply slot's expiry: a crashed instance cannot block a room for longer. */
const REPLY_SLOT_MS = 3 * 60_000;
const MINUTE = 60_000;

export type SendToSocket = (event: SocketServerEvent) => void;
/** Per socket: the newest message `seq` it was sent by `sync` (0 before its first). */
export interface ResumeCursor {
  seq: number;
}
type Present = (room: RoomRow) => (row: MessageRow) => ChatMessage;

export interface ReplyServiceDeps {
  rooms: RoomsRepo;
  messages: MessagesRepo;
  knowledge: Knowledge;
  engine: ChatEngine;
  safety: ChatSafety;
  bus: ChatBus;
  counters: CounterStore;
  messagesPerMinute: number;
  profileOf: (userId: string) => Promise<EngineRequest['profile']>;
  present: Present;
  log: FastifyBaseLogger;
  /** Told of every stored user message (health tracking extracts facts from it); not awaited. */
  onUserMessage?: (message: UserMessageStored) => void;
  /**
   * Most time from asking the engine to its first words (issue 24 item 8). A stalled engine
   * otherwise holds the room through its own connect time-outs and retries; past this the
   * reply fails with engine_failed (the page offers Retry) and the room takes messages again.
   */
  firstWordTimeoutMs?: number;
}

const DEFAULT_FIRST_WORD_TIMEOUT_MS = 30_000;

export interface UserMessageStored {
  userId: string;
  roomId: string;
  messageId: string;
  text: string;
}

/**
 * What a reply cites. An urgent reply ends with its own guidance and the pages it rests on, and
 * a dose refusal with its own advice: neither with what the library search found for the
 * words of the message ("I don't want to be alive anymore" found erection articles; issue 24).
 */
function sourcesOf(
  triage: TriageResult,
  request: EngineRequest,
  retrieval: Retrieval,
): ChatSource[] {
  if (triage.urgent)
    return (triage.sources ?? []).map(({ title, url }) => ({ title, url, thumbnail_url: null }));
  return endsWithOwnGuidance(triage, request.request) ? [] : retrieval.sources;
}

const errorEvent = (
  code: SocketErrorCode,
  message: string,
  extra: { client_id?: string | null; retry_after_s?: number } = {},
): SocketServerEvent => ({ type: 'error', code, message, ...extra });

/**
 * The socket's conversation flow: store the user's message (once per client id), echo it to
 * the room, run the safety step, stream the engine's reply to the room, store it, send it
 * whole. The reply does not depend on the socket that asked: it completes and is stored
 * even if that socket closes, and `resume` brings it to the reconnected page.
 */
export function createReplyService(deps: ReplyServiceDeps) {
  const { messages, bus, log } = deps;
  const publish = (room: RoomRow, event: SocketServerEvent) =>
    bus.publish(room.id, { kind: 'event', event });

  /** The stored reply to a message, or a note that it is still being written. */
  const replayDuplicate = async (room: RoomRow, stored: MessageRow, send: SendToSocket) => {
    const present = deps.present(room);
    send(userMessageEvent(room, present(stored)));
    const reply = await messages.replyTo(room.id, stored.id);
    if (reply) send(aiMessageEvent(room, stored, reply, { isNewChat: false, suggestions: [] }));
  };

  const userMessageEvent = (room: RoomRow, message: ChatMessage & { client_id?: string | null }) =>
    ({
      type: 'user_message',
      room: room.slug,
      id: message.id,
      client_id: message.client_id ?? null,
      message: message.message,
      file: message.file,
      file_info: message.file_info,
      chat_source_recommendations: message.chat_source_recommendations,
      created_at: message.created_at,
    }) satisfies SocketServerEvent;

  const aiMessageEvent = (
    room: RoomRow,
    asked: MessageRow,
    reply: MessageRow,
    extra: { isNewChat: boolean; suggestions: string[] },
  ): SocketServerEvent => ({
    type: 'ai_message',
    room: room.slug,
    reply_to: asked.id,
    chat_response: reply.text,
    is_new_chat: extra.isNewChat,
    related_chat_suggestions: extra.suggestions,
    urgent: reply.urgent,
    stopped: reply.stopped,
    message: deps.present(room)(reply),
  });

  /** Writes the reply to `asked` (and the PDF read with it); runs detached from any socket. */
  const writeReply = async (room: RoomRow, asked: MessageRow, file: AttachedText | null) => {
    const controller = new AbortController();
    const unsubscribe = await bus.subscribe(room.id, (message) => {
      if (message.kind === 'stop' || message.kind === 'deleted') controller.abort();
    });
    let written = '';
    const emit = async (delta: string) => {
      written += delta;
      await publish(room, { type: 'ai_delta', room: room.slug, reply_to: asked.id, delta });
    };
    try {
      const triage = await deps.safety.triage(asked.text);
      // A report's values join the question, so "what does this mean?" finds them.
      const question = withFileValues(asked.text, file);
      const [searched, profile, recent] = await Promise.all([
        deps.knowledge.retrieve(question),
        deps.profileOf(room.userId),
        messages.recent(room.id, HISTORY_TURNS + 1),
      ]);
      // A short follow-up is searched again with the message before it (follow-up.ts); the
      // history it needs comes with the search, so a question that stands alone waits for
      // nothing more.
      const previousQuestion = recent.findLast((row) => !row.isAi && row.id !== asked.id)?.text;
      const followUp = searchText(question, previousQuestion);
      const retrieval = followUp === question ? searched : await deps.knowledge.retrieve(followUp);
      // The question alone in the room: the first exchange of a new chat.
      const isNewChat = recent.every((row) => row.id === asked.id);
      if (triage.urgent) await emit(`${deps.safety.urgentReply(triage)}\n\n`);
      const request: EngineRequest = {
        question: asked.text,
        history: recent
          .filter((row) => row.id !== asked.id)
          .map((row) => ({ role: row.isAi ? 'assistant' : 'user', text: row.text })),
        passages: retrieval.passages,
        profile,
        request: deps.safety.classifyRequest(asked.text),
        urgent: triage.urgent,
        file,
      };
      let timedOut = false;
      const firstWordDue = setTimeout(() => {
        timedOut = true;
        controller.abort();
      }, deps.firstWordTimeoutMs ?? DEFAULT_FIRST_WORD_TIMEOUT_MS);
      try {
        for await (const delta of deps.engine.reply(request, controller.signal)) {
          clearTimeout(firstWordDue);
          if (controller.signal.aborted) break;
          await emit(delta);
        }
      } catch (error) {
        if (!timedOut) throw error;
      } finally {
        clearTimeout(firstWordDue);
      }
      if (timedOut) throw new Error('the engine wrote nothing before the first-word time-out');
      // Emergency words that were not read as an emergency now (a curious question, an alarm
      // set aside): the answer ends with what to do if it is happening now, whichever engine.
      if (triage.safetyNet && !controller.signal.aborted) await emit(`\n\n${triage.safetyNet}`);
      const stopped = controller.signal.aborted;
      const stored = await messages.insertAiMessage({
        roomId: room.id,
        text: written.trim(),
        sources: sourcesOf(triage, request, retrieval),
        urgent: triage.urgent,
        stopped,
        replyTo: asked.id,
      });
      // The room was touched when the question came in (its name and place in the list);
      // a second write here would only move its time by the length of the reply.
      await publish(
        room,
        aiMessageEvent(room, asked, stored, {
          isNewChat,
          // An emergency reply offers no follow-ups (getting care comes first), and a dose
          // refusal none of what the search found for the words of the message.
          suggestions: endsWithOwnGuidance(triage, request.request) ? [] : retrieval.suggestions,
        }),
      );
    } catch (error) {
      // Nothing of the reply is stored; the room hears why and the tools come back.
      log.error({ err: error, room: room.slug, engine: deps.engine.name }, 'chat reply failed');
      await publish(
        room,
        errorEvent('engine_failed', 'The assistant could not answer just now. Please try again.', {
          client_id: asked.clientId,
        }),
      ).catch(() => undefined);
    } finally {
      unsubscribe();
      await bus.releaseReply(room.id).catch(() => undefined);
    }
  };

  /**
   * CHAT_MESSAGES_PER_MINUTE per user: a message, an edit and a regenerate each ask the engine,
   * so they share one count. True (and the socket told) when over it.
   */
  const overRate = async (userId: string, send: SendToSocket, clientId: string | null = null) => {
    const counter = await deps.counters.hit(`chat-messages:${userId}`, MINUTE);
    if (counter.count <= deps.messagesPerMinute) return false;
    const seconds = Math.max(1, Math.ceil(counter.resetInMs / 1000));
    send(
      errorEvent(
        'rate_limited',
        `You are sending messages quickly. Try again in ${seconds} seconds.`,
        { client_id: clientId, retry_after_s: seconds },
      ),
    );
    return true;
  };

  /** A stored PDF's text again, for an edited or regenerated answer (images have none). */
  const storedFileText = async (row: MessageRow) => {
    const none = { ok: true, text: null } as const;
    if (row.file?.contentType !== 'application/pdf' || !row.attachmentId) return none;
    const attachment = await messages.attachment(row.attachmentId);
    return attachment ? readPdf(attachment.bytes, row.file.name ?? 'document.pdf') : none;
  };

  /**
   * Regenerate and edit, holding the room's reply slot: `pick` finds the question to answer
   * again (or the error to answer instead), its stored PDF is read again, `replace` removes
   * what it replaces and gives the question the new reply answers. A reply being written is
   * never replaced under the user (they press Stop first): the frame answers `busy`.
   */
  const replaceReply = async (
    userId: string,
    room: RoomRow,
    send: SendToSocket,
    pick: () => Promise<MessageRow | SocketServerEvent>,
    replace: (question: MessageRow, file: AttachedText | null) => Promise<MessageRow>,
  ) => {
    if (await overRate(userId, send)) return;
    if (!(await bus.claimReply(room.id, REPLY_SLOT_MS))) {
      send(errorEvent('busy', 'Wait for the reply to finish, or press Stop, and try again.'));
      return;
    }
    const refuse = async (event: SocketServerEvent) => {
      send(event);
      await bus.releaseReply(room.id);
    };
    let asked: MessageRow;
    let file: AttachedText | null;
    try {
      const question = await pick();
      if ('type' in question) return await refuse(question);
      const read = await storedFileText(question);
      if (!read.ok) return await refuse(errorEvent('bad_file', read.message));
      file = read.text;
      asked = await replace(question, file);
    } catch (error) {
      await bus.releaseReply(room.id).catch(() => undefined);
      throw error;
    }
    void writeReply(room, asked, file);
  };

  /**
   * A stored question, new or edited (its room already named and touched): health tracking
   * reads it (a report's values as if typed, "sperm concentration 12 …"), and every tab
   * shows it.
   */
  const announceQuestion = async (
    userId: string,
    room: RoomRow,
    asked: MessageRow,
    fileText: AttachedText | null,
    clientId: string | null = null,
  ) => {
    deps.onUserMessage?.({
      userId,
      roomId: room.id,
      messageId: asked.id,
      text: withFileValues(asked.text, fileText),
    });
    await publish(room, {
      ...userMessageEvent(room, deps.present(room)(asked)),
      client_id: clientId,
    });
  };

  const publishRemoved = async (room: RoomRow, ids: string[]) => {
    if (ids.length > 0) await publish(room, { type: 'truncated', room: room.slug, ids });
  };

  return {
    /** A message from the socket: validated by the contract's schema already. */
    async send(userId: string, room: RoomRow, input: SocketSendMessage, send: SendToSocket) {
      const clientId = input.client_id ?? null;
      if (await overRate(userId, send, clientId)) return;
      // Checked and read before the room is claimed: a refused file stores nothing.
      const file = input.file ? await readAttachment(input.file, input.file_name) : null;
      if (file && !file.ok) {
        send(errorEvent('bad_file', file.message, { client_id: clientId }));
        return;
      }
      const fileText = file?.ok ? file.text : null;
      // A resend (same client id) is found by the insert's unique index below, so the usual
      // path costs no lookup; only a resend met by a busy room is looked up here, because
      // its own reply may be the one being written.
      if (!(await bus.claimReply(room.id, REPLY_SLOT_MS))) {
        const stored = clientId ? await messages.findByClientId(room.id, clientId) : undefined;
        if (stored) return replayDuplicate(room, stored, send);
        send(
          errorEvent('busy', 'Wait for the reply before sending the next message.', {
            client_id: clientId,
          }),
        );
        return;
      }
      let asked: MessageRow | undefined;
      try {
        const text = input.message.trim();
        // Stored and the room touched (named, moved to the top) in one statement.
        asked = await messages.insertUserMessage({
          roomId: room.id,
          text,
          roomName: roomNameFrom(text),
          clientId,
          file: file?.ok ? { userId, ...file.file } : null,
        });
        if (!asked) {
          // This client id is stored already (a resend, or another instance a moment ago).
          await bus.releaseReply(room.id);
          const stored = await messages.findByClientId(room.id, clientId!);
          if (stored) await replayDuplicate(room, stored, send);
          return;
        }
        await announceQuestion(userId, room, asked, fileText, clientId);
      } catch (error) {
        await bus.releaseReply(room.id).catch(() => undefined);
        throw error;
      }
      void writeReply(room, asked, fileText);
    },

    /** A new reply to the room's latest question, in place of the reply it has (if any). */
    regenerate(userId: string, room: RoomRow, send: SendToSocket) {
      return replaceReply(
        userId,
        room,
        send,
        async () =>
          (await messages.latestUserMessage(room.id)) ??
          errorEvent('nothing_to_regenerate', 'There is no reply to regenerate yet.'),
        async (asked) => {
          // After a failed reply the question stands alone: nothing to remove, it is answered.
          const { removed } = await messages.truncate(room.id, asked.seq + 1);
          await publishRemoved(room, removed);
          return asked;
        },
      );
    },

    /** Edit-and-resend: the user's message gets new text and everything after it goes. */
    edit(userId: string, room: RoomRow, input: SocketEditMessage, send: SendToSocket) {
      const text = input.message.trim();
      return replaceReply(
        userId,
        room,
        send,
        async () => {
          // Scoped to this room, which the socket's handshake found among the user's own.
          const target = await messages.find(room.id, input.message_id);
          return target && !target.isAi
            ? target
            : errorEvent('not_editable', 'Only your own messages in this chat can be edited.');
        },
        async (target, file) => {
          const { removed, stored } = await messages.truncate(room.id, target.seq, {
            from: target,
            text,
          });
          await publishRemoved(room, removed);
          await deps.rooms.touch(room.id, roomNameFrom(stored!.text));
          await announceQuestion(userId, room, stored!, file);
          return stored!;
        },
      );
    },

    async stop(room: RoomRow) {
      await bus.publish(room.id, { kind: 'stop' });
    },

    /**
     * Every message newer than `lastId`, oldest first, and whether a reply is on its way.
     * `cursor` is what the asking socket was already sent (the newest `seq` of its earlier
     * syncs, or the message it said it holds): nothing at or before it is sent again, and it
     * moves to the newest message sent. A `lastId` no longer in the room answers `reset`.
     */
    async resume(
      room: RoomRow,
      lastId: string | null,
      cursor: ResumeCursor = { seq: 0 },
    ): Promise<SocketServerEvent> {
      const [{ rows, bound, reset }, replying] = await Promise.all([
        messages.newerThan(room.id, lastId, SOCKET_SYNC_MAX, cursor.seq),
        bus.isReplying(room.id),
      ]);
      cursor.seq = Math.max(cursor.seq, bound, rows.at(-1)?.seq ?? 0);
      const synced = rows.map(deps.present(room));
      return { type: 'sync', room: room.slug, messages: synced, replying, reset };
    },
  };
}

export type ReplyService = ReturnType<typeof createReplyService>;

/** The message, then one line per value read from its PDF, written as a user types them. */
function withFileValues(text: string, file: AttachedText | null): string {
  const values = file
    ? [
        ...readingsIn(file.text).map(describeReading),
        ...labValuesIn(file.text)
          .filter((lab) => lab.tracked)
          .map(describeLabValue),
      ]
    : [];
  return values.length > 0 ? `${text}\n${values.join('\n')}` : text;
}
