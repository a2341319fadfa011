import {
  and,
  count,
  desc,
  eq,
  getTableColumns,
  gt,
  gte,
  inArray,
  type Placeholder,
  TransactionRollbackError,
  sql,
  type SQL,
} from 'drizzle-orm';
import type { PgInsertValue } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/client';
import { chatAttachments, chatMessages, chatRooms, type ChatSource } from '../../db/schema';

/** What a message's page shows of its attachment (never the bytes). */
export interface AttachedFile {
  name: string | null;
  size: number;
  contentType: string;
}
export type MessageRow = typeof chatMessages.$inferSelect & { file: AttachedFile | null };

export interface NewUserMessage {
  roomId: string;
  text: string;
  /** The name the room takes if it has none yet (presenters.ts `roomNameFrom`). */
  roomName: string;
  clientId: string | null;
  file: { userId: string; contentType: string; name: string; bytes: Buffer } | null;
}

export interface NewAiMessage {
  roomId: string;
  text: string;
  sources: ChatSource[];
  urgent: boolean;
  stopped: boolean;
  replyTo: string;
}

/** SQL of chat messages and their attachments. Callers have checked the room's owner. */
export function createMessagesRepo(db: Database) {
  /** Messages with their attachment's name, size and type (one join, no bytes). */
  const selectMessages = (where: SQL | undefined) =>
    db
      .select({
        ...getTableColumns(chatMessages),
        file: {
          name: chatAttachments.name,
          size: chatAttachments.size,
          contentType: chatAttachments.contentType,
        },
      })
      .from(chatMessages)
      .leftJoin(chatAttachments, eq(chatAttachments.id, chatMessages.attachmentId))
      .where(where);

  // The statements every reply runs, built once (Drizzle's query building was about a tenth
  // of a reply's CPU) and prepared by name, so Postgres parses and plans each once per
  // connection instead of once per message.
  const recentStatement = selectMessages(eq(chatMessages.roomId, sql.placeholder('roomId')))
    .orderBy(desc(chatMessages.seq))
    .limit(sql.placeholder('max'))
    .prepare('chat_recent_messages');
  const insertAiStatement = db
    .insert(chatMessages)
    .values({
      roomId: sql.placeholder('roomId'),
      isAi: true,
      text: sql.placeholder('text'),
      sources: sql.placeholder('sources'),
      urgent: sql.placeholder('urgent'),
      stopped: sql.placeholder('stopped'),
      replyTo: sql.placeholder('replyTo'),
    })
    .returning()
    .prepare('chat_insert_ai_message');
  /**
   * The user's message stored and its room touched in one statement: the room is touched from
   * the inserted row, so a duplicate client id (no row) touches nothing.
   */
  const insertAndTouch = (
    q: Database,
    values: PgInsertValue<typeof chatMessages>,
    roomName: string | Placeholder,
  ) => {
    const inserted = q.$with('inserted').as(
      q
        .insert(chatMessages)
        .values(values)
        .onConflictDoNothing({ target: [chatMessages.roomId, chatMessages.clientId] })
        .returning(),
    );
    return q
      .with(inserted)
      .update(chatRooms)
      .set({
        updatedAt: sql`now()`,
        name: sql`coalesce(${chatRooms.name}, ${roomName})`,
      })
      .from(inserted)
      .where(eq(chatRooms.id, inserted.roomId))
      .returning(inserted._.selectedFields);
  };
  const insertUserStatement = insertAndTouch(
    db,
    {
      roomId: sql.placeholder('roomId'),
      isAi: false,
      text: sql.placeholder('text'),
      clientId: sql.placeholder('clientId'),
    },
    sql.placeholder('roomName'),
  ).prepare('chat_insert_user_message');

  return {
    /**
     * Offset 0 is the newest `limit` messages; each page comes back oldest first, ready to
     * show (so "load more" prepends the next page as it is).
     */
    async page(roomId: string, limit: number, offset: number, urgentOnly = false) {
      const inRoom = urgentOnly
        ? and(eq(chatMessages.roomId, roomId), eq(chatMessages.urgent, true))
        : eq(chatMessages.roomId, roomId);
      const [rows, [total]] = await Promise.all([
        selectMessages(inRoom).orderBy(desc(chatMessages.seq)).limit(limit).offset(offset),
        db.select({ n: count() }).from(chatMessages).where(inRoom),
      ]);
      return { rows: rows.reverse(), count: total?.n ?? 0 };
    },

    /**
     * Messages stored after `lastId` and after `afterSeq` (whichever is later), oldest first,
     * at most `max` (the newest ones when there are more). A null `lastId` with no `afterSeq`
     * gives the newest `max`, and so does an unknown one (with `reset`). `afterSeq` is what the asking socket was already
     * sent (socket-route.ts), so a repeated `resume` costs one indexed range query that finds
     * nothing new, not the room's history again.
     */
    async newerThan(
      roomId: string,
      lastId: string | null,
      max: number,
      afterSeq = 0,
    ): Promise<{ rows: MessageRow[]; bound: number; reset: boolean }> {
      const last = lastId ? await this.find(roomId, lastId) : undefined;
      // The page's newest message is gone (an edit or a regenerate removed the end of the
      // room, which is where it was): it gets the room's newest messages again, whatever this
      // socket was sent before, and replaces what it holds.
      const reset = lastId !== null && !last;
      const bound = reset ? 0 : Math.max(last?.seq ?? 0, afterSeq);
      const rows = await selectMessages(
        bound > 0
          ? and(eq(chatMessages.roomId, roomId), gt(chatMessages.seq, bound))
          : eq(chatMessages.roomId, roomId),
      )
        .orderBy(desc(chatMessages.seq))
        .limit(max);
      return { rows: rows.reverse(), bound, reset };
    },

    async find(roomId: string, id: string): Promise<MessageRow | undefined> {
      if (!UUID.test(id)) return undefined;
      const [row] = await selectMessages(
        and(eq(chatMessages.roomId, roomId), eq(chatMessages.id, id)),
      ).limit(1);
      return row;
    },

    async findByClientId(roomId: string, clientId: string): Promise<MessageRow | undefined> {
      const [row] = await selectMessages(
        and(eq(chatMessages.roomId, roomId), eq(chatMessages.clientId, clientId)),
      ).limit(1);
      return row;
    },

    async replyTo(roomId: string, userMessageId: string): Promise<MessageRow | undefined> {
      const [row] = await selectMessages(
        and(eq(chatMessages.roomId, roomId), eq(chatMessages.replyTo, userMessageId)),
      ).limit(1);
      return row;
    },

    async latestUserMessage(roomId: string): Promise<MessageRow | undefined> {
      const [row] = await selectMessages(
        and(eq(chatMessages.roomId, roomId), eq(chatMessages.isAi, false)),
      )
        .orderBy(desc(chatMessages.seq))
        .limit(1);
      return row;
    },

    /** The last `max` messages, oldest first (the conversation an engine sees). */
    async recent(roomId: string, max: number): Promise<MessageRow[]> {
      const rows = await recentStatement.execute({ roomId, max });
      return rows.reverse();
    },

    /**
     * Stores the user's message and its file in one transaction, and touches the room (it
     * moves to the top of the list, and an unnamed room takes `roomName`). Undefined, and the
     * room untouched, when the room already holds a message with this client id (the unique
     * index decides, also for two instances racing).
     */
    async insertUserMessage(input: NewUserMessage): Promise<MessageRow | undefined> {
      const message = {
        roomId: input.roomId,
        isAi: false,
        text: input.text,
        clientId: input.clientId,
      };
      // Without a file one statement is enough (a transaction would cost two more round
      // trips on every message).
      if (!input.file) {
        const [row] = await insertUserStatement.execute({
          roomId: input.roomId,
          text: input.text,
          clientId: input.clientId,
          roomName: input.roomName,
        });
        return row && { ...row, file: null };
      }
      const file = input.file;
      return db
        .transaction(async (tx) => {
          const [attachment] = await tx
            .insert(chatAttachments)
            .values({
              userId: file.userId,
              roomId: input.roomId,
              contentType: file.contentType,
              name: file.name,
              size: file.bytes.length,
              bytes: file.bytes,
            })
            .returning({ id: chatAttachments.id });
          const [row] = await insertAndTouch(
            tx,
            { ...message, attachmentId: attachment!.id },
            input.roomName,
          );
          // A duplicate must not leave its file behind.
          if (!row) tx.rollback();
          const attached = {
            name: file.name,
            size: file.bytes.length,
            contentType: file.contentType,
          };
          return { ...row!, file: attached };
        })
        .catch((error: unknown) => {
          if (error instanceof TransactionRollbackError) return undefined;
          throw error;
        });
    },

    /**
     * Edit-and-resend and regenerate (issue 26): removes the room's messages from `fromSeq` on
     * and, when `edited` is given, stores its new text as a new message (with the old one's
     * file) in the same transaction, so no reader sees the room half changed. A new row, not
     * an update: its higher `seq` makes a page that still holds the old message find its
     * `resume` id gone, and it reloads (sync `reset`). The removed messages' files go with them.
     */
    async truncate(
      roomId: string,
      fromSeq: number,
      edited?: { from: MessageRow; text: string },
    ): Promise<{ removed: string[]; stored: MessageRow | undefined }> {
      return db.transaction(async (tx) => {
        const gone = await tx
          .delete(chatMessages)
          .where(and(eq(chatMessages.roomId, roomId), gte(chatMessages.seq, fromSeq)))
          .returning({
            id: chatMessages.id,
            seq: chatMessages.seq,
            attachmentId: chatMessages.attachmentId,
          });
        const kept = edited?.from.attachmentId ?? null;
        const files = gone.flatMap((row) =>
          row.attachmentId && row.attachmentId !== kept ? [row.attachmentId] : [],
        );
        if (files.length > 0) {
          await tx.delete(chatAttachments).where(inArray(chatAttachments.id, files));
        }
        const removed = gone.sort((a, b) => a.seq - b.seq).map((row) => row.id);
        if (!edited) return { removed, stored: undefined };
        const [row] = await tx
          .insert(chatMessages)
          .values({ roomId, isAi: false, text: edited.text, attachmentId: kept })
          .returning();
        return { removed, stored: { ...row!, file: edited.from.file } };
      });
    },

    async insertAiMessage(input: NewAiMessage): Promise<MessageRow> {
      const [row] = await insertAiStatement.execute({ ...input });
      return { ...row!, file: null };
    },

    async setFeedback(
      id: string,
      feedbackType: 'like' | 'dislike' | null,
      feedbackMessage: string | null,
    ): Promise<MessageRow> {
      const [row] = await db
        .update(chatMessages)
        .set({ feedbackType, feedbackMessage })
        .where(eq(chatMessages.id, id))
        .returning();
      // Only replies are rated, and replies carry no file.
      return { ...row!, file: null };
    },

    async attachment(id: string) {
      if (!UUID.test(id)) return undefined;
      const [row] = await db
        .select()
        .from(chatAttachments)
        .where(eq(chatAttachments.id, id))
        .limit(1);
      return row;
    },
  };
}

export type MessagesRepo = ReturnType<typeof createMessagesRepo>;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
