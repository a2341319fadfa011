import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  customType,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { createdAt, updatedAt } from './columns';
import { users } from './users';

/** Postgres full-text vector; only ever written by a generated column. */
const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

/** Raw bytes (attachments). */
const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value)),
});

/** A source the AI cites (the contract's chat_source_recommendations item). */
export interface ChatSource {
  title: string;
  url: string;
  thumbnail_url: string | null;
}

/**
 * A conversation of one user. `name` stays null until the user names it or the first
 * message names it; the API shows "New chat" meanwhile. `updatedAt` is the latest activity
 * (the room list is ordered by it).
 */
export const chatRooms = pgTable(
  'chat_rooms',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    slug: text('slug').notNull().unique(),
    name: text('name'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('chat_rooms_user_activity_idx').on(t.userId, t.updatedAt)],
);

/**
 * Messages of a room. `seq` is the room-independent insertion order: "newer than" (resume)
 * and the page order compare it, never timestamps that may tie. A repeated `clientId` in one
 * room is refused by the unique index, so a message the browser resends is stored once.
 */
export const chatMessages = pgTable(
  'chat_messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    seq: bigint('seq', { mode: 'number' }).notNull().generatedAlwaysAsIdentity(),
    roomId: uuid('room_id')
      .notNull()
      .references(() => chatRooms.id, { onDelete: 'cascade' }),
    isAi: boolean('is_ai').notNull(),
    text: text('text').notNull(),
    /** The attachment (chat_attachments.id) of a user message. */
    attachmentId: uuid('attachment_id').references(() => chatAttachments.id, {
      onDelete: 'set null',
    }),
    sources: jsonb('sources').$type<ChatSource[]>().notNull().default([]),
    feedbackType: text('feedback_type').$type<'like' | 'dislike'>(),
    feedbackMessage: text('feedback_message'),
    /** An AI reply that opens with urgent-care guidance (red-flag triage). */
    urgent: boolean('urgent').notNull().default(false),
    /** An AI reply the user stopped: the text is what had been written. */
    stopped: boolean('stopped').notNull().default(false),
    clientId: uuid('client_id'),
    /** The user message an AI reply answers. */
    replyTo: uuid('reply_to'),
    createdAt: createdAt(),
  },
  (t) => [
    index('chat_messages_room_seq_idx').on(t.roomId, t.seq),
    uniqueIndex('chat_messages_room_client_idx').on(t.roomId, t.clientId),
    // Search over the user's own conversations (chat/message-search.ts, migration 0011): an
    // expression index, so no stored column grows the table; queries must use the same
    // expression to be served by it.
    index('chat_messages_search_idx').using('gin', sql`to_tsvector('english', ${t.text})`),
  ],
);

/**
 * Files attached to messages, kept in the database (every instance can serve them, backups
 * carry them). Served only through a signed, expiring URL made for the owner (see
 * chat/attachments.ts); the id alone opens nothing.
 */
export const chatAttachments = pgTable(
  'chat_attachments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** Deleting the room deletes its files. */
    roomId: uuid('room_id')
      .notNull()
      .references(() => chatRooms.id, { onDelete: 'cascade' }),
    /** Type found from the bytes (magic numbers), never from a name. */
    contentType: text('content_type').notNull(),
    /** The name the user's file had (shown with it; files stored before 0013 have none). */
    name: text('name'),
    size: integer('size').notNull(),
    bytes: bytea('bytes').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('chat_attachments_room_idx').on(t.roomId)],
);

/**
 * The local engine's knowledge base: one row per article (seeded from
 * seed-data/health-articles.ts), searched through its passages.
 */
export const healthArticles = pgTable('health_articles', {
  slug: text('slug').primaryKey(),
  title: text('title').notNull(),
  topic: text('topic').notNull(),
  summary: text('summary').notNull(),
  sources: jsonb('sources').$type<{ title: string; url: string }[]>().notNull(),
  /** Slugs of neighbouring articles (related suggestions come from them). */
  related: jsonb('related').$type<string[]>().notNull(),
  suggestedQuestions: jsonb('suggested_questions').$type<string[]>().notNull(),
  updatedAt: updatedAt(),
});

/**
 * One paragraph of an article, with its full-text vector generated by Postgres (English
 * stemming; the title weighs more than the body) and a GIN index, on PGlite and Postgres.
 */
export const healthArticlePassages = pgTable(
  'health_article_passages',
  {
    articleSlug: text('article_slug')
      .notNull()
      .references(() => healthArticles.slug, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    title: text('title').notNull(),
    body: text('body').notNull(),
    search: tsvector('search')
      .notNull()
      .generatedAlwaysAs(
        sql`setweight(to_tsvector('english', title), 'A') || setweight(to_tsvector('english', body), 'B')`,
      ),
  },
  (t) => [
    uniqueIndex('health_article_passages_pk').on(t.articleSlug, t.position),
    index('health_article_passages_search_idx').using('gin', t.search),
  ],
);
