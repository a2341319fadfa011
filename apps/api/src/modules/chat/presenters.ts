import type { ChatFileInfo, ChatMessage, ChatRoom } from '@mhp/contract/schemas/chat';
import type { AttachedFile, MessageRow } from './messages-repo';
import type { RoomRow } from './rooms-repo';

export const UNNAMED_ROOM = 'New chat';
const ROOM_NAME_MAX = 60;

export function presentRoom(row: RoomRow): ChatRoom {
  return {
    slug: row.slug,
    name: row.name ?? UNNAMED_ROOM,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

/** A file stored before names were kept (migration 0013) is called this. */
export const UNNAMED_FILE = 'file';

function presentFile(file: AttachedFile): ChatFileInfo {
  return {
    name: file.name ?? UNNAMED_FILE,
    size: file.size,
    content_type: file.contentType as ChatFileInfo['content_type'],
  };
}

/**
 * `fileUrl` makes the owner's signed link of an attachment (see attachments.ts). A row read
 * without its attachment (`file` left out) is presented without one.
 */
export function presentMessage(
  row: Omit<MessageRow, 'file'> & { file?: AttachedFile | null },
  fileUrl: (attachmentId: string) => string,
): ChatMessage {
  const attached = row.attachmentId && row.file ? row.file : null;
  return {
    id: row.id,
    is_ai: row.isAi,
    message: row.text,
    file: attached ? fileUrl(row.attachmentId!) : null,
    file_info: attached ? presentFile(attached) : null,
    feedback_type: row.feedbackType,
    feedback_message: row.feedbackMessage,
    chat_source_recommendations: row.sources,
    urgent: row.urgent,
    created_at: row.createdAt.toISOString(),
  };
}

/** A room named by its first message: the first line, cut at a word near 60 characters. */
export function roomNameFrom(message: string): string {
  const line = message.trim().split('\n')[0]!.replace(/\s+/g, ' ').trim();
  if (line.length <= ROOM_NAME_MAX) return line;
  const cut = line.slice(0, ROOM_NAME_MAX);
  const space = cut.lastIndexOf(' ');
  return `${(space > ROOM_NAME_MAX / 2 ? cut.slice(0, space) : cut).trimEnd()}…`;
}

/** next/previous of a limit/offset page as absolute URLs (the contract's paged envelope). */
export function pageLinks(
  baseUrl: string,
  { limit, offset }: { limit: number; offset: number },
  count: number,
  /** Extra query kept on both links, e.g. `&urgent=true`. */
  filter = '',
) {
  const at = (to: number) => `${baseUrl}?limit=${limit}&offset=${to}${filter}`;
  return {
    next: offset + limit < count ? at(offset + limit) : null,
    previous: offset > 0 ? at(Math.max(0, Math.min(offset - limit, count - limit))) : null,
  };
}
