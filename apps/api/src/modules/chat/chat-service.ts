import { buildPath } from '@mhp/contract/route';
import { apiRoutes } from '@mhp/contract/api-routes';
import type { ChatMessage, ChatRoom } from '@mhp/contract/schemas/chat';
import { badRequest, notFound } from '../../lib/http-error';
import type { FileLinks } from './attachments';
import type { Knowledge } from './knowledge';
import { endsWithOwnGuidance, type ChatSafety } from './safety-port';
import type { MessagesRepo } from './messages-repo';
import { pageLinks, presentMessage, presentRoom } from './presenters';
import type { RoomRow, RoomsRepo } from './rooms-repo';

export const ROOM_NOT_FOUND = 'This conversation does not exist or was deleted.';

interface Page {
  limit: number;
  offset: number;
}

/**
 * The chat calls over HTTP: rooms, their messages, feedback and prompts. Every call looks
 * the room up by owner and slug, so anyone else's room answers 404 like a missing one.
 */
export function createChatService(deps: {
  rooms: RoomsRepo;
  messages: MessagesRepo;
  knowledge: Knowledge;
  links: FileLinks;
  starterSuggestions: readonly string[];
  /** The reply service's safety step: no follow-ups after urgent guidance or a dose refusal. */
  safety: Pick<ChatSafety, 'triage' | 'classifyRequest'>;
  /** Tells open sockets of a deleted room (the bus). */
  onRoomDeleted: (room: RoomRow) => Promise<void>;
}) {
  const { rooms, messages, links } = deps;

  const ownRoom = async (userId: string, slug: string): Promise<RoomRow> => {
    const room = await rooms.findOwn(userId, slug);
    if (!room) throw notFound(ROOM_NOT_FOUND);
    return room;
  };

  const present = (room: RoomRow) => (row: Parameters<typeof presentMessage>[0]) =>
    presentMessage(row, (attachmentId) => links.urlOf(attachmentId, room.userId));

  return {
    ownRoom,
    present,

    async listRooms(userId: string, page: Page, origin: string) {
      const { rows, count } = await rooms.page(userId, page.limit, page.offset);
      return {
        count,
        ...pageLinks(`${origin}${apiRoutes.listChatRooms.path}`, page, count),
        results: rows.map(presentRoom),
      };
    },

    async createRoom(userId: string, name: string | undefined): Promise<ChatRoom> {
      return presentRoom(await rooms.create(userId, name?.trim() || null));
    },

    async renameRoom(userId: string, slug: string, name: string): Promise<ChatRoom> {
      const room = await ownRoom(userId, slug);
      const trimmed = name.trim();
      if (!trimmed) throw badRequest('Give the chat a name.', { name: ['Give the chat a name.'] });
      return presentRoom(await rooms.rename(room.id, trimmed));
    },

    async deleteRoom(userId: string, slug: string) {
      const room = await ownRoom(userId, slug);
      await rooms.delete(room.id);
      await deps.onRoomDeleted(room);
      return { slug, deleted: true as const };
    },

    async listMessages(
      userId: string,
      slug: string,
      page: Page & { urgent?: 'true' },
      origin: string,
    ) {
      const room = await ownRoom(userId, slug);
      const urgentOnly = page.urgent === 'true';
      const { rows, count } = await messages.page(room.id, page.limit, page.offset, urgentOnly);
      const path = buildPath(apiRoutes.listChatRoomMessages.path, { slug });
      return {
        count,
        ...pageLinks(`${origin}${path}`, page, count, urgentOnly ? '&urgent=true' : ''),
        results: rows.map(present(room)),
      };
    },

    async relatedPrompts(userId: string, body: { message?: string; room_slug?: string }) {
      let text = body.message?.trim();
      let urgent: boolean | undefined;
      if (!text && body.room_slug) {
        const room = await ownRoom(userId, body.room_slug);
        const asked = await messages.latestUserMessage(room.id);
        text = asked?.text;
        if (asked) urgent = (await messages.replyTo(room.id, asked.id))?.urgent;
      }
      if (!text) {
        if (body.room_slug) return { related_chat_suggestions: [...deps.starterSuggestions] };
        throw badRequest('Give a message or a room.', {
          message: ['Give a message or a room.'],
        });
      }
      // As after the reply itself: nothing follows urgent guidance or a dose refusal.
      urgent ??= (await deps.safety.triage(text)).urgent;
      if (endsWithOwnGuidance({ urgent }, deps.safety.classifyRequest(text)))
        return { related_chat_suggestions: [] };
      const { suggestions } = await deps.knowledge.retrieve(text);
      return { related_chat_suggestions: suggestions };
    },

    suggestions() {
      return { suggestions: [...deps.starterSuggestions] };
    },

    async feedback(
      userId: string,
      roomSlug: string,
      messageId: string,
      body: { feedback_type: 'like' | 'dislike' | null; feedback_message?: string },
    ): Promise<ChatMessage> {
      const room = await ownRoom(userId, roomSlug);
      const message = await messages.find(room.id, messageId);
      if (!message) throw notFound('This message does not exist.');
      if (!message.isAi) {
        throw badRequest('Only replies can be rated.', {
          feedback_type: ['Only replies can be rated.'],
        });
      }
      const comment = body.feedback_type ? body.feedback_message?.trim() || null : null;
      return present(room)(await messages.setFeedback(message.id, body.feedback_type, comment));
    },
  };
}

export type ChatService = ReturnType<typeof createChatService>;
