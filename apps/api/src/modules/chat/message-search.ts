import { and, desc, eq, sql } from 'drizzle-orm';
import type { ChatSearchResult } from '@mhp/contract/schemas/chat';
import type { Database } from '../../db/client';
import { chatMessages, chatRooms } from '../../db/schema';
import { UNNAMED_ROOM } from './presenters';

const MAX_RESULTS = 20;
// Control characters mark the matched words in ts_headline's output: the snippet is then cut
// into plain parts, so no HTML ever comes from a message (the page renders text nodes only).
const START = '\u0001';
const STOP = '\u0002';
const HEADLINE_OPTIONS = `StartSel=${START}, StopSel=${STOP}, MaxWords=28, MinWords=12, MaxFragments=2, FragmentDelimiter=" … "`;

/**
 * The same expression as the GIN index chat_messages_search_idx (migration 0011); a different
 * one would scan every message.
 */
const messageVector = sql`to_tsvector('english', ${chatMessages.text})`;

/**
 * Full-text search over one user's conversations. The join on the room's owner is the only
 * gate between users: a message is reachable only through a room whose user_id is the caller.
 * websearch_to_tsquery never throws on what people type (quotes, a lone "-", "or").
 */
export function createMessageSearch(db: Database) {
  return {
    async search(userId: string, text: string): Promise<ChatSearchResult[]> {
      const query = sql`websearch_to_tsquery('english', ${text})`;
      const rows = await db
        .select({
          slug: chatRooms.slug,
          name: chatRooms.name,
          id: chatMessages.id,
          isAi: chatMessages.isAi,
          createdAt: chatMessages.createdAt,
          headline: sql<string>`ts_headline('english', ${chatMessages.text}, ${query}, ${HEADLINE_OPTIONS})`,
        })
        .from(chatMessages)
        .innerJoin(chatRooms, eq(chatRooms.id, chatMessages.roomId))
        .where(and(eq(chatRooms.userId, userId), sql`${messageVector} @@ ${query}`))
        .orderBy(desc(sql`ts_rank(${messageVector}, ${query})`), desc(chatMessages.seq))
        .limit(MAX_RESULTS);
      return rows.map((row) => ({
        room_slug: row.slug,
        room_name: row.name ?? UNNAMED_ROOM,
        message_id: row.id,
        is_ai: row.isAi,
        snippet: snippetParts(row.headline),
        created_at: row.createdAt.toISOString(),
      }));
    },
  };
}

export type MessageSearch = ReturnType<typeof createMessageSearch>;

/** `a \u0001word\u0002 b` → [{a, false}, {word, true}, {b, false}]. */
export function snippetParts(headline: string): ChatSearchResult['snippet'] {
  const parts: ChatSearchResult['snippet'] = [];
  for (const [index, piece] of headline.split(new RegExp(`[${START}${STOP}]`)).entries()) {
    // Pieces alternate outside/inside the markers: odd ones are the matched words.
    if (piece) parts.push({ text: piece, match: index % 2 === 1 });
  }
  return parts;
}
